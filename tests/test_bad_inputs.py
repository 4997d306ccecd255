"""One mistake, one exception type, on every backend, with a message that helps.

Each row is a mistake a user makes, the exception type every backend raises
for it, and what the message must say: the public function called and the
offending value. A mistake a framework catches (shapes, indices, memory) is
also named with the backend, and the framework's error is chained as
``__cause__``, never shown: no C++ source paths, no ``{{function_node ...}}``.
"""

from __future__ import annotations

import math
import re

import pytest

import ivylite

from .conftest import LAZY

# Framework internals that must never reach a message.
_INTERNALS = re.compile(r"\{\{function_node|\(at /|\.cc:\d|\.cpp:\d|\.h:\d|\[Op:|enforce fail")


def _x(shape=(2, 3), dtype="float32"):
    return ivylite.ones(shape, dtype=dtype)


def _set(x, key, value):
    x[key] = value


# name -> (call, exception type, fragments the message contains, framework's?)
# "framework's": the framework detects it, so the message also names the backend
# and the framework's error is the cause.
BAD_INPUTS = {
    # incompatible shapes
    "add broadcast": (lambda: ivylite.add(_x(), _x((4,))), ValueError, ["add", "(2, 3)", "(4,)", "broadcast"], True),
    "multiply broadcast int": (lambda: ivylite.multiply(_x(dtype="int32"), _x((4,), "int32")), ValueError, ["multiply", "(4,)"], True),
    "operator broadcast": (lambda: _x() - _x((2, 2)), ValueError, ["subtract", "(2, 2)"], True),
    "where broadcast": (lambda: ivylite.where(_x((3,), "bool"), _x((2,)), _x((3,))), ValueError, ["where", "(2,)"], True),
    "matmul shapes": (lambda: ivylite.matmul(_x((2, 3)), _x((4, 2))), ValueError, ["matmul", "(2, 3)", "(4, 2)"], True),
    "matmul operator": (lambda: _x((2, 3)) @ _x((2, 3)), ValueError, ["matmul", "(2, 3)"], True),
    "matmul batch": (lambda: ivylite.matmul(_x((2, 2, 3)), _x((3, 3, 2))), ValueError, ["matmul", "batch"], True),
    "concat shapes": (lambda: ivylite.concat([_x((2, 3)), _x((2, 4))]), ValueError, ["concat", "(2, 4)"], False),
    "stack shapes": (lambda: ivylite.stack([_x((2,)), _x((3,))]), ValueError, ["stack", "(3,)"], False),
    "broadcast_to": (lambda: ivylite.broadcast_to(_x((3,)), (4,)), ValueError, ["broadcast_to", "(4,)"], False),
    # reshape to another size
    "reshape size": (lambda: ivylite.reshape(_x(), (4,)), ValueError, ["reshape", "(2, 3)", "(4,)"], True),
    "reshape two -1": (lambda: ivylite.reshape(_x(), (-1, -1)), ValueError, ["reshape", "-1"], True),
    "reshape float": (lambda: ivylite.reshape(_x(), (2.0, 3)), TypeError, ["reshape", "2.0"], False),
    # indices of the wrong kind
    "float index": (lambda: _x((3,))[1.5], IndexError, ["getitem", "1.5"], False),
    "float index set": (lambda: _set(_x((3,)), 1.5, 0.0), IndexError, ["setitem", "1.5"], False),
    "float in tuple": (lambda: _x()[0, 2.5], IndexError, ["getitem", "2.5"], False),
    "float index array": (lambda: _x((3,))[ivylite.asarray([0.0])], IndexError, ["getitem", "float32"], False),
    # indices out of range
    "index -10": (lambda: _x((3,))[-10], IndexError, ["getitem", "-10", "size 3"], True),
    "index 7 set": (lambda: _set(_x((3,)), 7, 1.0), IndexError, ["setitem", "7", "size 3"], True),
    "index 2-D": (lambda: _x()[0, 5], IndexError, ["getitem", "5", "axis 1"], True),
    "index array": (lambda: _x((3,))[ivylite.asarray([0, 9])], IndexError, ["getitem", "9"], True),
    # allocations too large
    "zeros too large": (lambda: ivylite.zeros((10**6, 10**6, 10**3)), MemoryError, ["zeros", "4000000000000000 bytes"], True),
    "ones too large": (lambda: ivylite.ones((10**7, 10**7, 10**3), dtype="int8"), MemoryError, ["ones", "bytes"], True),
    # unknown keyword arguments
    "sum kwarg": (lambda: ivylite.sum(_x(), foo=1), TypeError, ["sum()", "'foo'"], False),
    "add kwarg": (lambda: ivylite.add(_x(), _x(), foo=1), TypeError, ["add()", "'foo'"], False),
    "zeros kwarg": (lambda: ivylite.zeros(2, foo=1), TypeError, ["zeros()", "'foo'"], False),
    "reshape kwarg": (lambda: ivylite.reshape(_x(), (6,), order="C"), TypeError, ["reshape()", "'order'"], False),
    "fft kwarg": (lambda: ivylite.fft.fft(_x((4,), "complex64"), foo=1), TypeError, ["fft", "'foo'"], False),
    "expand_dims two axes": (lambda: ivylite.expand_dims(_x(), 0, 1), TypeError, ["expand_dims()"], False),
    # non-integer axes and shapes
    "axis str": (lambda: ivylite.sum(_x(), axis="a"), TypeError, ["sum", "'a'"], False),
    "axis float": (lambda: ivylite.sum(_x(), axis=1.0), TypeError, ["sum", "1.0"], False),
    "axis out of range": (lambda: ivylite.sum(_x(), axis=5), ivylite.AxisError, ["sum", "5"], False),
    "shape str": (lambda: ivylite.zeros(("a",)), TypeError, ["zeros", "'a'"], False),
    "shape float": (lambda: ivylite.zeros((2.7,)), TypeError, ["zeros", "2.7"], False),
    "shape scalar float": (lambda: ivylite.ones(2.5), TypeError, ["ones", "2.5"], False),
    "full shape float": (lambda: ivylite.full((2.0,), 1), TypeError, ["full", "2.0"], False),
    # invalid dtype names inside a call
    "dtype name ones": (lambda: ivylite.ones(3, dtype="flaot32"), TypeError, ["ones:", "'flaot32'"], False),
    "dtype name astype": (lambda: ivylite.astype(_x(), "flaot32"), TypeError, ["astype:", "'flaot32'"], False),
    "dtype name asarray": (lambda: ivylite.asarray([1], dtype="int33"), TypeError, ["asarray:", "'int33'"], False),
    "dtype name sum": (lambda: ivylite.sum(_x(), dtype="foo"), TypeError, ["sum:", "'foo'"], False),
    # Python ints that do not fit
    "int too big add": (lambda: ivylite.add(_x(dtype="int8"), 300), OverflowError, ["add:", "300", "int8"], False),
    "int too big huge": (lambda: ivylite.add(_x(dtype="int8"), 2**70), OverflowError, ["add:", str(2**70)], False),
    "int negative uint": (lambda: ivylite.multiply(_x(dtype="uint8"), -1), OverflowError, ["multiply:", "-1"], False),
    "full value": (lambda: ivylite.full((2,), 300, dtype="int8"), OverflowError, ["full", "300"], False),
    "asarray int": (lambda: ivylite.asarray([300], dtype="uint8"), OverflowError, ["asarray", "300"], False),
    # floats that are no integers
    "asarray nan int": (lambda: ivylite.asarray(float("nan"), dtype="int32"), ValueError, ["asarray", "nan", "int32"], False),
    "asarray inf int": (lambda: ivylite.asarray(float("inf"), dtype="int32"), OverflowError, ["asarray", "inf", "int32"], False),
    # casts the standard forbids
    "complex to real": (lambda: ivylite.astype(ivylite.asarray([1 + 2j]), "float32"), TypeError, ["astype", "complex64", "real("], False),
    # integers to negative powers (NumPy's rule)
    "negative power": (lambda: ivylite.pow(_x((2,), "int32"), -1), ValueError, ["pow", "negative"], True),
    "negative power array": (lambda: ivylite.pow(ivylite.asarray([2, 3]), ivylite.asarray([1, -1])), ValueError, ["pow", "negative"], True),
    # arrays of two backends, dtypes a backend refuses
    "unsupported dtype": (lambda: ivylite.lcm(_x(), _x()), ivylite.UnsupportedDtypeError, ["lcm", "float32"], False),
    "copy=False cast": (lambda: ivylite.asarray(_x(), dtype="int32", copy=False), ValueError, ["asarray", "copy=False"], False),
}  # fmt: skip


