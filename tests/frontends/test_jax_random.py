"""``jax.random`` gives JAX's values bit for bit, on every backend.

The oracle is real JAX (64-bit mode, the default threefry2x32 partitionable
generator), vectorised over many keys with ``jax.vmap`` (one compilation per
case); the frontend draws key by key. Every sampler, every float dtype, shapes
of several ranks, and the parameter values that exercise XLA's rounding
(``minval``/``maxval`` scaling, truncation bounds, integer ranges).
"""

from __future__ import annotations

import functools

import numpy as np
import pytest

jax = pytest.importorskip("jax")
jax.config.update("jax_enable_x64", True)
jnp = jax.numpy

import ivylite.frontends.jax as fjax  # noqa: E402
import ivylite.frontends.jax.numpy as fjnp  # noqa: E402

FLOATS = ("float16", "bfloat16", "float32", "float64")
KEYS = 24  # keys per case
SHAPES = ((), (7,), (3, 17))

_LOGITS = np.random.default_rng(0).standard_normal((4, 6)).astype(np.float32)
_P = np.random.default_rng(1).uniform(0.0, 1.0, 40)
_P /= _P.sum()
_M = np.arange(12.0).reshape(3, 4)


def _frontend_array(x):
    return fjnp.asarray(x) if isinstance(x, np.ndarray) else x


# name -> (real sampler, frontend sampler): each takes (random module, key, *params)
SAMPLERS = {
    "uniform": lambda r, k, shape, dt, lo, hi: r.uniform(k, shape, dt, lo, hi),
    "normal": lambda r, k, shape, dt: r.normal(k, shape, dt),
    "truncated_normal": lambda r, k, shape, dt, lo, hi: r.truncated_normal(k, lo, hi, shape, dt),
    "gumbel": lambda r, k, shape, dt: r.gumbel(k, shape, dt),
    "randint": lambda r, k, shape, dt, lo, hi: r.randint(k, shape, lo, hi, dt),
    "bernoulli": lambda r, k, shape, p: r.bernoulli(k, p, shape),
    "categorical": lambda r, k, axis, shape, replace, logits: r.categorical(
        k, logits, axis=axis, shape=shape, replace=replace
    ),
    "permutation": lambda r, k, x, axis, independent: r.permutation(k, x, axis, independent),
    "choice": lambda r, k, a, shape, replace, p, axis: r.choice(k, a, shape, replace, p, axis),
    "split": lambda r, k, num: r.split(k, num),
    "fold_in": lambda r, k, data: r.fold_in(k, data),
}

CASES = (
    [("uniform", ((3, 17), d, 0.0, 1.0)) for d in FLOATS]
    + [("uniform", ((3, 17), d, -2.5, 3.7)) for d in FLOATS]
    + [("uniform", ((), "float32", 0.1, 0.3))]
    + [("normal", ((3, 17), d)) for d in FLOATS]
    + [("normal", ((), "float64"))]
    + [("truncated_normal", ((40,), d, -0.3, 1.7)) for d in FLOATS]
    + [("truncated_normal", ((40,), "float32", -2, 2))]
    + [("gumbel", ((30,), d)) for d in FLOATS]
    + [("randint", ((25,), "int8", -5, 100)), ("randint", ((25,), "int32", 0, 10)),
       ("randint", ((9,), "int64", -(2**40), 2**40)), ("randint", ((25,), "uint8", 0, 256)),
       ("randint", ((25,), "uint32", 3, 3))]
    + [("bernoulli", ((20,), 0.3)), ("bernoulli", ((20,), np.float32(0.7)))]
    + [("categorical", (-1, None, True, _LOGITS)), ("categorical", (0, (3, 6), True, _LOGITS)),
       ("categorical", (-1, (2, 4), False, _LOGITS))]
    + [("permutation", (2000, 0, False)), ("permutation", (_M, 1, False)),
       ("permutation", (_M, 1, True))]
    + [("choice", (40, (5,), replace, p, 0)) for replace in (True, False) for p in (None, _P)]
    + [("choice", (_M, (2,), True, None, 1))]
    + [("split", ((2, 3),)), ("fold_in", (2**32 - 1,))]
)  # fmt: skip


def _case_id(case) -> str:
    name, params = case
    shown = [p if not isinstance(p, np.ndarray) else f"array{p.shape}" for p in params]
    return f"{name}{tuple(shown)}"


