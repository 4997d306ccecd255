"""seed, random_uniform, random_normal, randint, shuffle on every backend.

Oracles: real JAX for the uniform values (ivylite's generator is JAX's
default Threefry stream), and ivylite.prng's documented formulas for the
other distributions; a seed must give the NumPy backend's values on every
backend, in every dtype the function takes.
"""

from __future__ import annotations

import threading

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivylite
from ivylite import UnsupportedDtypeError, prng
from ivylite.dtypes import numpy_dtype

from .conftest import assert_same, to_host

NP = ivylite.backend("numpy")
FLOATS = ["bfloat16", "float16", "float32", "float64"]
INTS = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
ALL = [str(d) for d in ivylite.all_dtypes]


def host(sample, seed: int, shape: tuple, *args):
    """What ivylite.prng's ``sample`` gives for a seed's key and a whole shape."""
    return sample(prng.key_from_seed(seed), *args[:1], prng.flat_indices(shape), *args[1:])


def jax_uniform(seed: int, shape: tuple, dtype: str) -> np.ndarray:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    return np.asarray(jax.random.uniform(jax.random.PRNGKey(seed), shape, dtype=dtype))


def valid(dtype: str) -> None:
    if dtype not in ivylite.valid_dtypes:
        pytest.skip(f"{dtype} is not a valid dtype on {ivylite.current_backend_str()}")


@pytest.mark.parametrize("dtype", FLOATS)
def test_uniform_is_jax_s_stream_on_every_backend(backend, dtype):
    x = ivylite.random_uniform(shape=(4, 5), dtype=dtype, seed=11)
    assert x.backend == backend
    assert_same(x, NP.asarray(jax_uniform(11, (4, 5), dtype)), f"random_uniform {dtype}")
    # another interval: JAX's [0, 1) values scaled in float64, rounded once
    y = ivylite.random_uniform(low=-2.0, high=3.0, shape=(4, 5), dtype=dtype, seed=11)
    want = (-2.0 + 5.0 * jax_uniform(11, (4, 5), dtype).astype(np.float64)).astype(
        numpy_dtype(dtype)
    )
    assert_same(y, NP.asarray(want), f"random_uniform [-2, 3) {dtype} on {backend}")


@pytest.mark.parametrize("dtype", FLOATS)
def test_normal_is_the_host_generator_on_every_backend(backend, dtype):
    x = ivylite.random_normal(mean=1.0, std=0.5, shape=(3, 2), dtype=dtype, seed=4)
    z = host(lambda k, i: prng.normal(k, i), 4, (3, 2))
    want = (1.0 + 0.5 * z).astype(numpy_dtype(dtype))
    assert_same(x, NP.asarray(want), f"random_normal {dtype} on {backend}")


def test_normal_has_the_normal_moments():
    z = to_host(NP.random_normal(shape=(200000,), dtype="float64", seed=0))
    assert abs(z.mean()) < 0.01 and abs(z.std() - 1) < 0.01
    assert abs((z**3).mean()) < 0.03 and abs((z**4).mean() - 3) < 0.05


@pytest.mark.parametrize("dtype", INTS)
def test_randint_is_the_host_generator_in_every_int_dtype(backend, dtype):
    valid(dtype)
    x = ivylite.randint(3, 100, shape=(2, 6), dtype=dtype, seed=9)
    bits = prng.bits(prng.key_from_seed(9), 64, prng.flat_indices((2, 6)))
    want = (3 + bits % np.uint64(97)).astype(dtype)
    assert_same(x, NP.asarray(want), f"randint {dtype} on {backend}")
    # the same integers whatever the dtype
    assert to_host(x).tolist() == to_host(ivylite.randint(3, 100, shape=(2, 6), seed=9)).tolist()


def test_default_dtypes_follow_the_configuration(backend):
    assert ivylite.random_uniform(shape=(2,)).dtype == "float32"
    assert ivylite.random_normal().dtype == "float32"
    assert ivylite.randint(0, 5).dtype == "int32"
    with ivylite.DefaultFloatDtype("float64"), ivylite.DefaultIntDtype("int64"):
        assert ivylite.random_uniform(shape=(2,)).dtype == "float64"
        assert ivylite.random_normal(shape=2).dtype == "float64"
        assert ivylite.randint(0, 5, shape=(1,)).dtype == "int64"
    assert ivylite.random_uniform(shape=(2, 0)).shape == (2, 0)
    assert ivylite.random_uniform().shape == ()


