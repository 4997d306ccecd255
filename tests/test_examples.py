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
    # The logistic regression at the end trains: its loss falls at every report.
    losses = [float(line.split("loss")[1]) for line in lines if line.strip().startswith("step")]
    assert len(losses) == 6 and all(b < a for a, b in zip(losses, losses[1:])), losses
    assert losses[-1] < 0.2
