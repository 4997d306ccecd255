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


def _check(backends: list[str], mode: str) -> str:
    out = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "train_step.py"), "--model", "gpt", "--quick",
         "--check-only", "--modes", mode, "--backends", ",".join(backends)],
        capture_output=True, text=True, timeout=600,
        env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"},
    )  # fmt: skip
    assert out.returncode == 0, out.stderr[-3000:]
    return out.stdout


def test_native_and_ivylite_gpt_steps_give_the_same_losses():
    installed = [n for n in AUTODIFF if importlib.util.find_spec(n) is not None]
    eager = [n for n in installed if n != "jax"]
    stdout = _check(eager, "eager") if eager else ""
    if "jax" in installed:
        stdout += _check(["jax"], "compiled")
    for name in installed:
        mode = "compiled" if name == "jax" else "eager"
        line = next((s for s in stdout.splitlines() if s.startswith(f"gpt {mode} {name}:")), None)
        assert line is not None and "first losses agree" in line, stdout
