"""grad, value_and_grad, stop_gradient on every backend.

Oracles: closed-form derivatives, and JAX's own ``jax.grad`` over the same
loss written in ``jax.numpy`` (an implementation that shares no code with
ivylite). Every autodiff backend must give those values, in the leaves' dtypes.
"""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivylite
from ivylite.tree import tree_map

from .conftest import INSTALLED, NO_AUTODIFF, TOLERANCE, assert_same, to_host

FLOATS = ["bfloat16", "float16", "float32", "float64"]
# The backends without automatic differentiation.
AUTODIFF = [b for b in INSTALLED if b not in NO_AUTODIFF]
NP = ivylite.backend("numpy")


def needs_autodiff(backend: str) -> None:
    if backend in NO_AUTODIFF:
        pytest.skip(f"{backend} has no autodiff (tested in test_no_autodiff_is_said)")


def close(result, expected, dtype: str, context: str = "") -> None:
    """``result`` (an ivylite array) has ``dtype`` and ``expected``'s values."""
    assert result.dtype == dtype, f"{context}: dtype {result.dtype} != {dtype}"
    assert ivylite.as_dtype(result.data.dtype) == dtype, f"{context}: native {result.data.dtype}"
    tol = {"float32": 2e-5, "float64": 1e-10}.get(dtype, TOLERANCE[dtype] * 4)
    np.testing.assert_allclose(to_host(result), expected, rtol=tol, atol=tol, err_msg=context)


# --- the MLP loss, in ivylite and in jax.numpy ------------------------------------


def mlp_loss(p, x, y):
    h = ivylite.maximum(ivylite.matmul(x, p["w1"]) + p["b1"], 0.0)
    out = ivylite.matmul(h, p["w2"]) + p["b2"]
    penalty = ivylite.where(out > 0.0, ivylite.exp(-out), ivylite.log(1.0 + out * out))
    return ivylite.mean((out - y) * (out - y)) + ivylite.sum(penalty) * 0.1


def jax_mlp_loss(p, x, y):
    import jax.numpy as jnp

    h = jnp.maximum(x @ p["w1"] + p["b1"], 0.0)
    out = h @ p["w2"] + p["b2"]
    penalty = jnp.where(out > 0.0, jnp.exp(-out), jnp.log(1.0 + out * out))
    return jnp.mean((out - y) ** 2) + jnp.sum(penalty) * 0.1


def mlp_data(seed: int = 0):
    rng = np.random.default_rng(seed)
    params = {
        "w1": rng.standard_normal((3, 4)),
        "b1": rng.standard_normal(4),
        "w2": rng.standard_normal((4, 2)),
        "b2": rng.standard_normal(2),
    }
    return params, rng.standard_normal((5, 3)), rng.standard_normal((5, 2))


def jax_reference(params, x, y, dtype="float64"):
    if importlib.util.find_spec("jax") is None:
        pytest.skip("jax is the oracle of the MLP gradients")
    import jax

    ivylite.backend("jax")  # enables x64 the way ivylite does
    value, grads = jax.value_and_grad(jax_mlp_loss)(
        {k: np.asarray(v, dtype) for k, v in params.items()},
        np.asarray(x, dtype),
        np.asarray(y, dtype),
    )
    return float(value), {k: np.asarray(v, np.float64) for k, v in grads.items()}


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_mlp_gradients_agree_with_jax(backend, dtype):
    needs_autodiff(backend)
    P, X, Y = mlp_data()
    want_value, want = jax_reference(P, X, Y, dtype)
    params = {k: ivylite.asarray(v, dtype=dtype) for k, v in P.items()}
    x, y = ivylite.asarray(X, dtype=dtype), ivylite.asarray(Y, dtype=dtype)
    value, grads = ivylite.value_and_grad(mlp_loss)(params, x, y)
    close(value, want_value, dtype, f"loss on {backend}")
    assert set(grads) == set(P)
    for k in P:
        close(grads[k], want[k], dtype, f"d loss / d {k} on {backend}")
    # grad gives the same gradients
    for k, g in ivylite.grad(mlp_loss)(params, x, y).items():
        close(g, want[k], dtype, f"grad {k} on {backend}")


def test_mlp_gradients_agree_across_backends(every_backend):
    backends = [b for b in every_backend if b not in NO_AUTODIFF]
    if len(backends) < 2:
        pytest.skip("needs two autodiff backends")
    P, X, Y = mlp_data(1)
    results = {}
    for b in backends:
        ns = ivylite.backend(b)
        params = {k: ns.asarray(v, dtype="float32") for k, v in P.items()}
        results[b] = ivylite.value_and_grad(mlp_loss)(
            params, ns.asarray(X, dtype="float32"), ns.asarray(Y, dtype="float32")
        )
    ref_value, ref_grads = results[backends[0]]
    for b in backends[1:]:
        value, grads = results[b]
        close(value, to_host(ref_value), "float32", f"loss {b} vs {backends[0]}")
        for k in P:
            close(grads[k], to_host(ref_grads[k]), "float32", f"{k}: {b} vs {backends[0]}")


