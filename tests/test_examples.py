"""The examples run as the README says: the quickstart on NumPy, train_mlp on every
backend with autodiff, reaching the same loss, and the out-of-core example (small)."""

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_quickstart_runs():
    out = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "quickstart.py")],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    lines = out.stdout.splitlines()
    assert any(
        line.startswith("promote_types(float32, int32)") and line.endswith("float64")
        for line in lines
    )
    assert any("OverflowError" in line for line in lines)
    # The logistic regression at the end trains: its loss falls at every report.
    losses = [float(line.split("loss")[1]) for line in lines if line.strip().startswith("step")]
    assert len(losses) == 6 and all(b < a for a, b in zip(losses, losses[1:])), losses
    assert losses[-1] < 0.2


def _installed(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def _train_mlp_module():
    spec = importlib.util.spec_from_file_location("train_mlp", ROOT / "examples" / "train_mlp.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_train_mlp_reaches_the_same_loss_on_every_backend(every_backend):
    """The same seeded data and parameters, Adam for 60 steps: the loss falls and the
    final losses agree across torch, jax, tensorflow and paddle."""
    train = _train_mlp_module().train
    autodiff = [b for b in every_backend if b not in ("numpy", "dask")]
    results = {b: train(b, steps=60, quiet=True) for b in autodiff}
    assert results, "no backend with autodiff is installed"
    firsts = [r["first"] for r in results.values()]
    finals = {b: r["final"] for b, r in results.items()}
    np.testing.assert_allclose(firsts, firsts[0], rtol=1e-5)
    reference = next(iter(finals.values()))
    for b, final in finals.items():
        assert final < 0.5 * results[b]["first"], (b, results[b])
        assert abs(final - reference) <= 1e-3 * reference, finals


def test_train_mlp_command_line():
    script = str(ROOT / "examples" / "train_mlp.py")
    backend = next(b for b in ("torch", "jax", "paddle", "tensorflow") if _installed(b))
    out = subprocess.run([sys.executable, script, "--backend", backend, "--steps", "20"],
                         capture_output=True, text=True, check=True)  # fmt: skip
    summary = dict(line.split(None, 1) for line in out.stdout.splitlines() if "loss" not in line)
    losses = {line.rsplit(None, 1)[0]: float(line.rsplit(None, 1)[1])
              for line in out.stdout.splitlines() if "loss" in line}  # fmt: skip
    assert summary["backend"].strip() == backend and losses["final loss"] < losses["first loss"]
    assert "20/20" in out.stderr  # the progress bar reached the end
    refused = subprocess.run([sys.executable, script, "--backend", "numpy"],
                             capture_output=True, text=True)  # fmt: skip
    assert refused.returncode == 2 and "no automatic differentiation" in refused.stderr


def test_out_of_core_runs_small_and_agrees_with_numpy():
    """The out-of-core example at a small size: both passes, the check against the
    NumPy backend on the first rows, the peak memory line, exit code 0."""
    if not _installed("dask"):
        pytest.skip("dask is not installed")
    script = str(ROOT / "examples" / "out_of_core.py")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run(
        [sys.executable, script, "--size", "16MB", "--chunk", "1MiB", "--check-rows", "30000",
         "--quiet"],
        capture_output=True, text=True, env=env, timeout=300,
    )  # fmt: skip
    assert out.returncode == 0, out.stdout + out.stderr
    lines = dict(line.split(None, 1) for line in out.stdout.splitlines() if line[:1].isalpha())
    assert lines["check"].endswith("dask == numpy") and "peak" in lines
    assert lines["rows"].startswith("125,000 x 16")


def _train_gpt_module():
    spec = importlib.util.spec_from_file_location("train_gpt", ROOT / "examples" / "train_gpt.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_train_gpt_loss_curves_agree_on_every_backend(every_backend, tmp_path):
    """Seeded, the GPT starts from the same weights and sees the same batches: five
    steps give the same losses on torch, jax, tensorflow and paddle, and the loss
    falls. A run saved after three steps and resumed for two continues the curve."""
    gpt = _train_gpt_module()
    autodiff = [b for b in every_backend if b not in ("numpy", "dask")]
    small = ["--steps", "5", "--sample", "0", "--batch", "4", "--block-size", "16"]
    curves = {b: gpt.train(gpt.parse(["--backend", b, *small]), progress=False) for b in autodiff}
    assert curves, "no backend with autodiff is installed"
    reference = next(iter(curves.values()))
    assert len(reference) == 5 and reference[-1] < reference[0], reference
    for b, losses in curves.items():
        np.testing.assert_allclose(losses, reference, rtol=1e-4, err_msg=b)
    # Saved on one backend, resumed on another: the same curve.
    first, last = autodiff[0], autodiff[-1]
    path = str(tmp_path / "gpt.safetensors")
    rest = small[2:]
    head = gpt.train(gpt.parse(["--backend", first, "--steps", "3", "--total-steps", "5", *rest,
                                "--save", path]),
                     progress=False)  # fmt: skip
    tail = gpt.train(gpt.parse(["--backend", last, "--steps", "2", *rest, "--resume", path]),
                     progress=False)  # fmt: skip
    np.testing.assert_allclose(head + tail, reference, rtol=1e-4)


def test_train_gpt_samples_text():
    script = str(ROOT / "examples" / "train_gpt.py")
    backend = next(b for b in ("torch", "jax", "paddle", "tensorflow") if _installed(b))
    out = subprocess.run([sys.executable, script, "--backend", backend, "--steps", "2",
                          "--sample", "30", "--batch", "2", "--block-size", "8"],
                         capture_output=True, text=True, timeout=300)  # fmt: skip
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert lines[-1].startswith(f"{backend}: loss ") and "in 2 steps" in lines[-1]
    assert len(lines[-2]) == 8 + 30  # the prompt and the sampled characters
    assert "2/2" in out.stdout  # the progress bar reached the end
