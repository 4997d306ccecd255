"""ivylite.jit, ivylite.vmap and ivylite.while_loop on every backend, and the tree
extensions they rely on (registered nodes, is_leaf)."""

from __future__ import annotations

import numpy as np
import pytest

import ivylite
from ivylite.tree import register_node, tree_children, tree_flatten, tree_unflatten

from .conftest import NO_AUTODIFF

COMPILING = ("jax", "tensorflow", "torch")


def test_jit_gives_the_eager_values_and_compiles_once_per_signature(backend):
    traced = []

    def f(p, x, n):
        traced.append(n)
        return {"y": ivylite.sum(p["w"] * x) * n, "n": n, "none": None}

    jf = ivylite.jit(f, static_argnums=2)
    p = {"w": ivylite.asarray([1.0, 2.0])}
    for x in ([1.0, 1.0], [2.0, 0.5]):
        out = jf(p, ivylite.asarray(x), 3)
        want = f(p, ivylite.asarray(x), 3)
        assert out["n"] == 3 and out["none"] is None
        assert out["y"].backend == backend and out["y"].dtype == want["y"].dtype
        np.testing.assert_allclose(np.asarray(out["y"]), np.asarray(want["y"]), rtol=1e-6)
    if backend in ("jax", "tensorflow"):
        assert traced.count(3) == 3  # traced once (the two eager calls made the others)


def test_jit_refuses_an_unhashable_non_array_argument():
    pytest.importorskip("jax")
    with ivylite.using_backend("jax"):
        with pytest.raises(TypeError, match="neither an ivylite array"):
            ivylite.jit(lambda x: x)(np.zeros(2))
        with pytest.raises(TypeError, match="static argument must be hashable"):
            ivylite.jit(lambda x, s: x, static_argnums=1)(ivylite.asarray(1.0), [1])


def test_jit_of_a_training_step_with_value_and_grad(backend):
    if backend in NO_AUTODIFF:
        pytest.skip("no automatic differentiation on this backend")

    def step(w, x):
        loss, g = ivylite.value_and_grad(lambda w: ivylite.sum((x @ w) ** 2))(w)
        return loss, w - 0.1 * g

    w, x = ivylite.asarray([0.5, -0.5]), ivylite.asarray([[1.0, 2.0], [3.0, 4.0]])
    (l1, w1), (l2, w2) = ivylite.jit(step)(w, x), step(w, x)
    np.testing.assert_allclose(np.asarray(w1), np.asarray(w2), rtol=1e-6)
    np.testing.assert_allclose(float(l1), float(l2), rtol=1e-6)


_RNG = np.random.default_rng(0)
_A, _B, _V = _RNG.standard_normal((3, 4)), _RNG.standard_normal((3, 4)), _RNG.standard_normal(4)

# (function, in_axes, out_axes, arguments, the loop that gives the same values)
VMAP_CASES = {
    "both mapped": (lambda a, b: ivylite.sum(a * b), 0, 0, (_A, _B),
                    lambda: [np.sum(_A[i] * _B[i]) for i in range(3)]),
    "axis 1, one unmapped": (lambda a, b: ivylite.sum(a * b), (1, None), 0, (_A, _A[:, 0]),
                             lambda: [np.sum(_A[:, i] * _A[:, 0]) for i in range(4)]),
    "out axis 1": (lambda a, v: a * v, (0, None), 1, (_A, _V),
                   lambda: np.stack([_A[i] * _V for i in range(3)], axis=1)),
    "out axis None": (lambda a, v: v * 2.0, (0, None), None, (_A, _V), lambda: _V * 2.0),
}  # fmt: skip


@pytest.mark.parametrize("case", list(VMAP_CASES))
def test_vmap_equals_a_loop(case, backend):
    f, in_axes, out_axes, args, loop = VMAP_CASES[case]
    got = ivylite.vmap(f, in_axes, out_axes)(*map(ivylite.asarray, args))
    assert got.backend == backend
    np.testing.assert_allclose(np.asarray(got), np.asarray(loop()), rtol=1e-6)


def test_vmap_of_grad_gives_per_example_gradients(backend):
    if backend in NO_AUTODIFF:
        pytest.skip("no automatic differentiation on this backend")
    loss = lambda w, x: ivylite.sum(x * w) ** 2  # noqa: E731
    w, xs = ivylite.asarray([1.0, -1.0]), ivylite.asarray([[1.0, 2.0], [3.0, 1.0]])
    got = ivylite.vmap(ivylite.grad(loss), in_axes=(None, 0))(w, xs)
    np.testing.assert_allclose(np.asarray(got), [[-2.0, -4.0], [12.0, 4.0]])


def test_vmap_checks_its_axes():
    with pytest.raises(ValueError, match="different sizes"):
        ivylite.vmap(lambda a, b: a + b)(ivylite.zeros(2), ivylite.zeros(3))
    with pytest.raises(ValueError, match="out of range"):
        ivylite.vmap(lambda a: a, in_axes=2)(ivylite.zeros(2))
    with pytest.raises(ValueError, match="give axis_size"):
        ivylite.vmap(lambda a: a, in_axes=None)(ivylite.zeros(2))
    out = ivylite.vmap(lambda a: a * 2, in_axes=None, axis_size=3)(ivylite.ones(2))
    assert out.shape == (3, 2)


