"""The torch frontend's autograd against real torch: gradients function by function
(float64, rtol 1e-6), ``.grad`` accumulation, ``retain_grad``, ``autograd.grad``,
the grad modes, and torch's errors.

Gradients run on every backend with automatic differentiation; NumPy refuses
``backward`` with the error naming those backends.
"""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import ivylite  # noqa: E402
import ivylite.frontends.torch as ft  # noqa: E402
import ivylite.frontends.torch.nn.functional as fF  # noqa: E402

TRAINING_ERROR = "torch, jax, tensorflow, paddle"

_rng = np.random.default_rng(0)
_X = _rng.uniform(-1.5, 1.5, (3, 4))
_POS = np.abs(_X) + 0.2
_UNIT = _X / 2  # inside (-1, 1)
_SQ = _rng.uniform(-1, 1, (3, 3)) + 3 * np.eye(3)
_B = _rng.uniform(-1, 1, (2, 3, 4))
_IDX = np.array([[0, 2, 1, 3], [3, 0, 0, 1], [1, 1, 2, 0]])


def _F(m):
    return torch.nn.functional if m is torch else fF


# name -> (input, function of (module, x)); each is differentiated with respect to x
CASES = {
    "abs": (_X, lambda m, x: m.abs(x)), "exp": (_X, lambda m, x: m.exp(x)),
    "expm1": (_X, lambda m, x: m.expm1(x)), "log": (_POS, lambda m, x: m.log(x)),
    "log1p": (_POS, lambda m, x: m.log1p(x)), "log2": (_POS, lambda m, x: m.log2(x)),
    "log10": (_POS, lambda m, x: m.log10(x)), "sqrt": (_POS, lambda m, x: m.sqrt(x)),
    "rsqrt": (_POS, lambda m, x: m.rsqrt(x)), "square": (_X, lambda m, x: m.square(x)),
    "sin": (_X, lambda m, x: m.sin(x)), "cos": (_X, lambda m, x: m.cos(x)),
    "tan": (_UNIT, lambda m, x: m.tan(x)), "asin": (_UNIT, lambda m, x: m.asin(x)),
    "acos": (_UNIT, lambda m, x: m.acos(x)), "atan": (_X, lambda m, x: m.atan(x)),
    "sinh": (_X, lambda m, x: m.sinh(x)), "cosh": (_X, lambda m, x: m.cosh(x)),
    "tanh": (_X, lambda m, x: m.tanh(x)), "asinh": (_X, lambda m, x: m.asinh(x)),
    "atanh": (_UNIT, lambda m, x: m.atanh(x)), "sigmoid": (_X, lambda m, x: m.sigmoid(x)),
    "reciprocal": (_POS, lambda m, x: m.reciprocal(x)), "neg": (_X, lambda m, x: -x),
    "relu": (_X, lambda m, x: m.relu(x)),
    "add": (_X, lambda m, x: x + 2 * x), "mul": (_X, lambda m, x: x * x * 3),
    "sub": (_X, lambda m, x: 1 - x), "div": (_POS, lambda m, x: x / (x + 1)),
    "rdiv": (_POS, lambda m, x: 2 / x), "pow_scalar": (_POS, lambda m, x: x**2.5),
    "pow_tensor": (_POS, lambda m, x: m.pow(x, x)), "rpow": (_X, lambda m, x: 2**x),
    "atan2": (_X, lambda m, x: m.atan2(x, x * x + 1)),
    "hypot": (_X, lambda m, x: m.hypot(x, x + 3)),
    "maximum": (_X, lambda m, x: m.maximum(x, x.flip(0))),
    "clamp": (_X, lambda m, x: m.clamp(x, -0.5, 0.5)),
    "where": (_X, lambda m, x: m.where(x > 0, x * x, -x)),
    "sum_dim": (_X, lambda m, x: x.sum(dim=1)), "mean": (_X, lambda m, x: x.mean(0)),
    "prod": (_POS, lambda m, x: x.prod(1)), "amax": (_X, lambda m, x: x.amax(1)),
    "max_dim": (_X, lambda m, x: x.max(dim=0).values), "std": (_X, lambda m, x: x.std(1)),
    "var": (_X, lambda m, x: x.var(0, unbiased=False)),
    "norm": (_X, lambda m, x: x.norm(dim=1)), "cumsum": (_X, lambda m, x: x.cumsum(1)),
    "logsumexp": (_X, lambda m, x: m.logsumexp(x, 1)),
    "softmax": (_X, lambda m, x: m.softmax(x, 1)),
    "log_softmax": (_X, lambda m, x: m.log_softmax(x, -1)),
    "reshape": (_X, lambda m, x: x.reshape(4, 3) * m.arange(3.0, dtype=m.float64)),
    "transpose": (_X, lambda m, x: x.t() @ x), "permute": (_B, lambda m, x: x.permute(2, 0, 1)),
    "cat": (_X, lambda m, x: m.cat([x, x * 2], 1)), "stack": (_X, lambda m, x: m.stack([x, x])),
    "split": (_X, lambda m, x: x.split(2, 1)[1] * 3), "chunk": (_X, lambda m, x: x.chunk(2)[0]),
    "flip": (_X, lambda m, x: x.flip(1)), "roll": (_X, lambda m, x: x.roll(1, 1)),
    "gather": (_X, lambda m, x: x.gather(1, m.tensor(_IDX))),
    "index_select": (_X, lambda m, x: x.index_select(1, m.tensor([0, 0, 3]))),
    "masked_fill": (_X, lambda m, x: x.masked_fill(x > 0.5, 0.0)),
    "scatter": (_X, lambda m, x: x.scatter(1, m.tensor([[0], [2], [1]]), x[:, 3:] * 3)),
    "topk": (_X, lambda m, x: x.topk(2, dim=1).values),
    "tril": (_SQ, lambda m, x: x.tril()), "triu": (_SQ, lambda m, x: x.triu(1)),
    "expand": (_X[:1], lambda m, x: x.expand(3, 4)), "repeat": (_X, lambda m, x: x.repeat(2, 1)),
    "getitem": (_X, lambda m, x: x[1:, ::2]), "squeeze": (_X[:1], lambda m, x: x.squeeze(0)),
    "unsqueeze": (_X, lambda m, x: x.unsqueeze(1)), "narrow": (_X, lambda m, x: x.narrow(1, 1, 2)),
    "matmul": (_X, lambda m, x: x @ x.T), "bmm": (_B, lambda m, x: m.bmm(x, x.transpose(1, 2))),
    "outer": (_X[0], lambda m, x: m.outer(x, x)), "dot": (_X[0], lambda m, x: m.dot(x, x)),
    "inv": (_SQ, lambda m, x: m.linalg.inv(x)), "det": (_SQ, lambda m, x: m.linalg.det(x)),
    "solve": (_SQ, lambda m, x: m.linalg.solve(x, x[:, :1] + 1)),
    "linalg.norm": (_X, lambda m, x: m.linalg.norm(x)),
    "F.gelu": (_X, lambda m, x: _F(m).gelu(x)),
    "F.gelu_tanh": (_X, lambda m, x: _F(m).gelu(x, approximate="tanh")),
    "F.silu": (_X, lambda m, x: _F(m).silu(x)), "F.softplus": (_X, lambda m, x: _F(m).softplus(x)),
    "F.elu": (_X, lambda m, x: _F(m).elu(x)), "F.leaky_relu": (_X, lambda m, x: _F(m).leaky_relu(x)),
    "F.logsigmoid": (_X, lambda m, x: _F(m).logsigmoid(x)),
    "F.layer_norm": (_X, lambda m, x: _F(m).layer_norm(x, (4,))),
    "F.linear": (_X, lambda m, x: _F(m).linear(x, x[:2], x[0, :2])),
    "F.normalize": (_X, lambda m, x: _F(m).normalize(x, dim=1)),
    "F.cross_entropy": (_X, lambda m, x: _F(m).cross_entropy(x, m.tensor([0, 3, 1]))),
    "F.mse_loss": (_X, lambda m, x: _F(m).mse_loss(x, x.detach() * 0 + 1)),
    "F.bce_logits": (
        _X, lambda m, x: _F(m).binary_cross_entropy_with_logits(x, (x.detach() > 0).double())
    ),
}  # fmt: skip


