"""The torch frontend against real torch: promotion (every dtype pair, 0-dim
tensors, Python scalars), the Tensor class, creation, random, nn.functional
options, the declared exceptions, and a model snippet written as a user would.

The helpers at the top (inputs of every dtype built the same way for torch and
the frontend, comparison of results) are shared with test_torch_functions.py.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ivylite
import ivylite.frontends.torch as X
from ivylite.frontends.torch.promotion import (
    EDGES,
    TorchPromotionError,
    promote_types_of_torch_inputs,
    promote_types_torch,
    result_type_torch,
)
from tests.conftest import TOLERANCE

torch = pytest.importorskip("torch")
TF = torch.nn.functional
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning", "ignore::UserWarning")

DTYPES = [str(d) for d in ivylite.all_dtypes]

# Per kind, the values a test tensor holds (cast to the dtype exactly as torch casts).
_VALUES = {
    "float": np.array([[0.5, -1.5, 2.0], [3.0, 0.25, -1.0]]),
    "int": np.array([[1, -2, 3], [4, 0, -5]]),
    "uint": np.array([[1, 2, 3], [4, 0, 5]]),
    "bool": np.array([[True, False, True], [False, True, True]]),
}
_OTHER = {
    "float": np.array([[2.0, 0.5, -3.0], [1.0, -2.5, 4.0]]),
    "int": np.array([[3, 1, -2], [2, 5, 1]]),
    "uint": np.array([[3, 1, 2], [2, 5, 1]]),
    "bool": np.array([[True, True, False], [False, False, True]]),
}


def values(dtype: str, other: bool = False) -> np.ndarray:
    kind = ivylite.Dtype(dtype).kind
    table = _OTHER if other else _VALUES
    if kind == "complex":
        return table["float"] + 0.5j * table["float"][::-1]
    return table[kind]


def make(m: Any, dtype: str, data: Any = None, other: bool = False) -> Any:
    """A tensor of ``dtype`` (module ``m``: torch or the frontend), through the same
    public calls for both."""
    data = values(dtype, other) if data is None else np.asarray(data)
    base = {"b": "bool", "i": "int64", "u": "int64", "f": "float64", "c": "complex128"}[
        data.dtype.kind
    ]
    t = m.tensor(data.tolist(), dtype=getattr(m, base))
    return t.to(getattr(m, dtype))


def dtype_name(d: Any) -> str:
    return str(d).replace("torch.", "")


def host(x: Any) -> np.ndarray:
    """A real or frontend tensor's values in NumPy (bfloat16 widened)."""
    if hasattr(x, "ivy_array"):
        out = np.asarray(x.ivy_array)
    else:
        if str(x.dtype) == "torch.bfloat16":
            x = x.float()
        out = x.detach().resolve_conj().resolve_neg().numpy()
    if out.dtype.name == "bfloat16":
        out = out.astype(np.float32)
    return out


def assert_like_torch(got: Any, want: Any, context: str = "", tol: float | None = None) -> None:
    """Same structure, dtypes, shapes and values (within the dtype's tolerance)."""
    if isinstance(want, (tuple, list)):
        assert isinstance(got, (tuple, list)), f"{context}: {type(got)} is not a sequence"
        assert len(got) == len(want), f"{context}: {len(got)} results, torch has {len(want)}"
        for i, (g, w) in enumerate(zip(got, want)):
            assert_like_torch(g, w, f"{context}[{i}]", tol)
        return
    if not hasattr(want, "dtype"):  # a Python value
        assert type(got) is type(want), f"{context}: {type(got).__name__} != {type(want).__name__}"
        assert got == want or (got != got and want != want), f"{context}: {got} != {want}"
        return
    assert dtype_name(got.dtype) == dtype_name(want.dtype), (
        f"{context}: dtype {dtype_name(got.dtype)} != torch's {dtype_name(want.dtype)}"
    )
    g, w = host(got), host(want)
    assert g.shape == w.shape, f"{context}: shape {g.shape} != torch's {w.shape}"
    t = tol if tol is not None else TOLERANCE.get(dtype_name(want.dtype))
    if t is None:
        np.testing.assert_array_equal(g, w, err_msg=context)
    elif g.dtype.kind == "c":
        for part in (np.real, np.imag):
            np.testing.assert_allclose(
                part(g), part(w), rtol=t, atol=t, equal_nan=True, err_msg=context
            )
    else:
        np.testing.assert_allclose(g, w, rtol=t, atol=t, equal_nan=True, err_msg=context)


