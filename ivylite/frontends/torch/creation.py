"""Tensor creation: ``tensor``, ``zeros``, ``arange``, ``eye``, ``full_like``...

Default dtypes are torch's: Python floats give the default float (float32),
ints int64, bools bool, complex the default complex (complex64).
"""

from __future__ import annotations

import math
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype, as_dtype

from .._common import astype_keeping_real
from . import _dtypes
from ._dtypes import cast_scalar
from ._frontend import TORCH, shape_arg
from .promotion import promote_types_torch
from .tensor import Tensor
from .tensor import device as _device

__all__ = [
    "tensor",
    "as_tensor",
    "asarray",
    "from_numpy",
    "zeros",
    "ones",
    "empty",
    "full",
    "zeros_like",
    "ones_like",
    "empty_like",
    "full_like",
    "arange",
    "linspace",
    "logspace",
    "eye",
]

_INT64, _BOOL = Dtype("int64"), Dtype("bool")


def _infer(data: Any) -> Dtype:
    """torch's dtype for ``data``: scalars by kind, arrays by dtype, sequences joined."""
    t = type(data)
    if t is float:
        return _dtypes.DEFAULT[0]
    if t is int:
        return _INT64
    if t is bool:
        return _BOOL
    if t is complex:
        return _dtypes.DEFAULT[1]
    if t in (list, tuple):
        if not data:
            return _dtypes.DEFAULT[0]
        out = None
        for e in data:
            d = _infer(e)
            out = d if out is None else promote_types_torch(out, d)
        return out
    if isinstance(data, Array):
        return data.dtype
    inner = getattr(data, "dtype", None)
    if inner is not None:
        return as_dtype(inner)
    for kind in (bool, int, float, complex):  # subclasses (numpy's float64 is a float)
        if isinstance(data, kind):
            return _infer(kind(data))
    raise TypeError(f"torch.tensor: could not infer dtype of {type(data).__name__}")


def _plain(data: Any) -> Any:
    """Nested sequences with 0-d tensors replaced by their values."""
    if type(data) in (list, tuple):
        return [_plain(e) for e in data]
    if isinstance(data, Array):
        return data.tolist()
    return data


_CATEGORY = {"bool": 0, "int": 1, "uint": 1, "float": 2, "complex": 3}


def _make(data: Any, dtype: Any, copy: bool | None) -> Array:
    inferred = _infer(data)
    d = _dtypes.to_ivy(dtype) or inferred
    if (
        isinstance(data, Array)
        or hasattr(data, "__array__")
        and not isinstance(data, (list, tuple))
    ):
        src = ivylite.asarray(data if isinstance(data, Array) else data, dtype=inferred, copy=copy)
        return src if src.dtype is d else astype_keeping_real(src, d)
    plain = _plain(data)
    if _CATEGORY[d.kind] < _CATEGORY[inferred.kind]:
        # a narrowing conversion (floats into an int tensor) truncates, as in torch
        return astype_keeping_real(ivylite.asarray(plain, dtype=inferred), d)
    return ivylite.asarray(plain, dtype=d)


def _finish(a: Array, requires_grad: bool, dev: Any) -> Array:
    if dev is not None:
        _device(dev)
    if requires_grad:
        t = Tensor(a)
        t.requires_grad = True
        return t
    return a


@TORCH.function
def tensor(
    data: Any,
    *,
    dtype: Any = None,
    device: Any = None,
    requires_grad: bool = False,
    pin_memory: bool = False,
) -> Tensor:
    """A new tensor holding a copy of ``data`` (dtype inferred as torch does).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.tensor([1, 2]).dtype, torch.tensor([1, 2.5]).dtype, torch.tensor(True).dtype
    (torch.int64, torch.float32, torch.bool)
    >>> torch.tensor([1.7, -2.7], dtype=torch.int32)
    tensor([ 1, -2], dtype=torch.int32)
    """
    return _finish(_make(data, dtype, True), requires_grad, device)


def as_tensor(data: Any, dtype: Any = None, device: Any = None) -> Tensor:
    """``data`` as a tensor, sharing memory where it can (a tensor of the right dtype
    is returned as is).

    Examples
    --------
    >>> import numpy as np, ivylite.frontends.torch as torch
    >>> torch.as_tensor(np.array([1.0, 2.0])).dtype
    torch.float64
    >>> x = torch.tensor([1]); torch.as_tensor(x) is x
    True
    """
    if isinstance(data, Tensor) and (
        dtype is None or _dtypes.to_ivy(dtype) is data.ivy_array.dtype
    ):
        return data  # torch returns the very tensor
    return _as_tensor(data, dtype, device)


