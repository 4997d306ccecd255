"""NumPy 2's type promotion (NEP 50), as data.

``EDGES`` is the graph ivylite registers as the ``"numpy"`` policy. NumPy's
promotion is *not* a lattice, in four places, so the graph is the closest
lattice and the rest is kept as explicit exceptions:

1. NumPy casts uint8 safely to float16 and uint16 to float32
   (``promote_types(uint8, float16) == float16``), yet int8 and uint8 join at
   int16, and int16 with float16 gives float32: {int8, uint8} would have two
   minimal upper bounds (int16, float16). The graph leaves uint8 -> float16 and
   uint16 -> float32 out; ``NOT_A_LATTICE`` holds the six pairs where NumPy
   gives the narrower float.
2. bfloat16 (from ml_dtypes): ``numpy.promote_types`` refuses bfloat16 with
   int16/32/64, uint16/32/64 and float16 (``DTypePromotionError``) although
   they have common upper bounds, while ufuncs (operators, ``add``...) find a
   float32/float64 loop, which is the graph's join. ``promote_types_numpy``
   refuses like NumPy (``PROMOTE_REFUSED``); the ufunc table uses the join.
3. Python scalars are weak but do not fit a lattice: an int8 array plus a
   Python float is float64 (the default float), not the narrowest float above
   int8 (float16). The weak nodes are therefore not in ``EDGES``; the
   ``WEAK_*`` tables give NumPy's rules per array dtype.
4. Promotion is not associative, so NumPy promotes many dtypes at once with
   its own algorithm (``result_type(uint8, int8, float16)`` is float16, a fold
   gives float32). ``promote_sequence`` reproduces it; ivylite's own
   ``result_type`` under the ``"numpy"`` policy joins on the graph instead.

NumPy 0-d arrays and NumPy scalars are strongly typed: only Python ``int``,
``float`` and ``complex`` are weak. A Python ``bool`` is the bool dtype.
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype
from ivylite.frontends._common import INT_RANGE, FrontendArray
from ivylite.promotion import parse_edges, register_policy

from .dtypes import OutOfScopeError, as_numpy_dtype

__all__ = [
    "EDGES",
    "NOT_A_LATTICE",
    "PROMOTE_REFUSED",
    "DTypePromotionError",
    "promote_types_numpy",
    "ufunc_result_dtype",
    "result_type_numpy",
    "promote_types_of_numpy_inputs",
    "weak_result_dtype",
    "can_cast_numpy",
    "promote_sequence",
    "as_array",
    "scalar_array",
    "infer_dtype",
]

EDGES = parse_edges("""
b1 -> u1, i1
u1 -> u2, i2; u2 -> u4, i4; u4 -> u8, i8; u8 -> f8
i1 -> i2, bf, f2; i2 -> i4, f4; i4 -> i8, f8; i8 -> f8
bf -> f4; f2 -> f4; f4 -> f8, c8; f8 -> c16
c8 -> c16
""")

LATTICE = register_policy("numpy", EDGES)

_D = Dtype
# Pairs (either order) where NumPy's promotion is not the graph's join: case 1 above.
NOT_A_LATTICE: dict[frozenset, Dtype] = {
    frozenset(("uint8", "float16")): _D("float16"),
    frozenset(("uint8", "bfloat16")): _D("bfloat16"),
    frozenset(("uint16", "float16")): _D("float32"),
    frozenset(("uint16", "bfloat16")): _D("float32"),
    frozenset(("uint16", "float32")): _D("float32"),
    frozenset(("uint16", "complex64")): _D("complex64"),
}

# Pairs numpy.promote_types refuses (case 2 above); ufuncs still compute them.
PROMOTE_REFUSED: frozenset[frozenset] = frozenset(
    frozenset(("bfloat16", other))
    for other in ("int16", "int32", "int64", "uint16", "uint32", "uint64", "float16")
)


class DTypePromotionError(TypeError):
    """No common dtype exists (NumPy's ``numpy.exceptions.DTypePromotionError``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> try:
    ...     np.promote_types("bfloat16", "int16")
    ... except TypeError as e:
    ...     print(type(e).__name__)
    DTypePromotionError
    """


def _build_tables() -> tuple[dict, dict]:
    ufunc: dict[Dtype, dict[Dtype, Dtype]] = {}
    promote: dict[Dtype, dict[Dtype, Dtype | None]] = {}
    for a in ivylite.all_dtypes:
        ufunc[a], promote[a] = {}, {}
        for b in ivylite.all_dtypes:
            r = NOT_A_LATTICE.get(frozenset((a, b)), LATTICE.join[a][b])
            ufunc[a][b] = r
            promote[a][b] = None if frozenset((a, b)) in PROMOTE_REFUSED else r
    return ufunc, promote


# dtype -> dtype -> result: what ufuncs (and operators) compute in.
UFUNC_TABLE, PROMOTE_TABLE = _build_tables()

_BOOL, _I64, _U64 = _D("bool"), _D("int64"), _D("uint64")
_BF16, _F32, _F64 = _D("bfloat16"), _D("float32"), _D("float64")
_C64, _C128 = _D("complex64"), _D("complex128")

# Python scalar type -> array dtype -> result dtype (NEP 50), in ufuncs.
WEAK_INT = {d: (_I64 if d.kind == "bool" else d) for d in ivylite.all_dtypes}
WEAK_FLOAT = {
    d: (_F64 if d.kind in ("bool", "int", "uint") else _F32 if d is _BF16 else d)
    for d in ivylite.all_dtypes
}
WEAK_COMPLEX = {
    d: (
        _C128
        if d.kind in ("bool", "int", "uint") or d is _F64
        else _C64
        if d.kind == "float"
        else d
    )
    for d in ivylite.all_dtypes
}
# numpy.result_type (where, concatenate...) differs from ufuncs for one pair:
# bfloat16 with a Python float is float64 there (ufuncs pick a float32 loop).
WEAK_FLOAT_RESULT_TYPE = {**WEAK_FLOAT, _BF16: _F64}

_WEAK = {builtins.int: WEAK_INT, builtins.float: WEAK_FLOAT, builtins.complex: WEAK_COMPLEX}
_PY_DEFAULT = {
    builtins.bool: _BOOL,
    builtins.int: _I64,
    builtins.float: _F64,
    builtins.complex: _C128,
}
_FLOAT_LIMIT = 2**1024  # a Python int this large does not convert to a C double


def promote_types_numpy(type1: Any, type2: Any, /) -> Dtype:
    """``numpy.promote_types``: the dtype two dtypes promote to in NumPy 2.

    Raises :class:`DTypePromotionError` where NumPy does (bfloat16 with wider
    integers or float16).

    Examples
    --------
    >>> from ivylite.frontends.numpy.promotion import promote_types_numpy
    >>> promote_types_numpy("uint8", "float16"), promote_types_numpy("int64", "uint64")
    (float16, float64)
    >>> promote_types_numpy(int, "float32")  # int is int64: a dtype, not a weak scalar
    float64
    """
    a, b = as_numpy_dtype(type1), as_numpy_dtype(type2)
    r = PROMOTE_TABLE[a][b]
    if r is None:
        raise DTypePromotionError(
            f"promote_types: NumPy (with ml_dtypes) has no common dtype for {a} and {b}; "
            "cast one of them explicitly with astype"
        )
    return r


def ufunc_result_dtype(type1: Any, type2: Any, /) -> Dtype:
    """The dtype a NumPy ufunc computes two dtypes in (the graph's join with the
    exceptions; defined for every pair, bfloat16 included).

    Examples
    --------
    >>> from ivylite.frontends.numpy.promotion import ufunc_result_dtype
    >>> ufunc_result_dtype("bfloat16", "int16"), ufunc_result_dtype("uint16", "float16")
    (float32, float32)
    """
    return UFUNC_TABLE[as_numpy_dtype(type1)][as_numpy_dtype(type2)]


def _check_int(value: int, result: Dtype) -> None:
    """NumPy's check of a Python int against the dtype it will become."""
    kind = result.kind
    if kind in ("int", "uint"):
        lo, hi = INT_RANGE[result]
        if value < lo or value > hi:
            raise OverflowError(f"Python integer {value} out of bounds for {result}")
    elif result is _BF16:
        if not -(2**63) <= value < 2**63:
            raise TypeError(
                f"Python integer {value} does not fit int64, which NumPy converts it "
                "through to combine it with bfloat16"
            )
    elif kind != "bool" and not -_FLOAT_LIMIT < value < _FLOAT_LIMIT:
        raise OverflowError("int too large to convert to float")


def weak_result_dtype(d: Dtype, scalar: Any, *, result_type: bool = False) -> Dtype:
    """The dtype of an array of dtype ``d`` combined with a Python scalar (NEP 50).

    ``result_type=True`` gives ``numpy.result_type``'s answer, which differs
    from ufuncs' for bfloat16 with a Python float.

    Examples
    --------
    >>> from ivylite.frontends.numpy.promotion import weak_result_dtype
    >>> import ivylite
    >>> weak_result_dtype(ivylite.int8, 1), weak_result_dtype(ivylite.int8, 1.0)
    (int8, float64)
    >>> weak_result_dtype(ivylite.float32, 1j), weak_result_dtype(ivylite.bool, 2)
    (complex64, int64)
    """
    t = type(scalar)
    if t is builtins.bool:
        return d
    if result_type and t is builtins.float:
        r = WEAK_FLOAT_RESULT_TYPE[d]
    else:
        r = _WEAK[t][d]
    if t is builtins.int:
        _check_int(scalar, r)
    return r


def scalar_array(value: Any, d: Dtype) -> Array:
    """A Python scalar as a 0-d ivylite array of dtype ``d`` (values NumPy would
    overflow to infinity do so here too).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy.promotion import scalar_array
    >>> scalar_array(70000, ivylite.float16).tolist()
    inf
    """
    if d.kind in ("float", "complex") and type(value) is not builtins.complex:
        value = builtins.float(value)
        if d.bits <= 32 and value == value:
            value = _saturate(value, d)
    return ivylite.asarray(value, dtype=d)


# Where rounding to the dtype reaches infinity: the largest finite value plus
# half a unit in the last place there.
_OVERFLOW_AT = {
    _D("bfloat16"): 3.3895313892515355e38 + 2.0**119,
    _D("float16"): 65520.0,
    _D("float32"): 3.4028234663852886e38 + 2.0**103,
    _D("complex64"): 3.4028234663852886e38 + 2.0**103,
}


def _saturate(value: float, d: Dtype) -> float:
    # Beyond the dtype's range NumPy's conversion gives inf; some frameworks refuse
    # the value instead, so it is made inf before it reaches them.
    limit = _OVERFLOW_AT[d]
    if value >= limit:
        return float("inf")
    if value <= -limit:
        return float("-inf")
    return value


def infer_dtype(obj: Any) -> Dtype:
    """The dtype ``numpy.asarray(obj)`` gives (Python scalars strongly typed:
    int64, float64, complex128; nested sequences promoted).

    Examples
    --------
    >>> from ivylite.frontends.numpy.promotion import infer_dtype
    >>> infer_dtype([1, 2.5]), infer_dtype([[True], [False]]), infer_dtype(2**63)
    (float64, bool, uint64)
    """
    t = type(obj)
    if t is builtins.int:
        return _int_dtype((obj,))
    d = _PY_DEFAULT.get(t)
    if d is not None:
        return d
    if t is list or t is tuple:
        kinds: set = set()
        ints: list[int] = []
        arrays: list[Dtype] = []
        _walk(obj, kinds, ints, arrays)
        result: Dtype | None = None
        if ints:
            result = _int_dtype(ints)
        for k in kinds:
            d = _PY_DEFAULT[k]
            result = d if result is None else promote_types_numpy(result, d)
        for d in arrays:
            result = d if result is None else promote_types_numpy(result, d)
        return _F64 if result is None else result  # numpy.asarray([]) is float64
    return as_numpy_dtype(obj)


def _walk(seq: Any, kinds: set, ints: list, arrays: list) -> None:
    for e in seq:
        t = type(e)
        if t is builtins.int:
            ints.append(e)
        elif t in _PY_DEFAULT:
            kinds.add(t)
        elif t is list or t is tuple:
            _walk(e, kinds, ints, arrays)
        elif t is range:
            ints.extend((e.start, e[-1]) if len(e) else ())
        elif t is builtins.str or t is builtins.bytes:
            raise OutOfScopeError("string arrays")
        else:
            arrays.append(as_numpy_dtype(e))


def _int_dtype(ints: Any) -> Dtype:
    lo, hi = min(ints), max(ints)
    if lo >= -(2**63) and hi < 2**63:
        return _I64
    if lo >= 0 and hi < 2**64:
        return _U64
    if hi < 2**64:
        return _F64  # numpy.asarray([2**63, -1]) is float64
    raise OverflowError(
        f"Python integer {hi if hi >= 2**64 else lo} fits no NumPy integer dtype "
        "(NumPy would make an object array, which the frontend does not have)"
    )


def as_array(x: Any, d: Dtype | None = None) -> Array:
    """``numpy.asarray(x, dtype=d)`` as an ivylite array (Python scalars strong).

    Examples
    --------
    >>> from ivylite.frontends.numpy.promotion import as_array
    >>> as_array([1, 2]).dtype, as_array(1.5).dtype, as_array([1, 2], "int8").dtype
    (int64, float64, int8)
    """
    if d is not None and type(d) is not Dtype:
        d = as_numpy_dtype(d)
    if isinstance(x, Array):
        if d is None or x.dtype is d:
            return x
        from ._casting import cast  # NumPy's values for NaN and out-of-range casts

        return cast(x, d)
    if isinstance(x, FrontendArray):
        return as_array(x.ivy_array, d)
    t = type(x)
    if t is list or t is tuple:
        natural = infer_dtype(x)
        if d is None:
            d = natural
        if _has_arrays(x):
            return ivylite.stack([as_array(e, d) for e in x])
        if d.kind in ("int", "uint") and natural.kind in ("int", "uint"):
            _check_ints(x, d)
        return _narrowed(x, d)
    if t in _PY_DEFAULT:
        natural = infer_dtype(x)
        if d is None:
            d = natural
        if t is builtins.int:
            _check_int(x, d)
        if d.kind in ("int", "uint", "bool"):
            return ivylite.asarray(x, dtype=d)
        return scalar_array(x, d)
    if t is range or t is builtins.str or t is builtins.bytes or _is_iterable_sequence(x):
        if t is builtins.str or t is builtins.bytes:
            raise OutOfScopeError("string arrays")
        return as_array(_as_lists(x), d)
    a = ivylite.asarray(x)
    return a if d is None or a.dtype is d else ivylite.astype(a, d)


def _is_iterable_sequence(x: Any) -> bool:
    """A sequence NumPy reads element by element (a range, a deque...), not an array."""
    import collections.abc

    return (
        isinstance(x, collections.abc.Sequence)
        and not hasattr(x, "__array__")
        and not hasattr(x, "__dlpack__")
    )


def _as_lists(x: Any) -> Any:
    """Nested sequences (ranges and other sequences included) as nested lists."""
    t = type(x)
    if t is range:
        return list(x)
    if t is list or t is tuple or _is_iterable_sequence(x):
        return [_as_lists(e) for e in x]
    return x


def _narrowed(x: Any, d: Dtype) -> Array:
    """Nested Python numbers as an array of ``d``, reporting NumPy's overflow
    warning where a finite float becomes an infinity of a narrower float."""
    import numpy

    with numpy.errstate(all="ignore"):  # the frontend reports, not the NumPy backend
        r = ivylite.asarray(x, dtype=d)
    if d.kind in ("float", "complex") and d.bits < 64 and r.size:
        from ._errstate import report, reporting

        if reporting("over") and bool(ivylite.any(ivylite.isinf(r))):
            wide = ivylite.asarray(x, dtype=_F64 if d.kind == "float" else _C128)
            if bool(ivylite.any(ivylite.isinf(r) & ivylite.isfinite(wide))):
                report("over", "cast")
    return r


def _has_arrays(seq: Any) -> bool:
    for e in seq:
        t = type(e)
        if t is list or t is tuple:
            if _has_arrays(e):
                return True
        elif t not in _PY_DEFAULT:
            return True
    return False


def _check_ints(seq: Any, d: Dtype) -> None:
    for e in seq:
        t = type(e)
        if t is builtins.int:
            _check_int(e, d)
        elif t is list or t is tuple:
            _check_ints(e, d)


def _operand(x: Any) -> Array | None:
    """An array operand as an ivylite array; None for a weak Python scalar."""
    if isinstance(x, Array):
        return x
    t = type(x)
    if t is builtins.int or t is builtins.float or t is builtins.complex:
        return None
    return as_array(x)


def promote_types_of_numpy_inputs(x1: Any, x2: Any, /) -> tuple[Array, Array]:
    """Both inputs as ivylite arrays of the dtype a NumPy ufunc computes them in.

    Python ``int``/``float``/``complex`` are weak (NEP 50); arrays, NumPy
    scalars, 0-d arrays and Python ``bool`` are strong. A Python int that does
    not fit the result raises ``OverflowError``, as in NumPy.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy.promotion import promote_types_of_numpy_inputs
    >>> a, b = promote_types_of_numpy_inputs(ivylite.asarray([1, 2], dtype="int8"), 3)
    >>> a.dtype, b.dtype
    (int8, int8)
    >>> a, b = promote_types_of_numpy_inputs(ivylite.asarray([1, 2], dtype="uint8"), 1.5)
    >>> a.dtype, b.dtype
    (float64, float64)
    """
    a = _operand(x1)
    b = _operand(x2)
    if a is not None:
        if b is not None:
            d = UFUNC_TABLE[a.dtype][b.dtype]
            if b.dtype is not d:
                b = ivylite.astype(b, d)
        else:
            d = weak_result_dtype(a.dtype, x2)
            b = scalar_array(x2, d)
        if a.dtype is not d:
            a = ivylite.astype(a, d)
        return a, b
    if b is not None:
        d = weak_result_dtype(b.dtype, x1)
        if b.dtype is not d:
            b = ivylite.astype(b, d)
        return scalar_array(x1, d), b
    # Two Python scalars: each is its default dtype.
    a, b = as_array(x1), as_array(x2)
    return promote_types_of_numpy_inputs(a, b)


# NumPy's internal type numbers. When many dtypes are promoted at once, the
# one with the larger number decides (float16 comes after all the others, and
# bfloat16, a user type, after everything); see promote_sequence.
TYPE_NUMBER = {
    _D(n): i
    for n, i in (
        ("bool", 0), ("int8", 1), ("uint8", 2), ("int16", 3), ("uint16", 4), ("int32", 5),
        ("uint32", 6), ("int64", 7), ("uint64", 8), ("float32", 11), ("float64", 12),
        ("complex64", 14), ("complex128", 15), ("float16", 23), ("bfloat16", 256),
    )
}  # fmt: skip


def _knows(a: Dtype, b: Dtype) -> Dtype | None:
    """``a.__common_dtype__(b)`` in NumPy: None where ``a`` leaves it to ``b``."""
    if a is not _BF16 and TYPE_NUMBER[b] > TYPE_NUMBER[a]:
        return None
    return PROMOTE_TABLE[a][b]


def _common_dtype(a: Dtype, b: Dtype) -> Dtype | None:
    if a is b:
        return a
    r = _knows(a, b)
    return _knows(b, a) if r is None else r


def promote_sequence(dtypes: list[Dtype]) -> Dtype:
    """The common dtype of many dtypes, as NumPy finds it (not a pairwise fold:
    NumPy's promotion is not associative, ``result_type(uint8, int8, float16)``
    is float16 while a fold gives float32).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy.promotion import promote_sequence
    >>> promote_sequence([ivylite.uint8, ivylite.int8, ivylite.float16])
    float16
    """
    ds: list[Dtype | None] = list(dtypes)
    if len(ds) == 1:
        return ds[0]
    result = _most_knowledgeable_first(ds)
    main = ds[0]
    start = 2
    if result is None:
        start = 1
    for d in ds[start:]:
        if d is None:
            continue
        promotion = main if d is main else _knows(main, d)
        if promotion is not None and result is not None:
            promotion = _common_dtype(result, promotion)
        if promotion is None:
            raise DTypePromotionError(
                f"result_type: no common dtype for {', '.join(map(str, dtypes))} in NumPy "
                "(with ml_dtypes); cast some of them explicitly with astype"
            )
        result = promotion
    return result


def _most_knowledgeable_first(ds: list[Dtype | None]) -> Dtype | None:
    # Pairs the first half with the second (reversed): the dtype that knows the
    # other moves to the front; one that cannot change the result is dropped.
    n = len(ds)
    half = n // 2
    res = None
    for low in range(half):
        high = n - 1 - low
        if ds[high] is ds[low]:
            res = ds[low]
            continue
        res = _knows(ds[low], ds[high])
        if res is None:
            ds[low], ds[high] = ds[high], ds[low]
        elif res is ds[low]:
            ds[high] = None
    if n == 2:
        return res
    head = ds[: n - half]
    res = _most_knowledgeable_first(head)
    ds[: n - half] = head
    return res


def result_type_numpy(*arrays_and_dtypes: Any) -> Dtype:
    """``numpy.result_type``: arrays and dtypes strong, Python scalars weak.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy.promotion import result_type_numpy
    >>> result_type_numpy(ivylite.asarray([1], dtype="int8"), 1.5)
    float64
    >>> result_type_numpy("float32", 1j), result_type_numpy(3, 2.0)
    (complex64, float64)
    """
    strong: list[Dtype] = []
    weak: list[Any] = []
    for x in arrays_and_dtypes:
        t = type(x)
        if t is builtins.int or t is builtins.float or t is builtins.complex:
            weak.append(x)
        elif isinstance(x, Array):
            strong.append(x.dtype)
        elif t is list or t is tuple:
            strong.append(infer_dtype(x))
        else:
            strong.append(as_numpy_dtype(x))
    if not strong:
        if not weak:
            raise ValueError("at least one array or dtype is required")
        # Python scalars alone: their defaults.
        strong = [infer_dtype(x) for x in weak]
        weak = []
    result = strong[0] if len(strong) == 1 else promote_sequence(strong)
    for x in weak:
        result = weak_result_dtype(result, x, result_type=True)
    return result


# NumPy's casting rules as tables over ivylite dtypes.
_KIND_ORDER = {"bool": 0, "uint": 1, "int": 1, "float": 2, "complex": 3}


def _safe(a: Dtype, b: Dtype) -> bool:
    return UFUNC_TABLE[a][b] is b


def _same_kind(a: Dtype, b: Dtype) -> bool:
    if _safe(a, b) or b is _BF16:
        return True
    if a is _BF16:
        return False
    if a.kind == "int" and b.kind == "uint":
        return False
    return _KIND_ORDER[a.kind] <= _KIND_ORDER[b.kind]


SAFE_CASTS = {a: {b: _safe(a, b) for b in ivylite.all_dtypes} for a in ivylite.all_dtypes}
SAME_KIND_CASTS = {a: {b: _same_kind(a, b) for b in ivylite.all_dtypes} for a in ivylite.all_dtypes}


def can_cast_numpy(from_: Any, to: Any, casting: str = "safe") -> bool:
    """``numpy.can_cast`` for dtypes and arrays: ``casting`` is ``"no"``,
    ``"equiv"``, ``"safe"``, ``"same_kind"`` or ``"unsafe"``.

    Examples
    --------
    >>> from ivylite.frontends.numpy.promotion import can_cast_numpy
    >>> can_cast_numpy("uint8", "float16"), can_cast_numpy("int64", "int8")
    (True, False)
    >>> can_cast_numpy("int64", "int8", "same_kind"), can_cast_numpy("float32", "int8", "same_kind")
    (True, False)
    """
    if type(from_) in _WEAK or type(from_) is builtins.bool:
        raise TypeError(
            "can_cast() does not support Python ints, floats, and complex because the result "
            "used to depend on the value."
        )
    a = from_.dtype if isinstance(from_, Array) else as_numpy_dtype(from_)
    b = as_numpy_dtype(to)
    if casting in ("no", "equiv"):
        return a is b
    if casting == "safe":
        return SAFE_CASTS[a][b]
    if casting == "same_kind":
        return SAME_KIND_CASTS[a][b]
    if casting == "unsafe":
        return True
    raise ValueError(
        f"casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got {casting!r})"
    )