def outcome(fn: Any) -> Any:
    """``fn()``'s result, or the exception it raised."""
    try:
        return fn()
    except Exception as e:  # noqa: BLE001 - the caller compares outcomes
        return e


def _torch_tensor(d: str, ndim: int) -> Any:
    return torch.ones((2,) * ndim, dtype=getattr(torch, d))


def _ivy_array(d: str, ndim: int) -> Any:
    return ivylite.ones((2,) * ndim, dtype=d)


def _torch_result(*operands: Any) -> str:
    """torch.result_type's dtype name, or "refused" (complex32, which ivylite
    lacks, counts as refused: the frontend raises there)."""
    try:
        out = dtype_name(torch.result_type(*operands))
    except RuntimeError:
        return "refused"
    return "refused" if out == "complex32" else out


def _frontend_result(fn: Any, *args: Any) -> str:
    try:
        return str(fn(*args))
    except TorchPromotionError:
        return "refused"


# --- promotion ------------------------------------------------------------------


def test_promote_types_all_225_pairs() -> None:
    mismatches = []
    for a in DTYPES:
        for b in DTYPES:
            try:
                want = dtype_name(torch.promote_types(getattr(torch, a), getattr(torch, b)))
            except RuntimeError:
                want = "refused"
            got = _frontend_result(promote_types_torch, a, b)
            if got != want:
                mismatches.append((a, b, got, want))
    assert not mismatches, mismatches
    assert X.promote_types(X.uint8, X.int8) is X.int16


@pytest.mark.parametrize(
    "dims", [(1, 1), (1, 0), (0, 1), (0, 0)], ids=["dim-dim", "dim-0d", "0d-dim", "0d-0d"]
)
def test_result_type_tensors_with_and_without_dimensions(dims: tuple[int, int]) -> None:
    """All 225 pairs, dimensioned and 0-dim: a 0-dim tensor counts only when its
    category is higher."""
    na, nb = dims
    mismatches = []
    for a in DTYPES:
        for b in DTYPES:
            want = _torch_result(_torch_tensor(a, na), _torch_tensor(b, nb))
            got = _frontend_result(result_type_torch, _ivy_array(a, na), _ivy_array(b, nb))
            if got != want:
                mismatches.append((a, b, got, want))
    assert not mismatches, mismatches


SCALARS = [True, 1, -7, 2.5, 1j]


@pytest.mark.parametrize("ndim", [1, 0])
def test_result_type_with_python_scalars(ndim: int) -> None:
    mismatches = []
    for d in DTYPES:
        for s in SCALARS:
            for pair in ((0, 1), (1, 0)):
                ops_t = [_torch_tensor(d, ndim), s]
                ops_x = [_ivy_array(d, ndim), s]
                want = _torch_result(*(ops_t[i] for i in pair))
                got = _frontend_result(result_type_torch, *(ops_x[i] for i in pair))
                if got != want:
                    mismatches.append((d, s, pair, got, want))
    assert not mismatches, mismatches


def test_edges_are_a_lattice_registered_as_the_torch_policy() -> None:
    lat = ivylite.promotion.lattice("torch")
    assert set(lat.edges) == set(EDGES) and lat.join["bfloat16"]["float16"] == "float32"
    assert lat.join["uint16"]["int8"] is None  # isolated: promote_types_torch adds the floats
    with ivylite.PromotionPolicy("torch"):
        assert ivylite.promote_types("uint8", "int8") == "int16"
        assert ivylite.promote_types("int64", "float16") == "float16"


# Where torch is not a lattice: the big unsigned ints promote only with
# themselves and the real floats, and float16 with a complex scalar is complex32.
_BIG_UINTS = {"uint16", "uint32", "uint64"}
_WEAK_DEFAULTS = {"i*": "int64", "f*": "float32", "c*": "complex64"}


def test_edges_weak_nodes_give_a_tensor_with_a_python_scalar() -> None:
    lat = ivylite.promotion.lattice("torch")
    checked = 0
    for d in DTYPES:
        for node, scalar in (("i*", 3), ("f*", 2.5), ("c*", 1j)):
            want = _torch_result(_torch_tensor(d, 1), scalar)
            if d in _BIG_UINTS or (d == "float16" and node == "c*"):
                # the declared corners: torch gives u16 + 3 -> u16, f16 + 1j -> complex32
                assert lat.join[d][node] is None or node == "c*"
                continue
            joined = lat.join[d][node]
            got = _WEAK_DEFAULTS.get(joined, joined)
            assert str(got) == want, (d, node, got, want)
            checked += 1
    assert checked == 12 * 3 - 1


