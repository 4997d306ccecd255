"""The JAX backend's cache of 0-d arrays made from Python scalars: equal values
with different bits (signed zeros) stay apart, and nothing made while jax.jit
traces is kept (a tracer used after its trace raises)."""

from __future__ import annotations

import numpy as np
import pytest

import ivylite

jax = pytest.importorskip("jax")


def test_signed_zeros_and_nan_written_by_a_mask_keep_their_bits():
    with ivylite.using_backend("jax"):
        x = ivylite.asarray([1.0, 2.0, 3.0])
        m = ivylite.asarray([True, False, True])
        for value in (0.0, -0.0, 0.0, -0.0):
            got = np.asarray(ivylite.setitem(x, m, value))
            assert list(np.signbit(got)) == [np.signbit(value), False, np.signbit(value)]
        got = np.asarray(ivylite.setitem(x, m, float("nan")))
        assert np.isnan(got[[0, 2]]).all() and got[1] == 2.0


def test_a_scalar_first_made_while_tracing_is_not_kept():
    from ivylite.backends import jax as jax_backend

    value = 1.23456789e-3  # used by no other test
    with ivylite.using_backend("jax"):
        x = ivylite.asarray([1.0, 2.0])
        m = ivylite.asarray([True, False])
        traced = ivylite.jit(lambda x: ivylite.setitem(x, m, value))(x)
        eager = ivylite.setitem(x, m, value)
    np.testing.assert_array_equal(np.asarray(traced), np.asarray(eager))
    kept = [v for k, v in jax_backend._SCALARS.items() if k[1] == repr(value)]
    assert kept and not any(isinstance(v, jax.core.Tracer) for v in kept)
