"""``repr(tensor)`` as torch prints it (torch/_tensor_str.py's rules, default
print options: precision 4, linewidth 80, threshold 1000, edgeitems 3)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

__all__ = ["tensor_repr"]

_PRECISION, _LINEWIDTH, _THRESHOLD, _EDGE = 4, 80, 1000, 3


class _Formatter:
    """One width and style (fixed, integer-valued, scientific) for all elements."""

    def __init__(self, values: np.ndarray) -> None:
        self.floating = values.dtype.kind == "f"
        self.int_mode = True
        self.sci_mode = False
        self.max_width = 1
        flat = values.reshape(-1)
        if not self.floating:
            for v in flat.tolist():
                self.max_width = max(self.max_width, len(f"{v}"))
            return
        finite = flat[np.isfinite(flat) & (flat != 0)].astype(np.float64)
        if finite.size == 0:
            return
        lo, hi = float(np.abs(finite).min()), float(np.abs(finite).max())
        self.int_mode = bool(np.all(finite == np.ceil(finite)))
        big = hi / lo > 1000.0 or hi > 1.0e8
        if self.int_mode and not big:
            self.max_width = max(len(f"{v:.0f}") + 1 for v in finite.tolist())
        elif big or (not self.int_mode and lo < 1.0e-4):
            self.sci_mode = True
            self.max_width = max(len(f"{v:.{_PRECISION}e}") for v in finite.tolist())
        else:
            self.max_width = max(len(f"{v:.{_PRECISION}f}") for v in finite.tolist())

    def format(self, value: Any) -> str:
        if self.floating:
            if self.sci_mode:
                out = f"{value:{self.max_width}.{_PRECISION}e}"
            elif self.int_mode:
                out = f"{value:.0f}"
                if not (math.isinf(value) or math.isnan(value)):
                    out += "."
            else:
                out = f"{value:.{_PRECISION}f}"
        else:
            out = f"{value}"
        return (self.max_width - len(out)) * " " + out


def _summarized(a: np.ndarray) -> np.ndarray:
    """The edge items along every axis (what the formatter sizes itself on)."""
    if a.ndim == 0:
        return a
    if a.shape[0] > 2 * _EDGE:
        parts = [a[:_EDGE], a[-_EDGE:]]
    else:
        parts = [a]
    if a.ndim == 1:
        return np.concatenate(parts)
    return np.concatenate([np.stack([_summarized(r) for r in p]) for p in parts if len(p)])


class _Printer:
    def __init__(self, a: np.ndarray, summarize: bool) -> None:
        self.summarize = summarize
        src = _summarized(a) if summarize else a
        if a.dtype.kind == "c":
            self.fmt = (_Formatter(src.real), _Formatter(src.imag))
        else:
            self.fmt = (_Formatter(src), None)

    def value(self, v: Any) -> str:
        real, imag = self.fmt
        if imag is None:
            return real.format(v)
        re = real.format(v.real)
        im = (imag.format(v.imag) + "j").lstrip()
        return re + im if im[0] in "+-" else re + "+" + im

    def vector(self, a: np.ndarray, indent: int) -> str:
        real, imag = self.fmt
        element = real.max_width + 2 + (imag.max_width + 1 if imag is not None else 0)
        per_line = max(1, int(math.floor((_LINEWIDTH - indent) / element)))
        if self.summarize and a.shape[0] > 2 * _EDGE:
            data = [self.value(v) for v in a[:_EDGE].tolist()]
            data += [" ..."] + [self.value(v) for v in a[-_EDGE:].tolist()]
        else:
            data = [self.value(v) for v in a.tolist()]
        lines = [", ".join(data[i : i + per_line]) for i in range(0, len(data), per_line)]
        return "[" + (",\n" + " " * (indent + 1)).join(lines) + "]"

    def tensor(self, a: np.ndarray, indent: int) -> str:
        if a.ndim == 0:
            return self.value(a.item())
        if a.ndim == 1:
            return self.vector(a, indent)
        n = a.shape[0]
        if self.summarize and n > 2 * _EDGE:
            rows = [self.tensor(a[i], indent + 1) for i in range(_EDGE)] + ["..."]
            rows += [self.tensor(a[i], indent + 1) for i in range(n - _EDGE, n)]
        else:
            rows = [self.tensor(a[i], indent + 1) for i in range(n)]
        return "[" + ("," + "\n" * (a.ndim - 1) + " " * (indent + 1)).join(rows) + "]"


def tensor_repr(values: np.ndarray, dtype: Any, default_dtypes: tuple, requires_grad: bool) -> str:
    """torch's repr of a tensor holding ``values`` (host NumPy) of frontend ``dtype``.

    ``default_dtypes`` are the dtypes whose name torch leaves out.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.tensor([[1.5, 2.0], [3.0, 4.25]])
    tensor([[1.5000, 2.0000],
            [3.0000, 4.2500]])
    >>> torch.tensor([1, 2], dtype=torch.int8)
    tensor([1, 2], dtype=torch.int8)
    """
    prefix = "tensor("
    indent = len(prefix)
    suffixes = []
    if values.size == 0:
        if values.ndim != 1:
            suffixes.append(f"size={tuple(values.shape)}")
        if dtype is not default_dtypes[0]:
            suffixes.append(f"dtype={dtype}")
        body = "[]"
    else:
        if dtype not in default_dtypes:
            suffixes.append(f"dtype={dtype}")
        if (
            values.dtype.kind == "f"
            and values.dtype.itemsize < 4
            or values.dtype.name == "bfloat16"
        ):
            values = values.astype(np.float32)
        body = _Printer(values, values.size > _THRESHOLD).tensor(values, indent)
    if requires_grad:
        suffixes.append("requires_grad=True")
    out = [prefix + body]
    last = len(out[0]) - out[0].rfind("\n") + 1
    for s in suffixes:
        if last + len(s) + 2 > _LINEWIDTH:
            out.append(",\n" + " " * indent + s)
            last = indent + len(s)
        else:
            out.append(", " + s)
            last += len(s) + 2
    return "".join(out) + ")"