# Mistakes only the values reveal: a lazy backend finds them when computing.
FOUND_WHEN_COMPUTED = ("index array", "negative power array")
# A lazy backend builds an array bigger than memory without allocating it.
ALLOCATIONS = ("zeros too large", "ones too large")


@pytest.mark.parametrize("case", list(BAD_INPUTS))
def test_one_error_per_mistake(case, backend):
    call, kind, fragments, framework_found = BAD_INPUTS[case]
    if backend in LAZY and case in ALLOCATIONS:
        assert math.prod(call().shape) >= 10**15
        return
    if backend in LAZY and case in FOUND_WHEN_COMPUTED:
        call, fragments = (lambda c=call: ivylite.compute(c())), ["compute", *fragments[1:]]
    with pytest.raises(kind) as info:
        call()
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, f"{case} on {backend}: {fragment!r} not in {message!r}"
    assert not _INTERNALS.search(message), (
        f"{case} on {backend}: framework internals in {message!r}"
    )
    if framework_found and not isinstance(info.value, TypeError):
        assert backend in message, f"{case}: the message does not name the {backend} backend"


@pytest.mark.parametrize("case", ["add broadcast", "matmul shapes", "index -10", "zeros too large"])
def test_the_frameworks_error_is_the_cause(case, backend):
    call, kind, _, _ = BAD_INPUTS[case]
    if backend in LAZY and case in ALLOCATIONS:
        pytest.skip("a lazy backend allocates nothing (test_one_error_per_mistake checks it)")
    with pytest.raises(kind) as info:
        call()
    assert info.value.__cause__ is not None, f"{case} on {backend}: no cause"


