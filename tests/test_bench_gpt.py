"""bench/train_step.py --model gpt computes the same step on both sides.

The bench times ivylite's GPT training step against the model written
natively in each framework; its figures mean something only if both sides
compute the same thing. The bench asserts it before timing (the first two
losses from the same weights agree to rtol 1e-4); this runs that check alone
on every installed backend with autodiff, eagerly (compiling torch's step
takes minutes on a small machine).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
AUTODIFF = ["paddle", "torch", "jax", "tensorflow"]


def test_native_and_ivylite_gpt_steps_give_the_same_losses():
    installed = [n for n in AUTODIFF if importlib.util.find_spec(n) is not None]
    out = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "train_step.py"), "--model", "gpt", "--quick",
         "--check-only", "--modes", "eager", "--backends", ",".join(installed)],
        capture_output=True, text=True, timeout=600,
        env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"},
    )  # fmt: skip
    assert out.returncode == 0, out.stderr[-3000:]
    for name in installed:
        line = next(
            (s for s in out.stdout.splitlines() if s.startswith(f"gpt eager {name}:")), None
        )
        assert line is not None and "first losses agree" in line, out.stdout
