"""The jax frontend's transformations and their companions, against real JAX (x64).

Gradients are checked function by function (rtol 1e-6) on every backend with
automatic differentiation; NumPy refuses them with the error naming those
backends. jit, vmap, lax control flow, tree_util, jax.scipy.special and
jax.nn.initializers give JAX's values.
"""

from __future__ import annotations

import numpy as np
import pytest

jax = pytest.importorskip("jax")
jax.config.update("jax_enable_x64", True)
jnp = jax.numpy

import ivylite  # noqa: E402
import ivylite.frontends.jax as fjax  # noqa: E402
import ivylite.frontends.jax.numpy as fjnp  # noqa: E402
from tests.conftest import NO_AUTODIFF  # noqa: E402

TRAINING_ERROR = "torch, jax, tensorflow, paddle"

_X = np.array([0.3, -1.2, 2.1, 0.7, -0.4])
_POS = np.array([0.3, 1.2, 2.1, 0.7, 4.5])
_UNIT = np.array([0.1, 0.35, 0.5, 0.8, 0.95])
_M = np.array([[0.5, -1.0, 2.0], [1.5, 0.2, -0.3]])


def _both(name: str):
    """The real function and the frontend's of a dotted name under ``jax``."""
    real, mine = jax, fjax
    for part in name.split("."):
        real, mine = getattr(real, part), getattr(mine, part)
    return real, mine


# name, input, extra positional args (unary functions differentiate their first input)
GRADIENT_CASES = [
    ("numpy.sin", _X), ("numpy.cos", _X), ("numpy.tan", _UNIT), ("numpy.tanh", _X),
    ("numpy.exp", _X), ("numpy.log", _POS), ("numpy.log1p", _POS), ("numpy.expm1", _X),
    ("numpy.sqrt", _POS), ("numpy.square", _X), ("numpy.abs", _X), ("numpy.sinh", _X),
    ("numpy.cosh", _X), ("numpy.arctan", _X), ("numpy.arcsin", _UNIT), ("numpy.arccos", _UNIT),
    ("numpy.arctanh", _UNIT), ("numpy.reciprocal", _POS),
    ("numpy.sum", _M), ("numpy.mean", _M), ("numpy.prod", _POS), ("numpy.max", _X),
    ("numpy.min", _X), ("numpy.std", _M), ("numpy.var", _M), ("numpy.cumsum", _X),
    ("numpy.linalg.norm", _M), ("numpy.transpose", _M), ("numpy.ravel", _M),
    ("nn.relu", _X), ("nn.gelu", _X), ("nn.sigmoid", _X), ("nn.softplus", _X), ("nn.silu", _X),
    ("nn.elu", _X), ("nn.leaky_relu", _X), ("nn.log_sigmoid", _X), ("nn.softmax", _M),
    ("nn.log_softmax", _M), ("nn.logsumexp", _M), ("nn.standardize", _M),
    ("scipy.special.logsumexp", _M), ("scipy.special.erf", _X), ("scipy.special.erfc", _X),
    ("scipy.special.gammaln", _POS), ("scipy.special.digamma", _POS),
    ("scipy.special.expit", _X), ("scipy.special.logit", _UNIT),
    ("lax.exp", _X), ("lax.tanh", _X), ("lax.logistic", _X), ("lax.rsqrt", _POS),
]  # fmt: skip

BINARY_CASES = [
    ("numpy.add", _X, _POS), ("numpy.subtract", _X, _POS), ("numpy.multiply", _X, _POS),
    ("numpy.divide", _X, _POS), ("numpy.power", _POS, _X), ("numpy.maximum", _X, _UNIT),
    ("numpy.minimum", _X, _UNIT), ("numpy.arctan2", _X, _POS), ("numpy.hypot", _X, _POS),
    ("numpy.dot", _X, _POS), ("numpy.matmul", _M, _M.T), ("numpy.outer", _X, _POS),
    ("scipy.special.xlogy", _X, _POS), ("lax.mul", _X, _POS), ("lax.div", _X, _POS),
]  # fmt: skip


def _grad_of_sum(module_fn, real: bool):
    np_ = jnp if real else fjnp
    return lambda *a: np_.sum(module_fn(*a))


@pytest.mark.parametrize("name, x", GRADIENT_CASES, ids=[c[0] for c in GRADIENT_CASES])
def test_gradient_equals_jax(name, x, backend):
    real_fn, my_fn = _both(name)
    want = np.asarray(jax.grad(_grad_of_sum(real_fn, True))(jnp.asarray(x)))
    grad = fjax.grad(_grad_of_sum(my_fn, False))
    if backend in NO_AUTODIFF:
        with pytest.raises(NotImplementedError, match=TRAINING_ERROR):
            grad(fjnp.asarray(x))
        return
    got = np.asarray(grad(fjnp.asarray(x)))
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-12, err_msg=f"{name} on {backend}")


