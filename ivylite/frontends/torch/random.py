"""Random sampling: ``manual_seed``, ``rand``, ``randn``, ``randint``, ``randperm``...

The values are not torch's (ivylite draws them); the dtypes, shapes and
reproducibility under ``manual_seed`` are. Each draw takes the next seed of a
counter started by ``manual_seed``, so a seeded program repeats exactly, on
every backend.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from .._common import astype_keeping_real
from . import _dtypes
from ._frontend import TORCH, shape_arg
from ._generator import Generator, default_generator
from .tensor import Tensor
from .tensor import device as _device

__all__ = [
    "Generator",
    "default_generator",
    "manual_seed",
    "seed",
    "initial_seed",
    "rand",
    "randn",
    "randint",
    "randperm",
    "rand_like",
    "randn_like",
    "randint_like",
    "bernoulli",
    "normal",
    "multinomial",
]

_STATE = default_generator._state  # [seed, draws since it was set]


def _next_seed(generator: Generator | None = None) -> int:
    return (default_generator if generator is None else generator).next_seed()


def manual_seed(seed: int) -> Generator:
    """Seed the frontend's generator: the draws that follow repeat for a seed.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> _ = torch.manual_seed(0); a = torch.rand(3)
    >>> _ = torch.manual_seed(0); b = torch.rand(3)
    >>> bool((a == b).all())
    True
    """
    return default_generator.manual_seed(seed)


def seed() -> int:
    """Seed the generator from the system's entropy; return the seed.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> isinstance(torch.seed(), int)
    True
    """
    import secrets

    s = secrets.randbits(63)
    manual_seed(s)
    return s


def initial_seed() -> int:
    """The seed last set.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> _ = torch.manual_seed(5); torch.initial_seed()
    5
    """
    return _STATE[0]


def uniform_array(shape: tuple, d: Dtype, low: float = 0.0, high: float = 1.0,
                  generator: Generator | None = None) -> Array:  # fmt: skip
    """Uniform values in ``[low, high)`` of float dtype ``d`` (for ``Tensor.uniform_``)."""
    if d.kind == "complex":
        real = Dtype("float32" if d == "complex64" else "float64")
        parts = [
            ivylite.random_uniform(
                low=low, high=high, shape=shape, dtype=real, seed=_next_seed(generator)
            )
            for _ in range(2)
        ]
        return astype_keeping_real(parts[0], d) + astype_keeping_real(
            parts[1], d
        ) * ivylite.asarray(1j, dtype=d)
    return ivylite.random_uniform(
        low=low, high=high, shape=shape, dtype=d, seed=_next_seed(generator)
    )


def normal_array(shape: tuple, d: Dtype, mean: float = 0.0, std: float = 1.0,
                 generator: Generator | None = None) -> Array:  # fmt: skip
    """Normal values of float dtype ``d`` (for ``Tensor.normal_``)."""
    return ivylite.random_normal(
        mean=mean, std=std, shape=shape, dtype=d, seed=_next_seed(generator)
    )


def _float_dtype(dtype: Any, fn: str) -> Dtype:
    d = _dtypes.DEFAULT[0] if dtype is None else _dtypes.to_ivy(dtype)
    if d.kind not in ("float", "complex"):
        raise TypeError(
            f"torch.{fn}: expected a floating point or complex dtype, got {_dtypes.TORCH[d]}"
        )
    return d


def _finish(a: Array, requires_grad: bool, dev: Any) -> Any:
    if dev is not None:
        _device(dev)
    if requires_grad:
        t = Tensor(a)
        t.requires_grad = True
        return t
    return a


@TORCH.function
def rand(
    *size: Any,
    generator: Any = None,
    out: Any = None,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """Uniform values in ``[0, 1)`` (default float32).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> x = torch.rand(2, 3)
    >>> x.shape, x.dtype, bool(((x >= 0) & (x < 1)).all())
    (torch.Size([2, 3]), torch.float32, True)
    """
    d = _float_dtype(dtype, "rand")
    return _finish(
        uniform_array(shape_arg(size, "rand"), d, generator=generator), requires_grad, device
    )


@TORCH.function
def randn(
    *size: Any,
    generator: Any = None,
    out: Any = None,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """Standard normal values (default float32).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.randn(4, dtype=torch.float64).dtype
    torch.float64
    """
    d = _float_dtype(dtype, "randn")
    return _finish(
        normal_array(shape_arg(size, "randn"), d, generator=generator), requires_grad, device
    )


@TORCH.function
def randint(
    low: int = 0,
    high: Any = None,
    size: Any = None,
    *,
    generator: Any = None,
    out: Any = None,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """Integers uniform in ``[low, high)``: ``randint(high, size)`` or
    ``randint(low, high, size)`` (default int64).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> x = torch.randint(3, 10, (5,))
    >>> x.dtype, bool(((x >= 3) & (x < 10)).all())
    (torch.int64, True)
    """
    if size is None:
        low, high, size = 0, low, high
    d = Dtype("int64") if dtype is None else _dtypes.to_ivy(dtype)
    a = ivylite.randint(
        int(low), int(high), shape=tuple(size), dtype=Dtype("int64"), seed=_next_seed(generator)
    )
    return _finish(a if d == "int64" else astype_keeping_real(a, d), requires_grad, device)


@TORCH.function
def randperm(
    n: int,
    *,
    generator: Any = None,
    out: Any = None,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """A random permutation of ``0 .. n-1`` (default int64).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> sorted(torch.randperm(5).tolist())
    [0, 1, 2, 3, 4]
    """
    d = Dtype("int64") if dtype is None else _dtypes.to_ivy(dtype)
    a = ivylite.shuffle(ivylite.arange(n, dtype=Dtype("int64")), seed=_next_seed(generator))
    return _finish(a if d == "int64" else astype_keeping_real(a, d), requires_grad, device)


@TORCH.function
def rand_like(input: Tensor, *, dtype: Any = None, layout: Any = None, device: Any = None,
              requires_grad: bool = False, memory_format: Any = None) -> Tensor:  # fmt: skip
    """``rand`` of ``input``'s shape and dtype.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.rand_like(torch.zeros(2, dtype=torch.float64)).dtype
    torch.float64
    """
    d = _float_dtype(dtype or _dtypes.TORCH[input.dtype], "rand_like")
    return _finish(uniform_array(input.shape, d), requires_grad, device)


@TORCH.function
def randn_like(input: Tensor, *, dtype: Any = None, layout: Any = None, device: Any = None,
               requires_grad: bool = False, memory_format: Any = None) -> Tensor:  # fmt: skip
    """``randn`` of ``input``'s shape and dtype.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.randn_like(torch.zeros(2, 3)).shape
    torch.Size([2, 3])
    """
    d = _float_dtype(dtype or _dtypes.TORCH[input.dtype], "randn_like")
    return _finish(normal_array(input.shape, d), requires_grad, device)


@TORCH.function
def randint_like(input: Tensor, low: int = 0, high: Any = None, *, dtype: Any = None,
                 layout: Any = None, device: Any = None, requires_grad: bool = False,
                 memory_format: Any = None) -> Tensor:  # fmt: skip
    """``randint`` of ``input``'s shape and dtype.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.randint_like(torch.zeros(3), 5).dtype
    torch.float32
    """
    if high is None:
        low, high = 0, low
    d = input.dtype if dtype is None else _dtypes.to_ivy(dtype)
    a = ivylite.randint(
        int(low), int(high), shape=input.shape, dtype=Dtype("int64"), seed=_next_seed(None)
    )
    return _finish(astype_keeping_real(a, d), requires_grad, device)


@TORCH.function
def bernoulli(
    input: Tensor, p: float | None = None, *, generator: Any = None, out: Any = None
) -> Tensor:
    """1 with probability ``input`` (or ``p``), else 0, in ``input``'s dtype.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.bernoulli(torch.tensor([0.0, 1.0]))
    tensor([0., 1.])
    """
    u = uniform_array(input.shape, Dtype("float64"), generator=generator)
    prob = (
        astype_keeping_real(input, Dtype("float64"))
        if p is None
        else ivylite.asarray(float(p), dtype=Dtype("float64"))
    )
    return astype_keeping_real(ivylite.less(u, prob), input.dtype)


@TORCH.function
def normal(mean: Any = 0.0, std: Any = 1.0, size: Any = None, *, generator: Any = None,
           out: Any = None, dtype: Any = None) -> Tensor:  # fmt: skip
    """Normal values with the given ``mean`` and ``std`` (tensors or numbers).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.normal(2.0, 3.0, size=(2, 2)).shape
    torch.Size([2, 2])
    """
    arrays = [x for x in (mean, std) if isinstance(x, Array)]
    if arrays:
        d = arrays[0].dtype
        shape = ivylite.broadcast_arrays(*arrays)[0].shape if len(arrays) == 2 else arrays[0].shape
    else:
        d = _float_dtype(dtype, "normal")
        shape = tuple(size)
    z = normal_array(shape, d, generator=generator)
    m = mean if isinstance(mean, Array) else ivylite.asarray(float(mean), dtype=d)
    s = std if isinstance(std, Array) else ivylite.asarray(float(std), dtype=d)
    return ivylite.add(ivylite.multiply(z, astype_keeping_real(s, d)), astype_keeping_real(m, d))


@TORCH.function
def multinomial(input: Tensor, num_samples: int, replacement: bool = False, *,
                generator: Any = None, out: Any = None) -> Tensor:  # fmt: skip
    """``num_samples`` indices drawn from each row of weights ``input`` (1-D or 2-D),
    int64; without ``replacement`` no index repeats in a row.

    With replacement each draw inverts the row's cumulative distribution at a
    uniform value; without, the indices are the ``num_samples`` largest
    ``log(u) / weight`` (the exponential race), which draws in order by weight
    without replacement as torch does.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.multinomial(torch.tensor([0.0, 1.0, 0.0]), 2, replacement=True)
    tensor([1, 1])
    >>> sorted(torch.multinomial(torch.tensor([1.0, 1.0, 1.0]), 3).tolist())
    [0, 1, 2]
    """
    if input.ndim not in (1, 2):
        raise RuntimeError("prob_dist must be 1 or 2 dim")
    n = input.shape[-1]
    if not replacement and num_samples > n:
        raise RuntimeError(
            "cannot sample n_sample > prob_dist.size(-1) samples without replacement"
        )
    f64 = Dtype("float64")
    w = ivylite.reshape(astype_keeping_real(input, f64), (-1, n))
    u = uniform_array((w.shape[0], num_samples if replacement else n), f64, generator=generator)
    if replacement:
        cdf = ivylite.cumulative_sum(w, axis=1)
        cdf = cdf / cdf[:, -1:]
        # the index of each draw: how many cumulative values lie at or below it
        below = ivylite.expand_dims(u, axis=2) >= ivylite.expand_dims(cdf, axis=1)
        idx = ivylite.minimum(
            ivylite.sum(astype_keeping_real(below, Dtype("int64")), axis=2), n - 1
        )
    else:
        # a zero weight is never drawn before the others (its key is -inf)
        present = w > 0
        keys = ivylite.where(
            present, ivylite.log(u) / ivylite.where(present, w, 1.0), -float("inf")
        )
        idx = ivylite.argsort(keys, axis=1, descending=True, stable=True)[:, :num_samples]
    idx = ivylite.astype(idx, Dtype("int64"))
    return idx if input.ndim == 2 else ivylite.reshape(idx, (num_samples,))