@TORCH.function
def _as_tensor(data: Any, dtype: Any, device: Any) -> Tensor:
    return _finish(_make(data, dtype, None), False, device)


@TORCH.function
def asarray(
    obj: Any,
    *,
    dtype: Any = None,
    device: Any = None,
    copy: bool | None = None,
    requires_grad: bool = False,
) -> Tensor:
    """``obj`` as a tensor (``copy=None`` shares memory where it can).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.asarray([1, 2], dtype=torch.float64)
    tensor([1., 2.], dtype=torch.float64)
    """
    if (
        isinstance(obj, Array)
        and not copy
        and (dtype is None or _dtypes.to_ivy(dtype) is obj.dtype)
    ):
        return _finish(obj, requires_grad, device)
    return _finish(_make(obj, dtype, copy), requires_grad, device)


@TORCH.function
def from_numpy(ndarray: Any) -> Tensor:
    """A tensor of a NumPy array's dtype and values.

    Examples
    --------
    >>> import numpy as np, ivylite.frontends.torch as torch
    >>> torch.from_numpy(np.arange(3, dtype=np.int16))
    tensor([0, 1, 2], dtype=torch.int16)
    """
    return ivylite.asarray(ndarray, dtype=as_dtype(ndarray.dtype))


def _dtype_or_default(dtype: Any) -> Dtype:
    return _dtypes.DEFAULT[0] if dtype is None else _dtypes.to_ivy(dtype)


