"""The README's quickstart runs and shows real promotion results."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_quickstart_runs():
    out = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "quickstart.py")],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    lines = out.stdout.splitlines()
    assert any(line.startswith("promote_types(float32, int32)") and line.endswith("float64") for line in lines)
    assert any("OverflowError" in line for line in lines)
