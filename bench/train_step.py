"""One training step through ivylite against the same step written natively.

    python bench/train_step.py [--backends torch,jax,tensorflow,paddle] [--quick]
    python bench/train_step.py --model gpt [--modes eager,compiled] [--no-memory] [--check-only]

The step: forward of a 2-layer MLP (batch 256, 256 -> 512 -> 10, relu), mean
squared error, gradients of the four parameters, one Adam update. ivylite's
side is `examples/train_mlp.py`'s code (``value_and_grad`` + ``adam_update``);
the native side is the same computation in the framework's own API (its
autodiff, Adam's formulas written with its ops; nothing jitted on either
side). Prints both times and the ratio ivylite/native; target <= 1.1.

``--model gpt``: examples/train_gpt.py's GPT (batch 8, block 32, 2 layers,
n_embd 64, 4 heads, vocabulary 65) with AdamW and global-norm clipping,
against the model written natively in each framework (bench/_gpt_native.py;
the details in bench/_gpt_bench.py). Before timing, the first two losses of
both sides must agree. Both sides run in one process, in alternating rounds
(``--rounds``, default 21) of as many steps as take ~0.25 s (3 to 100); the
figures are the medians, with the quartiles of the per-round ratios. Then each
side's peak memory (peak resident set of a fresh process running 20 steps). Targets:
time <= 1.1, memory <= 1.2. ``--check-only`` runs only the loss check.

What "eager" and "compiled" compare, per backend (the fair pairing is the
framework's own way to speed up a training step):

- torch: eager is ``nn.Module`` + ``torch.optim.AdamW`` as is; compiled is
  ``torch.compile`` (``--torch-compiler``, inductor by default) of the
  model's forward and of the clip + optimiser update, against ivylite.jit
  (``torch.compile`` with the same backend) of ivylite's whole pure step.
  Both sides run on one intra-op thread (``torch.set_num_threads(1)``).
- jax: eager runs every op as it comes (each primitive compiled once and
  cached, on both sides); compiled is ``jax.jit`` of the whole step on both.
- tensorflow: eager is GradientTape code as is; compiled is ``tf.function``
  of the whole step on both sides.
- paddle: eager only (``paddle.nn`` + ``paddle.optimizer.AdamW``); ivylite.jit
  has no paddle compiler, so a compiled row would time the same thing.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from _timing import paired_ns, print_rows  # noqa: E402

ORDER = ["paddle", "torch", "jax", "tensorflow"]  # paddle before tensorflow
B1, B2, EPS, LR = 0.9, 0.999, 1e-8, 1e-3


def data(batch: int = 256, features: int = 256, hidden: int = 512, out: int = 10):
    rng = np.random.default_rng(0)
    f32 = lambda *s: (rng.standard_normal(s) * 0.05).astype(np.float32)  # noqa: E731
    params = {
        "w1": f32(features, hidden),
        "b1": f32(hidden),
        "w2": f32(hidden, out),
        "b2": f32(out),
    }
    return params, f32(batch, features) * 20, f32(batch, out) * 20


def adam_native(ops, params, grads, m, v, t):
    """Adam with the framework's ops: the formulas ivylite.adam_update computes."""
    sqrt = ops["sqrt"]
    out_p, out_m, out_v = {}, {}, {}
    c1, c2 = 1 - B1**t, 1 - B2**t
    for k in params:
        g = grads[k]
        out_m[k] = B1 * m[k] + (1 - B1) * g
        out_v[k] = B2 * v[k] + (1 - B2) * g * g
        out_p[k] = params[k] - LR * (out_m[k] / c1) / (sqrt(out_v[k] / c2) + EPS)
    return out_p, out_m, out_v