def test_the_non_lattice_corners_match_torch() -> None:
    u16 = _ivy_array("uint16", 1)
    f32, c64 = _ivy_array("float32", 1), _ivy_array("complex64", 1)
    assert (
        str(result_type_torch(u16, f32))
        == "float32"
        == _torch_result(_torch_tensor("uint16", 1), _torch_tensor("float32", 1))
    )
    assert str(result_type_torch(f32, c64)) == "complex64"
    assert _torch_result(_torch_tensor("uint16", 1), _torch_tensor("complex64", 1)) == "refused"
    with pytest.raises(TorchPromotionError, match="uint16"):
        result_type_torch(u16, c64)
    # a Python complex scalar is no tensor: u16 + 1j is complex64 in both
    assert (
        str(result_type_torch(u16, 1j))
        == "complex64"
        == _torch_result(_torch_tensor("uint16", 1), 1j)
    )


def test_float16_with_complex_scalar_is_refused_torch_gives_complex32() -> None:
    assert (torch.ones(2, dtype=torch.float16) * 1j).dtype == torch.complex32
    with pytest.raises(TorchPromotionError, match="complex32"):
        X.ones(2, dtype=X.float16) * 1j
    with pytest.raises(RuntimeError):  # the error is a RuntimeError too, as torch's would be
        X.ones(2, dtype=X.float16) + X.tensor(1j, dtype=X.complex128)


def test_promote_types_of_torch_inputs_casts_both() -> None:
    a, b = promote_types_of_torch_inputs(X.tensor([1, 2], dtype=X.uint8), X.tensor(3, dtype=X.int8))
    assert (a.dtype, b.dtype) == ("uint8", "uint8")
    a, b = promote_types_of_torch_inputs(X.tensor([1, 2], dtype=X.uint8), -1)
    assert (a.dtype, b.dtype, b.tolist()) == ("uint8", "uint8", 255)
    a, b = promote_types_of_torch_inputs(True, X.tensor([1.5], dtype=X.float16))
    assert (a.dtype, b.dtype, a.tolist()) == ("float16", "float16", 1.0)


@pytest.mark.parametrize(
    ("dtype", "value"),
    [
        ("int8", 1000),
        ("uint8", -1),
        ("int16", 2**40 + 7),
        ("int64", 2**63 + 5),
        ("uint8", 2**64 - 1),
    ],
)
def test_python_ints_wrap_like_torch(dtype: str, value: int, backend: str) -> None:
    want = torch.tensor([1, 2], dtype=getattr(torch, dtype)) + value
    got = X.tensor([1, 2], dtype=getattr(X, dtype)) + value
    assert_like_torch(got, want)


def test_python_ints_beyond_64_bits_raise_like_torch() -> None:
    for big in (2**64, -(2**63) - 1, 2**70):
        with pytest.raises(OverflowError):
            torch.tensor([1]) + big
        with pytest.raises(OverflowError):
            X.tensor([1]) + big
        with pytest.raises(OverflowError):
            X.tensor([1.0]) * big


_BINARY_OPS = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a / b,
    "//": lambda a, b: a // b,
    "%": lambda a, b: a % b,
    "**": lambda a, b: a**b,
    "&": lambda a, b: a & b,
    "|": lambda a, b: a | b,
    "^": lambda a, b: a ^ b,
    "<<": lambda a, b: a << b,
    ">>": lambda a, b: a >> b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    "<": lambda a, b: a < b,
    ">=": lambda a, b: a >= b,
}
_SMALL = (
    "bool",
    "int8",
    "uint8",
    "int32",
    "int64",
    "float16",
    "bfloat16",
    "float32",
    "float64",
    "complex64",
)


def _operand(m: Any, kind: str, dtype: str, value: int) -> Any:
    if kind == "scalar":
        return {
            "bool": bool(value % 2),
            "int": value,
            "float": value + 0.5,
            "complex": complex(value, 1),
        }[dtype]
    t = m.tensor([[value, 3], [1, value + 2]]) if kind == "dim" else m.tensor(value)
    return t.to(getattr(m, dtype))