def _grad(m, name: str) -> np.ndarray:
    data, fn = CASES[name]
    x = m.tensor(data, dtype=m.float64, requires_grad=True)
    y = fn(m, x)
    weights = np.linspace(0.5, 1.5, int(np.prod(tuple(y.shape)))).reshape(tuple(y.shape))
    (y * m.tensor(weights, dtype=m.float64)).sum().backward()
    return np.asarray(x.grad.detach().numpy())


@pytest.mark.parametrize("name", list(CASES))
def test_gradient_equals_torch(name, backend):
    want = _grad(torch, name)
    if backend in ("numpy", "dask"):
        with pytest.raises(NotImplementedError, match=TRAINING_ERROR):
            _grad(ft, name)
        return
    np.testing.assert_allclose(_grad(ft, name), want, rtol=1e-6, atol=1e-12, err_msg=name)


AUTODIFF = ("torch", "jax", "tensorflow", "paddle")


def _session(m, backend):
    """One program's observations of autograd's state and values."""
    w = m.tensor([1.0, -2.0, 3.0], dtype=m.float64, requires_grad=True)
    seen = {"leaf": w.is_leaf, "requires": w.requires_grad}
    h = w * w
    h.retain_grad()
    loss = (h * m.tensor([1.0, 2.0, 3.0], dtype=m.float64)).sum()
    seen["loss"] = (loss.is_leaf, loss.requires_grad)
    loss.backward(retain_graph=True)
    loss.backward()  # .grad accumulates
    seen["grad"] = w.grad.numpy().copy()
    seen["h.grad"] = h.grad.numpy().copy()
    with m.no_grad():
        w -= 0.1 * w.grad  # an optimiser's step
        seen["no_grad"] = (w * 2).requires_grad
    seen["after_step"] = w.detach().numpy().copy()
    w.grad = None
    (w**3).sum().backward()
    seen["grad2"] = w.grad.numpy().copy()
    (g,) = m.autograd.grad((w * w).sum(), w)
    seen["autograd.grad"] = g.numpy().copy()
    seen["grad_untouched"] = w.grad.numpy().copy()
    w.data.mul_(2)  # .data writes reach the tensor
    seen["data"] = w.detach().numpy().copy()
    seen["detach"] = w.detach().requires_grad
    return seen


