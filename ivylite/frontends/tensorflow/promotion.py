"""TensorFlow's dtype rules: no implicit promotion, and how Python values become tensors.

**Between tensors** TensorFlow never promotes: an op on an int32 and a
float32 tensor raises ``InvalidArgumentError``. As a promotion graph that is
:data:`EDGES` = ``{}``: every dtype is its own only upper bound, so two
different dtypes have no join and promoting them raises. The graph is a
(trivial) lattice and ``ivylite.promotion.lattice("tensorflow")`` checks it.

**Python values** are not weak nodes of that lattice, because TensorFlow's
rules for them are not a join: whether ``x + s`` works depends on the
tensor's dtype, on the scalar's *value* and on the op.

- Next to a tensor, a Python value is converted to the tensor's dtype
  (``tf.constant(1, tf.int8) + 2`` is int8). That fails, and the op raises,
  when the kinds differ: a float for an integer or bool dtype, a complex for a
  real one, an int for bool. A Python ``bool`` converts only to bool, int32,
  int64, uint64, float16, float32, float64 and complex128 (TensorFlow's fast
  conversion path lacks the other seven). An int outside int64 fails for
  integer dtypes (uint64 takes ``[0, 2**64)``), for bfloat16 and for
  complex64; an int inside it *wraps* to narrower integer dtypes
  (``int8 + 1000`` adds -24, as TensorFlow does). Floats overflow to inf.
- Alone (``tf.constant(v)``, or as an op's first argument where the op
  converts it first), a Python value gets its own dtype: bool; int32, or
  int64 when a value is outside int32; float32 (a finite value beyond
  float32 raises ValueError); complex128. In a list the first element leads:
  after a bool only bools may follow, after an int or a float no complex
  number (ValueError), after a complex number anything numeric.
- NumPy arrays and scalars keep their dtype alone and are cast (lossily, by
  NumPy) to the tensor's dtype next to a tensor.

Declared gap: for uint64, TensorFlow's conversion of Python ints outside
``[0, 2**64)`` is erratic (-1, -2**63 and 2**64 give 2**64-1 next to a tensor,
other negatives raise SystemError, ``tf.constant`` raises for all of them);
the frontend raises ValueError for every such int converted to uint64.
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from .._common import FrontendArray
from .dtypes import _to_ivy
from .errors import InvalidArgumentError

__all__ = [
    "EDGES",
    "promote_types_tensorflow",
    "promote_types_of_tensorflow_inputs",
    "convert",
    "default_dtype",
    "scalar",
]

# No edges: TensorFlow joins a dtype only with itself (see the module docstring).
EDGES: dict[str, tuple[str, ...]] = {}

_JOIN = ivylite.promotion.lattice("tensorflow").join

_BOOL = Dtype("bool")
_INT32 = Dtype("int32")
_INT64 = Dtype("int64")
_FLOAT32 = Dtype("float32")
_COMPLEX128 = Dtype("complex128")
_UINT64 = Dtype("uint64")

# Dtypes a Python bool converts to.
_BOOL_TARGETS = frozenset(
    Dtype(d)
    for d in ("bool", "int32", "int64", "uint64", "float16", "float32", "float64", "complex128")
)
# Non-integer dtypes whose conversion of a Python int goes through int64.
_INT64_BOUNDED = frozenset((Dtype("bfloat16"), Dtype("complex64")))
_INT_BITS = {d: d.bits for d in ivylite.all_int_dtypes}
_F32_MAX = 3.4028234663852886e38
_KIND_OF_TYPE = {builtins.bool: "b", int: "i", float: "f", complex: "c"}
_PY_NAMES = {"b": "bool", "i": "int", "f": "float", "c": "complex"}


def promote_types_tensorflow(type1: Any, type2: Any) -> Dtype:
    """The dtype TensorFlow gives an op on tensors of ``type1`` and ``type2``.

    It is the dtype itself when both are the same; any other pair raises
    :class:`~ivylite.frontends.tensorflow.errors.InvalidArgumentError`.

    Examples
    --------
    >>> from ivylite.frontends.tensorflow.promotion import promote_types_tensorflow
    >>> promote_types_tensorflow("int8", "int8")
    int8
    >>> promote_types_tensorflow("int32", "float32")
    Traceback (most recent call last):
    ...
    ivylite.frontends.tensorflow.errors.InvalidArgumentError: promote_types: cannot compute promote_types on int32 and float32 tensors; TensorFlow never promotes implicitly, cast one input with tf.cast
    """
    a, b = _to_ivy(type1), _to_ivy(type2)
    r = _JOIN[a][b]
    if r is None:
        raise mismatch("promote_types", a, b)
    return r


def mismatch(op: str, a: Dtype, b: Dtype) -> InvalidArgumentError:
    """The error of an op given tensors of two dtypes.

    Examples
    --------
    >>> from ivylite.frontends.tensorflow.promotion import mismatch
    >>> print(mismatch("Mul", "int8", "int16"))
    Mul: cannot compute Mul on int8 and int16 tensors; TensorFlow never promotes implicitly, cast one input with tf.cast
    """
    return InvalidArgumentError(
        f"{op}: cannot compute {op} on {a} and {b} tensors; TensorFlow never promotes "
        "implicitly, cast one input with tf.cast"
    )


def promote_types_of_tensorflow_inputs(x1: Any, x2: Any, op: str = "op") -> tuple[Array, Array]:
    """Both inputs of a binary op as ivylite Arrays of TensorFlow's result dtype.

    Two tensors must have one dtype. A Python value or NumPy array next to a
    tensor is converted to the tensor's dtype (by the rules of the module
    docstring); with no tensor, the first input takes its own dtype and the
    second is converted to it.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.tensorflow.promotion import promote_types_of_tensorflow_inputs
    >>> a, b = promote_types_of_tensorflow_inputs(ivylite.asarray([1, 2], dtype="int8"), 1000)
    >>> b.dtype, int(b)
    (int8, -24)
    >>> promote_types_of_tensorflow_inputs(ivylite.asarray([1, 2]), 2.5, "AddV2")
    Traceback (most recent call last):
    ...
    ivylite.frontends.tensorflow.errors.InvalidArgumentError: AddV2: cannot convert the Python float 2.5 to int32, the dtype of the other input; TensorFlow never promotes implicitly, cast one input with tf.cast
    """
    if isinstance(x1, FrontendArray):
        x1 = x1.ivy_array
    if isinstance(x2, FrontendArray):
        x2 = x2.ivy_array
    if isinstance(x1, Array):
        if isinstance(x2, Array):
            if x1._dtype is not x2._dtype:
                raise mismatch(op, x1._dtype, x2._dtype)
            return x1, x2
        return x1, hinted(x2, x1._dtype, op)
    if isinstance(x2, Array):
        return hinted(x1, x2._dtype, op), x2
    x1 = convert(x1)
    return x1, hinted(x2, x1._dtype, op)


def hinted(value: Any, dtype: Dtype, op: str) -> Array:
    """``value`` converted to ``dtype`` as an op converts its non-tensor input.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.tensorflow.promotion import hinted
    >>> hinted(True, ivylite.float32, "AddV2").tolist(), hinted([1, 300], ivylite.uint8, "AddV2").tolist()
    (1.0, [1, 44])
    """
    if isinstance(value, Array):
        if value._dtype is not dtype:
            raise mismatch(op, dtype, value._dtype)
        return value
    kinds = _scalar_kind(value)
    if kinds is None and not isinstance(value, (list, tuple)):
        return _non_python(value, dtype, op)
    scan = _scan(value) if kinds is None else _scalar_scan(value, kinds)
    why = _refusal(scan, dtype)
    if why is not None:
        raise InvalidArgumentError(
            f"{op}: cannot convert the {_describe(value, scan[0])} to {dtype}, the dtype of the "
            "other input; TensorFlow never promotes implicitly, cast one input with tf.cast"
        )
    return _build(value, scan, dtype) if kinds is None else _scalar_array(value, dtype)


def _non_python(value: Any, dtype: Dtype, op: str) -> Array:
    np = _numpy_of(value)
    if np is not None:
        return _from_numpy(value, dtype)
    arr = ivylite.asarray(value)  # a native array of the backend
    if arr._dtype is not dtype:
        raise mismatch(op, dtype, arr._dtype)
    return arr


def convert(value: Any, dtype: Any = None, *, fn: str = "convert_to_tensor") -> Array:
    """``tf.convert_to_tensor(value, dtype)`` as an ivylite Array.

    Without ``dtype`` a Python value gets TensorFlow's default dtype
    (:func:`default_dtype`); with it, the value must convert to it (a
    TypeError when the kinds differ, a ValueError when an int is out of
    range), and a tensor must already have it.

    Examples
    --------
    >>> from ivylite.frontends.tensorflow.promotion import convert
    >>> convert([1, 2]).dtype, convert([1, 2**40]).dtype, convert([1, 2.5]).dtype
    (int32, int64, float32)
    >>> convert(300, "int8").tolist()
    44
    >>> convert(1.5, "int32")
    Traceback (most recent call last):
    ...
    TypeError: convert_to_tensor: cannot convert the Python float 1.5 to a tensor of dtype int32
    """
    target = None if dtype is None else _to_ivy(dtype)
    if isinstance(value, FrontendArray):
        value = value.ivy_array
    if isinstance(value, Array):
        if target is not None and value._dtype is not target:
            raise ValueError(
                f"{fn}: conversion requested dtype {target} for a tensor of dtype {value._dtype}; "
                "use tf.cast to change a tensor's dtype"
            )
        return value
    kinds = _scalar_kind(value)
    if kinds is None:
        if isinstance(value, (list, tuple)):
            if any(isinstance(e, (Array, FrontendArray)) for e in value):
                return _pack(value, target, fn)
            scan = _scan(value)
        elif _numpy_of(value) is not None:
            return _from_numpy(value, target)
        else:
            arr = ivylite.asarray(value)
            return arr if target is None else convert(arr, target, fn=fn)
    else:
        scan = _scalar_scan(value, kinds)
    if target is None:
        target = _default(scan, fn)
    else:
        why = _refusal(scan, target)
        if why is not None:
            error = ValueError if why == "range" else TypeError
            raise error(
                f"{fn}: cannot convert the {_describe(value, scan[0])} to a tensor of dtype {target}"
            )
    return _build(value, scan, target) if kinds is None else _scalar_array(value, target)


def default_dtype(value: Any) -> Dtype:
    """The dtype TensorFlow gives ``value`` converted alone (``tf.constant(value)``).

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.frontends.tensorflow.promotion import default_dtype
    >>> default_dtype(True), default_dtype(2**31), default_dtype([1, 2.0]), default_dtype(np.float64(1))
    (bool, int64, float32, float64)
    """
    if isinstance(value, FrontendArray):
        return value.ivy_array._dtype
    if isinstance(value, Array):
        return value._dtype
    kinds = _scalar_kind(value)
    if kinds is not None:
        return _default(_scalar_scan(value, kinds), "convert_to_tensor")
    if isinstance(value, (list, tuple)):
        if any(isinstance(e, (Array, FrontendArray)) for e in value):
            first = next(e for e in value if isinstance(e, (Array, FrontendArray)))
            return default_dtype(first)
        return _default(_scan(value), "convert_to_tensor")
    if _numpy_of(value) is not None:
        return ivylite.as_dtype(value.dtype)
    return ivylite.asarray(value)._dtype


# --- reading Python values -------------------------------------------------------


def _scalar_kind(value: Any) -> str | None:
    return _KIND_OF_TYPE.get(type(value))


def _scalar_scan(value: Any, kind: str) -> tuple[str, Any, Any, float]:
    """What :func:`_scan` gives for one Python scalar."""
    if kind == "i":
        return kind, value, value, 0.0
    if kind == "f" and value - value == 0.0:  # finite
        return kind, None, None, abs(value)
    return kind, None, None, 0.0


def _scan(value: Any) -> tuple[str, int | None, int | None, float]:
    """(kinds in order of first appearance, smallest int, largest int, largest finite
    |float|) of a nested sequence, read in order (TensorFlow's inference is ordered)."""
    kinds = ""
    imin = imax = None
    fmax = 0.0
    todo = [value]
    while todo:
        v = todo.pop()
        t = type(v)
        k = _KIND_OF_TYPE.get(t)
        if k is None:
            if t is list or t is tuple:
                todo.extend(reversed(v))
                continue
            k = _numpy_scalar_kind(v)
            if k is None:
                raise ValueError(
                    f"convert_to_tensor: cannot convert a {t.__name__} inside a sequence to a tensor"
                )
            v = v.item()
        if k not in kinds:
            kinds += k
        if k == "i":
            imin = v if imin is None or v < imin else imin
            imax = v if imax is None or v > imax else imax
        elif k == "f" and v - v == 0.0 and abs(v) > fmax:
            fmax = abs(v)
    return kinds, imin, imax, fmax


def _numpy_scalar_kind(v: Any) -> str | None:
    np = _numpy_of(v)
    if np is None or v.ndim != 0:
        return None
    return {"b": "b", "i": "i", "u": "i", "f": "f", "c": "c"}.get(v.dtype.kind)


def _numpy_of(value: Any) -> Any:
    """NumPy, if ``value`` is a NumPy array or scalar (NumPy is then imported)."""
    mod = type(value).__module__
    if mod == "numpy" or mod.startswith("numpy.") or mod == "ml_dtypes":
        import numpy as np

        if isinstance(value, (np.ndarray, np.generic)):
            return np
    return None


def _default(scan: tuple, fn: str) -> Dtype:
    kinds, imin, imax, fmax = scan
    if not kinds:
        return _FLOAT32  # an empty list
    # The first element's kind leads: after a bool only bools may follow; a complex
    # number may follow nothing but another; ints and floats (and then bools) mix.
    first = kinds[0]
    if first == "b":
        if len(kinds) > 1:
            raise ValueError(f"{fn}: can't convert a Python sequence with mixed types to a tensor")
        return _BOOL
    if first == "c":
        return _COMPLEX128
    if "c" in kinds:
        raise ValueError(f"{fn}: can't convert a Python sequence with mixed types to a tensor")
    k = "f" if "f" in kinds else "i"
    if k == "i":
        if -(2**31) <= imin and imax < 2**31:
            return _INT32
        if -(2**63) <= imin and imax < 2**63:
            return _INT64
        raise ValueError(f"{fn}: can't convert a Python int out of the int64 range to a tensor")
    if fmax > _F32_MAX:
        raise ValueError(f"{fn}: a Python float out of the float32 range (give a dtype)")
    return _FLOAT32


def _refusal(scan: tuple, dtype: Dtype) -> str | None:
    """Why a Python value does not convert to ``dtype`` ("range" or its kind), else None."""
    kinds, imin, imax, _ = scan
    kind = dtype.kind
    if "c" in kinds and kind != "complex":
        return "c"
    if "f" in kinds and kind != "float" and kind != "complex":
        return "f"
    if "i" in kinds:
        if kind == "bool":
            return "i"
        if kind in ("int", "uint") or dtype in _INT64_BOUNDED:
            if dtype is _UINT64:
                if imin < 0 or imax >= 2**64:
                    return "range"
            elif imin < -(2**63) or imax >= 2**63:
                return "range"
        elif max(-imin, imax) >= 2**1024:
            return "range"
    if "b" in kinds and dtype not in _BOOL_TARGETS:
        return "b"
    return None


def _describe(value: Any, kinds: str) -> str:
    if len(kinds) == 1 and type(value) in _KIND_OF_TYPE:
        return f"Python {_PY_NAMES[kinds]} {value!r}"
    text = repr(value)
    return f"value {text if len(text) < 40 else text[:37] + '...'}"


# --- building arrays ---------------------------------------------------------------


def _build(value: Any, scan: tuple, dtype: Dtype) -> Array:
    import numpy as np

    kinds, imin, imax, _ = scan
    kind = dtype.kind
    if kind in ("int", "uint"):
        bits = _INT_BITS[dtype]
        lo, hi = (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1) if kind == "int" else (0, 2**bits - 1)
        if imin is not None and (imin < lo or imax > hi):
            value = _wrapped(value, bits, kind == "int")
        return ivylite.asarray(np.asarray(value, dtype=str(dtype)))
    if kind == "bool":
        return ivylite.asarray(np.asarray(value, dtype=builtins.bool))
    if kind == "complex":
        with np.errstate(over="ignore"):
            a = np.asarray(value, dtype=np.complex128)
            return ivylite.asarray(a if dtype is _COMPLEX128 else a.astype(np.complex64))
    with np.errstate(over="ignore"):
        a = np.asarray(value, dtype=np.float64)
        if dtype == "bfloat16":
            # float32 first: the backends round float32 to bfloat16 the same way
            return ivylite.asarray(a.astype(np.float32), dtype=dtype)
        return ivylite.asarray(a.astype(str(dtype), copy=False))


def scalar(value: Any, like: Array) -> Array:
    """A Python constant as a 0-d array of ``like``'s dtype: ivylite then computes
    with one dtype, whatever promotion policy is active.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.tensorflow.promotion import scalar
    >>> scalar(1, ivylite.asarray([2.0], dtype="float16"))
    ivylite.array(1., dtype=float16, backend=numpy)
    """
    return _scalar_array(value, like._dtype)


# dtype -> NumPy dtype, and the largest finite value of float dtypes.
_NP_DTYPES: dict[Dtype, Any] = {}
_FLOAT_MAX = {
    Dtype("float16"): 65504.0,
    Dtype("float32"): _F32_MAX,
    Dtype("complex64"): _F32_MAX,
    Dtype("float64"): float("inf"),
    Dtype("complex128"): float("inf"),
}


def _scalar_array(value: Any, dtype: Dtype) -> Array:
    """A Python scalar that converts to ``dtype`` (checked by :func:`_refusal`) as a 0-d array.

    The common case of every binary op with a Python operand, so it is kept
    short: a 0-d NumPy array is the cheapest thing for ivylite to take in.
    """
    import numpy as np

    npd = _NP_DTYPES.get(dtype)
    if npd is None:
        if dtype == "bfloat16":
            return _build(value, _scalar_scan(value, _scalar_kind(value)), dtype)
        npd = _NP_DTYPES[dtype] = np.dtype(str(dtype))
    kind = dtype.kind
    if kind == "int" or kind == "uint":
        bits = _INT_BITS[dtype]
        if kind == "int":
            lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        else:
            lo, hi = 0, (1 << bits) - 1
        if not lo <= value <= hi:
            value = _wrapped(value, bits, kind == "int")
        return ivylite.asarray(np.array(value, dtype=npd))
    if kind == "bool":
        return ivylite.asarray(np.array(value, dtype=npd))
    if type(value) is int:
        value = float(value)
    size = (
        builtins.max(builtins.abs(value.real), builtins.abs(value.imag))
        if type(value) is complex
        else builtins.abs(value)
    )
    if size > _FLOAT_MAX[dtype]:
        with np.errstate(over="ignore"):  # overflows to inf, as in TensorFlow
            return ivylite.asarray(np.array(value).astype(npd))
    return ivylite.asarray(np.array(value, dtype=npd))


def _wrapped(value: Any, bits: int, signed: bool) -> Any:
    """Python ints reduced modulo 2**bits, as TensorFlow wraps them (bools kept)."""
    if type(value) in (list, tuple):
        return [_wrapped(v, bits, signed) for v in value]
    t = type(value)
    if t is int:
        v = value % (1 << bits)
        return v - (1 << bits) if signed and v >= 1 << (bits - 1) else v
    if t is builtins.bool:
        return value
    return _wrapped(value.item(), bits, signed)  # a NumPy scalar


def _from_numpy(value: Any, dtype: Dtype | None) -> Array:
    import numpy as np

    if dtype is None:
        return ivylite.asarray(np.asarray(value))
    a = np.asarray(value)
    if a.dtype.kind == "c" and dtype.kind != "complex":
        a = a.real  # TensorFlow (through NumPy) drops the imaginary part
    if dtype == "bfloat16":
        return ivylite.asarray(a.astype(np.float32), dtype=dtype)
    with np.errstate(over="ignore", invalid="ignore"):
        return ivylite.asarray(a.astype(str(dtype)))


def _pack(value: Any, dtype: Dtype | None, fn: str) -> Array:
    """A list with tensors in it: TensorFlow stacks it, in the first tensor's dtype."""
    if dtype is None:
        dtype = default_dtype(next(e for e in value if isinstance(e, (Array, FrontendArray))))
    parts = [convert(e, dtype, fn=fn) for e in value]
    return ivylite.stack(parts)