def native_step(name: str, params_np, x_np, y_np):
    """A closure running one native training step (state kept between calls)."""
    if name == "torch":
        import torch

        torch.set_num_threads(1)
        P = {k: torch.tensor(v) for k, v in params_np.items()}
        x, y = torch.tensor(x_np), torch.tensor(y_np)

        def loss_of(p):
            h = torch.relu(x @ p["w1"] + p["b1"])
            return torch.mean((h @ p["w2"] + p["b2"] - y) ** 2)

        def grads_of(p):
            leaves = {k: v.detach().requires_grad_(True) for k, v in p.items()}
            loss = loss_of(leaves)
            g = torch.autograd.grad(loss, list(leaves.values()))
            return loss.detach(), dict(zip(leaves, g))

        ops = {"sqrt": torch.sqrt}
    elif name == "jax":
        import jax
        import jax.numpy as jnp

        P = {k: jnp.asarray(v) for k, v in params_np.items()}
        x, y = jnp.asarray(x_np), jnp.asarray(y_np)

        def loss_of(p):
            h = jnp.maximum(x @ p["w1"] + p["b1"], 0)
            return jnp.mean((h @ p["w2"] + p["b2"] - y) ** 2)

        grads_of = jax.value_and_grad(loss_of)
        ops = {"sqrt": jnp.sqrt}
    elif name == "tensorflow":
        import tensorflow as tf

        P = {k: tf.constant(v) for k, v in params_np.items()}
        x, y = tf.constant(x_np), tf.constant(y_np)

        def grads_of(p):
            leaves = list(p.values())
            with tf.GradientTape() as tape:
                tape.watch(leaves)
                h = tf.nn.relu(x @ p["w1"] + p["b1"])
                loss = tf.reduce_mean((h @ p["w2"] + p["b2"] - y) ** 2)
            return loss, dict(zip(p, tape.gradient(loss, leaves)))

        ops = {"sqrt": tf.sqrt}
    else:
        import paddle

        P = {k: paddle.to_tensor(v) for k, v in params_np.items()}
        x, y = paddle.to_tensor(x_np), paddle.to_tensor(y_np)

        def grads_of(p):
            leaves = {k: v.detach() for k, v in p.items()}
            for v in leaves.values():
                v.stop_gradient = False
            h = paddle.nn.functional.relu(x @ leaves["w1"] + leaves["b1"])
            loss = paddle.mean((h @ leaves["w2"] + leaves["b2"] - y) ** 2)
            g = paddle.grad(loss, list(leaves.values()))
            return loss.detach(), dict(zip(leaves, g))

        ops = {"sqrt": paddle.sqrt}

    state = {
        "p": P,
        "m": {k: v * 0 for k, v in P.items()},
        "v": {k: v * 0 for k, v in P.items()},
        "t": 0,
    }

    def step():
        loss, g = grads_of(state["p"])
        state["t"] += 1
        state["p"], state["m"], state["v"] = adam_native(
            ops, state["p"], g, state["m"], state["v"], state["t"]
        )
        return loss

    return step


def ivylite_step(name: str, params_np, x_np, y_np):
    import ivylite

    ivylite.set_backend(name)
    params = {k: ivylite.asarray(v) for k, v in params_np.items()}
    x, y = ivylite.asarray(x_np), ivylite.asarray(y_np)

    def loss_fn(p):
        h = ivylite.relu(ivylite.matmul(x, p["w1"]) + p["b1"])
        return ivylite.mse(ivylite.matmul(h, p["w2"]) + p["b2"], y)

    grad_fn = ivylite.value_and_grad(loss_fn)
    state = {"p": params, "opt": ivylite.adam_init(params)}

    def step():
        loss, g = grad_fn(state["p"])
        state["p"], state["opt"] = ivylite.adam_update(state["p"], g, state["opt"], lr=LR)
        return loss

    return step


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", default=",".join(ORDER))
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--model", choices=["mlp", "gpt"], default="mlp")
    parser.add_argument("--modes", default="eager,compiled", help="gpt: eager, compiled or both")
    parser.add_argument("--check-only", action="store_true", help="gpt: the loss check, no timing")
    parser.add_argument("--no-memory", action="store_true", help="gpt: skip the peak-memory runs")
    parser.add_argument("--rounds", type=int, default=21, help="gpt: alternating timing rounds")
    parser.add_argument(
        "--torch-compiler", default="inductor", help="gpt: torch.compile's backend on both sides"
    )
    args = parser.parse_args()
    if args.model == "gpt":
        import _gpt_bench

        _gpt_bench.main(args, [n for n in ORDER if importlib.util.find_spec(n) is not None])
        return
    params, x, y = data()
    rows = []
    for name in ORDER:
        if name not in args.backends.split(",") or importlib.util.find_spec(name) is None:
            continue
        ours, theirs = ivylite_step(name, params, x, y), native_step(name, params, x, y)
        # The same first loss on both sides: the steps compute the same thing.
        a, b = float(np.asarray(ours())), float(np.asarray(theirs()))
        assert abs(a - b) <= 1e-4 * max(1.0, abs(b)), f"{name}: first losses differ: {a} vs {b}"
        n, r = (5, 3) if args.quick else (30, 7)
        t_ours, t_theirs = paired_ns(ours, theirs, number=n, repeat=r)
        rows.append((f"train step {name}", t_ours, t_theirs))
        import ivylite

        ivylite.unset_backend()
    print_rows("MLP training step (batch 256, 256 -> 512 -> 10, Adam)", rows)


if __name__ == "__main__":
    main()
