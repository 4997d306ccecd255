"""The dask backend's own promises: lazy until a value is needed, unknown sizes as
None, chunks, seeded random numbers equal to NumPy's whatever the chunking, the
places where an axis is gathered into one chunk, and a real distributed cluster
(two worker processes) that survives losing a worker mid-computation."""

from __future__ import annotations

import importlib.util
import os
import time

import numpy as np
import pytest

import ivylite

from .conftest import assert_same, to_host

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("dask") is None, reason="dask is not installed"
)

NP = ivylite.backend("numpy")


@pytest.fixture
def dask_backend():
    with ivylite.using_backend("dask"):
        yield


@pytest.fixture
def no_compute():
    """A dask scheduler that fails the test if anything is computed."""
    import dask

    def forbidden(dsk, keys, **kwargs):
        raise AssertionError(f"computed {keys!r} behind the user's back")

    with dask.config.set(scheduler=forbidden):
        yield


# --- lazy ---------------------------------------------------------------------------


def test_expressions_build_without_computing(dask_backend, no_compute):
    x = ivylite.random_normal(shape=(1000, 8), seed=0, dtype="float64")
    y = ivylite.linalg.matmul(ivylite.matrix_transpose(x), x) / 1000.0
    z = ivylite.sort(ivylite.mean(ivylite.abs(x - ivylite.mean(x, axis=0)), axis=1))
    m = x[x > 0.5]
    u = ivylite.unique_values(ivylite.astype(x[:, 0] > 0, "int8"))
    q, r = ivylite.linalg.qr(x)
    f = ivylite.fft.rfft(x, axis=0)
    assert (y.shape, z.shape, m.shape, u.shape, r.shape, f.shape) == (
        (8, 8), (1000,), (None,), (None,), (8, 8), (501, 8),
    )  # fmt: skip
    with pytest.raises(AssertionError, match="behind the user's back"):
        float(ivylite.sum(y))  # a Python value: this computes (the documented exception)


def test_python_values_and_numpy_compute(dask_backend):
    x = ivylite.asarray([1.5, 2.5])
    assert float(ivylite.sum(x)) == 4.0 and bool(ivylite.all(x > 1))
    assert int(ivylite.astype(ivylite.max(x), "int32")) == 2 and x.tolist() == [1.5, 2.5]
    assert np.asarray(x).tolist() == [1.5, 2.5] and "backend=dask" in repr(x)


def test_compute_is_one_graph_and_identity_on_eager_backends(dask_backend):
    import dask

    x = ivylite.asarray(np.arange(10.0), chunks=3)
    calls = []

    def counting(dsk, keys, **kwargs):
        calls.append(len(keys))
        return dask.get(dsk, keys, **kwargs)

    with dask.config.set(scheduler=counting):
        total, biggest = ivylite.compute(ivylite.sum(x), ivylite.max(x))
    assert len(calls) == 1  # both results from one run of the scheduler
    assert (total.backend, float(total), float(biggest)) == ("dask", 45.0, 9.0)
    assert (x * 2).compute().tolist() == list(np.arange(10.0) * 2)
    n = NP.asarray([1, 2])
    assert NP.compute(n)[0] is n or NP.compute(n)[0].data is n.data


# --- unknown sizes ------------------------------------------------------------------


def test_data_dependent_sizes_are_none_until_computed(dask_backend):
    x = ivylite.asarray([3.0, -1.0, 4.0, -1.0, 5.0], chunks=2)
    positive = x[x > 0]
    assert positive.shape == (None,) and positive.size is None
    with pytest.raises(ValueError, match=r"ivylite\.compute"):
        len(positive)
    for needs_sizes in (
        lambda: ivylite.reshape(positive, (3, 1)),
        lambda: ivylite.var(positive),
        lambda: ivylite.argmax(positive),
        lambda: ivylite.sort(ivylite.concat([positive, positive])),
        lambda: ivylite.fft.fft(positive),
        lambda: ivylite.roll(positive, 1),
        lambda: ivylite.zeros_like(positive),
    ):
        with pytest.raises(ValueError, match=r"ivylite\.compute\(x\)"):
            needs_sizes()
    (rows,) = ivylite.nonzero(x > 0)
    assert rows.shape == (None,)
    # Lazy work on unknown sizes goes on: a reduction, an elementwise op, a stack.
    assert float(ivylite.sum(positive * 2)) == 24.0
    assert ivylite.stack([rows, rows]).compute().tolist() == [[0, 2, 4], [0, 2, 4]]
    done = positive.compute()
    assert done.shape == (3,) and len(done) == 3 and done.tolist() == [3.0, 4.0, 5.0]
    values, counts = ivylite.unique_counts(ivylite.asarray([2, 1, 2], chunks=1))
    assert values.shape == (None,) and counts.tolist() == [1, 2]


