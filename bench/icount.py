"""Instructions per call (valgrind's callgrind) of ivylite's per-call floor.

    python bench/icount.py [--backend numpy|torch] [CASE ...]

Each case runs twice under callgrind (0 and N calls); the difference over N is
the cost of one call, free of timing noise on a loaded machine. Cases: the
native ``add``, ``multiply`` by a Python float and ``sum`` of the backend, and
the same through ivylite (``add``, ``mul_float``, ``sum``), ``x + x``, and on
NumPy two ways of making the two-slot result object (the Array classes'
Python ``__init__``, and ``object.__new__`` with two slot assignments).

The first line says which forwarders ran (``ivylite.info.accelerator()``):
the compiled ones, or the Python ones (not built, or ``IVYLITE_PURE_PYTHON=1``).
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
CASES = ["native_add", "add", "ops_add", "native_mul_float", "mul_float", "native_sum", "sum",
         "init_2slots", "new_2slots"]  # fmt: skip
NATIVE = {  # backend -> (add, multiply, sum) of the native arrays
    "numpy": ("numpy", "add", "multiply", "sum"),
    "torch": ("torch", "add", "mul", "sum"),
}


def body(backend: str, case: str, n: int) -> None:
    """Run ``case`` ``n`` times (inside callgrind)."""
    import importlib

    import numpy as np

    import ivylite

    ivylite.set_backend(backend)
    x = ivylite.asarray(np.array([1.0, 2.0, 3.0], np.float32))
    d = x.data
    module, *names = NATIVE[backend]
    n_add, n_mul, n_sum = (getattr(importlib.import_module(module), a) for a in names)

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
            n_add(d, d)
        elif case == "add":
            add(x, x)
        elif case == "ops_add":
            x + x  # noqa: B018
        elif case == "native_mul_float":
            n_mul(d, 2.5)
        elif case == "mul_float":
            mul(x, 2.5)
        elif case == "native_sum":
            n_sum(d)
        elif case == "sum":
            total(x)
        elif case == "init_2slots":
            A(d, 1)
        elif case == "new_2slots":
            r = new(S)
            r._data = d
            r._dtype = 1


def count(backend: str, case: str, n: int) -> int:
    """Instructions of a whole run of ``case`` ``n`` times."""
    with tempfile.TemporaryDirectory() as tmp:
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg",
               os.path.realpath(sys.executable), __file__, "--child", backend, case,
               str(n)]  # fmt: skip
        env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(Path(__file__).parents[1]))
        out = subprocess.run(cmd, capture_output=True, text=True, env=env).stderr
    return int(re.search(r"Collected : (\d+)", out).group(1))


def main() -> None:
    args = sys.argv[1:]
    if args[:1] == ["--child"]:
        body(args[1], args[2], int(args[3]))
        return
    backend = "numpy"
    if args[:1] == ["--backend"]:
        backend, args = args[1], args[2:]
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed")
    sys.path.insert(0, str(Path(__file__).parents[1]))
    import ivylite

    print(f"{backend}, forwarders: {ivylite.info.accelerator()}", flush=True)
    for case in args or CASES:
        per_call = (count(backend, case, N) - count(backend, case, 0)) // N
        print(f"{case:<17} {per_call:>7} instructions/call", flush=True)


if __name__ == "__main__":
    main()
