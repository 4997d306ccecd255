"""Recurrent layers: LSTM and GRU (PyTorch's gates, parameter names and init)."""

from __future__ import annotations

import math
from typing import Any

import ivylite

from . import init
from .module import Module
from .parameter import Parameter

__all__ = ["LSTM", "GRU"]


class _Recurrent(Module):
    _gates = 4

    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1, bias: bool = True,
                 batch_first: bool = False, dropout: float = 0.0, bidirectional: bool = False,
                 *, dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        self.input_size, self.hidden_size, self.num_layers = input_size, hidden_size, num_layers
        self.bias, self.batch_first, self.dropout = bias, batch_first, float(dropout)
        self.bidirectional = bidirectional
        bound = 1 / math.sqrt(hidden_size)
        rows = self._gates * hidden_size
        for layer in range(num_layers):
            width = input_size if layer == 0 else hidden_size * (2 if bidirectional else 1)
            for suffix in ("", "_reverse") if bidirectional else ("",):
                names = [("weight_ih", (rows, width)), ("weight_hh", (rows, hidden_size))]
                if bias:
                    names += [("bias_ih", (rows,)), ("bias_hh", (rows,))]
                for name, shape in names:
                    value = init.uniform(shape, -bound, bound, dtype=dtype)
                    self.register_parameter(f"{name}_l{layer}{suffix}", Parameter(value))

    def _weights(self, layer: int, suffix: str) -> tuple:
        get = self._parameters.get
        return (get(f"weight_ih_l{layer}{suffix}"), get(f"weight_hh_l{layer}{suffix}"),
                get(f"bias_ih_l{layer}{suffix}"), get(f"bias_hh_l{layer}{suffix}"))  # fmt: skip

    def _run(self, x: Any, state0: Any) -> tuple[Any, list]:
        """x: (length, batch, features); state0: per (layer, direction) initial state."""
        directions = ("", "_reverse") if self.bidirectional else ("",)
        finals = []
        for layer in range(self.num_layers):
            outputs = []
            for d, suffix in enumerate(directions):
                state = state0[layer * len(directions) + d]
                steps = range(x.shape[0] - 1, -1, -1) if suffix else range(x.shape[0])
                ys = [None] * x.shape[0]
                for t in steps:
                    state = self._step(x[t], state, self._weights(layer, suffix))
                    ys[t] = state[0] if isinstance(state, tuple) else state
                outputs.append(ivylite.stack(ys))
                finals.append(state)
            x = outputs[0] if len(outputs) == 1 else ivylite.concat(outputs, axis=-1)
            if self.dropout and self.training and layer < self.num_layers - 1:
                x = ivylite.dropout(x, self.dropout)
        return x, finals

    def _zeros(self, batch: int, like: Any) -> Any:
        count = self.num_layers * (2 if self.bidirectional else 1)
        return ivylite.zeros((count, batch, self.hidden_size), dtype=like.dtype)

    def _time_major(self, x: Any) -> tuple[Any, bool]:
        if x.ndim == 2:  # unbatched: (length, features)
            return x[:, None, :], True
        if x.ndim != 3:
            raise ValueError(f"{type(self).__name__}: expected a 2-D or 3-D input, got {x.shape}")
        return (ivylite.permute_dims(x, (1, 0, 2)) if self.batch_first else x), False

    def _batch_out(self, y: Any, unbatched: bool) -> Any:
        if unbatched:
            return y[:, 0, :]
        return ivylite.permute_dims(y, (1, 0, 2)) if self.batch_first else y

    def extra_repr(self) -> str:
        text = f"{self.input_size}, {self.hidden_size}"
        if self.num_layers != 1:
            text += f", num_layers={self.num_layers}"
        if self.batch_first:
            text += ", batch_first=True"
        return text + (", bidirectional=True" if self.bidirectional else "")


class LSTM(_Recurrent):
    """Long short-term memory over (length, batch, features) inputs
    (``batch_first=True``: (batch, length, features)); returns
    ``(output, (h_n, c_n))`` as PyTorch.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> lstm = nn.LSTM(3, 5, batch_first=True)
    >>> out, (h, c) = lstm(ivylite.ones((2, 4, 3)))
    >>> out.shape, h.shape, c.shape
    ((2, 4, 5), (1, 2, 5), (1, 2, 5))
    """

    _gates = 4

    def _step(self, x: Any, state: tuple, weights: tuple) -> tuple:
        return ivylite.lstm_cell(x, state, *weights)

    def forward(self, x: Any, hx: tuple | None = None) -> tuple:
        x, unbatched = self._time_major(x)
        if hx is None:
            h0 = c0 = self._zeros(x.shape[1], x)
        else:
            h0, c0 = (t[:, None, :] if unbatched else t for t in hx)
        y, finals = self._run(x, [(h0[i], c0[i]) for i in range(h0.shape[0])])
        h = ivylite.stack([s[0] for s in finals])
        c = ivylite.stack([s[1] for s in finals])
        if unbatched:
            h, c = h[:, 0, :], c[:, 0, :]
        return self._batch_out(y, unbatched), (h, c)


class GRU(_Recurrent):
    """Gated recurrent unit (PyTorch's gates r, z, n); returns ``(output, h_n)``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> out, h = nn.GRU(3, 4)(ivylite.ones((5, 2, 3)))
    >>> out.shape, h.shape
    ((5, 2, 4), (1, 2, 4))
    """

    _gates = 3

    def _step(self, x: Any, state: Any, weights: tuple) -> Any:
        return ivylite.gru_cell(x, state, *weights)

    def forward(self, x: Any, hx: Any = None) -> tuple:
        x, unbatched = self._time_major(x)
        h0 = self._zeros(x.shape[1], x) if hx is None else (hx[:, None, :] if unbatched else hx)
        y, finals = self._run(x, [h0[i] for i in range(h0.shape[0])])
        h = ivylite.stack(finals)
        return self._batch_out(y, unbatched), (h[:, 0, :] if unbatched else h)