@pytest.mark.parametrize("dtype", FLOATS)
def test_uniform_stays_below_high(backend, dtype):
    # float32 draws just below 1 round up to 1 in bfloat16/float16: they must not.
    x = ivylite.random_uniform(low=0.0, high=1.0, shape=(20000,), dtype=dtype, seed=0)
    host = to_host(x).astype(np.float64)
    assert host.min() >= 0.0 and host.max() < 1.0
    x = ivylite.random_uniform(low=-1.0, high=1e-3, shape=(5000,), dtype=dtype, seed=1)
    assert to_host(x).astype(np.float64).max() < 1e-3 or dtype in ("bfloat16", "float16")


@settings(max_examples=15, deadline=None)
@given(
    low=st.integers(-(2**40), 2**40),
    span=st.integers(1, 2**20),
    seed=st.integers(0, 2**32),
)
def test_randint_bounds(low, span, seed):
    x = NP.randint(low, low + span, shape=(50,), dtype="int64", seed=seed)
    values = to_host(x)
    assert values.min() >= low and values.max() < low + span


def test_randint_full_ranges():
    x = NP.randint(2**63, 2**64, shape=(2000,), dtype="uint64", seed=3)
    values = to_host(x)
    assert values.min() >= 2**63 and values.dtype == np.uint64
    y = to_host(NP.randint(-(2**63), 2**63 - 1, shape=(2000,), dtype="int64", seed=3))
    assert y.min() < -(2**61) and y.max() > 2**61  # the whole range is reached, no wrap


def test_global_seed_reproduces_on_every_backend(every_backend):
    runs = {}
    for b in every_backend:
        ivylite.seed(123)
        ns = ivylite.backend(b)
        runs[b] = (
            ns.random_uniform(shape=(3,)),
            ns.randint(0, 1000, shape=(3,)),
            ns.random_normal(shape=(2,)),
        )
    ivylite.seed(123)
    expect = (
        NP.random_uniform(shape=(3,)),
        NP.randint(0, 1000, shape=(3,)),
        NP.random_normal(shape=(2,)),
    )
    # the stream's k-th draw has the key fold_in(key(123), k)
    stream = prng.key_from_seed(123)
    first = prng.uniform(prng.fold_in(stream, 0), "float32", prng.flat_indices((3,)))
    assert_same(expect[0], NP.asarray(first), "the first key of the stream")
    for b, arrays in runs.items():
        for got, want in zip(arrays, expect):
            assert_same(got, want, f"global seed on {b}")


def test_unseeded_draws_differ_and_explicit_seeds_do_not_touch_the_global_state():
    ivylite.seed(1)
    first = to_host(NP.random_uniform(shape=(4,)))
    second = to_host(NP.random_uniform(shape=(4,)))
    assert not np.array_equal(first, second)
    ivylite.seed(1)
    NP.random_uniform(shape=(4,), seed=99)  # its own generator
    assert np.array_equal(to_host(NP.random_uniform(shape=(4,))), first)


def test_the_seed_is_context_local_and_threads_never_share_a_key():
    """Like every setting: another thread keeps its own stream; threads drawing from
    one shared stream (the process's) never get the same key twice."""
    ivylite.seed(7)
    mine = to_host(NP.random_uniform(shape=(4,)))
    other: list = []
    t = threading.Thread(target=lambda: other.append(to_host(NP.random_uniform(shape=(4,)))))
    t.start()
    t.join()
    ivylite.seed(7)
    assert np.array_equal(to_host(NP.random_uniform(shape=(4,))), mine)
    assert not np.array_equal(other[0], mine)  # the thread did not see this context's seed

    got: list = []
    lock = threading.Lock()

    def work():
        for _ in range(50):
            v = NP.randint(0, 2**62, dtype="int64")
            with lock:
                got.append(int(v))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(set(got)) == 200