@given(
    op=st.sampled_from(sorted(_BINARY_OPS)),
    left=st.tuples(st.sampled_from(["dim", "zero"]), st.sampled_from(_SMALL)),
    right=st.one_of(
        st.tuples(st.sampled_from(["dim", "zero"]), st.sampled_from(_SMALL)),
        st.tuples(st.just("scalar"), st.sampled_from(["bool", "int", "float", "complex"])),
    ),
    value=st.integers(1, 4),
    reflected=st.booleans(),
)
@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
def test_operators_promote_and_compute_like_torch(backend: str, op: str, left: tuple, right: tuple,
                                                  value: int, reflected: bool) -> None:  # fmt: skip
    """Operators on dimensioned and 0-dim tensors and Python scalars, either side."""
    fn = _BINARY_OPS[op]

    def run(m: Any) -> Any:
        a = _operand(m, left[0], left[1], value)
        b = _operand(m, right[0], right[1], value + 1)
        return fn(b, a) if reflected and right[0] == "scalar" else fn(a, b)

    want, got = outcome(lambda: run(torch)), outcome(lambda: run(X))
    if isinstance(want, Exception) or dtype_name(want.dtype) == "complex32":
        assert isinstance(got, (TypeError, RuntimeError, ValueError)), (want, got)
    else:
        assert_like_torch(got, want, f"{left} {op} {right}")


# --- the Tensor class ---------------------------------------------------------------


_REPRS = [
    lambda m: m.tensor([[1.5, 2.0], [3.0, 4.25]]),
    lambda m: m.tensor([1e-5, 1.0]),
    lambda m: m.tensor([1e9, 1.0]),
    lambda m: m.tensor([100000.0, 2.0]),
    lambda m: m.tensor([[1.5, float("nan")], [float("inf"), -2.0]]),
    lambda m: m.arange(2000.0),
    lambda m: m.arange(2000).reshape(2, 1000),
    lambda m: m.arange(30.0).reshape(2, 15) * 1.1,
    lambda m: m.zeros(0, 3),
    lambda m: m.tensor([], dtype=m.int64),
    lambda m: m.tensor([1 + 2j, -1.5 - 0.5j]),
    lambda m: m.tensor([True, False]),
    lambda m: m.tensor(3.5),
    lambda m: m.tensor(-7),
    lambda m: m.tensor([1.0, 2.0], requires_grad=True),
    lambda m: m.tensor([1, 2], dtype=m.uint8),
    lambda m: m.tensor([1.0, 2.0], dtype=m.float16),
    lambda m: m.tensor([1.5], dtype=m.bfloat16),
    lambda m: m.tensor([0.1, 0.2], dtype=m.float64),
    lambda m: m.ones(2, 2, 2, dtype=m.int32),
    lambda m: m.tensor([1, 2]).shape,
    lambda m: m.float64,
    lambda m: m.device("cpu"),
    lambda m: m.tensor([1]).device,
    lambda m: m.max(m.tensor([[1, 5], [7, 2]]), dim=1),
]


@pytest.mark.parametrize("i", range(len(_REPRS)))
def test_repr_matches_torch(i: int) -> None:
    assert repr(_REPRS[i](X)) == repr(_REPRS[i](torch))


def test_tensor_attributes() -> None:
    t, x = torch.tensor([[1, 2, 3], [4, 5, 6]]), X.tensor([[1, 2, 3], [4, 5, 6]])
    assert x.dtype == X.int64 and x.dtype is X.long and x.dtype != X.int32
    assert x.shape == t.shape == (2, 3) and x.size() == (2, 3) and x.size(1) == t.size(1) == 3
    assert (x.ndim, x.dim(), x.numel(), len(x)) == (2, 2, 6, 2)
    assert x.device == X.device("cpu") and str(x.device) == "cpu"
    assert x.T.shape == t.T.shape and x.mT.shape == t.mT.shape
    assert (x.is_floating_point(), x.float().is_floating_point(), X.tensor([1j]).is_complex()) == (
        False,
        True,
        True,
    )
    assert x.element_size() == t.element_size() == 8
    assert x.ivy_array.dtype == "int64" and isinstance(x.ivy_array, ivylite.Array)
    assert not hasattr(x, "__dict__")  # slots only
    assert X.is_tensor(x) and not X.is_tensor(t)
    assert X.float32.is_floating_point and X.int8.is_signed and not X.uint8.is_signed
    assert ivylite.as_dtype(X.bfloat16) == "bfloat16"


