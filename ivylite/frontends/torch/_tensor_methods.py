"""``torch.Tensor``'s members that are torch's functions, bound onto the class
(:mod:`.tensor`) once every function exists: the operators, the methods of
the same name as a function (``x.sum(dim=1)`` is ``torch.sum(x, dim=1)``, with
no call in between), the in-place forms (``x.add_(1)``, ``x += 1``: torch writes
the result back in this tensor's dtype), indexed writes, dtype and shape
methods, and the autograd members (:mod:`._tensor_autograd`).

Examples
--------
>>> import ivylite.frontends.torch as torch
>>> x = torch.tensor([1, 2], dtype=torch.int8)
>>> (x + 1).dtype, (2.0 / x).dtype, x.sum(), x.float().mT.shape
(torch.int8, torch.float32, tensor(3), torch.Size([2]))
>>> x.add_(3)
tensor([4, 5], dtype=torch.int8)
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array

from .._common import astype_keeping_real, bind, members, recorded
from . import _dtypes, autograd
from . import arithmetic as _ar
from . import blas as _blas
from . import comparison as _cmp
from . import creation as _creation
from . import manipulation as _manip
from . import pointwise as _pw
from . import random as _random
from . import reduction as _red
from . import scatter as _sc
from ._dtypes import cast_scalar
from ._tensor_autograd import AutogradTensor, write
from ._types import device
from .tensor import Tensor, index_key

__all__: list[str] = []


def _advanced(key: Any) -> bool:
    """Whether an (unwrapped) key indexes with arrays: torch's index_put."""
    return (
        isinstance(key, Array) or isinstance(key, tuple) and any(isinstance(k, Array) for k in key)
    )