@pytest.mark.parametrize("dtype", FLOATS)
def test_gradient_dtype_is_the_leaf_dtype(backend, dtype):
    needs_autodiff(backend)
    xs = np.array([0.5, -1.0, 2.0])
    x = ivylite.asarray(xs, dtype=dtype)
    value, g = ivylite.value_and_grad(lambda x: ivylite.sum(ivylite.exp(x) * x))(x)
    xd = to_host(x).astype(np.float64)  # the values the leaf really holds
    close(g, (1 + xd) * np.exp(xd), dtype, f"d/dx sum(x exp x) in {dtype} on {backend}")
    close(value, np.sum(xd * np.exp(xd)), dtype, f"value in {dtype} on {backend}")


@settings(max_examples=10, deadline=None)
@given(
    data=hnp.arrays(
        np.float64,
        hnp.array_shapes(min_dims=1, max_dims=2, max_side=4),
        # XLA on CPU flushes subnormals to zero (so x > 0 is False for 1e-308 on
        # JAX): a documented difference, not a gradient question.
        elements=st.floats(-3, 3, allow_subnormal=False),
    )
)
def test_closed_form_gradients(data):
    for b in AUTODIFF:
        ns = ivylite.backend(b)
        x = ns.asarray(data, dtype="float64")

        def f(x):
            return ivylite.sum(ivylite.where(x > 0.0, x * x, 0.5 * x)) + ivylite.mean(
                ivylite.exp(x)
            )

        g = ivylite.grad(f)(x)
        want = np.where(data > 0, 2 * data, 0.5) + np.exp(data) / data.size
        close(g, want, "float64", f"{b} at {data!r}")


def test_argnums_and_has_aux(backend):
    needs_autodiff(backend)
    x = ivylite.asarray([1.0, 2.0])
    y = ivylite.asarray([3.0, -1.0])

    def f(x, y, scale):
        return ivylite.sum(x * y) * scale, {"double": x * 2.0, "label": "kept"}

    (value, aux), (gx, gy) = ivylite.value_and_grad(f, argnums=(0, 1), has_aux=True)(x, y, 2.0)
    close(value, 2.0, "float32")
    close(gx, [6.0, -2.0], "float32", "d/dx")
    close(gy, [2.0, 4.0], "float32", "d/dy")
    close(aux["double"], [2.0, 4.0], "float32", "aux")
    assert aux["label"] == "kept"
    gy_only, aux2 = ivylite.grad(f, argnums=-2, has_aux=True)(x, y, 2.0)
    close(gy_only, [2.0, 4.0], "float32", "argnums=-2")
    assert set(aux2) == {"double", "label"}


def test_tree_structure_of_the_gradients(backend):
    needs_autodiff(backend)
    params = {
        "layers": [{"w": ivylite.asarray([1.0, 2.0])}, (ivylite.asarray(3.0),)],
        "unused": ivylite.asarray([5.0]),
    }

    def f(p):
        return ivylite.sum(p["layers"][0]["w"] ** 2) * p["layers"][1][0]

    grads = ivylite.grad(f)(params)
    assert isinstance(grads["layers"], list) and isinstance(grads["layers"][1], tuple)
    close(grads["layers"][0]["w"], [6.0, 12.0], "float32")
    close(grads["layers"][1][0], 5.0, "float32")
    close(grads["unused"], [0.0], "float32", "an unused leaf gets zeros")


def test_one_array_passed_twice_gets_two_partials(backend):
    needs_autodiff(backend)
    x = ivylite.asarray([1.0, 2.0])
    gx, gy = ivylite.grad(lambda a, b: ivylite.sum(a * a * b), argnums=(0, 1))(x, x)
    close(gx, [2.0, 8.0], "float32", "d/da")
    close(gy, [1.0, 4.0], "float32", "d/db")


def test_constant_function_has_zero_gradient(backend):
    needs_autodiff(backend)
    x = ivylite.asarray([1.0, 2.0])
    value, g = ivylite.value_and_grad(lambda x: ivylite.asarray(3.0))(x)
    close(value, 3.0, "float32")
    close(g, [0.0, 0.0], "float32")


def test_scalar_only_calls_land_on_the_leaves_backend(every_backend):
    """No backend set: ivylite calls on Python scalars inside fn make arrays of the
    differentiated arrays' backend (fn runs with that backend set)."""
    assert ivylite.current_backend() is None
    for b in every_backend:
        if b in NO_AUTODIFF:
            continue
        x = ivylite.backend(b).asarray([0.0, 1.0])
        g = ivylite.grad(lambda x: ivylite.sum(x * ivylite.exp(1.0) + ivylite.asarray(2.0)))(x)
        assert g.backend == b
        close(g, [np.e, np.e], "float32", b)
        assert ivylite.current_backend() is None


