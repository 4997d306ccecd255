"""Time `import ivylite` in fresh interpreters (target: under 100 ms).

    python bench/import_time.py

Prints the best of several runs of `python -c "import ivylite"` minus the
best of `python -c "pass"`, and `import numpy` the same way for scale.
"""

from __future__ import annotations

import subprocess
import sys
import time


def best_of(code: str, runs: int = 7) -> float:
    best = float("inf")
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        best = min(best, time.perf_counter() - t)
    return best


def main() -> None:
    base = best_of("pass")
    ours = best_of("import ivylite") - base
    numpy = best_of("import numpy") - base
    print(f"import ivylite: {ours * 1000:6.1f} ms (target < 100 ms)")
    print(f"import numpy:   {numpy * 1000:6.1f} ms (for scale; ivylite does not import it)")


if __name__ == "__main__":
    main()
