"""One adapter per framework: how the harness makes a real and a frontend array from
the same host values, reads results back, and takes gradients.

An adapter's ``side`` argument is ``"real"`` (the installed framework, the
oracle) or ``"frontend"`` (``ivylite.frontends.<framework>``, on the backend
set by the caller). Results are read into :class:`Leaf` values (host values,
the dtype's name, JAX's weak type) so that both sides compare alike.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cached_property
from typing import Any

import numpy as np

from .compare import Leaf, outcome
from .kinds import Arr, np_dtype

__all__ = ["Leaf", "Adapter", "ADAPTERS", "cotangent"]

ALL = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
       "bfloat16", "float16", "float32", "float64", "complex64", "complex128")  # fmt: skip


def _host(values: Any) -> np.ndarray:
    out = np.asarray(values)
    return out.astype(np.float32) if out.dtype.name == "bfloat16" else out


def _wide(arr: Arr) -> np.ndarray:
    """The values in the widest host dtype of their kind (bfloat16 exactly in float64)."""
    kind = "f" if arr.dtype == "bfloat16" else np_dtype(arr.dtype).kind
    return arr.data.astype({"b": bool, "i": np.int64, "u": np.int64, "f": np.float64,
                            "c": np.complex128}[kind])  # fmt: skip


def cotangent(shape: tuple[int, ...]) -> np.ndarray:
    """A fixed float64 weighting of an output (its gradient's seed): no symmetry
    that a wrong gradient could hide behind."""
    n = int(np.prod(shape))
    return np.cos(np.arange(n) * 1.3 + 0.2).reshape(shape)


class Adapter:
    """The framework-specific half of the harness (one subclass per framework)."""

    framework: str = ""
    module: str = ""  # the real framework's import name
    autodiff: bool = True

    @cached_property
    def real(self) -> Any:
        return importlib.import_module(self.module)

    @cached_property
    def frontend(self) -> Any:
        return importlib.import_module(f"ivylite.frontends.{self.framework}")

    @cached_property
    def dtypes(self) -> tuple[str, ...]:
        """The framework's dtypes among ivylite's fifteen."""
        return ALL

    @property
    def array_class(self) -> type:
        """The frontend's array class (``torch.Tensor``, ``numpy.ndarray``...)."""
        raise NotImplementedError

    def array(self, side: str, arr: Arr) -> Any:
        raise NotImplementedError

    def dtype(self, side: str, name: str) -> Any:
        return getattr(self.real if side == "real" else self.frontend, name)

    def run_real(self, thunks: list[Callable[[], Any]]) -> list[Any]:
        """The framework's raw results of ``thunks`` (or the exceptions they raise)."""
        return [outcome(t) for t in thunks]

    def leaf(self, side: str, x: Any) -> Leaf | None:
        """``x`` read as a Leaf if it is an array of ``side``, else None."""
        raise NotImplementedError

    def read(self, side: str, x: Any) -> Any:
        """A result as Leaves, Python values, lists and dicts."""
        leaf = self.leaf(side, x)
        if leaf is not None:
            return leaf
        if isinstance(x, (tuple, list)):
            return [self.read(side, item) for item in x]
        if isinstance(x, dict):
            return {k: self.read(side, v) for k, v in x.items()}
        if x is None or isinstance(x, (bool, int, float, complex, str)):
            return x
        return str(x)  # a dtype, a device...: compared by what it prints

    def meta(self, side: str, x: Any) -> tuple[tuple[int, ...], str] | None:
        """``x``'s shape and dtype name if it is an array of ``side`` (traced ones
        too: nothing is read), else None."""
        cls = self.array_class if side == "frontend" else self.real_array_class
        if not isinstance(x, cls):
            return None
        return tuple(int(s) for s in x.shape), str(x.dtype).removeprefix("torch.")

    @property
    def real_array_class(self) -> Any:
        raise NotImplementedError

    def _loss(self, side: str, out: Any) -> Any:
        """sum(output * cotangent) over the real floating arrays of ``out``."""
        items = out if isinstance(out, (tuple, list)) else [out]
        total = None
        for item in items:
            meta = self.meta(side, item)
            if meta is None or "float" not in meta[1]:
                continue
            shape, dtype = meta
            weights = Arr(cotangent(shape).astype(np_dtype(dtype)), dtype)
            term = self.sum(side, item * self.array(side, weights))
            total = term if total is None else total + term
        return total

    def sum(self, side: str, x: Any) -> Any:
        raise NotImplementedError

    def grads(self, side: str, f: Callable[..., Any], inputs: list[np.ndarray]) -> list:
        """The gradients of ``sum(f(*inputs) * cotangent)`` with respect to each input
        (float64 host arrays), as host arrays (zeros where an input is unused)."""
        raise NotImplementedError


class TorchAdapter(Adapter):
    framework = module = "torch"

    @property
    def array_class(self) -> type:
        return self.frontend.Tensor

    @property
    def real_array_class(self) -> Any:
        return self.real.Tensor

    def array(self, side: str, arr: Arr) -> Any:
        m = self.real if side == "real" else self.frontend
        return m.from_numpy(_wide(arr)).to(getattr(m, arr.dtype))

    def leaf(self, side: str, x: Any) -> Leaf | None:
        if side == "frontend":
            if not isinstance(x, self.frontend.Tensor):
                return None
            return Leaf(_host(x.ivy_array), str(x.ivy_array.dtype))
        if not isinstance(x, self.real.Tensor):
            return None
        t = x.detach().resolve_conj().resolve_neg()
        name = str(t.dtype).removeprefix("torch.")
        return Leaf(_host(t.float() if name == "bfloat16" else t), name)

    def sum(self, side: str, x: Any) -> Any:
        return x.sum()

    def grads(self, side: str, f: Callable[..., Any], inputs: list[np.ndarray]) -> list:
        m = self.real if side == "real" else self.frontend
        xs = [m.from_numpy(a.copy()).requires_grad_(True) for a in inputs]
        loss = self._loss(side, f(*xs))
        if loss is None:
            return []
        loss.backward()
        return [np.zeros_like(a) if x.grad is None else self.leaf(side, x.grad).values
                for a, x in zip(inputs, xs)]  # fmt: skip


class JaxAdapter(Adapter):
    framework = module = "jax"

    @property
    def array_class(self) -> type:
        return self.frontend.Array

    @property
    def real_array_class(self) -> Any:
        return self.real.Array

    @cached_property
    def real(self) -> Any:
        jax = importlib.import_module("jax")
        jax.config.update("jax_enable_x64", True)  # the frontend computes in 64-bit mode
        return jax

    def _numpy(self, side: str) -> Any:
        return importlib.import_module(("" if side == "real" else "ivylite.frontends.") +
                                       "jax.numpy")  # fmt: skip

    def array(self, side: str, arr: Arr) -> Any:
        if side == "real":
            self.real  # noqa: B018 - 64-bit mode before the first array
        return self._numpy(side).asarray(arr.data)

    def dtype(self, side: str, name: str) -> Any:
        return getattr(self._numpy(side), name)

    def run_real(self, thunks: list[Callable[[], Any]]) -> list[Any]:
        """All the calls in one ``jax.jit``: one XLA compilation instead of one per
        operation, shape and dtype (~40 ms each here), which is what makes eager JAX
        slow to test against. A call that raises while traced, or a batch that fails
        to compile (JAX refuses some dtypes only when lowering), runs eagerly: that
        gives JAX's own outcome."""
        jax = self.real
        failed: set[int] = set()

        def batch() -> list:
            outs = []
            for i, t in enumerate(thunks):
                try:
                    outs.append(t())
                except Exception:  # noqa: BLE001 - run eagerly below
                    failed.add(i)
                    outs.append(None)
            return outs

        try:
            results = jax.jit(batch)()
        except Exception:  # noqa: BLE001 - a lowering-time refusal, or a non-array result
            return [outcome(t) for t in thunks]
        return [outcome(t) if i in failed else r for i, (t, r) in enumerate(zip(thunks, results))]

    def leaf(self, side: str, x: Any) -> Leaf | None:
        cls = self.real.Array if side == "real" else self.frontend.Array
        if not isinstance(x, cls):
            return None
        data = x if side == "real" else x.ivy_array
        return Leaf(_host(data), str(x.dtype), bool(x.weak_type))

    def sum(self, side: str, x: Any) -> Any:
        return self._numpy(side).sum(x)

    def grads(self, side: str, f: Callable[..., Any], inputs: list[np.ndarray]) -> list:
        m = self.real if side == "real" else self.frontend
        xs = [self.array(side, Arr(a, "float64")) for a in inputs]
        if self._loss(side, f(*xs)) is None:
            return []
        grad = m.grad(lambda *v: self._loss(side, f(*v)), argnums=tuple(range(len(xs))))
        if side == "real":  # one compilation for the whole gradient (see run_real)
            jitted = outcome(lambda: m.jit(grad)(*xs))
            grads = jitted if not isinstance(jitted, Exception) else grad(*xs)
        else:
            grads = grad(*xs)
        return [self.leaf(side, g).values for g in grads]


class NumpyAdapter(Adapter):
    framework = module = "numpy"
    autodiff = False

    @property
    def array_class(self) -> type:
        return self.frontend.ndarray

    @property
    def real_array_class(self) -> Any:
        return (np.ndarray, np.generic)

    def array(self, side: str, arr: Arr) -> Any:
        return arr.data.copy() if side == "real" else self.frontend.asarray(arr.data)

    def dtype(self, side: str, name: str) -> Any:
        if side == "real":
            return np_dtype(name)
        return getattr(self.frontend, name)

    def leaf(self, side: str, x: Any) -> Leaf | None:
        if side == "frontend":
            if not isinstance(x, self.frontend.ndarray):
                return None
            return Leaf(_host(x.ivy_array), str(x.ivy_array.dtype))
        if not isinstance(x, (np.ndarray, np.generic)):
            return None
        return Leaf(_host(x), str(np.asarray(x).dtype))


class TensorFlowAdapter(Adapter):
    framework = module = "tensorflow"

    @property
    def array_class(self) -> type:
        return self.frontend.Tensor

    @property
    def real_array_class(self) -> Any:
        return (self.real.Tensor, self.real.Variable)

    def meta(self, side: str, x: Any) -> tuple[tuple[int, ...], str] | None:
        cls = (self.frontend.Tensor, self.frontend.Variable) if side == "frontend" else (
            self.real_array_class)  # fmt: skip
        if not isinstance(x, cls):
            return None
        return tuple(int(s) for s in x.shape), x.dtype.name

    def array(self, side: str, arr: Arr) -> Any:
        m = self.real if side == "real" else self.frontend
        return m.cast(m.constant(_wide(arr)), getattr(m, arr.dtype))

    def leaf(self, side: str, x: Any) -> Leaf | None:
        if side == "frontend":
            if not isinstance(x, (self.frontend.Tensor, self.frontend.Variable)):
                return None
            return Leaf(_host(x.ivy_array), str(x.ivy_array.dtype))
        if not isinstance(x, (self.real.Tensor, self.real.Variable)):
            return None
        return Leaf(_host(x.numpy()), x.dtype.name)

    def sum(self, side: str, x: Any) -> Any:
        m = self.real if side == "real" else self.frontend
        return m.reduce_sum(x)

    def grads(self, side: str, f: Callable[..., Any], inputs: list[np.ndarray]) -> list:
        m = self.real if side == "real" else self.frontend
        xs = [m.constant(a) for a in inputs]
        with m.GradientTape() as tape:
            for x in xs:
                tape.watch(x)
            loss = self._loss(side, f(*xs))
        if loss is None:
            return []
        grads = tape.gradient(loss, xs)
        return [np.zeros_like(a) if g is None else self.leaf(side, g).values
                for a, g in zip(inputs, grads)]  # fmt: skip


ADAPTERS: dict[str, Adapter] = {
    a.framework: a for a in (TorchAdapter(), JaxAdapter(), NumpyAdapter(), TensorFlowAdapter())
}