def test_requires_grad_flags_and_numpy_refusing_backward() -> None:
    # autograd itself is tested against torch in test_torch_autograd.py
    x = X.tensor([1.0, 2.0], requires_grad=True)
    assert x.requires_grad and x.is_leaf and x.grad is None
    x.requires_grad_(False)
    assert not x.requires_grad and type(x) is X.Tensor
    with pytest.raises(RuntimeError, match="floating point dtype can require gradients"):
        X.tensor([1]).requires_grad_()
    with pytest.raises(RuntimeError, match="floating point dtype can require gradients"):
        torch.tensor([1]).requires_grad_()
    with ivylite.using_backend("numpy"):
        y = X.tensor([1.0, 2.0], requires_grad=True)
        with pytest.raises(NotImplementedError, match="torch, jax, tensorflow, paddle"):
            y.sum().backward()
    with X.no_grad():
        assert (x + 1).tolist() == [2.0, 3.0]


def test_legacy_constructor_and_tensor_inference() -> None:
    assert_like_torch(X.Tensor([1, 2]), torch.Tensor([1, 2]))
    assert X.Tensor(2, 3).shape == torch.Tensor(2, 3).shape
    assert X.Tensor().shape == torch.Tensor().shape
    for data in ([1, 2], [1, 2.5], [True, 2], [1, 1j], [], [[1.0], [2.0]], 3, 2.5, True,
                 np.arange(3, dtype=np.int16), np.float64(1.5), [np.float64(1.5), 2], [np.int32(1), 2]):  # fmt: skip
        assert_like_torch(X.tensor(data), torch.tensor(data), repr(data))
    assert_like_torch(
        X.tensor([X.tensor(1, dtype=X.int8), 2.5]),
        torch.tensor([torch.tensor(1, dtype=torch.int8), 2.5]),
    )
    assert_like_torch(
        X.tensor([1.7, -2.7], dtype=X.int32), torch.tensor([1.7, -2.7], dtype=torch.int32)
    )
    arr = np.array([1.0, 2.0])
    shared = X.as_tensor(arr)
    assert_like_torch(shared, torch.as_tensor(arr))
    assert X.as_tensor(shared) is shared and X.from_numpy(arr).dtype is X.float64
    copied = X.tensor(arr)
    copied[0] = 9.0
    assert arr[0] == 1.0  # torch.tensor copies


_METHOD_CALLS = [
    lambda x: x.view(3, 2),
    lambda x: x.view(-1),
    lambda x: x.reshape((3, 2)),
    lambda x: x.permute(1, 0),
    lambda x: x.transpose(0, 1),
    lambda x: x.unsqueeze(0),
    lambda x: x.unsqueeze(-1).squeeze(),
    lambda x: x.flatten(),
    lambda x: x.to(torch_or_x(x).float64),
    lambda x: x.to(x),
    lambda x: x.float(),
    lambda x: x.double(),
    lambda x: x.half(),
    lambda x: x.int(),
    lambda x: x.long(),
    lambda x: x.bool(),
    lambda x: x.clone(),
    lambda x: x.detach(),
    lambda x: x.contiguous(),
    lambda x: x.abs(),
    lambda x: x.exp(),
    lambda x: x.log(),
    lambda x: x.sqrt(),
    lambda x: x.pow(2),
    lambda x: x.matmul(x.T),
    lambda x: x.softmax(1),
    lambda x: x.relu(),
    lambda x: x.sum(),
    lambda x: x.sum(dim=1),
    lambda x: x.sum(1, keepdim=True),
    lambda x: x.mean(),
    lambda x: x.mean(dim=0),
    lambda x: x.max(),
    lambda x: x.max(dim=1),
    lambda x: x.min(0),
    lambda x: x.argmax(),
    lambda x: x.argmax(dim=1),
    lambda x: x.add(1, alpha=2),
    lambda x: x.sub(x),
    lambda x: x.mul(2),
    lambda x: x.div(2),
    lambda x: x.div(x, rounding_mode="floor"),
    lambda x: x.std(1),
    lambda x: x.var(),
    lambda x: x.prod(),
    lambda x: x.cumsum(0),
    lambda x: x.expand(2, 2, 3),
    lambda x: x.repeat(2, 1),
    lambda x: x.masked_fill(x > 1, 0.0),
    lambda x: x.new_zeros(2),
    lambda x: x.new_ones((1, 2)),
    lambda x: x.new_full((2,), 7),
    lambda x: x.new_tensor([1, 2]),
    lambda x: x.type(torch_or_x(x).int32),
    lambda x: x.type_as(torch_or_x(x).tensor([1])),
    lambda x: x.t(),
    lambda x: x.clamp(0, 1),
    lambda x: x.sort(dim=1),
    lambda x: x.topk(2),
    lambda x: x.split(1),
    lambda x: x.chunk(3, dim=1),
    lambda x: x.all(),
    lambda x: x.any(dim=0),
    lambda x: x.eq(2),
    lambda x: x.isnan(),
    lambda x: x.where(x > 1, -x),
    lambda x: x.numel(),
    lambda x: x.size(0),
    lambda x: x.tolist(),
    lambda x: x[0, 1].item(),
    lambda x: x.type(),
    lambda x: -x,
    lambda x: +x,
    lambda x: abs(-x),
    lambda x: ~(x > 1),
    lambda x: 2**x,
    lambda x: 1 - x,
    lambda x: 3 / x,
    lambda x: x @ x.T,
    lambda x: float(x[0, 0]),
    lambda x: int(x[1, 1]),
    lambda x: bool(x[0, 0]),
    lambda x: list(x)[1],
    lambda x: 2.0 in x,
    lambda x: f"{x[0, 0]:.3f}",
    lambda x: float(np.asarray(x).sum()),
    lambda x: x.numpy().dtype.name,
]


