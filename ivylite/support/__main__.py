"""``python -m ivylite.support``: the measured support matrix.

    python -m ivylite.support [--backend NAME ...] [--format table|json|markdown|html]
                              [--function NAME ...] [--output FILE]

Calls every public function with every dtype on each requested installed
backend (all installed ones by default) and reports, per (function, dtype,
backend): what is declared, what happens, whether they agree, and the
version key each declaration resolved to. Exits 1 if any cell disagrees.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys

from ..backend import BACKENDS
from .probe import print_progress, probe
from .report import FORMATS

# Paddle before TensorFlow: the other order segfaults (paddle 3.3, tensorflow 2.21).
_LOAD_ORDER = ["numpy", "paddle", "torch", "jax", "tensorflow", "dask"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ivylite.support", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--backend", action="extend", nargs="+", choices=BACKENDS,
                        help="a backend to probe (repeatable; default: every installed one)")  # fmt: skip
    parser.add_argument("--format", default="table", choices=sorted(FORMATS))
    parser.add_argument("--function", action="extend", nargs="+", help="probe only these functions")
    parser.add_argument("--output", help="write the report here instead of stdout")
    parser.add_argument("--quiet", action="store_true", help="no progress display")
    args = parser.parse_args(argv)
    wanted = args.backend or [b for b in BACKENDS if importlib.util.find_spec(b) is not None]
    missing = [b for b in wanted if importlib.util.find_spec(b) is None]
    if missing:
        parser.error(f"not installed: {', '.join(missing)} (pip install 'ivylite[{missing[0]}]')")
    records = []
    for name in sorted(wanted, key=_LOAD_ORDER.index):
        records += probe(name, args.function, None if args.quiet else print_progress)
    text = FORMATS[args.format](records)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text + ("\n" if not text.endswith("\n") else ""))
    return 0 if all(r.agree for r in records) else 1


if __name__ == "__main__":
    sys.exit(main())