def test_while_loop_in_python_and_compiled(backend):
    body = lambda v: (v[0] * 2, v[1] + 1)  # noqa: E731
    assert ivylite.while_loop(lambda v: v[0] < 100, body, (1, 0)) == (128, 7)
    f = ivylite.jit(
        lambda x: ivylite.while_loop(lambda v: ivylite.sum(v) < 10.0, lambda v: v * 2.0, x)
    )
    out = f(ivylite.asarray([1.0, 0.5]))
    assert np.asarray(out).tolist() == [8.0, 4.0] and out.backend == backend


class _Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b


register_node(_Pair, lambda p: ((p.a, p.b), "pair"), lambda aux, kids: _Pair(*kids))


def test_registered_nodes_and_is_leaf():
    tree = {"p": _Pair(1, [2, None]), "q": (3,)}
    leaves, treedef = tree_flatten(tree)
    assert leaves == [1, 2, 3]
    rebuilt = tree_unflatten(treedef, [10, 20, 30])
    assert isinstance(rebuilt["p"], _Pair) and rebuilt["p"].b == [20, None]
    assert tree_flatten(tree, is_leaf=lambda t: isinstance(t, _Pair))[0][0] is tree["p"]
    assert tree_flatten([None, 1], is_leaf=lambda t: t is None)[0] == [None, 1]
    assert tree_children(tree["p"]) == [1, [2, None]] and tree_children(None) == []


def test_registered_nodes_cross_jit_and_vmap(backend):
    f = ivylite.jit(lambda p: _Pair(p.a * 2, p.b))
    out = f(_Pair(ivylite.asarray([1.0]), 5))
    assert isinstance(out, _Pair) and out.b == 5 and np.asarray(out.a).tolist() == [2.0]
    v = ivylite.vmap(lambda p: p.a + p.b)(
        _Pair(ivylite.asarray([1.0, 2.0]), ivylite.asarray([10.0, 20.0]))
    )
    assert np.asarray(v).tolist() == [11.0, 22.0]


# --- torch.compile traces ivylite whole ---------------------------------------------------


def _dynamo_counts() -> tuple[int, int]:
    from torch._dynamo.utils import counters

    return sum(counters["graph_break"].values()), counters["stats"]["unique_graphs"]


def test_torch_jit_of_a_module_training_step_is_one_graph():
    """The settings reads, the gradient, the Module's parameters and the pure
    optimiser all trace: one graph, no break, traced once for three calls."""
    pytest.importorskip("torch")
    import torch

    torch._dynamo.reset()
    with ivylite.using_backend("torch"):
        ivylite.seed(0)
        model = ivylite.nn.Sequential(
            ivylite.nn.Linear(4, 8),
            ivylite.nn.LayerNorm(8),
            ivylite.nn.GELU(),
            ivylite.nn.Linear(8, 3),
        )
        opt = ivylite.optim.AdamW([], lr=0.01)
        x = ivylite.asarray(np.random.default_rng(0).standard_normal((5, 4)), dtype="float32")
        y = ivylite.asarray([0, 2, 1, 1, 0])

        def loss_fn(m, x, y):
            return ivylite.cross_entropy(m(x), y)

        def step(m, state, x, y):
            loss, grads = ivylite.value_and_grad(loss_fn)(m, x, y)
            params, state = opt.update(dict(m.named_parameters()), grads, state)
            return loss, params, state

        state = opt.init_state(dict(model.named_parameters()))
        eager_loss, eager_params, _ = step(model, state, x, y)
        breaks, graphs = _dynamo_counts()
        jitted = ivylite.jit(step)
        losses = [jitted(model, state, x, y)[0] for _ in range(3)]
        breaks_after, graphs_after = _dynamo_counts()
    assert breaks_after == breaks, "torch.compile broke the graph"
    assert graphs_after - graphs == 1, "traced more than once"
    for loss in losses:
        np.testing.assert_allclose(float(loss), float(eager_loss), rtol=1e-5)


def test_torch_jit_traces_under_the_callers_settings():
    pytest.importorskip("torch")
    import torch

    torch._dynamo.reset()
    f = ivylite.jit(lambda x: x + ivylite.asarray(1.5))
    with ivylite.using_backend("torch"):
        x = ivylite.asarray(1.0, dtype="float64")
        with ivylite.DefaultFloatDtype("float64"):
            assert f(x).dtype == "float64" and float(f(x)) == 2.5
        assert f(ivylite.asarray(1.0, dtype="float64")).dtype == "float64"
        assert f(ivylite.asarray(1.0)).dtype == "float32"  # float32 under the default
        with ivylite.PromotionPolicy("array_api"):
            assert f(ivylite.asarray(1.0)).dtype == "float32"
    # torch.compile called directly still runs (breaking the graph where it reads them)
    with ivylite.using_backend("torch"):
        g = torch.compile(lambda t: (ivylite.Array(t) * 2.5).data, backend="eager")
        assert float(g(torch.tensor(1.0))) == 2.5


def test_tensorflow_jit_with_a_new_python_scalar_then_eager():
    """A Python scalar first met while tf.function traces is not cached as that
    graph's tensor (it would be out of scope in the eager call after)."""
    pytest.importorskip("tensorflow")
    with ivylite.using_backend("tensorflow"):
        x = ivylite.asarray([1.0, 2.0])
        traced = ivylite.jit(lambda x: x * 1.2345678 + 7.654321)(x)
        eager = x * 1.2345678 + 7.654321
    np.testing.assert_allclose(np.asarray(traced), np.asarray(eager), rtol=1e-6)