def torch_or_x(t: Any) -> Any:
    return X if isinstance(t, X.Tensor) else torch


@pytest.mark.parametrize("i", range(len(_METHOD_CALLS)))
def test_methods_and_operators_match_torch(i: int) -> None:
    call = _METHOD_CALLS[i]
    data = [[1.0, 2.0, 0.5], [4.0, 0.25, 3.0]]
    assert_like_torch(call(X.tensor(data)), call(torch.tensor(data)), f"call {i}")


def test_methods_on_every_backend(backend: str) -> None:
    data = [[1.0, 2.0, 0.5], [4.0, 0.25, 3.0]]
    for i in (0, 4, 9, 20, 24, 27, 29, 34, 40, 45, 49, 53, 63):
        call = _METHOD_CALLS[i]
        assert_like_torch(call(X.tensor(data)), call(torch.tensor(data)), f"call {i} on {backend}")


def _inplace_steps(m: Any) -> list:
    x = m.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    y = m.tensor([1, 2, 3], dtype=m.int8)
    out = []
    x += 1
    x -= m.tensor([1, 1, 1])
    x *= 2.5
    x /= 2
    x.add_(y, alpha=2).mul_(0.5).sub_(1)
    out.append(x.clone())
    y += 300  # wraps in int8
    y //= 2
    y %= 5
    y.mul_(3)
    y <<= 1
    out.append(y.clone())
    z = m.zeros(3, dtype=m.int32).fill_(7.9)
    out.append(z)
    out.append(m.ones(2).zero_())
    out.append(x.clamp_(2, 4))
    out.append(m.zeros(2, 2).copy_(m.tensor([1, 2])))
    out.append(m.tensor([1.0, -2.0]).masked_fill_(m.tensor([True, False]), 5))
    return out


def test_inplace_operations_match_torch(backend: str) -> None:
    assert_like_torch(_inplace_steps(X), _inplace_steps(torch))


def test_inplace_refusals_match_torch() -> None:
    for m in (torch, X):
        x = m.tensor([1, 2])
        with pytest.raises(RuntimeError, match="can't be cast"):
            x += 1.5  # int64 tensor, float result
        with pytest.raises(RuntimeError):
            x += m.ones(2, 2, dtype=m.int64)  # would broadcast the tensor written to
        assert x.tolist() == [1, 2]


def _indexing(m: Any) -> list:
    x = m.arange(24).reshape(2, 3, 4)
    out = [x[1], x[:, 1:], x[..., -1], x[None, 0, :, ::2], x[0, m.tensor([2, 0])], x[x > 20],
           x[[1, 0]], x[m.tensor(1)], x[:, [True, False, True]], x[0, 1, 2]]  # fmt: skip
    y = m.zeros(2, 3, dtype=m.int32)
    y[0] = 5
    y[1, 1:] = m.tensor([7.9, 8.2])  # cast to int32: truncated
    y[y == 0] = -1
    y[:, 0] = 2.6
    out.append(y)
    f = m.zeros(3)
    f[m.tensor([0, 2])] = m.tensor(4.5)
    f[1:] = m.tensor(2, dtype=m.int64)  # a plain slice copies with a cast
    out.append(f)
    with pytest.raises(
        RuntimeError, match="Index put requires the source and destination dtypes match"
    ):
        f[m.tensor([0, 2])] = m.tensor(4, dtype=m.int64)
    return out


def test_indexing_matches_torch(backend: str) -> None:
    assert_like_torch(_indexing(X), _indexing(torch))


# --- creation and random --------------------------------------------------------


