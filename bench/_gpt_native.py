"""The GPT of examples/train_gpt.py written natively in each framework, for bench/train_step.py.

Same model and step as ivylite's: token + position embeddings; per block
LayerNorm -> causal multi-head self-attention -> residual, LayerNorm ->
Linear -> exact (erf) GELU -> Linear -> residual; a final LayerNorm and the
head tied to the token embedding; mean cross-entropy; gradients clipped to a
global L2 norm of 1.0 (``scale = min(1, 1 / (norm + 1e-6))``, torch's
``clip_grad_norm_``); AdamW (betas 0.9, 0.95, eps 1e-8, decay 0.1 on the
parameters with two or more dimensions, none on biases and norms) at a
constant learning rate (the example's cosine schedule is left out on both
sides: it is one Python float per step).

torch: an ``nn.Module`` (``nn.MultiheadAttention``, batch first) and
``torch.optim.AdamW``; paddle: ``paddle.nn`` layers and
``paddle.optimizer.AdamW`` with ``ClipGradByGlobalNorm``; JAX and TensorFlow:
the same math written by hand on a dict of arrays. Every side loads the
weights from a dict of NumPy arrays keyed by the ivylite (= torch) names.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

CONFIG = dict(vocab=65, block=32, batch=8, n_layer=2, n_embd=64, n_head=4)
LR, BETAS, EPS, WD, MAX_NORM = 3e-3, (0.9, 0.95), 1e-8, 0.1, 1.0


def init_weights(cfg: dict, seed: int = 0) -> dict[str, np.ndarray]:
    """Weights of the model's shapes (normal, std 0.02; norms 1 and 0), by name."""
    rng = np.random.default_rng(seed)
    e, v = cfg["n_embd"], cfg["vocab"]

    def normal(*shape):
        return (rng.standard_normal(shape) * 0.02).astype(np.float32)

    def zeros(*shape):
        return np.zeros(shape, np.float32)

    w = {"wte.weight": normal(v, e), "wpe.weight": normal(cfg["block"], e)}
    for i in range(cfg["n_layer"]):
        b = f"blocks.{i}."
        w.update({
            b + "ln_1.weight": zeros(e) + 1, b + "ln_1.bias": zeros(e),
            b + "attn.in_proj_weight": normal(3 * e, e), b + "attn.in_proj_bias": zeros(3 * e),
            b + "attn.out_proj.weight": normal(e, e), b + "attn.out_proj.bias": zeros(e),
            b + "ln_2.weight": zeros(e) + 1, b + "ln_2.bias": zeros(e),
            b + "mlp.0.weight": normal(4 * e, e), b + "mlp.0.bias": zeros(4 * e),
            b + "mlp.2.weight": normal(e, 4 * e), b + "mlp.2.bias": zeros(e),
        })  # fmt: skip
    w.update({"ln_f.weight": zeros(e) + 1, "ln_f.bias": zeros(e), "head.weight": w["wte.weight"]})
    return w