@pytest.mark.parametrize("name, x, y", BINARY_CASES, ids=[c[0] for c in BINARY_CASES])
def test_gradients_of_both_arguments_equal_jax(name, x, y, backend):
    if backend in NO_AUTODIFF:
        pytest.skip("no automatic differentiation on this backend (checked above)")
    real_fn, my_fn = _both(name)
    want = jax.grad(_grad_of_sum(real_fn, True), argnums=(0, 1))(jnp.asarray(x), jnp.asarray(y))
    got = fjax.grad(_grad_of_sum(my_fn, False), argnums=(0, 1))(fjnp.asarray(x), fjnp.asarray(y))
    for g, w in zip(got, want):
        np.testing.assert_allclose(
            np.asarray(g), np.asarray(w), rtol=1e-6, atol=1e-12, err_msg=name
        )


def _mlp_loss(np_, params, x):
    h = np_.tanh(np_.dot(x, params["layers"][0]["w"]) + params["layers"][0]["b"])
    return np_.sum((np_.dot(h, params["out"]) - 1.0) ** 2), h


_PARAMS = {
    "layers": [{"w": _M.T.copy(), "b": np.array([0.1, -0.2])}],
    "out": np.array([0.5, -1.5]),
}


def _tree(np_, tree):
    return jax.tree_util.tree_map(np_.asarray, tree)


def test_value_and_grad_over_a_nested_tree_with_aux(backend):
    if backend in NO_AUTODIFF:
        pytest.skip("no automatic differentiation on this backend")
    real = jax.value_and_grad(lambda p, x: _mlp_loss(jnp, p, x), has_aux=True)
    mine = fjax.value_and_grad(lambda p, x: _mlp_loss(fjnp, p, x), has_aux=True)
    (v, aux), g = real(_tree(jnp, _PARAMS), jnp.asarray(_X[:3]))
    (mv, maux), mg = mine(_tree(fjnp, _PARAMS), fjnp.asarray(_X[:3]))
    np.testing.assert_allclose(float(mv), float(v), rtol=1e-12)
    np.testing.assert_allclose(np.asarray(maux), np.asarray(aux), rtol=1e-12)
    for got, want in zip(jax.tree_util.tree_leaves(mg, is_leaf=lambda t: isinstance(t, fjax.Array)),
                         jax.tree_util.tree_leaves(g)):  # fmt: skip
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-6)
    assert fjax.tree_util.tree_structure(mg) == fjax.tree_util.tree_structure(_PARAMS)


def test_grad_of_grad_and_jit_of_grad(backend):
    if backend in NO_AUTODIFF:
        pytest.skip("no automatic differentiation on this backend")
    f = lambda x: fjnp.sum(fjnp.sin(x) * x**2)  # noqa: E731
    g = lambda x: jnp.sum(jnp.sin(x) * x**2)  # noqa: E731
    x = _X[:3]
    d2 = fjax.grad(lambda x: fjnp.sum(fjax.grad(f)(x)))(fjnp.asarray(x))
    want = jax.grad(lambda x: jnp.sum(jax.grad(g)(x)))(jnp.asarray(x))
    np.testing.assert_allclose(np.asarray(d2), np.asarray(want), rtol=1e-6)
    np.testing.assert_allclose(
        np.asarray(fjax.jit(fjax.grad(f))(fjnp.asarray(x))),
        np.asarray(jax.grad(g)(jnp.asarray(x))),
        rtol=1e-10,
    )


# --- jit ----------------------------------------------------------------------------


def test_jit_static_arguments_and_trees(backend):
    calls = []

    def f(params, x, n, *, scale):
        calls.append(n)
        return {"y": params["w"] * x * n * scale, "n": n}

    jf = fjax.jit(f, static_argnums=2, static_argnames="scale", donate_argnums=0)
    params = {"w": fjnp.asarray([1.0, 2.0])}
    out = jf(params, fjnp.asarray([3.0, 4.0]), 2, scale=0.5)
    assert out["n"] == 2 and np.asarray(out["y"]).tolist() == [3.0, 8.0]
    jf(params, fjnp.asarray([5.0, 6.0]), 2, scale=0.5)
    jf(params, fjnp.asarray([5.0, 6.0]), 3, scale=0.5)
    compiled = backend in ("jax", "tensorflow", "torch")
    if backend in ("jax", "tensorflow"):  # traced once per static value
        assert calls == [2, 3]
    elif not compiled:  # run as is
        assert calls == [2, 2, 3]


