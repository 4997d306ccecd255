"""``torch.Tensor`` over an ivylite array (``torch.Size`` and ``torch.device``
are in ``_types``).

Every operator and method calls the frontend's functions, so each follows
torch's promotion. Autograd is in :mod:`._tensor_autograd`. There are no
views: a method that returns a view in torch returns a new tensor here (with
NumPy, torch and paddle backends it may still share memory, as ivylite's own
functions do), and in-place methods (``add_``...) rebind this tensor's array
(``.data`` is the exception: writes to it reach the tensor).
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array

from .._autograd import recorded as _recorded
from .._common import FrontendArray, astype_keeping_real
from . import _dtypes
from ._tensor_autograd import AutogradTensor, write
from ._types import Size, device

__all__ = ["Tensor", "Size", "device"]


_CPU = device("cpu")


def _key(key: Any) -> Any:
    """An indexing key with tensors unwrapped and lists made arrays (torch's lists index)."""
    if isinstance(key, Tensor):
        return key.ivy_array
    if isinstance(key, list):
        if all(type(k) is bool for k in key):
            return ivylite.asarray(key, dtype="bool")
        return ivylite.asarray(
            [_key(k) if isinstance(k, Tensor) else k for k in key], dtype="int64"
        )
    if isinstance(key, tuple):
        return tuple(_key(k) for k in key)
    return key


def _advanced(key: Any) -> bool:
    """Whether an (unwrapped) key indexes with arrays: torch's index_put."""
    return (
        isinstance(key, Array) or isinstance(key, tuple) and any(isinstance(k, Array) for k in key)
    )


class Tensor(FrontendArray, AutogradTensor):
    """``torch.Tensor``: a tensor whose operators and methods follow torch.

    ``Tensor(data)`` is torch's legacy constructor: a float32 tensor from a
    sequence, or an uninitialised one of the given sizes. ``torch.tensor``
    infers the dtype.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> x = torch.tensor([[1, 2], [3, 4]])
    >>> x.dtype, x.shape, x.dim()
    (torch.int64, torch.Size([2, 2]), 2)
    >>> x / 2
    tensor([[0.5000, 1.0000],
            [1.5000, 2.0000]])
    >>> (x.float() @ x.T.float()).sum(dim=1)
    tensor([16., 36.])
    >>> x[0] += 10
    >>> x.tolist(), torch.Tensor([1, 2])
    ([[11, 12], [3, 4]], tensor([1., 2.]))
    """

    # _ag: the autograd state (None for most tensors); weak references: the autograd's
    # registry of leaves
    __slots__ = ("_ag", "__weakref__")
    __array_priority__ = 1000  # NumPy defers to our reflected operators

    def __init__(self, *data: Any, device: Any = None) -> None:  # noqa: F811
        self._ag = None
        if len(data) == 1 and isinstance(data[0], Array):
            self.ivy_array = data[0]
            return
        if not data:
            self.ivy_array = ivylite.zeros((0,), dtype=_dtypes.DEFAULT[0])
        elif len(data) == 1 and not isinstance(data[0], int):
            self.ivy_array = _creation.tensor(
                data[0], dtype=_dtypes.TORCH[ivylite.float32]
            ).ivy_array
        else:
            self.ivy_array = ivylite.zeros(tuple(data), dtype=_dtypes.DEFAULT[0])

    # --- attributes ----------------------------------------------------------
    @property
    def dtype(self) -> _dtypes.dtype:
        return _dtypes.TORCH[self.ivy_array.dtype]

    @property
    def shape(self) -> Size:
        return Size(self.ivy_array.shape)

    def size(self, dim: int | None = None) -> Size | int:
        """The shape, or its length along ``dim``."""
        shape = self.ivy_array.shape
        return Size(shape) if dim is None else shape[dim]

    @property
    def ndim(self) -> int:
        return self.ivy_array.ndim

    def dim(self) -> int:
        """Number of dimensions."""
        return self.ivy_array.ndim

    ndimension = dim

    def numel(self) -> int:
        """Number of elements."""
        return self.ivy_array.size

    nelement = numel

    def element_size(self) -> int:
        """Bytes per element."""
        return self.dtype.itemsize

    @property
    def device(self) -> device:
        return _CPU

    is_cuda = False

    def _data_view(self) -> Tensor:
        return _DataView(self)

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

    def is_floating_point(self) -> bool:
        """Whether the dtype is a real floating dtype."""
        return self.ivy_array.dtype.kind == "float"

    def is_complex(self) -> bool:
        """Whether the dtype is complex."""
        return self.ivy_array.dtype.kind == "complex"

    def is_contiguous(self, memory_format: Any = None) -> bool:
        """Always True: ivylite arrays have no strides to speak of."""
        return True

    def contiguous(self, memory_format: Any = None) -> Tensor:
        """The tensor itself."""
        return self

    def __repr__(self) -> str:
        from ._repr import tensor_repr

        host = _host(self.ivy_array)
        d = _dtypes.DEFAULT
        defaults = (_dtypes.TORCH[d[0]], _dtypes.TORCH[d[1]], _INT64, _BOOL)
        return tensor_repr(host, self.dtype, defaults, self._ag is not None and self._ag.leaf)

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        if self.ivy_array.ndim == 0:
            return format(self.item(), spec)
        return format(repr(self), spec)

    def __hash__(self) -> int:
        return id(self)

    # --- conversions -----------------------------------------------------------
    def numpy(self, *, force: bool = False) -> Any:
        """The values as a NumPy array."""
        return _host(self.ivy_array)

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        out = _host(self.ivy_array)
        return out if dtype is None else out.astype(dtype)

    def item(self) -> Any:
        """The one element as a Python number."""
        if self.ivy_array.size != 1:
            raise RuntimeError(
                f"a Tensor with {self.ivy_array.size} elements cannot be converted to Scalar"
            )
        return _host(self.ivy_array).reshape(()).item()

    def tolist(self) -> Any:
        """The values as (nested) Python lists."""
        return _host(self.ivy_array).tolist()

    def __bool__(self) -> bool:
        return bool(self.item())

    def __int__(self) -> int:
        return int(self.item().real if self.is_complex() else self.item())

    def __float__(self) -> float:
        return float(self.item())

    def __complex__(self) -> complex:
        return complex(self.item())

    def __index__(self) -> int:
        if self.ivy_array.dtype.kind not in ("int", "uint", "bool"):
            raise TypeError("only integer tensors of a single element can be converted to an index")
        return int(self.item())

    def __len__(self) -> int:
        if self.ivy_array.ndim == 0:
            raise TypeError("len() of a 0-d tensor")
        return self.ivy_array.shape[0]

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

    def cpu(self) -> Tensor:
        """The tensor itself (the frontend has only the CPU)."""
        return self

    def cuda(self, *args: Any, **kwargs: Any) -> Tensor:
        """Not available: raises like torch without CUDA."""
        device("cuda")
        return self  # pragma: no cover - device() raised

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

    def __getitem__(self, key: Any) -> Tensor:
        return Tensor(_getitem(self.ivy_array, _key(key)))

    def __setitem__(self, key: Any, value: Any) -> None:
        a = self.ivy_array
        key = _key(key)
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
            from ._frontend import cast_scalar

            value = ivylite.asarray(cast_scalar(value, a.dtype), dtype=a.dtype)
        if (self._ag is not None and self._ag.leaf) or _autograd_session_tracks(a):
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
        from ._frontend import cast_scalar

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


class _DataView(Tensor):
    """``tensor.data``: the tensor's values, untracked; writes reach the tensor."""

    __slots__ = ("_owner",)

    def __init__(self, owner: Tensor) -> None:
        self._ag = None
        self._owner = owner

    @property
    def ivy_array(self) -> Array:  # type: ignore[override]
        from . import autograd

        return autograd.detach(self._owner.ivy_array)

    @ivy_array.setter
    def ivy_array(self, value: Array) -> None:
        self._owner.data = Tensor(value)


_TYPE_NAMES = {
    "float32": "torch.FloatTensor", "float64": "torch.DoubleTensor", "float16": "torch.HalfTensor",
    "bfloat16": "torch.BFloat16Tensor", "int8": "torch.CharTensor", "int16": "torch.ShortTensor",
    "int32": "torch.IntTensor", "int64": "torch.LongTensor", "uint8": "torch.ByteTensor",
    "bool": "torch.BoolTensor", "complex64": "torch.ComplexFloatTensor",
    "complex128": "torch.ComplexDoubleTensor",
}  # fmt: skip
_INT64 = _dtypes.BY_NAME["int64"]
_BOOL = _dtypes.BY_NAME["bool"]
_CATEGORY = {"bool": 0, "int": 1, "uint": 1, "float": 2, "complex": 3}


def _can_cast(src: Any, dst: Any) -> bool:
    """torch.can_cast: any cast that does not lower the category."""
    return _CATEGORY[src.kind] <= _CATEGORY[dst.kind]


def _setitem_copy(a: Array, key: Any, value: Any) -> Array:
    out = ivylite.asarray(a, copy=True)
    ivylite.setitem(out, key, value)
    return out


# indexing is not a frontend function: it reports itself to a replaying tape (JAX)
_getitem = _recorded(ivylite.getitem)
_setitem = _recorded(_setitem_copy)


def _autograd_session_tracks(a: Array) -> bool:
    from . import autograd

    return autograd.tracked(a)


def _host(a: Array) -> Any:
    return a.__array__()


# Methods that are the torch function of the same name with the tensor first.
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
# operator -> (module, function, reflected)
_OPERATORS = {
    "__add__": ("_ar", "add", False), "__radd__": ("_ar", "add", True),
    "__sub__": ("_ar", "sub", False), "__rsub__": ("_ar", "sub", True),
    "__mul__": ("_ar", "mul", False), "__rmul__": ("_ar", "mul", True),
    "__truediv__": ("_ar", "div", False),
    "__floordiv__": ("_ar", "floor_divide", False), "__rfloordiv__": ("_ar", "floor_divide", True),
    "__mod__": ("_ar", "remainder", False), "__rmod__": ("_ar", "remainder", True),
    "__pow__": ("_ar", "pow", False), "__rpow__": ("_ar", "pow", True),
    "__matmul__": ("_blas", "matmul", False), "__rmatmul__": ("_blas", "matmul", True),
    "__and__": ("_ar", "bitwise_and", False), "__rand__": ("_ar", "bitwise_and", True),
    "__or__": ("_ar", "bitwise_or", False), "__ror__": ("_ar", "bitwise_or", True),
    "__xor__": ("_ar", "bitwise_xor", False), "__rxor__": ("_ar", "bitwise_xor", True),
    "__lshift__": ("_ar", "bitwise_left_shift", False),
    "__rlshift__": ("_ar", "bitwise_left_shift", True),
    "__rshift__": ("_ar", "bitwise_right_shift", False),
    "__rrshift__": ("_ar", "bitwise_right_shift", True),
    "__eq__": ("_cmp", "eq", False), "__ne__": ("_cmp", "ne", False),
    "__lt__": ("_cmp", "lt", False), "__le__": ("_cmp", "le", False),
    "__gt__": ("_cmp", "gt", False), "__ge__": ("_cmp", "ge", False),
    "__invert__": ("_pw", "bitwise_not", False), "__neg__": ("_pw", "neg", False),
    "__pos__": ("_pw", "positive", False), "__abs__": ("_pw", "abs", False),
}  # fmt: skip
# in-place operator or method -> (module, function): torch writes the result back
_INPLACE = {
    "__iadd__": ("_ar", "add"), "__isub__": ("_ar", "sub"), "__imul__": ("_ar", "mul"),
    "__itruediv__": ("_ar", "div"), "__ifloordiv__": ("_ar", "floor_divide"),
    "__imod__": ("_ar", "remainder"), "__ipow__": ("_ar", "pow"),
    "__imatmul__": ("_blas", "matmul"), "__iand__": ("_ar", "bitwise_and"),
    "__ior__": ("_ar", "bitwise_or"), "__ixor__": ("_ar", "bitwise_xor"),
    "__ilshift__": ("_ar", "bitwise_left_shift"), "__irshift__": ("_ar", "bitwise_right_shift"),
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


def _operator(fn: Any, reflected: bool) -> Any:
    if reflected:
        return lambda self, other: fn(other, self)
    return fn


def _inplace_method(name: str, fn: Any) -> Any:
    def method(self: Tensor, *args: Any, **kwargs: Any) -> Tensor:
        return self._inplace(fn(self, *args, **kwargs), name)

    method.__doc__ = f"In-place ``{fn.__name__}``: the result, in this tensor's dtype."
    return method


def _cast_method(d: Any) -> Any:
    def method(self: Tensor, memory_format: Any = None) -> Tensor:
        return self.to(d)

    method.__doc__ = f"This tensor as {d}."
    return method


def _bind_methods(modules: dict[str, Any]) -> None:
    # A function stored on the class is a method: ``x.sum(dim=1)`` is
    # ``sum(x, dim=1)`` with no extra call in between.
    for module, names in _METHODS.items():
        for name in names.split():
            setattr(Tensor, name, getattr(modules[module], name))
    for name, (module, fn, reflected) in _OPERATORS.items():
        setattr(Tensor, name, _operator(getattr(modules[module], fn), reflected))
    for name, (module, fn) in _INPLACE.items():
        setattr(Tensor, name, _inplace_method(name, getattr(modules[module], fn)))
    for name, d in _CASTS.items():
        setattr(Tensor, name, _cast_method(_dtypes.BY_NAME[d]))
    reciprocal, mul = modules["_pw"].reciprocal, modules["_ar"].mul

    def __rtruediv__(self: Tensor, other: Any) -> Tensor:  # noqa: N807
        # torch divides a number by a tensor as reciprocal() * number, in the
        # tensor's precision (2.0 / bfloat16 tensor rounds 1/x to bfloat16 first)
        return mul(reciprocal(self), other)

    Tensor.__rtruediv__ = __rtruediv__


# The function modules wrap their results in Tensor, so they load after it.
from . import arithmetic as _ar  # noqa: E402
from . import blas as _blas  # noqa: E402
from . import comparison as _cmp  # noqa: E402
from . import creation as _creation  # noqa: E402
from . import manipulation as _manip  # noqa: E402
from . import pointwise as _pw  # noqa: E402
from . import random as _random  # noqa: E402
from . import reduction as _red  # noqa: E402
from . import scatter as _sc  # noqa: E402

_bind_methods(
    {
        "_ar": _ar,
        "_blas": _blas,
        "_cmp": _cmp,
        "_manip": _manip,
        "_pw": _pw,
        "_red": _red,
        "_sc": _sc,
    }  # fmt: skip
)