def _keys() -> np.ndarray:
    return np.asarray(jax.random.split(jax.random.PRNGKey(2024), KEYS))


@functools.cache
def _real(index: int) -> np.ndarray:
    name, params = CASES[index]
    sample = SAMPLERS[name]
    params = tuple(jnp.asarray(p) if isinstance(p, np.ndarray) else p for p in params)
    out = jax.vmap(lambda k: sample(jax.random, k, *params))(jnp.asarray(_keys()))
    return np.asarray(out)


@pytest.mark.parametrize("index", range(len(CASES)), ids=[_case_id(c) for c in CASES])
def test_sampler_is_bit_identical_to_jax(index, backend):
    import ivylite

    name, params = CASES[index]
    if name in ("uniform", "normal", "truncated_normal", "gumbel", "randint"):
        if ivylite.Dtype(params[1]) not in ivylite.current_backend().valid_dtypes:
            pytest.skip(f"the {backend} backend has no {params[1]}")
    want = _real(index)
    sample = SAMPLERS[name]
    frontend_params = tuple(_frontend_array(p) for p in params)
    keys = _keys() if backend == "numpy" else _keys()[:4]  # every key once, a few per backend
    got = np.stack([
        np.asarray(sample(fjax.random, fjax.random.wrap_key_data(k), *frontend_params))
        for k in keys
    ])  # fmt: skip
    want = want[: len(keys)]
    if name in ("split", "fold_in"):
        got = got.astype(np.uint32)  # key words: uint32 in JAX
    assert got.dtype == want.dtype, f"{name}: dtype {got.dtype} != {want.dtype}"
    assert got.shape == want.shape, f"{name}: shape {got.shape} != {want.shape}"
    assert got.tobytes() == want.tobytes(), f"{name}{params[:2]} differs on {backend}"


@pytest.mark.parametrize("seed", [0, 1, 42, 2**32 - 1, 2**32 + 7, 2**62, -1, -(2**40)])
def test_keys_from_seeds(seed):
    want = np.asarray(jax.random.PRNGKey(seed))
    assert np.asarray(fjax.random.PRNGKey(seed)).astype(np.uint32).tolist() == want.tolist()
    assert np.asarray(fjax.random.key_data(fjax.random.key(seed))).astype(np.uint32).tolist() == (
        np.asarray(jax.random.key_data(jax.random.key(seed))).tolist()
    )


def test_a_key_looks_like_jax_s():
    k = fjax.random.PRNGKey(3)
    assert repr(k) == "Array([0, 3], dtype=uint32)" and k.shape == (2,) and k.dtype == "uint32"
    first, second = fjax.random.split(k)
    assert isinstance(first, fjax.random.KeyArray)
    assert (
        np.asarray(second).astype(np.uint32).tolist()
        == np.asarray(jax.random.split(jax.random.PRNGKey(3))[1]).tolist()
    )


@pytest.mark.parametrize("compiler", ["jax", "torch", "tensorflow"])
def test_a_traced_key_is_refused_with_a_clear_error(compiler):
    # torch.compile would otherwise rewrite the host NumPy computation into torch ops
    # and fail on uint64 shifts; the backends that compile must all say the same.
    import ivylite

    with ivylite.using_backend(compiler):
        f = fjax.jit(lambda k: fjax.random.normal(k, (2,)))
        with pytest.raises(TypeError, match="traced value.*draw outside jit/vmap"):
            f(fjax.random.PRNGKey(0))


def test_bad_arguments_raise_jax_s_errors():
    k = fjax.random.PRNGKey(0)
    with pytest.raises(ValueError, match="must be a float dtype"):
        fjax.random.normal(k, (2,), "int32")
    with pytest.raises(TypeError, match="randint only accepts integer dtypes"):
        fjax.random.randint(k, (2,), 0, 3, "float32")
    with pytest.raises(TypeError, match="accepts a single key"):
        fjax.random.normal(fjax.random.split(k), (2,))
    with pytest.raises(ValueError, match="Cannot take a larger sample"):
        fjax.random.choice(k, 3, (5,), replace=False)
    with pytest.raises(OverflowError, match="uint32"):  # as jnp.asarray(2**32, "uint32")
        fjax.random.fold_in(k, 2**32)