class Methods:
    """``torch.Tensor``'s methods written over torch's functions."""

    @property
    def T(self) -> Tensor:
        return _manip.permute(self, tuple(range(self.ndim - 1, -1, -1)))

    @property
    def mT(self) -> Tensor:
        return _manip.transpose(self, -2, -1)

    @property
    def real(self) -> Tensor:
        return _pw.real(self)

    @property
    def imag(self) -> Tensor:
        return _pw.imag(self)

    def __iter__(self):
        if self.ivy_array.ndim == 0:
            raise TypeError("iteration over a 0-d tensor")
        return iter(_manip.unbind(self, 0))

    def __contains__(self, element: Any) -> bool:
        return bool(_cmp.eq(self, element).any())

    # --- dtype and device conversion ------------------------------------------
    def to(self, *args: Any, **kwargs: Any) -> Tensor:
        """``to(dtype)``, ``to(device)``, ``to(device, dtype)``, ``to(other)``."""
        target = kwargs.get("dtype")
        for a in (*args, kwargs.get("device")):
            if isinstance(a, Tensor):
                target = a.dtype
            elif a is not None and (
                isinstance(a, _dtypes.dtype) or a in (float, int, bool, complex)
            ):
                target = a
            elif a is not None:
                device(a)  # only the CPU exists
        if target is None:
            return self
        d = _dtypes.to_ivy(target)
        if d is self.ivy_array.dtype:
            return Tensor(astype_keeping_real(self.ivy_array, d)) if kwargs.get("copy") else self
        return Tensor(astype_keeping_real(self.ivy_array, d))

    def type(self, dtype: Any = None, non_blocking: bool = False) -> Any:
        """``type()`` names the tensor type; ``type(dtype)`` casts."""
        if dtype is None:
            return _TYPE_NAMES.get(str(self.ivy_array.dtype), f"torch.{self.ivy_array.dtype}")
        return self.to(dtype)

    def type_as(self, other: Tensor) -> Tensor:
        """Cast to ``other``'s dtype."""
        return self.to(other.dtype)

    def clone(self, *, memory_format: Any = None) -> Tensor:
        """A copy."""
        return _manip.clone(self)

    def new_tensor(
        self, data: Any, dtype: Any = None, device: Any = None, requires_grad: bool = False
    ) -> Tensor:
        """``torch.tensor(data)`` with this tensor's dtype by default."""
        return _creation.tensor(data, dtype=dtype or self.dtype, requires_grad=requires_grad)

    def new_zeros(
        self, *size: Any, dtype: Any = None, device: Any = None, requires_grad: bool = False
    ) -> Tensor:
        """Zeros of this tensor's dtype."""
        return _creation.zeros(*size, dtype=dtype or self.dtype, requires_grad=requires_grad)

    def new_ones(
        self, *size: Any, dtype: Any = None, device: Any = None, requires_grad: bool = False
    ) -> Tensor:
        """Ones of this tensor's dtype."""
        return _creation.ones(*size, dtype=dtype or self.dtype, requires_grad=requires_grad)

    def new_empty(
        self, *size: Any, dtype: Any = None, device: Any = None, requires_grad: bool = False
    ) -> Tensor:
        """An uninitialised tensor (zeros) of this tensor's dtype."""
        return _creation.empty(*size, dtype=dtype or self.dtype, requires_grad=requires_grad)

    def new_full(
        self,
        size: Any,
        fill_value: Any,
        *,
        dtype: Any = None,
        device: Any = None,
        requires_grad: bool = False,
    ) -> Tensor:
        """``fill_value`` everywhere, of this tensor's dtype."""
        return _creation.full(
            size, fill_value, dtype=dtype or self.dtype, requires_grad=requires_grad
        )

    # --- shape ---------------------------------------------------------------
    def view(self, *shape: Any) -> Tensor:
        """Reshape (a copy or a view, as ivylite's backend gives)."""
        if len(shape) == 1 and (isinstance(shape[0], _dtypes.dtype)):
            if shape[0] is self.dtype:
                return self
            raise NotImplementedError(
                "torch frontend: view(dtype) (reinterpreting bits) is not supported"
            )
        return _manip.reshape(
            self, shape[0] if len(shape) == 1 and not isinstance(shape[0], int) else shape
        )

    def reshape(self, *shape: Any) -> Tensor:
        """The same values in another shape (one dimension may be -1)."""
        return _manip.reshape(
            self, shape[0] if len(shape) == 1 and not isinstance(shape[0], int) else shape
        )

    def view_as(self, other: Tensor) -> Tensor:
        """Reshape to ``other``'s shape."""
        return _manip.reshape(self, other.shape)

    reshape_as = view_as

    def permute(self, *dims: Any) -> Tensor:
        """Reorder the dimensions."""
        return _manip.permute(
            self, dims[0] if len(dims) == 1 and not isinstance(dims[0], int) else dims
        )

    def expand(self, *sizes: Any) -> Tensor:
        """Broadcast to ``sizes`` (-1 keeps a dimension)."""
        sizes = tuple(sizes[0] if len(sizes) == 1 and not isinstance(sizes[0], int) else sizes)
        shape = self.ivy_array.shape
        lead = len(sizes) - len(shape)
        full = tuple(shape[i - lead] if s == -1 else s for i, s in enumerate(sizes))
        return _manip.broadcast_to(self, full)

    def expand_as(self, other: Tensor) -> Tensor:
        """Broadcast to ``other``'s shape."""
        return _manip.broadcast_to(self, other.shape)

    def repeat(self, *sizes: Any) -> Tensor:
        """Tile: repeat the tensor ``sizes[i]`` times along each dimension."""
        return _manip.tile(
            self, sizes[0] if len(sizes) == 1 and not isinstance(sizes[0], int) else sizes
        )

    def flatten(self, start_dim: int = 0, end_dim: int = -1) -> Tensor:
        """Merge dimensions ``start_dim`` to ``end_dim``."""
        return _manip.flatten(self, start_dim, end_dim)

    def __setitem__(self, key: Any, value: Any) -> None:
        a = self.ivy_array
        key = index_key(key)
        if isinstance(value, Tensor):
            value = value.ivy_array
            if value.dtype is not a.dtype:
                if _advanced(key):
                    raise RuntimeError(
                        "Index put requires the source and destination dtypes match, got "
                        f"{_dtypes.TORCH[a.dtype]} for the destination and "
                        f"{_dtypes.TORCH[value.dtype]} for the source."
                    )
                value = astype_keeping_real(value, a.dtype)
        else:
            value = ivylite.asarray(cast_scalar(value, a.dtype), dtype=a.dtype)
        if (self._ag is not None and self._ag.leaf) or autograd.tracked(a):
            # recorded for autograd: a new array, written as a whole (a leaf is re-watched)
            write(self, _setitem(a, key, value))
            return
        ivylite.setitem(a, key, value)

    # --- in place: torch writes the result back in this tensor's dtype -------------
    def _inplace(self, result: Tensor, op: str) -> Tensor:
        r = result.ivy_array
        mine = self.ivy_array
        if r.dtype is not mine.dtype:
            if not _can_cast(r.dtype, mine.dtype):
                raise RuntimeError(
                    f"result type {_dtypes.TORCH[r.dtype]} can't be cast to the desired output "
                    f"type {_dtypes.TORCH[mine.dtype]} ({op})"
                )
            r = astype_keeping_real(r, mine.dtype)
        if r.shape != mine.shape:
            raise RuntimeError(
                f"output with shape {list(mine.shape)} doesn't match the broadcast shape {list(r.shape)} ({op})"
            )
        write(self, r)
        return self

    def fill_(self, value: Any) -> Tensor:
        """Set every element to ``value`` (cast to this dtype)."""
        a = self.ivy_array
        write(self, ivylite.full(a.shape, cast_scalar(value, a.dtype), dtype=a.dtype))
        return self

    def zero_(self) -> Tensor:
        """Set every element to zero."""
        return self.fill_(0)

    def copy_(self, src: Tensor, non_blocking: bool = False) -> Tensor:
        """Copy ``src`` in (cast to this dtype, broadcast to this shape)."""
        a = self.ivy_array
        s = ivylite.broadcast_to(astype_keeping_real(src.ivy_array, a.dtype), a.shape)
        write(self, astype_keeping_real(s, a.dtype, copy=True))
        return self

    def uniform_(self, a: float = 0.0, b: float = 1.0, *, generator: Any = None) -> Tensor:
        """Fill with values drawn uniformly from ``[a, b)``."""
        x = self.ivy_array
        write(self, _random.uniform_array(x.shape, x.dtype, a, b, generator=generator))
        return self

    def normal_(self, mean: float = 0.0, std: float = 1.0, *, generator: Any = None) -> Tensor:
        """Fill with values drawn from a normal distribution."""
        x = self.ivy_array
        write(self, _random.normal_array(x.shape, x.dtype, mean, std, generator=generator))
        return self

    def bernoulli_(self, p: Any = 0.5, *, generator: Any = None) -> Tensor:
        """Fill with 1 with probability ``p`` (a number or a tensor), else 0."""
        x = self.ivy_array
        prob = p if isinstance(p, Tensor) else ivylite.full(x.shape, float(p), dtype="float64")
        write(self, _random.bernoulli(prob, generator=generator).ivy_array)
        return self

    def multinomial(self, num_samples: int, replacement: bool = False, *,
                    generator: Any = None) -> Tensor:  # fmt: skip
        """``torch.multinomial`` of this tensor's weights."""
        return _random.multinomial(self, num_samples, replacement, generator=generator)

    def bernoulli(self, p: Any = None, *, generator: Any = None) -> Tensor:
        """``torch.bernoulli`` of this tensor's probabilities."""
        return _random.bernoulli(self, p, generator=generator)

    def where(self, condition: Any, y: Any) -> Tensor:
        """``torch.where(condition, self, y)``."""
        return _manip.where(condition, self, y)


