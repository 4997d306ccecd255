"""Paddle's cached scalar operands: Python scalars in binary operations become 0-d
tensors made once per value and dtype. Equal scalars that make different tensors
(signed zeros, NaN) are never shared, the cache stays bounded, and nothing a user
does to a result reaches a cached tensor."""

from __future__ import annotations

import numpy as np
import pytest

import ivylite

from .conftest import INSTALLED, to_host

if "paddle" not in INSTALLED:
    pytest.skip("paddle is not among the tested backends", allow_module_level=True)

import paddle  # noqa: E402

from ivylite.backends import paddle as P  # noqa: E402


@pytest.fixture(autouse=True)
def on_paddle():
    with ivylite.using_backend("paddle"):
        yield


def bits(x) -> list[str]:
    return [repr(v) for v in to_host(x).ravel().tolist()]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_signed_zero_operands_keep_their_signs(dtype):
    x = ivylite.asarray([-0.0, 1.0], dtype=dtype)
    for _ in range(2):  # the second round would meet a wrongly cached zero
        assert bits(x + 0.0) == ["0.0", "1.0"]
        assert bits(x + -0.0) == ["-0.0", "1.0"]
        assert bits(x - 0.0) == ["-0.0", "1.0"]
        assert bits(x - -0.0) == ["0.0", "1.0"]


@pytest.mark.parametrize("zero", [0, False])
def test_a_cached_integer_zero_does_not_answer_for_negative_zero(zero):
    x = ivylite.asarray([-0.0], dtype="float32")
    assert bits(x + zero) == ["0.0"]  # cached: integer zeros have no sign
    assert bits(x + -0.0) == ["-0.0"]


def test_complex_operands_with_a_signed_zero_part_are_not_shared():
    # (-0.0+1j) == (0.0+1j) in Python: whichever comes second must not get the first's tensor
    x = ivylite.asarray([1.0 + 0.0j], dtype="complex128")
    parts = (complex(0.0, 1.0), complex(-0.0, 1.0))
    for s in parts:
        a = P.operand(s, paddle.complex128)
        assert np.signbit(a.numpy().real) == np.signbit(s.real)
    fresh = [bits(x * s) for s in parts]
    assert [bits(x * s) for s in parts] == fresh


def test_equal_scalars_of_other_types_give_the_same_values():
    x = ivylite.asarray([1.0, 2.0], dtype="float32")
    for s in (True, 1, 1.0):
        assert to_host(x + s).tolist() == [2.0, 3.0]
    i = ivylite.asarray([1, 2], dtype="int64")
    for s in (True, 1):
        assert to_host(i * s).tolist() == [1, 2]


def test_nan_operands_are_not_kept():
    P._OPERANDS.clear()
    x = ivylite.asarray([1.0], dtype="float32")
    assert np.isnan(to_host(x + float("nan"))).all()
    assert not P._OPERANDS


def test_cached_operands_are_reused_and_never_track_gradients():
    f32 = paddle.float32
    a = P.operand(2.5, f32)
    assert P.operand(2.5, f32) is a and a.stop_gradient
    assert P.operand(-0.0, f32) is not P.operand(-0.0, f32)


def test_writing_to_a_result_leaves_the_operand_alone():
    x = ivylite.asarray([1.0, 2.0], dtype="float32")
    y = x - 2.5
    y[...] = 7.0
    y += 1.0
    assert to_host(x - 2.5).tolist() == [-1.5, -0.5]
    assert P.operand(2.5, paddle.float32).item() == 2.5


def test_the_cache_stays_bounded():
    x = ivylite.asarray([1.0], dtype="float64")
    for k in range(2 * P._MAX_OPERANDS):
        x + (k + 0.5)
    assert 0 < len(P._OPERANDS) <= P._MAX_OPERANDS
    assert to_host(x + 1.5).tolist() == [2.5]


def test_nothing_is_kept_outside_eager_mode(monkeypatch):
    P._OPERANDS.clear()
    monkeypatch.setattr(paddle, "in_dynamic_mode", lambda: False)
    P.operand(3.5, paddle.float32)
    assert not P._OPERANDS