def trainable(weights: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The parameters: the tied head is the token embedding, one parameter."""
    return {k: v for k, v in weights.items() if k != "head.weight"}


def native_step(name: str, weights: dict, x: np.ndarray, y: np.ndarray, cfg: dict,
                compiled: bool) -> Callable[[], Any]:  # fmt: skip
    """A closure running one native training step (state kept between calls); returns the loss."""
    return {"torch": _torch, "jax": _jax, "tensorflow": _tensorflow, "paddle": _paddle}[name](
        weights, x, y, cfg, compiled
    )


# --- torch ---------------------------------------------------------------------------------


def _torch(weights, x_np, y_np, cfg, compiled):
    import torch
    from torch import nn

    class Block(nn.Module):
        def __init__(self, e, h):
            super().__init__()
            self.ln_1 = nn.LayerNorm(e)
            self.attn = nn.MultiheadAttention(e, h, batch_first=True)
            self.ln_2 = nn.LayerNorm(e)
            self.mlp = nn.Sequential(nn.Linear(e, 4 * e), nn.GELU(), nn.Linear(4 * e, e))

        def forward(self, x, mask):
            h = self.ln_1(x)
            x = x + self.attn(h, h, h, attn_mask=mask, is_causal=True, need_weights=False)[0]
            return x + self.mlp(self.ln_2(x))

    class GPT(nn.Module):
        def __init__(self, c):
            super().__init__()
            e = c["n_embd"]
            self.wte = nn.Embedding(c["vocab"], e)
            self.wpe = nn.Embedding(c["block"], e)
            self.blocks = nn.ModuleList([Block(e, c["n_head"]) for _ in range(c["n_layer"])])
            self.ln_f = nn.LayerNorm(e)
            self.head = nn.Linear(e, c["vocab"], bias=False)
            self.head.weight = self.wte.weight
            t = c["block"]
            self.register_buffer("mask", torch.ones(t, t, dtype=torch.bool).triu(1), False)

        def forward(self, idx, targets):
            t = idx.shape[1]
            x = self.wte(idx) + self.wpe(torch.arange(t))
            for block in self.blocks:
                x = block(x, self.mask[:t, :t])
            logits = self.head(self.ln_f(x))
            return nn.functional.cross_entropy(logits.view(-1, logits.shape[-1]), targets.view(-1))

    model = GPT(cfg)
    model.load_state_dict({k: torch.tensor(v) for k, v in weights.items()})
    params = dict(model.named_parameters())
    opt = torch.optim.AdamW(
        [{"params": [p for p in params.values() if p.ndim >= 2], "weight_decay": WD},
         {"params": [p for p in params.values() if p.ndim < 2], "weight_decay": 0.0}],
        lr=LR, betas=BETAS, eps=EPS,
    )  # fmt: skip
    x, y = torch.tensor(x_np), torch.tensor(y_np)
    forward = torch.compile(model) if compiled else model

    def update():
        torch.nn.utils.clip_grad_norm_(model.parameters(), MAX_NORM)
        opt.step()

    update_fn = torch.compile(update) if compiled else update

    def step():
        opt.zero_grad(set_to_none=True)
        loss = forward(x, y)
        loss.backward()
        update_fn()
        return loss.detach()

    return step


# --- JAX and TensorFlow: the same math by hand ----------------------------------------------


def _forward(ops: dict, p: dict, idx: Any, cfg: dict) -> Any:
    """Logits from a dict of weights with the framework's ops (``ops``)."""
    mm, ln, gelu, softmax, reshape, tr = (ops[k] for k in
                                          ("matmul", "ln", "gelu", "softmax", "reshape", "T"))  # fmt: skip
    n, t = idx.shape
    e, h = cfg["n_embd"], cfg["n_head"]
    d = e // h
    x = ops["take"](p["wte.weight"], idx) + p["wpe.weight"][:t]
    causal = ops["causal"](t)  # additive: 0 where attended, the dtype's minimum above the diagonal
    for i in range(cfg["n_layer"]):
        b = f"blocks.{i}."
        a = ln(x, p[b + "ln_1.weight"], p[b + "ln_1.bias"])
        qkv = mm(a, tr(p[b + "attn.in_proj_weight"])) + p[b + "attn.in_proj_bias"]
        q, k, v = (ops["heads"](reshape(qkv[..., j * e : (j + 1) * e], (n, t, h, d)))
                   for j in range(3))  # fmt: skip
        att = softmax(mm(q, ops["swap"](k)) * (1.0 / math.sqrt(d)) + causal)
        o = reshape(ops["heads"](mm(att, v)), (n, t, e))
        x = x + mm(o, tr(p[b + "attn.out_proj.weight"])) + p[b + "attn.out_proj.bias"]
        a = ln(x, p[b + "ln_2.weight"], p[b + "ln_2.bias"])
        a = gelu(mm(a, tr(p[b + "mlp.0.weight"])) + p[b + "mlp.0.bias"])
        x = x + mm(a, tr(p[b + "mlp.2.weight"])) + p[b + "mlp.2.bias"]
    x = ln(x, p["ln_f.weight"], p["ln_f.bias"])
    return mm(x, tr(p["wte.weight"]))


def _adamw(ops: dict, p: dict, g: dict, m: dict, v: dict, t: Any) -> tuple[dict, dict, dict]:
    """Clip by the global norm, then torch's AdamW formulas; ``t`` the 1-based step (an array)."""
    sqrt, total = ops["sqrt"], ops["sum_sq"]
    norm = sqrt(sum(total(gi) for gi in g.values()))
    scale = ops["minimum"](MAX_NORM / (norm + 1e-6), 1.0)
    b1, b2 = BETAS
    bias1, bias2_sqrt = 1 - b1**t, sqrt(1 - b2**t)
    out_p, out_m, out_v = {}, {}, {}
    for k, w in p.items():
        gk = g[k] * scale
        if w.ndim >= 2:
            w = w * (1 - LR * WD)
        out_m[k] = m[k] + (gk - m[k]) * (1 - b1)
        out_v[k] = v[k] * b2 + gk * gk * (1 - b2)
        out_p[k] = w - (LR / bias1) * (out_m[k] / (sqrt(out_v[k]) / bias2_sqrt + EPS))
    return out_p, out_m, out_v


def _functional(ops, grads_of, params, compile_fn, to_scalar):
    def update(p, m, v, t):
        loss, g = grads_of(p)
        p, m, v = _adamw(ops, p, g, m, v, t)
        return loss, p, m, v

    update = compile_fn(update)
    zeros = {k: w * 0 for k, w in params.items()}
    state = {"p": params, "m": zeros, "v": dict(zeros), "t": 0}

    def step():
        state["t"] += 1
        loss, state["p"], state["m"], state["v"] = update(
            state["p"], state["m"], state["v"], to_scalar(state["t"])
        )
        return loss

    return step


def _jax(weights, x_np, y_np, cfg, compiled):
    import jax
    import jax.numpy as jnp

    ops = dict(
        matmul=jnp.matmul, T=lambda w: w.T, reshape=jnp.reshape, take=lambda w, i: w[i],
        heads=lambda a: a.transpose(0, 2, 1, 3), swap=lambda a: a.swapaxes(-1, -2),
        gelu=lambda a: jax.nn.gelu(a, approximate=False), softmax=jax.nn.softmax,
        sqrt=jnp.sqrt, sum_sq=lambda a: jnp.sum(a * a), minimum=jnp.minimum,
        causal=lambda t: jnp.where(jnp.triu(jnp.ones((t, t), bool), 1),
                                   jnp.finfo(jnp.float32).min, 0.0).astype(jnp.float32),
    )  # fmt: skip

    def ln(a, w, b):
        mu = jnp.mean(a, -1, keepdims=True)
        var = jnp.mean((a - mu) ** 2, -1, keepdims=True)
        return (a - mu) / jnp.sqrt(var + 1e-5) * w + b

    ops["ln"] = ln
    x, y = jnp.asarray(x_np), jnp.asarray(y_np)

    def loss_of(p):
        logits = _forward(ops, p, x, cfg).reshape(-1, cfg["vocab"])
        logp = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.take_along_axis(logp, y.reshape(-1, 1), axis=1))

    params = {k: jnp.asarray(v) for k, v in trainable(weights).items()}
    return _functional(ops, jax.value_and_grad(loss_of), params,
                       jax.jit if compiled else (lambda f: f), jnp.float32)  # fmt: skip


