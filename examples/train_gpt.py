"""A character-level GPT written once with ivylite.nn, trained on any backend.

    python examples/train_gpt.py --backend torch            # or jax, tensorflow, paddle
    python examples/train_gpt.py --backend jax --steps 300 --save gpt.safetensors
    python examples/train_gpt.py --backend paddle --resume gpt.safetensors --steps 100

Token and position embeddings, causal self-attention, LayerNorm, a GELU MLP,
the output head tied to the token embedding; AdamW (no decay on biases and
norms) with a cosine schedule. Seeded, it starts from the same weights and
draws the same batches on every backend, so the loss curves agree. The text
defaults to this project's README.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import ivylite
from ivylite import nn, optim

ROOT = Path(__file__).resolve().parent.parent


class Block(nn.Module):
    """LayerNorm -> causal self-attention -> residual; LayerNorm -> MLP -> residual."""

    def __init__(self, n_embd: int, n_head: int, dropout: float) -> None:
        super().__init__()
        self.ln_1 = nn.LayerNorm(n_embd)
        self.attn = nn.MultiHeadAttention(n_embd, n_head, dropout=dropout)
        self.ln_2 = nn.LayerNorm(n_embd)
        self.mlp = nn.Sequential(
            nn.Linear(n_embd, 4 * n_embd),
            nn.GELU(),
            nn.Linear(4 * n_embd, n_embd),
            nn.Dropout(dropout),
        )

    def forward(self, x):
        x = x + self.attn(self.ln_1(x), is_causal=True)
        return x + self.mlp(self.ln_2(x))


class GPT(nn.Module):
    def __init__(self, vocab: int, block_size: int, n_layer: int = 2, n_embd: int = 64,
                 n_head: int = 4, dropout: float = 0.0) -> None:  # fmt: skip
        super().__init__()
        self.block_size = block_size
        self.wte = nn.Embedding(vocab, n_embd)
        self.wpe = nn.Embedding(block_size, n_embd)
        self.blocks = nn.ModuleList([Block(n_embd, n_head, dropout) for _ in range(n_layer)])
        self.ln_f = nn.LayerNorm(n_embd)
        self.head = nn.Linear(n_embd, vocab, bias=False)
        self.head.weight = self.wte.weight  # weight tying
        self.apply(self._init)

    @staticmethod
    def _init(m: nn.Module) -> None:
        if isinstance(m, (nn.Linear, nn.Embedding)):
            nn.init.normal(m.weight, std=0.02)
            if isinstance(m, nn.Linear) and m.bias is not None:
                nn.init.zeros(m.bias)

    def forward(self, idx):
        t = idx.shape[1]
        x = self.wte(idx) + self.wpe(ivylite.arange(t))
        for block in self.blocks:
            x = block(x)
        return self.head(self.ln_f(x))


def loss_fn(model: GPT, x, y):
    logits = model(x)
    v = logits.shape[-1]
    return ivylite.cross_entropy(ivylite.reshape(logits, (-1, v)), ivylite.reshape(y, (-1,)))


def batches(data, block_size: int, batch: int, seed: int):
    """Random windows of the text, the same on every backend for a seed."""
    step = 0
    while True:
        starts = ivylite.randint(
            0, data.shape[0] - block_size - 1, shape=(batch,), seed=seed + step
        )
        offsets = starts[:, None] + ivylite.arange(block_size)[None, :]
        yield data[offsets], data[offsets + 1]
        step += 1


def make_optimizer(model: GPT, lr: float, steps: int) -> optim.AdamW:
    decay = [n for n, p in model.named_parameters() if p.ndim >= 2]
    rest = [n for n, p in model.named_parameters() if p.ndim < 2]
    schedule = optim.schedules.cosine(lr, total_steps=steps, warmup_steps=max(1, steps // 10),
                                      min_lr=lr / 10)  # fmt: skip
    return optim.AdamW(model, [{"params": decay, "weight_decay": 0.1},
                               {"params": rest, "weight_decay": 0.0}],
                       lr=schedule, betas=(0.9, 0.95), max_grad_norm=1.0)  # fmt: skip


def generate(model: GPT, idx, steps: int, seed: int, temperature: float = 0.8):
    """Sample ``steps`` characters after ``idx`` (inverse-CDF draws from the seeded generator)."""
    model.eval()
    for k in range(steps):
        logits = model(idx[:, -model.block_size :])[:, -1, :] / temperature
        probs = ivylite.softmax(logits, axis=-1)
        u = ivylite.random_uniform(shape=(idx.shape[0], 1), seed=seed + k)
        nxt = ivylite.sum(
            ivylite.astype(ivylite.cumulative_sum(probs, axis=-1) < u, "int64"), axis=-1
        )
        nxt = ivylite.minimum(nxt, probs.shape[-1] - 1)
        idx = ivylite.concat([idx, ivylite.astype(nxt, idx.dtype)[:, None]], axis=1)
    model.train()
    return idx


def train(args: argparse.Namespace, progress: bool = True) -> list[float]:
    """Train; return the loss of each step."""
    text = Path(args.text).read_text(encoding="utf-8")
    chars = sorted(set(text))
    stoi = {c: i for i, c in enumerate(chars)}
    ivylite.set_backend(args.backend)
    try:
        data = ivylite.asarray([stoi[c] for c in text], dtype="int64")
        ivylite.seed(args.seed)
        model = GPT(len(chars), args.block_size, args.n_layer, args.n_embd, args.n_head)
        saved = ivylite.load(args.resume) if args.resume else None
        start = saved["step"] if saved else 0
        # The schedule spans the whole run, the steps before a resume included.
        opt = make_optimizer(model, args.lr, args.total_steps or start + args.steps)
        if saved:
            model.load_state_dict(saved["model"])
            opt.load_state_dict(saved["optimizer"])
        losses = _loop(model, opt, data, args, start, progress)
        if args.save:
            ivylite.save({"model": model.state_dict(), "optimizer": opt.state_dict(),
                          "step": start + len(losses)}, args.save)  # fmt: skip
        if args.sample:
            out = generate(model, data[None, :8], args.sample, args.seed)
            print("".join(chars[i] for i in out[0].tolist()))
        return losses
    finally:
        ivylite.unset_backend()


def _loop(model, opt, data, args, start: int, progress: bool) -> list[float]:
    from tqdm import tqdm

    stream = batches(data, args.block_size, args.batch, args.seed)
    for _ in range(start):
        next(stream)  # the batches a resumed run has already seen
    grad = ivylite.value_and_grad(loss_fn)
    losses = []
    bar = tqdm(range(start, start + args.steps), disable=not progress, file=sys.stdout,
               desc=f"gpt on {args.backend}")  # fmt: skip
    tokens = args.batch * args.block_size
    for _ in bar:
        t0 = time.perf_counter()
        x, y = next(stream)
        loss, grads = grad(model, x, y)
        opt.step(grads)
        losses.append(float(loss))
        bar.set_postfix(
            loss=f"{losses[-1]:.4f}", tok_s=f"{tokens / (time.perf_counter() - t0):,.0f}"
        )
    return losses


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--backend", default="torch", choices=["torch", "jax", "tensorflow", "paddle"])
    p.add_argument("--text", default=str(ROOT / "README.md"))
    p.add_argument("--steps", type=int, default=200)
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--block-size", type=int, default=32)
    p.add_argument("--n-layer", type=int, default=2)
    p.add_argument("--n-embd", type=int, default=64)
    p.add_argument("--n-head", type=int, default=4)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument(
        "--total-steps",
        type=int,
        default=None,
        help="the schedule's length (default: the steps run, a resume's included)",
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--save", default=None, help="write a checkpoint here at the end")
    p.add_argument("--resume", default=None, help="continue from this checkpoint")
    p.add_argument(
        "--sample", type=int, default=200, help="characters to sample at the end (0: none)"
    )
    return p.parse_args(argv)


if __name__ == "__main__":
    arguments = parse()
    losses = train(arguments)
    print(f"{arguments.backend}: loss {losses[0]:.4f} -> {losses[-1]:.4f} in {len(losses)} steps")