def _creations(m: Any) -> list:
    return [
        m.zeros(2, 3), m.zeros((2,), dtype=m.int8), m.ones([2, 2], dtype=m.bool), m.empty(3).shape,
        m.full((2,), 7), m.full((2,), 0.5), m.full((1,), True), m.full((2,), 1j), m.full((2,), 2.7, dtype=m.int32),
        m.arange(5), m.arange(1, 4), m.arange(0, 1, 0.25), m.arange(10, 0, -3), m.arange(5.0),
        m.arange(0, 5, dtype=m.float64), m.linspace(0, 1, 5), m.linspace(-3, 10, 7, dtype=m.int32),
        m.linspace(0, 10, 5, dtype=m.int64), m.logspace(0, 2, 3), m.eye(3), m.eye(2, 3, dtype=m.int32),
        m.zeros_like(m.tensor([1, 2])), m.ones_like(m.tensor([1.5]), dtype=m.float64),
        m.full_like(m.tensor([1, 2]), 2.7), m.empty_like(m.tensor([1, 2])).shape,
        m.asarray([1, 2], dtype=m.float64),
    ]  # fmt: skip


def test_creation_matches_torch(backend: str) -> None:
    assert_like_torch(_creations(X), _creations(torch))


def test_default_dtype_can_be_set() -> None:
    try:
        X.set_default_dtype(X.float64)
        torch.set_default_dtype(torch.float64)
        for make_ in (lambda m: m.tensor([1.5]), lambda m: m.zeros(2), lambda m: m.tensor([1]) * 1j,
                      lambda m: m.tensor([1]) / 2, lambda m: m.arange(0.0, 1.0, 0.5)):  # fmt: skip
            assert_like_torch(make_(X), make_(torch))
        assert X.get_default_dtype() is X.float64
    finally:
        X.set_default_dtype(X.float32)
        torch.set_default_dtype(torch.float32)


def test_random_dtypes_shapes_and_seeding(backend: str) -> None:
    X.manual_seed(0)
    a = X.rand(2, 3)
    b = X.rand(2, 3)
    X.manual_seed(0)
    assert X.rand(2, 3).tolist() == a.tolist() and a.tolist() != b.tolist()
    assert X.initial_seed() == 0
    for call in (lambda m: m.rand(2, 3), lambda m: m.randn(4, dtype=m.float64), lambda m: m.randint(3, 10, (5,)),
                 lambda m: m.randint(5, (2, 2), dtype=m.int32), lambda m: m.randperm(6),
                 lambda m: m.rand_like(m.zeros(2, dtype=m.float64)), lambda m: m.randn_like(m.zeros(3)),
                 lambda m: m.randint_like(m.zeros(3), 5), lambda m: m.bernoulli(m.full((4,), 0.5)),
                 lambda m: m.normal(2.0, 3.0, size=(2, 2)), lambda m: m.normal(m.zeros(3), m.ones(3))):  # fmt: skip
        got, want = call(X), call(torch)
        assert (got.dtype.name, got.shape) == (dtype_name(want.dtype), want.shape)
    u = X.rand(1000).numpy()
    assert 0 <= u.min() and u.max() < 1 and 0.4 < u.mean() < 0.6
    assert sorted(X.randperm(6).tolist()) == list(range(6))
    r = X.randint(3, 10, (200,)).numpy()
    assert r.min() >= 3 and r.max() < 10
    w = X.empty(500).uniform_(-2, 2).numpy()
    assert -2 <= w.min() and w.max() < 2
    n = X.zeros(2000, dtype=X.float64).normal_(1.0, 0.5).numpy()
    assert abs(n.mean() - 1.0) < 0.1 and abs(n.std() - 0.5) < 0.1


def _draws(m: Any) -> list:
    """One seeded program's draws through every random function."""
    m.manual_seed(7)
    g = m.Generator().manual_seed(3)
    w = m.tensor([[0.1, 0.0, 0.6, 0.3], [1.0, 1.0, 1.0, 1.0]])
    out = [m.rand(2, 3), m.randn(4, dtype=m.float64), m.randint(0, 10, (5,)), m.randperm(6),
           m.multinomial(w, 3), m.multinomial(w[0], 6, replacement=True),
           m.bernoulli(m.full((5,), 0.5)), m.normal(0.0, 2.0, size=(3,)),
           m.empty(3).uniform_(-1, 1), m.zeros(3, dtype=m.float64).normal_(),
           m.zeros(4).bernoulli_(0.5), m.rand(2, generator=g), w.multinomial(2, generator=g)]  # fmt: skip
    state = g.get_state()
    out.append(m.randn(3, generator=g))
    g.set_state(state)
    out.append(m.randn(3, generator=g))  # the same draws again
    return [x.tolist() for x in out]


