"""Time ivylite's promotion lookups against NumPy's in one process.

    python bench/promotion.py

Target: ivylite no slower than NumPy (ratio <= 1.0) for promote_types and
result_type. Prints the ratio ivylite / NumPy for each case.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from _timing import paired_ns, print_rows  # noqa: E402

import ivylite  # noqa: E402

f32, i32, i8 = np.dtype("float32"), np.dtype("int32"), np.dtype("int8")
a_f32, a_i8 = np.zeros(3, "float32"), np.zeros(3, "int8")

CASES = [
    ("promote_types(names)",
     lambda: ivylite.promote_types("float32", "int32"), lambda: np.promote_types("float32", "int32")),
    ("promote_types(np.dtype, np.dtype)",
     lambda: ivylite.promote_types(f32, i32), lambda: np.promote_types(f32, i32)),
    ("promote_types(np scalar types)",
     lambda: ivylite.promote_types(np.float32, np.int8), lambda: np.promote_types(np.float32, np.int8)),
    ("result_type(dtype, dtype)",
     lambda: ivylite.result_type(f32, i8), lambda: np.result_type(f32, i8)),
    ("result_type(array, array)",
     lambda: ivylite.result_type(a_f32, a_i8), lambda: np.result_type(a_f32, a_i8)),
    ("result_type(array, python float)",
     lambda: ivylite.result_type(a_i8, 2.5), lambda: np.result_type(a_i8, 2.5)),
    ("result_type(array, python int)",
     lambda: ivylite.result_type(a_i8, 3), lambda: np.result_type(a_i8, 3)),
    ("result_type(4 dtypes)",
     lambda: ivylite.result_type(i8, f32, i32, i8), lambda: np.result_type(i8, f32, i32, i8)),
    ("can_cast(dtype, dtype)",
     lambda: ivylite.can_cast(i8, f32), lambda: np.can_cast(i8, f32)),
]  # fmt: skip


def main() -> None:
    rows = [(name, *paired_ns(ours, theirs)) for name, ours, theirs in CASES]
    print_rows(f"promotion lookups, ivylite {ivylite.__version__} vs numpy {np.__version__}", rows)


if __name__ == "__main__":
    main()