def test_jit_as_a_decorator_with_partial():
    from functools import partial

    @partial(fjax.jit, static_argnames=("k",))
    def power(x, k):
        return x**k

    assert np.asarray(power(fjnp.asarray(2.0), k=3)).item() == 8.0


# --- vmap ---------------------------------------------------------------------------


@pytest.mark.parametrize("in_axes, out_axes", [(0, 0), ((1, None), 0), ((0, None), 1),
                                               (({"a": 1, "b": 0}, None), -1)])  # fmt: skip
def test_vmap_axes_equal_jax(in_axes, out_axes, backend):
    def f(t, c):
        return (
            jnp_like(t).sum(t["a"] * t["b"][..., None], axis=0) + c
            if isinstance(t, dict)
            else t * c
        )

    def jnp_like(t):
        return fjnp if isinstance(t["a"], fjax.Array) else jnp

    rng = np.random.default_rng(0)
    if isinstance(in_axes, tuple) and isinstance(in_axes[0], dict):
        t = {"a": rng.standard_normal((3, 4, 2)), "b": rng.standard_normal((4, 3))}
        c = rng.standard_normal(2)
        args_real = (_tree(jnp, t), jnp.asarray(c))
        args_mine = (_tree(fjnp, t), fjnp.asarray(c))
    else:
        x, c = rng.standard_normal((3, 4)), rng.standard_normal(4) if in_axes != (1, None) else 2.0
        args_real = (jnp.asarray(x), c if isinstance(c, float) else jnp.asarray(c))
        args_mine = (fjnp.asarray(x), c if isinstance(c, float) else fjnp.asarray(c))
        if in_axes == 0:
            args_real = (args_real[0], jnp.asarray(rng.standard_normal((3, 4))))
            args_mine = (args_mine[0], fjnp.asarray(np.asarray(args_real[1])))
    want = jax.vmap(f, in_axes, out_axes)(*args_real)
    got = fjax.vmap(f, in_axes, out_axes)(*args_mine)
    np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-12)


def test_nested_vmap_and_per_example_gradients(backend):
    pairwise = fjax.vmap(fjax.vmap(lambda a, b: fjnp.dot(a, b), (None, 0)), (0, None))
    x = np.arange(6.0).reshape(3, 2)
    np.testing.assert_allclose(np.asarray(pairwise(fjnp.asarray(x), fjnp.asarray(x))), x @ x.T)
    if backend in NO_AUTODIFF:
        return
    loss = lambda w, x, y: (fjnp.dot(x, w) - y) ** 2  # noqa: E731
    real_loss = lambda w, x, y: (jnp.dot(x, w) - y) ** 2  # noqa: E731
    w, xs, ys = _X[:2], x, np.array([1.0, -1.0, 0.5])
    got = fjax.vmap(fjax.grad(loss), in_axes=(None, 0, 0))(
        fjnp.asarray(w), fjnp.asarray(xs), fjnp.asarray(ys)
    )
    want = jax.vmap(jax.grad(real_loss), in_axes=(None, 0, 0))(
        jnp.asarray(w), jnp.asarray(xs), jnp.asarray(ys)
    )
    np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-10)


# --- lax control flow ---------------------------------------------------------------


def _lax_programs(np_, lax):
    xs = np_.arange(1.0, 6.0)
    return {
        "scan": lax.scan(lambda c, x: (c * x, c + x), 1.0, xs),
        "scan_reverse": lax.scan(lambda c, x: (c + x, c), 0.0, xs, reverse=True),
        "fori": lax.fori_loop(0, 5, lambda i, v: v * 2 + i, 1.0),
        "while": lax.while_loop(lambda v: v[0] < 50, lambda v: (v[0] * 3, v[1] + 1), (1, 0)),
        "cond": lax.cond(xs[0] > 0, lambda x: x * 2, lambda x: x - 1, xs),
        "switch": [lax.switch(i, [lambda x: x + 1, lambda x: x * 10, lambda x: -x], 3.0)
                   for i in (-2, 1, 7)],
        "select": lax.select(xs > 2, xs, -xs),
        "dynamic_slice": lax.dynamic_slice(np_.arange(12).reshape(3, 4), (1, 3), (2, 2)),
        "dynamic_update_slice": lax.dynamic_update_slice(np_.zeros((3, 4)), np_.ones((2, 2)), (2, 1)),
        "map": lax.map(lambda r: r * r, xs),
    }  # fmt: skip