def test_arrays_of_two_backends_raise_backend_mismatch(every_backend):
    if len(every_backend) < 2:
        pytest.skip("needs two backends")
    a, b = (ivylite.backend(n).asarray([1.0]) for n in every_backend[:2])
    with ivylite.using_backend(every_backend[0]):
        with pytest.raises(ivylite.BackendMismatchError, match=every_backend[1]):
            ivylite.add(a, b)


def test_too_many_dimensions_is_ivylites_error(backend):
    limit = ivylite.current_backend().max_dimensions
    if limit is None:
        pytest.skip(f"{backend}: no dimension limit")
    x = ivylite.ones((1,))
    with pytest.raises(
        ValueError, match=rf"reshape: .* {limit + 1} dimensions; arrays have at most {limit}"
    ):
        ivylite.reshape(x, (1,) * (limit + 1))


def test_unsigned_accumulators_a_backend_cannot_hold_are_refused_clearly(backend):
    if "uint32" in ivylite.current_backend().valid_dtypes:
        pytest.skip(f"{backend} holds uint32")
    x = ivylite.asarray([1, 2], dtype="uint8")
    for fn in (ivylite.sum, ivylite.prod, ivylite.cumulative_sum):
        with pytest.raises(ivylite.UnsupportedDtypeError, match=r"accumulate in uint32 .* dtype="):
            fn(x)
    assert ivylite.sum(x, dtype="int64").tolist() == 3


def test_integer_division_by_zero_is_numpys_zero(backend):
    x, zero = ivylite.asarray([1, -2, 0]), ivylite.asarray([0, 0, 0])
    assert ivylite.floor_divide(x, zero).tolist() == [0, 0, 0]
    assert ivylite.remainder(x, zero).tolist() == [0, 0, 0]
    assert (x // 0).tolist() == [0, 0, 0]


def test_a_negative_power_of_an_empty_array_raises_nowhere(backend):
    empty = ivylite.asarray([], dtype="int32")
    assert ivylite.pow(empty, -1).shape == (0,)
    assert ivylite.pow(empty, ivylite.asarray([-1])).shape == (0,)
    # a 0-d exponent, and a bool base promoted to the exponent's int8
    assert ivylite.pow(empty, ivylite.asarray(-1)).shape == (0,)
    assert (
        ivylite.pow(ivylite.asarray([], dtype="bool"), ivylite.asarray(-128, dtype="int8")).dtype
        == "int8"
    )
    assert ivylite.pow(empty, ivylite.zeros((2, 1), dtype="int32") - 1).shape == (2, 0)