@pytest.mark.parametrize("backend_name", AUTODIFF)
def test_autograd_state_and_values_equal_torch(backend_name):
    want = _session(torch, backend_name)
    with ivylite.using_backend(backend_name):
        got = _session(ft, backend_name)
    assert want.keys() == got.keys()
    for k in want:
        if isinstance(want[k], np.ndarray):
            np.testing.assert_allclose(got[k], want[k], rtol=1e-6, err_msg=k)
        else:
            assert got[k] == want[k], k


@pytest.mark.parametrize("backend_name", AUTODIFF)
def test_torch_errors(backend_name):
    with ivylite.using_backend(backend_name):
        w = ft.tensor([1.0, 2.0], requires_grad=True)
        with pytest.raises(RuntimeError, match="leaf Variable that requires grad"):
            w.add_(1)
        y = (w * w).sum()
        y.backward()
        with pytest.raises(RuntimeError, match="backward through the graph a second time"):
            y.backward()
        with pytest.raises(RuntimeError, match="only for scalar outputs"):
            (w * 2).backward()
        with pytest.raises(RuntimeError, match="does not require grad"):
            ft.tensor(1.0).backward()
        with pytest.raises(RuntimeError, match="floating point"):
            ft.tensor([1, 2]).requires_grad_()
        with pytest.raises(RuntimeError, match="appears to not have been used"):
            ft.autograd.grad((w * 2).sum(), ft.tensor(1.0, requires_grad=True))


@pytest.mark.parametrize("backend_name", AUTODIFF)
def test_grad_modes_stop_recording(backend_name):
    with ivylite.using_backend(backend_name):
        w = ft.ones(2, requires_grad=True)
        with ft.no_grad():
            assert not (w * 2).requires_grad
            with ft.enable_grad():
                assert (w * 2).requires_grad
        with ft.inference_mode():
            assert not (w * 2).requires_grad
        with ft.set_grad_enabled(False):
            assert not (w * 2).requires_grad

        @ft.no_grad()
        def f(x):
            return x * 2

        assert not f(w).requires_grad
        assert (w * 2).requires_grad and ft.is_grad_enabled()


def test_numpy_backward_names_the_training_backends():
    with ivylite.using_backend("numpy"):
        w = ft.tensor([1.0, 2.0], requires_grad=True)
        with pytest.raises(NotImplementedError, match=TRAINING_ERROR):
            (w * w).sum().backward()
