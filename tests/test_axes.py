"""One axis rule in every function that takes an axis, on every backend.

A bool, a float, a string or a float array as an axis raises TypeError; an
axis out of range raises ivylite.AxisError (a ValueError and an IndexError);
a tuple naming one axis twice raises ValueError; NumPy integers and 0-d
integer arrays are axes like ints.
"""

from __future__ import annotations

import inspect

import numpy as np
import pytest

import ivylite
from ivylite.dispatch import registry


def _x(shape=(2, 3, 4), dtype="float32"):
    return ivylite.ones(shape, dtype=dtype)


def _labels():
    return ivylite.zeros((2, 4), dtype="int64")


def _reduction(name):
    f = getattr(ivylite, name)
    return (lambda ax: f(_x(), axis=ax)), (lambda: f(_x(), axis=(0, -3)))


def _single(f, **kw):
    """A function of one array taking one axis (no tuple)."""
    return (lambda ax: f(_x(**kw), axis=ax)), None


def _fft_nd(f, dtype="float32"):
    return (lambda ax: f(_x(dtype=dtype), axes=(ax,))), (lambda: f(_x(dtype=dtype), axes=(1, -2)))


def _shift(f):
    return (lambda ax: f(_x(), axes=ax)), (lambda: f(_x(), axes=(1, 1)))


# name -> (call with an axis, call with a repeated axis or None where one axis is taken).
CASES = {
    **{n: _reduction(n) for n in ("all", "any", "max", "min", "mean", "prod", "sum", "std", "var")},
    "linalg.vector_norm": (
        lambda ax: ivylite.linalg.vector_norm(_x(), axis=ax),
        lambda: ivylite.linalg.vector_norm(_x(), axis=(1, 1)),
    ),
    "argmax": _single(ivylite.argmax),
    "argmin": _single(ivylite.argmin),
    "sort": _single(ivylite.sort),
    "argsort": _single(ivylite.argsort),
    "cumulative_sum": _single(ivylite.cumulative_sum),
    "softmax": _single(ivylite.softmax),
    "log_softmax": _single(ivylite.log_softmax),
    "expand_dims": _single(ivylite.expand_dims),
    "unstack": _single(ivylite.unstack),
    "flip": (lambda ax: ivylite.flip(_x(), axis=ax), lambda: ivylite.flip(_x(), axis=(0, 0))),
    "squeeze": (
        lambda ax: ivylite.squeeze(_x((1, 3, 1)), ax),
        lambda: ivylite.squeeze(_x((1, 3, 1)), (0, -3)),
    ),
    "permute_dims": (
        lambda ax: ivylite.permute_dims(_x(), (ax, 0, 2)),
        lambda: ivylite.permute_dims(_x(), (0, 0, 2)),
    ),
    "moveaxis": (
        lambda ax: ivylite.moveaxis(_x(), ax, 0),
        lambda: ivylite.moveaxis(_x(), (0, 0), (1, 2)),
    ),
    "concat": (lambda ax: ivylite.concat([_x(), _x()], axis=ax), None),
    "stack": (lambda ax: ivylite.stack([_x(), _x()], axis=ax), None),
    "repeat": (lambda ax: ivylite.repeat(_x(), 2, axis=ax), None),
    # roll rolls an axis named twice twice (as NumPy): no repeated-axis error.
    "roll": (lambda ax: ivylite.roll(_x(), 1, axis=ax), None),
    "take": (lambda ax: ivylite.take(_x(), ivylite.asarray([0], dtype="int64"), axis=ax), None),
    "shuffle": (lambda ax: ivylite.shuffle(_x(), axis=ax, seed=0), None),
    "cross_entropy": (lambda ax: ivylite.cross_entropy(_x(), _labels(), axis=ax), None),
    "nll_loss": (lambda ax: ivylite.nll_loss(_x(), _labels(), axis=ax), None),
    "vecdot": (lambda ax: ivylite.vecdot(_x(), _x(), axis=ax), None),
    "linalg.cross": (lambda ax: ivylite.linalg.cross(_x((2, 3, 3)), _x((2, 3, 3)), axis=ax), None),
    "tensordot": (
        lambda ax: ivylite.tensordot(_x(), _x(), axes=([ax], [ax])),
        lambda: ivylite.tensordot(_x(), _x(), axes=([0, 0], [0, 1])),
    ),
    **{
        f"fft.{n}": _single(
            getattr(ivylite.fft, n), dtype="complex64" if n == "hfft" else "float32"
        )
        for n in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft")
    },
    **{f"fft.{n}": _fft_nd(getattr(ivylite.fft, n)) for n in ("fftn", "ifftn", "rfftn", "irfftn")},
    **{f"fft.{n}": _shift(getattr(ivylite.fft, n)) for n in ("fftshift", "ifftshift")},
}

# A valid axis for each call (default 1): vecdot and cross count from the end only,
# and squeeze needs an axis of size one.
_IN_RANGE = {"vecdot": -2, "linalg.cross": -2, "squeeze": 0}


def _takes_an_axis(entry) -> bool:
    names = inspect.signature(entry.public).parameters
    return any(n in ("axis", "axes", "source", "destination") for n in names)


def test_every_axis_taking_function_has_a_case():
    taking = {name for name, entry in registry().items() if _takes_an_axis(entry)}
    assert taking == set(CASES)


BAD_TYPES = {
    "float": 1.7,
    "bool": True,
    "str": "a",
    "float 0-d array": "float array",  # made on the backend under test
}


@pytest.mark.parametrize("what", sorted(BAD_TYPES))
@pytest.mark.parametrize("name", sorted(CASES))
def test_a_non_integer_axis_raises_type_error(backend, name, what):
    axis = ivylite.asarray(1.0) if BAD_TYPES[what] == "float array" else BAD_TYPES[what]
    with pytest.raises(TypeError, match=name.split(".")[-1]) as info:
        CASES[name][0](axis)
    assert not isinstance(info.value, ivylite.AxisError)


@pytest.mark.parametrize("axis", [5, -6])
@pytest.mark.parametrize("name", sorted(CASES))
def test_an_axis_out_of_range_raises_axis_error(backend, name, axis):
    with pytest.raises(ivylite.AxisError, match=rf"{name.split('.')[-1]}: .*{axis} .*dimensions"):
        CASES[name][0](axis)


@pytest.mark.parametrize("name", sorted(n for n, (_, dup) in CASES.items() if dup is not None))
def test_a_repeated_axis_raises_value_error(backend, name):
    with pytest.raises(ValueError, match="repeated axis") as info:
        CASES[name][1]()
    assert not isinstance(info.value, ivylite.AxisError)


@pytest.mark.parametrize("name", sorted(CASES))
def test_integer_like_axes_are_axes(backend, name):
    call = CASES[name][0]
    axis = _IN_RANGE.get(name, 1)
    want = call(axis)
    for like in (np.int64(axis), ivylite.asarray(axis, dtype="int16")):
        got = call(like)
        got, ref = (got[0], want[0]) if isinstance(got, tuple) else (got, want)
        assert got.shape == ref.shape and got.dtype == ref.dtype


def test_axis_error_is_both_value_error_and_index_error():
    assert issubclass(ivylite.AxisError, ValueError) and issubclass(ivylite.AxisError, IndexError)
    with pytest.raises(ivylite.AxisError, match="a 0-d array has no axis"):
        ivylite.sort(ivylite.asarray(1.0))