def _tensorflow(weights, x_np, y_np, cfg, compiled):
    import tensorflow as tf

    ops = dict(
        matmul=tf.matmul, T=tf.transpose, reshape=tf.reshape, take=tf.gather,
        heads=lambda a: tf.transpose(a, (0, 2, 1, 3)), swap=tf.linalg.matrix_transpose,
        gelu=lambda a: tf.nn.gelu(a, approximate=False), softmax=tf.nn.softmax,
        sqrt=tf.sqrt, sum_sq=lambda a: tf.reduce_sum(a * a), minimum=tf.minimum,
        causal=lambda t: tf.constant(np.where(np.triu(np.ones((t, t), bool), 1),
                                              np.finfo(np.float32).min, 0).astype(np.float32)),
    )  # fmt: skip

    def ln(a, w, b):
        mu, var = tf.nn.moments(a, axes=[-1], keepdims=True)
        return (a - mu) / tf.sqrt(var + 1e-5) * w + b

    ops["ln"] = ln
    x, y = tf.constant(x_np), tf.constant(y_np)

    def grads_of(p):
        with tf.GradientTape() as tape:
            tape.watch(list(p.values()))
            logits = tf.reshape(_forward(ops, p, x, cfg), (-1, cfg["vocab"]))
            loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
                tf.reshape(y, (-1,)), logits))  # fmt: skip
        return loss, dict(zip(p, tape.gradient(loss, list(p.values()))))

    params = {k: tf.constant(v) for k, v in trainable(weights).items()}
    return _functional(ops, grads_of, params, tf.function if compiled else (lambda f: f),
                       lambda t: tf.constant(t, tf.float32))  # fmt: skip