def test_computing_reports_no_floating_point_warnings(dask_backend):
    # NumPy's warnings from the chunks' tasks would come once per chunk and per compute
    # (and never from a distributed worker): a computation gives the values, silently.
    import warnings

    x = ivylite.asarray([0.0, 1.0, -1.0, 1000.0], chunks=1)
    parts = (ivylite.log(x), ivylite.exp(x), ivylite.astype(ivylite.log(x), "int64"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        logs = ivylite.log(x).tolist()
        computed = ivylite.compute(*parts)
        assert float(ivylite.max(parts[1])) == np.inf
    assert logs[0] == -np.inf and np.isnan(logs[2]) and computed[1].tolist()[3] == np.inf


# --- chunks -------------------------------------------------------------------------


def test_chunks_asarray_rechunk_and_eager_backends(dask_backend):
    x = ivylite.asarray(np.arange(12).reshape(3, 4), chunks=(1, 2))
    assert x.data.chunks == ((1, 1, 1), (2, 2))
    assert ivylite.rechunk(x, {0: -1}).data.chunks == ((3,), (2, 2))
    assert ivylite.asarray(np.zeros(10)).data.chunks == ((10,),)  # dask's "auto"
    # Eager backends hold one chunk in memory: chunks are ignored, the values kept.
    assert NP.asarray([1, 2], chunks=1).tolist() == [1, 2]
    assert NP.rechunk(NP.asarray([1, 2]), 1).tolist() == [1, 2]


@pytest.mark.parametrize("chunks", [(5, 7), (64, 3), (200, 8)])
def test_gathered_axes_give_numpy_values(dask_backend, chunks):
    """Sort, FFT, linalg and unique gather what they need into one chunk (or use TSQR)."""
    data = np.random.default_rng(0).normal(size=(200, 8))
    x = ivylite.asarray(data, chunks=chunks)
    ref = NP.asarray(data)
    for fn in (
        lambda m, a: m.sort(a, axis=0),
        lambda m, a: m.argsort(a, axis=0, descending=True),
        lambda m, a: m.fft.fft(m.astype(a, "complex128"), axis=0),
        lambda m, a: m.fft.irfft(m.fft.rfft(a, axis=0), n=200, axis=0),
        lambda m, a: m.linalg.svdvals(a),
        lambda m, a: m.linalg.inv(m.matmul(m.matrix_transpose(a), a)),
        lambda m, a: m.cumulative_sum(a, axis=0),
        lambda m, a: m.unique_values(m.round(a[:, 0])),
    ):
        assert_same(fn(ivylite, x), fn(NP, ref), f"chunks {chunks}")
    q, r = ivylite.linalg.qr(x)
    q_ref, r_ref = np.linalg.qr(data)
    # TSQR's factors equal NumPy's up to the sign of each column of Q (row of R).
    signs = np.sign(np.diag(to_host(r))) * np.sign(np.diag(r_ref))
    np.testing.assert_allclose(to_host(r) * signs[:, None], r_ref, atol=1e-10)
    np.testing.assert_allclose(to_host(q) * signs, q_ref, atol=1e-10)


# --- random numbers -----------------------------------------------------------------


@pytest.mark.parametrize("chunk_size", ["1KiB", "16KiB", "128MiB"])
def test_random_numbers_equal_numpy_whatever_the_chunking(dask_backend, chunk_size):
    import dask

    with dask.config.set({"array.chunk-size": chunk_size}):
        cases = [
            ("random_uniform", dict(shape=(300, 7), dtype="float64", seed=3)),
            ("random_normal", dict(shape=(50, 3, 9), dtype="float32", seed=4)),
            ("randint", dict(shape=(1000,), dtype="int16", seed=5)),
        ]
        for fn, kwargs in cases:
            args = (-5, 9) if fn == "randint" else ()
            x = getattr(ivylite, fn)(*args, **kwargs)
            assert_same(x, getattr(NP, fn)(*args, **kwargs), f"{fn} in {chunk_size} chunks")
            if chunk_size == "1KiB":
                assert x.data.numblocks[0] > 1


def test_random_chunks_are_generated_by_their_tasks(dask_backend):
    """No chunk's values are in the graph: each task samples its own block."""
    import cloudpickle
    import dask

    with dask.config.set({"array.chunk-size": "8KiB"}):
        x = ivylite.random_uniform(shape=(4000, 5), dtype="float64", seed=1)
    graph = dict(x.data.__dask_graph__())
    assert len(graph) == x.data.npartitions > 1
    assert all(k[0].startswith("ivylite-generate-") for k in graph)
    # A task holds the sampler and the block's location, never an array of values.
    sizes = [len(cloudpickle.dumps(task)) for task in graph.values()]
    assert max(sizes) < 4000, sizes


def test_arange_and_linspace_are_generated_too(dask_backend):
    import dask

    with dask.config.set({"array.chunk-size": "1KiB"}):
        for x, ref in [
            (ivylite.arange(5000, dtype="int64"), NP.arange(5000, dtype="int64")),
            (ivylite.arange(0.5, 900.0, 0.3), NP.arange(0.5, 900.0, 0.3)),
            (ivylite.linspace(-1, 7, 3001, dtype="float64"), NP.linspace(-1, 7, 3001, dtype="float64")),
            (ivylite.eye(300, 420, k=7, dtype="int8"), NP.eye(300, 420, k=7, dtype="int8")),
        ]:  # fmt: skip
            assert x.data.npartitions > 1
            assert_same(x, ref, "generated in chunks")


def test_gradients_say_dask_has_none(dask_backend):
    with pytest.raises(NotImplementedError, match="dask backend has no automatic differentiation"):
        ivylite.grad(lambda x: ivylite.sum(x * x))(ivylite.asarray([1.0]))


# --- a real cluster -----------------------------------------------------------------


@pytest.fixture(scope="module")
def cluster():
    """Two worker processes on 127.0.0.1 and a client, always closed."""
    distributed = pytest.importorskip("distributed")
    local = client = None
    try:
        local = distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
            dashboard_address=None, memory_limit="1GiB", silence_logs=40,
        )  # fmt: skip
        client = distributed.Client(local, timeout="60s")
        client.wait_for_workers(2, timeout=60)
        yield local, client
    finally:
        if client is not None:
            client.close(timeout=30)
        if local is not None:
            local.close(timeout=30)


def test_a_computation_spreads_across_two_workers(cluster):
    from distributed import get_task_stream

    local, client = cluster
    with ivylite.using_backend("dask"):
        x = ivylite.random_normal(shape=(20_000, 4), dtype="float64", seed=7)
        x = ivylite.rechunk(x, (1000, 4))
        stats = ivylite.stack([ivylite.mean(x, axis=0), ivylite.std(x, axis=0)])
        with get_task_stream(client) as tasks:
            (done,) = ivylite.compute(stats)  # dask's default scheduler is now the cluster
        values = client.compute(stats.data).result(timeout=120)
    ref = NP.random_normal(shape=(20_000, 4), dtype="float64", seed=7)
    want = np.stack([np.mean(to_host(ref), axis=0), np.std(to_host(ref), axis=0)])
    np.testing.assert_allclose(values, want, rtol=1e-12)
    np.testing.assert_allclose(to_host(done), want, rtol=1e-12)
    workers = {t["worker"] for t in tasks.data}
    assert len(workers) == 2  # both workers computed chunks


def _slow(block):
    time.sleep(0.05)
    return block


def test_losing_a_worker_mid_computation_still_gives_the_right_result(cluster):
    local, client = cluster
    with ivylite.using_backend("dask"):
        x = ivylite.rechunk(
            ivylite.random_uniform(shape=(80, 1000), dtype="float64", seed=9), (1, 1000)
        )
        slow = ivylite.Array(x.data.map_blocks(_slow, dtype=x.data.dtype))
        total = ivylite.sum(slow * 2.0)
        future = client.compute(total.data)
        start = time.monotonic()
        while not any(client.processing().values()):  # the work has started
            assert time.monotonic() - start < 60, "the computation never started"
            time.sleep(0.02)
        time.sleep(0.3)
        victim = sorted(client.scheduler_info()["workers"])[0]
        pid = client.run(os.getpid, workers=[victim])[victim]
        assert not future.done(), "finished before the worker could be lost"
        os.kill(pid, 9)  # the worker process dies; its chunks are recomputed elsewhere
        value = future.result(timeout=180)
        client.wait_for_workers(2, timeout=60)  # the nanny restarts it, for the next test
    ref = NP.random_uniform(shape=(80, 1000), dtype="float64", seed=9)
    np.testing.assert_allclose(value, 2.0 * np.sum(to_host(ref)), rtol=1e-12)
    assert time.monotonic() - start < 240