async def _draw_in_task():
    return to_host(NP.random_uniform(shape=(2,)))


def test_asyncio_tasks_inherit_the_stream_and_take_distinct_keys():
    import asyncio

    async def main():
        ivylite.seed(3)
        return await asyncio.gather(_draw_in_task(), _draw_in_task())

    a, b = asyncio.run(main())
    assert not np.array_equal(a, b)
    ivylite.seed(3)
    stream = prng.key_from_seed(3)
    firsts = {
        tuple(prng.uniform(prng.fold_in(stream, k), "float32", prng.flat_indices((2,))).tolist())
        for k in (0, 1)
    }
    assert {tuple(a.tolist()), tuple(b.tolist())} == firsts


# --- shuffle -------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", ALL)
def test_shuffle_is_a_permutation_in_every_dtype(backend, dtype):
    valid(dtype)
    from ivylite.support.samples import sample

    data = np.resize(sample("shuffle", dtype), (2, 4))
    x = ivylite.asarray(data)
    for axis in (0, 1, -1):
        out = ivylite.shuffle(x, axis, seed=5)
        ref = NP.shuffle(NP.asarray(data), axis, seed=5)
        assert_same(out, ref, f"shuffle {dtype} axis {axis} on {backend}")
        perm = prng.permutation(prng.key_from_seed(5), data.shape[axis])
        np.testing.assert_array_equal(
            to_host(out), to_host(NP.asarray(np.take(data, perm, axis=axis)))
        )


def test_shuffle_errors(backend):
    x = ivylite.asarray([[1, 2], [3, 4]])
    with pytest.raises(IndexError, match="shuffle: axis 2 is out of bounds"):
        ivylite.shuffle(x, 2)
    with pytest.raises(IndexError, match="shuffle: axis 0 is out of bounds for an array of 0"):
        ivylite.shuffle(ivylite.asarray(1.0))
    with pytest.raises(TypeError, match="shuffle: axis must be an int"):
        ivylite.shuffle(x, 0.5)
    assert ivylite.shuffle(ivylite.zeros((0, 3)), seed=1).shape == (0, 3)


# --- errors --------------------------------------------------------------------------


def test_errors_are_explained(backend):
    with pytest.raises(
        ValueError, match=r"random_uniform: low \(1.0\) must be less than high \(1.0\)"
    ):
        ivylite.random_uniform(low=1.0, high=1.0)
    with pytest.raises(ValueError, match="random_uniform: high must be finite"):
        ivylite.random_uniform(high=float("inf"))
    with pytest.raises(ValueError, match="random_normal: std must be non-negative"):
        ivylite.random_normal(std=-1.0)
    with pytest.raises(ValueError, match=r"randint: low \(5\) must be less than high \(5\)"):
        ivylite.randint(5, 5)
    with pytest.raises(OverflowError, match=r"randint: the range \[0, 300\) does not fit uint8"):
        ivylite.randint(0, 300, dtype="uint8")
    with pytest.raises(OverflowError, match=r"does not fit int8"):
        ivylite.randint(-200, 0, dtype="int8")
    with pytest.raises(TypeError, match="randint: low must be an int"):
        ivylite.randint(0.5, 3)
    with pytest.raises(ValueError, match="negative dimension"):
        ivylite.random_uniform(shape=(2, -1))
    with pytest.raises(TypeError, match="shape must be an int or a sequence"):
        ivylite.random_normal(shape="ab")
    with pytest.raises(ValueError, match="seed must be a non-negative int"):
        ivylite.random_uniform(seed=-1)
    with pytest.raises(ValueError, match="below 2\\*\\*64"):
        ivylite.random_uniform(seed=2**64)
    with pytest.raises(TypeError, match="seed must be a non-negative int"):
        ivylite.seed("x")
    with pytest.raises(UnsupportedDtypeError, match="random_uniform does not support int32"):
        ivylite.random_uniform(dtype="int32")
    with pytest.raises(UnsupportedDtypeError, match="randint does not support float32"):
        ivylite.randint(0, 3, dtype="float32")
    with pytest.raises(ValueError, match="device 'gpu:3' is not available"):
        ivylite.random_uniform(device="gpu:3")
