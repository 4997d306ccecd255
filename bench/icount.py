"""Instructions per call (valgrind's callgrind) of ivylite's per-call floor on NumPy.

    python bench/icount.py [CASE ...]

Each case runs twice under callgrind (0 and N calls); the difference over N is
the cost of one call, free of timing noise on a loaded machine. Cases: the
native ``np.add``, ``ivylite.add``, ``x + x``, ``ivylite.multiply`` by a
Python float, ``ivylite.sum``, and two ways of making the two-slot result
object (the Array classes' Python ``__init__``, and ``object.__new__`` with
two slot assignments).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

N = 200000
CASES = ["native_add", "add", "ops_add", "mul_float", "sum", "init_2slots", "new_2slots"]


def body(case: str, n: int) -> None:
    """Run ``case`` ``n`` times (inside callgrind)."""
    import numpy as np

    import ivylite

    ivylite.set_backend("numpy")
    x = ivylite.asarray(np.array([1.0, 2.0, 3.0], np.float32))
    d = x.data

    class Base:
        __slots__ = ("_data", "_dtype")

    def init(self, data, dtype):
        self._data = data
        self._dtype = dtype

    A = type("A", (Base,), {"__slots__": (), "__init__": init})
    S = type("S", (Base,), {"__slots__": ()})
    new = object.__new__
    add, mul, total = ivylite.add, ivylite.multiply, ivylite.sum
    for _ in range(n):
        if case == "native_add":
            np.add(d, d)
        elif case == "add":
            add(x, x)
        elif case == "ops_add":
            x + x  # noqa: B018
        elif case == "mul_float":
            mul(x, 2.5)
        elif case == "sum":
            total(x)
        elif case == "init_2slots":
            A(d, 1)
        elif case == "new_2slots":
            r = new(S)
            r._data = d
            r._dtype = 1


def count(case: str, n: int) -> int:
    """Instructions of a whole run of ``case`` ``n`` times."""
    with tempfile.TemporaryDirectory() as tmp:
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg",
               os.path.realpath(sys.executable), __file__, "--child", case, str(n)]  # fmt: skip
        env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(Path(__file__).parents[1]))
        out = subprocess.run(cmd, capture_output=True, text=True, env=env).stderr
    return int(re.search(r"Collected : (\d+)", out).group(1))


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        body(sys.argv[2], int(sys.argv[3]))
        return
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed")
    for case in sys.argv[1:] or CASES:
        print(
            f"{case:<12} {(count(case, N) - count(case, 0)) // N:>7} instructions/call", flush=True
        )


if __name__ == "__main__":
    main()
