"""Where ivylite's per-call overhead stops mattering: time against size, per backend.

    python bench/scaling.py [--backends numpy,torch,...] [--rounds 5] [--json out.json]

For ``add`` (float32 + float32) and ``sum`` (float32) on arrays of 1 to 10^7
elements, ivylite and the native call are timed in alternating rounds (one
subprocess per backend, as bench/ops.py). The log-log plot of ivylite's time
against the native time (docs/benchmarks.rst) shows the fixed overhead at
small sizes and the two lines meeting once the work dominates.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[1]))  # this checkout's ivylite
from _timing import alternating_ns  # noqa: E402
from ops import ORDER, natives, synced  # noqa: E402

SIZES = [10**k for k in range(8)]  # 1 .. 10^7


def run_backend(name: str, rounds: int) -> list[dict]:
    """Time add and sum over SIZES on one backend (in this process)."""
    import ivylite

    ivylite.set_backend(name)
    nat = natives(name)
    rng = np.random.default_rng(0)
    rows = []
    for n in SIZES:
        x = ivylite.asarray(rng.standard_normal(n).astype(np.float32))
        y = ivylite.asarray(rng.standard_normal(n).astype(np.float32))
        xd, yd = x.data, y.data
        for op, ours, theirs in [
            ("add", lambda x=x, y=y: ivylite.add(x, y), lambda a=xd, b=yd: nat["add"](a, b)),
            ("sum", lambda x=x: ivylite.sum(x), lambda a=xd: nat["sum"](a)),
        ]:
            ours, theirs = synced(name, ours, theirs)
            t_ours, t_theirs, ratio = alternating_ns(ours, theirs, rounds=rounds, budget_s=0.005)
            rows.append(dict(op=op, size=n, ivylite_ns=t_ours, native_ns=t_theirs, ratio=ratio))
            print(f"  {name:<10} {op} {n:>9}: {t_ours:>12.0f}ns {t_theirs:>12.0f}ns {ratio:6.2f}",
                  file=sys.stderr, flush=True)  # fmt: skip
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", default=",".join(ORDER))
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", help="write the results here")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(run_backend(args.child, args.rounds)))
        return
    results = {}
    for name in ORDER:
        if name not in args.backends.split(",") or importlib.util.find_spec(name) is None:
            continue
        cmd = [sys.executable, __file__, "--child", name, "--rounds", str(args.rounds)]
        out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True).stdout
        results[name] = json.loads(out.strip().splitlines()[-1])
    for name, rows in results.items():
        print(f"\n{name}: ratio ivylite / native by size")
        for op in ("add", "sum"):
            cells = " ".join(f"{r['ratio']:5.2f}" for r in rows if r["op"] == op)
            print(f"  {op}: {cells}")
    if args.json:
        Path(args.json).write_text(
            json.dumps({"sizes": SIZES, "backends": results}, indent=1) + "\n"
        )


if __name__ == "__main__":
    main()