_TYPE_NAMES = {
    "float32": "torch.FloatTensor", "float64": "torch.DoubleTensor", "float16": "torch.HalfTensor",
    "bfloat16": "torch.BFloat16Tensor", "int8": "torch.CharTensor", "int16": "torch.ShortTensor",
    "int32": "torch.IntTensor", "int64": "torch.LongTensor", "uint8": "torch.ByteTensor",
    "bool": "torch.BoolTensor", "complex64": "torch.ComplexFloatTensor",
    "complex128": "torch.ComplexDoubleTensor",
}  # fmt: skip
_CATEGORY = {"bool": 0, "int": 1, "uint": 1, "float": 2, "complex": 3}


def _can_cast(src: Any, dst: Any) -> bool:
    """torch.can_cast: any cast that does not lower the category."""
    return _CATEGORY[src.kind] <= _CATEGORY[dst.kind]


def _setitem_copy(a: Array, key: Any, value: Any) -> Array:
    out = ivylite.asarray(a, copy=True)
    ivylite.setitem(out, key, value)
    return out


def _can_cast(src: Any, dst: Any) -> bool:
    """torch.can_cast: any cast that does not lower the category."""
    return _CATEGORY[src.kind] <= _CATEGORY[dst.kind]


def _setitem_copy(a: Array, key: Any, value: Any) -> Array:
    out = ivylite.asarray(a, copy=True)
    ivylite.setitem(out, key, value)
    return out


# an indexed write is not a frontend function: it reports itself to a replaying tape
_setitem = recorded(_setitem_copy)

_MODULES = {
    "_ar": _ar, "_blas": _blas, "_cmp": _cmp, "_manip": _manip, "_pw": _pw, "_red": _red,
    "_sc": _sc,
}  # fmt: skip