def test_lax_control_flow_equals_jax(backend):
    want = _lax_programs(jnp, jax.lax)
    got = _lax_programs(fjnp, fjax.lax)
    for name in want:
        for g, w in zip(jax.tree_util.tree_leaves(got[name], is_leaf=lambda t: isinstance(t, fjax.Array)),
                        jax.tree_util.tree_leaves(want[name])):  # fmt: skip
            np.testing.assert_allclose(np.asarray(g), np.asarray(w), err_msg=name)


def test_traced_control_flow_under_jit(backend):
    def f(x, i):
        y = fjax.lax.cond(fjnp.sum(x) > 0, lambda v: v * 2, lambda v: -v, x)
        z = fjax.lax.dynamic_slice(y, (i,), (2,))
        return fjax.lax.while_loop(lambda v: fjnp.sum(v) < 100.0, lambda v: v * 3, z)

    x = fjnp.asarray([1.0, 2.0, 3.0])
    want = f(x, 1)
    got = fjax.jit(f)(x, fjnp.asarray(1))
    np.testing.assert_allclose(np.asarray(got), np.asarray(want))
    np.testing.assert_allclose(np.asarray(want), [108.0, 162.0])


# --- tree_util, scipy.special, initializers ---------------------------------------------


def test_registered_nodes_cross_jit_and_grad(backend):
    @fjax.tree_util.register_pytree_node_class
    class Linear:
        def __init__(self, w, b):
            self.w, self.b = w, b

        def tree_flatten(self):
            return (self.w, self.b), None

        @classmethod
        def tree_unflatten(cls, aux, children):
            return cls(*children)

    model = Linear(fjnp.asarray([1.0, 2.0]), fjnp.asarray(0.5))
    out = fjax.jit(lambda m, x: m.w * x + m.b)(model, fjnp.asarray([1.0, 1.0]))
    assert np.asarray(out).tolist() == [1.5, 2.5]
    leaves, treedef = fjax.tree_util.tree_flatten(model)
    assert len(leaves) == 2 and fjax.tree_util.tree_unflatten(treedef, leaves).b is leaves[1]
    if backend not in NO_AUTODIFF:
        g = fjax.grad(lambda m: fjnp.sum(m.w * m.w) + m.b)(model)
        assert isinstance(g, Linear) and np.asarray(g.w).tolist() == [2.0, 4.0]


@pytest.mark.parametrize(
    "name", ["logsumexp", "erf", "erfc", "gammaln", "digamma", "xlogy", "expit", "logit"]
)
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_special_functions_equal_jax(name, dtype):
    real, mine = _both(f"scipy.special.{name}")
    x = np.concatenate([np.linspace(-3.5, 3.5, 29), [0.0, 1.0, 2.0, 10.0]]).astype(dtype)
    if name in ("gammaln", "digamma", "logit"):
        x = np.abs(x) + (0.01 if name != "logit" else 0)
        x = x / x.max() * 0.98 + 0.01 if name == "logit" else x
    args = (x, np.abs(x) + 0.5) if name == "xlogy" else (x,)
    want = np.asarray(real(*map(jnp.asarray, args)))
    got = np.asarray(mine(*map(fjnp.asarray, args)))
    assert got.dtype == want.dtype
    tol = 1e-5 if dtype == "float32" else 1e-12
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol)


@pytest.mark.parametrize("name", ["glorot_uniform", "glorot_normal", "lecun_uniform", "lecun_normal",
                                  "he_uniform", "he_normal"])  # fmt: skip
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_initializers_give_jax_s_parameters(name, dtype, backend):
    real_init, my_init = _both(f"nn.initializers.{name}")
    want = np.asarray(real_init()(jax.random.PRNGKey(7), (5, 3), dtype))
    got = np.asarray(my_init()(fjax.random.PRNGKey(7), (5, 3), dtype))
    assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


@pytest.mark.parametrize("make", [
    lambda nn: nn.initializers.normal(0.5), lambda nn: nn.initializers.uniform(2.0),
    lambda nn: nn.initializers.truncated_normal(0.1), lambda nn: nn.initializers.constant(3.0),
    lambda nn: nn.initializers.variance_scaling(0.7, "fan_out", "normal"),
])  # fmt: skip
def test_other_initializers(make):
    want = np.asarray(make(jax.nn)(jax.random.PRNGKey(1), (4, 6), "float32"))
    got = np.asarray(make(fjax.nn)(fjax.random.PRNGKey(1), (4, 6), "float32"))
    assert got.tobytes() == want.tobytes()


def test_numpy_backend_refuses_gradients_naming_the_backends_that_train():
    with ivylite.using_backend("numpy"):
        with pytest.raises(NotImplementedError, match=TRAINING_ERROR):
            fjax.grad(lambda x: fjnp.sum(x * x))(fjnp.asarray([1.0]))
