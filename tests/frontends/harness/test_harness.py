"""The harness itself: it fails on a wrong frontend (values, dtype, gradient, an error
computed through, a declaration the framework contradicts), and its kinds make
what they promise."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivylite
from ivylite.frontends import frontend_of

from . import Axis, Fn, Index, Matrix, T
from .checks import check_row, sweep_row
from .kinds import Ctx

pytest.importorskip("torch")
X = pytest.importorskip("ivylite.frontends.torch")


def _fails(row: Fn, match: str) -> None:
    with pytest.raises(AssertionError, match=match):
        check_row(row, 2)


def test_wrong_values_fail(monkeypatch):
    monkeypatch.setattr(X, "exp", X.sin)
    _fails(Fn("torch.exp", [T("float")]), "Not equal to tolerance")


def test_a_wrong_dtype_fails(monkeypatch):
    monkeypatch.setattr(X, "exp", lambda x: X.sin(x).double())
    _fails(Fn("torch.exp", [T("float32")]), "dtype float64, the framework's float32")


def test_a_wrong_gradient_fails(monkeypatch):
    exp = X.exp
    monkeypatch.setattr(X, "exp", lambda x: exp(x.detach()))  # forward right, no gradient
    _fails(Fn("torch.exp", [T("float")], grad=True), "gradient on")


def test_computing_where_the_framework_raises_fails(monkeypatch):
    monkeypatch.setattr(X, "mm", lambda a, b: a)
    _fails(Fn("torch.mm", [T("float", shape=(2, 3)), T("float", shape=(2, 3))]),
           "the framework raises RuntimeError")  # fmt: skip


def test_another_exception_type_fails():
    # torch raises RuntimeError for mismatched shapes, the frontend ivylite's ValueError
    _fails(Fn("torch.mm", [T("float", shape=(2, 3)), T("float", shape=(2, 3))]),
           "the frontend raises ValueError")  # fmt: skip


def test_a_declaration_the_framework_contradicts_fails(monkeypatch):
    torch_frontend = frontend_of(X.abs)
    fn = torch_frontend.function(lambda input: ivylite.exp(input))
    fn.__name__ = "exp"
    fn = ivylite.with_unsupported_dtypes({"2.13 and below": ("float64",)}, "torch")(fn)
    monkeypatch.setattr(X, "exp", fn)
    with pytest.raises(AssertionError, match="float64 is declared unsupported, the framework"):
        sweep_row(Fn("torch.exp", [T("float")]), "numpy")


def _values(kinds: list, data) -> list:
    ctx = Ctx({0: "float32"}, ("float32",), data.draw)
    for i, kind in enumerate(kinds):
        ctx.values[i] = kind.make(ctx)
    return [ctx.values[i] for i in range(len(kinds))]


@settings(max_examples=30, derandomize=True, database=None, deadline=None)
@given(data=st.data())
def test_kinds_make_what_they_promise(data):
    x, y, axis, index, spd = _values(
        [T("float"), T("float", broadcast=0), Axis(0), Index(0, axis=None), Matrix("spd")], data
    )
    np.broadcast_shapes(x.data.shape, y.data.shape)  # raises if they do not broadcast
    assert -max(x.data.ndim, 1) <= axis < max(x.data.ndim, 1)
    assert ((0 <= index.data) & (index.data < x.data.size)).all() and index.dtype == "int64"
    a = spd.data.astype(np.float64)
    assert np.allclose(a, np.swapaxes(a, -1, -2), atol=1e-2)
    assert (np.linalg.eigvalsh(a) > 0).all()
