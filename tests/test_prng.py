"""ivylite's generator against real JAX (its default Threefry stream), and
blocks of an array against the whole array."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ivylite import prng

jax = pytest.importorskip("jax")
jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp  # noqa: E402

seeds = st.integers(0, 2**64 - 1)
shapes = st.lists(st.integers(0, 7), min_size=0, max_size=3).map(tuple)


@settings(max_examples=60, deadline=None)
@given(seed=seeds, shape=shapes, width=st.sampled_from([8, 16, 32, 64]))
def test_bits_equal_jax(seed, shape, width):
    key = jax.random.PRNGKey(np.uint64(seed))
    mine = prng.key_from_seed(seed)
    assert (np.asarray(jax.random.key_data(key)) == mine).all()
    want = np.asarray(jax.random.bits(key, shape, getattr(jnp, f"uint{width}")))
    got = prng.bits(mine, width, prng.flat_indices(shape))
    assert got.dtype == want.dtype and got.shape == want.shape
    assert (got == want).all()


@settings(max_examples=40, deadline=None)
@given(
    seed=seeds, shape=shapes, dtype=st.sampled_from(["float16", "bfloat16", "float32", "float64"])
)
def test_uniform_equals_jax_bit_for_bit(seed, shape, dtype):
    key = jax.random.PRNGKey(np.uint64(seed))
    want = np.asarray(jax.random.uniform(key, shape, dtype=dtype))
    got = prng.uniform(prng.key_from_seed(seed), dtype, prng.flat_indices(shape))
    assert got.dtype == want.dtype
    u = f"uint{got.dtype.itemsize * 8}"
    assert (got.view(u) == want.view(u)).all()


@settings(max_examples=30, deadline=None)
@given(seed=seeds, num=st.integers(1, 6), data=st.integers(0, 2**32 - 1))
def test_split_and_fold_in_equal_jax(seed, num, data):
    key = jax.random.PRNGKey(np.uint64(seed))
    mine = prng.key_from_seed(seed)
    assert (
        np.asarray(jax.random.key_data(jax.random.split(key, num))) == prng.split(mine, num)
    ).all()
    assert (
        np.asarray(jax.random.key_data(jax.random.fold_in(key, data))) == prng.fold_in(mine, data)
    ).all()


@settings(max_examples=40, deadline=None)
@given(seed=seeds, data=st.data())
def test_any_block_equals_the_same_block_of_the_whole(seed, data):
    shape = data.draw(st.lists(st.integers(1, 6), min_size=1, max_size=3).map(tuple))
    block = tuple(
        slice(a, b)
        for a, b in (
            sorted(data.draw(st.tuples(st.integers(0, n), st.integers(0, n)))) for n in shape
        )
    )
    key = prng.key_from_seed(seed)
    whole_idx, block_idx = prng.flat_indices(shape), prng.flat_indices(shape, block)
    assert (prng.normal(key, whole_idx)[block] == prng.normal(key, block_idx)).all()
    assert (prng.bits(key, 32, whole_idx)[block] == prng.bits(key, 32, block_idx)).all()


def test_bad_seeds_are_refused():
    for bad, kind in ((-1, ValueError), (2**64, ValueError), (1.5, TypeError), (True, TypeError)):
        with pytest.raises(kind):
            prng.key_from_seed(bad)