@TORCH.function
def zeros(
    *size: Any,
    out: Any = None,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """Zeros of the given size (default dtype float32).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.zeros(2, 3).shape, torch.zeros((2,), dtype=torch.int8)
    (torch.Size([2, 3]), tensor([0, 0], dtype=torch.int8))
    """
    a = ivylite.zeros(shape_arg(size, "zeros"), dtype=_dtype_or_default(dtype))
    return _finish(a, requires_grad, device)


@TORCH.function
def ones(
    *size: Any,
    out: Any = None,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """Ones of the given size (default dtype float32).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.ones(2, dtype=torch.bool)
    tensor([True, True])
    """
    a = ivylite.ones(shape_arg(size, "ones"), dtype=_dtype_or_default(dtype))
    return _finish(a, requires_grad, device)


@TORCH.function
def empty(
    *size: Any,
    out: Any = None,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
    memory_format: Any = None,
) -> Tensor:
    """An uninitialised tensor (here: zeros) of the given size.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.empty(2, 2).shape
    torch.Size([2, 2])
    """
    a = ivylite.zeros(shape_arg(size, "empty"), dtype=_dtype_or_default(dtype))
    return _finish(a, requires_grad, device)


def _scalar_kind_dtype(value: Any) -> Dtype:
    if isinstance(value, Array):
        return value.dtype
    return _infer(value)


@TORCH.function
def full(
    size: Any,
    fill_value: Any,
    *,
    out: Any = None,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """``fill_value`` everywhere; the dtype follows the value's kind by default.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.full((2,), 7), torch.full((2,), 0.5), torch.full((1,), True)
    (tensor([7, 7]), tensor([0.5000, 0.5000]), tensor([True]))
    """
    d = _dtypes.to_ivy(dtype) or _scalar_kind_dtype(fill_value)
    shape = shape_arg((size,), "full") if not isinstance(size, int) else (size,)
    a = ivylite.full(shape, cast_scalar(fill_value, d), dtype=d)
    return _finish(a, requires_grad, device)


def _like(input: Array, dtype: Any) -> Dtype:
    return input.dtype if dtype is None else _dtypes.to_ivy(dtype)


@TORCH.function
def zeros_like(
    input: Tensor,
    *,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
    memory_format: Any = None,
) -> Tensor:
    """Zeros of ``input``'s shape and dtype.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.zeros_like(torch.tensor([1, 2]))
    tensor([0, 0])
    """
    return _finish(ivylite.zeros(input.shape, dtype=_like(input, dtype)), requires_grad, device)


@TORCH.function
def ones_like(
    input: Tensor,
    *,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
    memory_format: Any = None,
) -> Tensor:
    """Ones of ``input``'s shape and dtype.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.ones_like(torch.tensor([1.5, 2.5]), dtype=torch.float64)
    tensor([1., 1.], dtype=torch.float64)
    """
    return _finish(ivylite.ones(input.shape, dtype=_like(input, dtype)), requires_grad, device)


@TORCH.function
def empty_like(
    input: Tensor,
    *,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
    memory_format: Any = None,
) -> Tensor:
    """An uninitialised tensor (zeros) of ``input``'s shape and dtype.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.empty_like(torch.tensor([1, 2])).shape
    torch.Size([2])
    """
    return _finish(ivylite.zeros(input.shape, dtype=_like(input, dtype)), requires_grad, device)


@TORCH.function
def full_like(
    input: Tensor,
    fill_value: Any,
    *,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
    memory_format: Any = None,
) -> Tensor:
    """``fill_value`` (cast to the dtype: 2.7 becomes 2 in an int tensor) in
    ``input``'s shape.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.full_like(torch.tensor([1, 2]), 2.7)
    tensor([2, 2])
    """
    d = _like(input, dtype)
    a = ivylite.full(input.shape, cast_scalar(fill_value, d), dtype=d)
    return _finish(a, requires_grad, device)


def _number(x: Any) -> Any:
    return x.item() if isinstance(x, Array) else x


@TORCH.function
def arange(
    start: Any = 0,
    end: Any = None,
    step: Any = 1,
    *,
    out: Any = None,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """Values from ``start`` to ``end`` (excluded) by ``step``: int64 if all are
    ints, else the default float.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.arange(3), torch.arange(0, 1, 0.25)
    (tensor([0, 1, 2]), tensor([0.0000, 0.2500, 0.5000, 0.7500]))
    """
    start, end, step = _number(start), _number(end), _number(step)
    if end is None:
        start, end = 0, start
    if step == 0:
        raise RuntimeError("step must be nonzero")
    d = _dtypes.to_ivy(dtype)
    if d is None:
        floats = any(isinstance(v, float) for v in (start, end, step))
        d = _dtypes.DEFAULT[0] if floats else _INT64
    n = max(math.ceil((end - start) / step), 0)
    # Computed in float64 and cast, as torch computes in its accumulate type.
    if d.kind in ("int", "uint"):
        a = ivylite.arange(int(start), int(start) + n * int(step), int(step), dtype=_INT64)
        a = a[:n] if a.shape[0] > n else a
        return _finish(a if d is _INT64 else astype_keeping_real(a, d), requires_grad, device)
    a = ivylite.arange(0, n, 1, dtype=Dtype("float64")) * step + start
    return _finish(astype_keeping_real(a, d), requires_grad, device)


@TORCH.function
def linspace(
    start: Any,
    end: Any,
    steps: int,
    *,
    out: Any = None,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """``steps`` evenly spaced values from ``start`` to ``end`` (default float32;
    an integer dtype truncates).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linspace(0, 1, 5)
    tensor([0.0000, 0.2500, 0.5000, 0.7500, 1.0000])
    >>> torch.linspace(0, 10, 5, dtype=torch.int64)
    tensor([ 0,  2,  5,  7, 10])
    """
    start, end = _number(start), _number(end)
    d = _dtypes.to_ivy(dtype) or _dtypes.DEFAULT[0]
    wide = Dtype("complex128") if d.kind == "complex" else Dtype("float64")
    a = ivylite.linspace(start, end, steps, dtype=wide)
    return _finish(astype_keeping_real(a, d), requires_grad, device)


@TORCH.function
def logspace(
    start: Any,
    end: Any,
    steps: int,
    base: float = 10.0,
    *,
    out: Any = None,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """``base ** linspace(start, end, steps)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.logspace(0, 2, 3)
    tensor([  1.,  10., 100.])
    """
    d = _dtypes.to_ivy(dtype) or _dtypes.DEFAULT[0]
    a = ivylite.linspace(_number(start), _number(end), steps, dtype=Dtype("float64"))
    a = ivylite.pow(ivylite.asarray(float(base), dtype=Dtype("float64")), a)
    return _finish(astype_keeping_real(a, d), requires_grad, device)


@TORCH.function
def eye(
    n: int,
    m: int | None = None,
    *,
    out: Any = None,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """The identity matrix, ``n`` by ``m`` (default ``n``).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.eye(2, 3, dtype=torch.int32)
    tensor([[1, 0, 0],
            [0, 1, 0]], dtype=torch.int32)
    """
    a = ivylite.eye(n, n if m is None else m, dtype=_dtype_or_default(dtype))
    return _finish(a, requires_grad, device)