# Methods that are the torch function of the same name, the tensor first.
# Methods that are the torch function of the same name, the tensor first.
_METHODS = {
    "_pw": """abs absolute neg negative exp exp2 expm1 log log2 log10 log1p sqrt rsqrt square
        sin cos tan asin acos atan sinh cosh tanh asinh acosh atanh arcsin arccos arctan sigmoid
        floor ceil trunc round sign sgn frac reciprocal relu logical_not bitwise_not conj
        positive angle softmax log_softmax""",
    "_ar": """add sub mul multiply subtract div divide true_divide floor_divide remainder fmod
        pow float_power atan2 arctan2 hypot logaddexp bitwise_and bitwise_or bitwise_xor
        bitwise_left_shift bitwise_right_shift logical_and logical_or logical_xor clamp clip
        lerp""",
    "_red": """sum nansum mean nanmean prod max min amax amin aminmax argmax argmin std var
        all any logsumexp count_nonzero cumsum norm trace""",
    "_cmp": """eq ne lt le gt ge greater greater_equal less less_equal not_equal equal allclose
        isclose isnan isinf isfinite isposinf isneginf maximum minimum fmax fmin sort argsort
        topk""",
    "_manip": """transpose swapaxes swapdims t squeeze unsqueeze split chunk unbind flip roll
        movedim moveaxis narrow select index_select gather take masked_fill masked_select
        nonzero argwhere tile repeat_interleave tril triu unflatten diag diagonal""",
    "_blas": "matmul mm bmm mv dot outer inner",
    "_sc": "scatter",
}
# operator -> (module, function): bind makes the forward, reflected and in-place forms
_OPERATORS = {
    "add": ("_ar", "add"), "sub": ("_ar", "sub"), "mul": ("_ar", "mul"), "truediv": ("_ar", "div"),
    "floordiv": ("_ar", "floor_divide"), "mod": ("_ar", "remainder"), "pow": ("_ar", "pow"),
    "matmul": ("_blas", "matmul"), "and": ("_ar", "bitwise_and"), "or": ("_ar", "bitwise_or"),
    "xor": ("_ar", "bitwise_xor"), "lshift": ("_ar", "bitwise_left_shift"),
    "rshift": ("_ar", "bitwise_right_shift"), "eq": ("_cmp", "eq"), "ne": ("_cmp", "ne"),
    "lt": ("_cmp", "lt"), "le": ("_cmp", "le"), "gt": ("_cmp", "gt"), "ge": ("_cmp", "ge"),
    "invert": ("_pw", "bitwise_not"), "neg": ("_pw", "neg"), "pos": ("_pw", "positive"),
    "abs": ("_pw", "abs"),
}  # fmt: skip
# in-place method -> (module, function): torch writes the result back
_INPLACE = {
    "add_": ("_ar", "add"), "sub_": ("_ar", "sub"), "mul_": ("_ar", "mul"), "div_": ("_ar", "div"),
    "pow_": ("_ar", "pow"), "clamp_": ("_ar", "clamp"), "neg_": ("_pw", "neg"),
    "abs_": ("_pw", "abs"), "sqrt_": ("_pw", "sqrt"), "exp_": ("_pw", "exp"),
    "relu_": ("_pw", "relu"), "masked_fill_": ("_manip", "masked_fill"),
    "scatter_": ("_sc", "scatter"),
}  # fmt: skip
# cast method -> dtype
_CASTS = {
    "float": "float32", "double": "float64", "half": "float16", "bfloat16": "bfloat16",
    "int": "int32", "long": "int64", "short": "int16", "char": "int8", "byte": "uint8",
    "bool": "bool", "cfloat": "complex64", "cdouble": "complex128",
}  # fmt: skip


def _cast_method(d: Any) -> Any:
    def method(self: Tensor, memory_format: Any = None) -> Tensor:
        return self.to(d)

    method.__doc__ = f"This tensor as {d}."
    return method


def _fn(module: str, name: str) -> Any:
    return getattr(_MODULES[module], name)


def __rtruediv__(self: Tensor, other: Any) -> Tensor:  # noqa: N807
    # torch divides a number by a tensor as reciprocal() * number, in the tensor's
    # precision (2.0 / bfloat16 tensor rounds 1/x to bfloat16 first)
    return _ar.mul(_pw.reciprocal(self), other)


bind(
    Tensor,
    operators={op: _fn(module, name) for op, (module, name) in _OPERATORS.items()},
    inplace=True,
    inplace_methods={name: _fn(module, fn) for name, (module, fn) in _INPLACE.items()},
    methods={
        **{name: _fn(module, name) for module, names in _METHODS.items() for name in names.split()},
        **{name: _cast_method(_dtypes.BY_NAME[d]) for name, d in _CASTS.items()},
        **members(Methods),
        **members(AutogradTensor),
        "__rtruediv__": __rtruediv__,
        "_from_data": staticmethod(
            lambda data: _creation.tensor(data, dtype=_dtypes.TORCH[ivylite.float32]).ivy_array
        ),
    },
)