# --- paddle ----------------------------------------------------------------------------------


def _paddle(weights, x_np, y_np, cfg, compiled):
    import paddle
    from paddle import nn

    class Block(nn.Layer):
        def __init__(self, e, h):
            super().__init__()
            self.ln_1 = nn.LayerNorm(e)
            self.attn = nn.MultiHeadAttention(e, h)
            self.ln_2 = nn.LayerNorm(e)
            self.mlp = nn.Sequential(nn.Linear(e, 4 * e), nn.GELU(), nn.Linear(4 * e, e))

        def forward(self, x, mask):
            x = x + self.attn(self.ln_1(x), attn_mask=mask)
            return x + self.mlp(self.ln_2(x))

    class GPT(nn.Layer):
        def __init__(self, c):
            super().__init__()
            e, t = c["n_embd"], c["block"]
            self.wte = nn.Embedding(c["vocab"], e)
            self.wpe = nn.Embedding(t, e)
            self.blocks = nn.LayerList([Block(e, c["n_head"]) for _ in range(c["n_layer"])])
            self.ln_f = nn.LayerNorm(e)
            causal = np.where(np.triu(np.ones((t, t), bool), 1), np.finfo(np.float32).min, 0)
            self.mask = paddle.to_tensor(causal.astype(np.float32))

        def forward(self, idx, targets):
            t = idx.shape[1]
            x = self.wte(idx) + self.wpe(paddle.arange(t))
            for block in self.blocks:
                x = block(x, self.mask[:t, :t])
            logits = paddle.matmul(self.ln_f(x), self.wte.weight, transpose_y=True)
            return nn.functional.cross_entropy(
                logits.reshape([-1, logits.shape[-1]]), targets.reshape([-1])
            )

    model = GPT(cfg)
    model.set_state_dict({k: paddle.to_tensor(v) for k, v in _to_paddle(weights, cfg).items()})
    decay = {p.name for p in model.parameters() if p.ndim >= 2}
    opt = paddle.optimizer.AdamW(
        learning_rate=LR, beta1=BETAS[0], beta2=BETAS[1], epsilon=EPS, weight_decay=WD,
        parameters=model.parameters(), apply_decay_param_fun=lambda n: n in decay,
        grad_clip=nn.ClipGradByGlobalNorm(MAX_NORM),
    )  # fmt: skip
    x, y = paddle.to_tensor(x_np), paddle.to_tensor(y_np)
    del compiled  # paddle runs eagerly on both sides (ivylite.jit has no paddle compiler)

    def step():
        loss = model(x, y)
        loss.backward()
        opt.step()
        opt.clear_grad()
        return loss.detach()

    return step


def _to_paddle(weights: dict, cfg: dict) -> dict[str, np.ndarray]:
    """torch names and (out, in) Linear weights -> paddle's layer names, (in, out) weights."""
    e = cfg["n_embd"]
    out = {}
    for k, v in trainable(weights).items():
        if k.endswith("attn.in_proj_weight") or k.endswith("attn.in_proj_bias"):
            base, kind = k.rsplit(".", 1)[0], "weight" if k.endswith("weight") else "bias"
            for j, proj in enumerate(("q_proj", "k_proj", "v_proj")):
                part = v[j * e : (j + 1) * e]
                out[f"{base}.{proj}.{kind}"] = part.T if kind == "weight" else part
        elif v.ndim == 2 and not k.startswith(("wte", "wpe")):
            out[k] = np.ascontiguousarray(v.T)
        else:
            out[k] = v
    return out