def test_second_order(backend):
    needs_autodiff(backend)
    x = ivylite.asarray([1.0, 2.0])

    def f(x):
        return ivylite.sum(x * x * x)

    hessian_diag = ivylite.grad(lambda x: ivylite.sum(ivylite.grad(f)(x)))(x)
    close(hessian_diag, [6.0, 12.0], "float32", "d2/dx2 sum(x^3)")


# --- stop_gradient -------------------------------------------------------------------


@pytest.mark.parametrize("dtype", [str(d) for d in ivylite.all_dtypes])
def test_stop_gradient_keeps_values_and_dtype(backend, dtype):
    from ivylite.support.samples import sample

    data = sample("stop_gradient", dtype)
    if dtype in ivylite.invalid_dtypes:
        pytest.skip(f"{dtype} is not valid on {backend}")
    assert_same(ivylite.stop_gradient(ivylite.asarray(data)), NP.asarray(data), dtype)


def test_stop_gradient_blocks_the_gradient(backend):
    needs_autodiff(backend)
    x = ivylite.asarray([1.0, 3.0])
    g = ivylite.grad(lambda x: ivylite.sum(x * ivylite.stop_gradient(x)))(x)
    close(g, [1.0, 3.0], "float32")


# --- errors --------------------------------------------------------------------------


@pytest.mark.parametrize("name", [b for b in NO_AUTODIFF if b in INSTALLED])
def test_no_autodiff_is_said(name):
    x = ivylite.backend(name).asarray([1.0, 2.0])
    with pytest.raises(NotImplementedError) as e:
        ivylite.value_and_grad(lambda x: ivylite.sum(x))(x)
    message = str(e.value)
    assert (
        "value_and_grad" in message
        and f"{name} backend has no automatic differentiation" in message
    )
    assert all(b in message for b in ("torch", "jax", "tensorflow", "paddle"))


@pytest.mark.parametrize("dtype", ["int32", "bool", "complex64", "uint8"])
def test_non_float_leaf_is_named(backend, dtype):
    params = {"w": ivylite.asarray([1.0, 2.0]), "steps": [ivylite.asarray([1, 0], dtype=dtype)]}
    with pytest.raises(TypeError, match=rf"grad: argument 0\['steps'\]\[0\] has dtype {dtype}"):
        ivylite.grad(lambda p: ivylite.sum(p["w"]))(params)


def test_bad_calls_are_explained(backend):
    x = ivylite.asarray([1.0, 2.0])
    with pytest.raises(TypeError, match="not an ivylite array"):
        ivylite.grad(lambda x: x)({"w": 1.0})
    with pytest.raises(IndexError, match="argnums 3 selects argument 3"):
        ivylite.grad(lambda x: x, argnums=3)(x)
    with pytest.raises(ValueError, match="repeats an argument"):
        ivylite.grad(lambda x: x, argnums=(0, -1))(x)
    with pytest.raises(ValueError, match="hold no arrays"):
        ivylite.grad(lambda x: x)([])
    if backend in NO_AUTODIFF:
        return
    with pytest.raises(TypeError, match=r"0-d real floating array, got shape \(2,\)"):
        ivylite.grad(lambda x: x * 2.0)(x)
    with pytest.raises(TypeError, match="got float"):
        ivylite.grad(lambda x: 1.0)(x)
    with pytest.raises(TypeError, match="has_aux=True needs"):
        ivylite.grad(lambda x: ivylite.sum(x), has_aux=True)(x)


def test_leaves_of_two_backends_are_refused(every_backend):
    others = [b for b in every_backend if b not in NO_AUTODIFF]
    if not others:
        pytest.skip("needs a second backend")
    a, b = NP.asarray([1.0]), ivylite.backend(others[0]).asarray([1.0])
    with pytest.raises(ivylite.BackendMismatchError, match="differentiate arrays of one backend"):
        ivylite.grad(lambda a, b: ivylite.sum(a), argnums=(0, 1))(a, b)


def test_gradients_are_a_tree_like_the_parameters(backend):
    needs_autodiff(backend)
    P, X, Y = mlp_data()
    params = {k: ivylite.asarray(v, dtype="float32") for k, v in P.items()}
    grads = ivylite.grad(mlp_loss)(
        params, ivylite.asarray(X, dtype="float32"), ivylite.asarray(Y, dtype="float32")
    )
    shapes = tree_map(lambda p, g: (p.shape, g.shape, g.dtype), params, grads)
    assert all(s[0] == s[1] and s[2] == "float32" for s in shapes.values())