def test_random_draws_are_identical_on_every_backend(backend: str) -> None:
    with ivylite.using_backend("numpy"):
        want = _draws(X)
    got = _draws(X)
    assert got == want
    assert got[-1] == got[-2]
    assert got[4][0][:2] != [1, 1] and 1 not in got[5]  # a zero weight is never drawn
    assert all(len(set(row)) == 3 for row in got[4])  # no repeats without replacement


def test_multinomial_frequencies_and_errors() -> None:
    X.manual_seed(0)
    counts = np.bincount(X.multinomial(X.tensor([0.2, 0.5, 0.3]), 4000, True).numpy(), minlength=3)
    np.testing.assert_allclose(counts / 4000, [0.2, 0.5, 0.3], atol=0.03)
    firsts = np.bincount(
        [X.multinomial(X.tensor([0.2, 0.5, 0.3]), 2)[0].item() for _ in range(600)], minlength=3
    )
    np.testing.assert_allclose(firsts / 600, [0.2, 0.5, 0.3], atol=0.06)
    for m in (X, torch):
        with pytest.raises(RuntimeError, match="without replacement"):
            m.multinomial(m.tensor([0.5, 0.5]), 3)
    assert isinstance(X.manual_seed(1), X.Generator)


_MORE_METHOD_CALLS = [
    lambda m, x: x.size(1), lambda m, x: x.size(-1), lambda m, x: x.size(), lambda m, x: x.dim(),
    lambda m, x: x.tril(), lambda m, x: x.triu(1), lambda m, x: x.tril(-1),
    lambda m, x: x.gather(1, m.tensor([[2, 0], [1, 1]])),
    lambda m, x: x.index_select(1, m.tensor([2, 0, 2])),
    lambda m, x: x.scatter(1, m.tensor([[2], [0]]), m.tensor([[9.0], [8.0]])),
    lambda m, x: x.clone().scatter_(0, m.tensor([[1, 0, 1]]), m.tensor([[5.0, 6.0, 7.0]])),
    lambda m, x: x.clone().scatter_(1, m.tensor([[0, 2], [1, 1]]), -1.5),
    lambda m, x: m.scatter(x, 0, m.tensor([[1, 1, 0]]), value=3.0),
    lambda m, x: x.clone().masked_fill_(x > 1, -1.0), lambda m, x: x.topk(2, dim=0),
    lambda m, x: x.topk(1, largest=False), lambda m, x: x.norm(), lambda m, x: x.norm(1, 1),
    lambda m, x: x.norm(2, dim=0, keepdim=True), lambda m, x: x.norm(float("inf"), 1),
    lambda m, x: x.to("cpu"), lambda m, x: x.to(m.device("cpu")), lambda m, x: x.to("cpu", m.float64),
    lambda m, x: x.transpose(1, 0).contiguous().view(-1), lambda m, x: x.split([1, 2], dim=1),
    lambda m, x: x.chunk(2, 1), lambda m, x: x.expand(3, 2, 3).repeat(1, 1, 2), lambda m, x: x.item() if x.numel() == 1 else x.numel(),
]  # fmt: skip


def test_more_methods_match_torch_on_every_backend(backend: str) -> None:
    data = [[1.0, 2.0, 0.5], [4.0, 0.25, 3.0]]
    for i, call in enumerate(_MORE_METHOD_CALLS):
        got, want = call(X, X.tensor(data)), call(torch, torch.tensor(data))
        assert_like_torch(got, want, f"call {i} on {backend}")


def test_device_cuda_and_compile_stand_ins() -> None:
    assert not X.cuda.is_available() and X.cuda.device_count() == 0
    assert str(X.device("cpu")) == str(torch.device("cpu"))
    assert X.tensor([1.0]).to(X.device("cpu")).device == X.device("cpu")
    model = lambda x: x * 2  # noqa: E731
    assert X.compile(model) is model and X.compile(fullgraph=True)(model) is model


def test_sort_puts_nan_where_torch_does(backend: str) -> None:
    values = [3.0, float("nan"), 1.0, float("nan"), 2.0]
    for descending in (False, True):
        assert_like_torch(
            X.sort(X.tensor(values), descending=descending),
            torch.sort(torch.tensor(values), descending=descending),
        )
