"""Every frontend reduction refuses a bad axis as its framework does, on every backend.

An axis out of range, a float axis and (where the framework refuses it) a
repeated axis raise; the exception type is the real framework's for the same
call (real NumPy, torch, JAX and TensorFlow are the oracle), mapped to the
frontend's own class where the framework has its own (TensorFlow's
``InvalidArgumentError``, NumPy's ``AxisError``). Before the frontends shared
one axis helper, ``tf.reduce_sum(x, axis=5)`` on a 2-d tensor summed axis 1.
"""

from __future__ import annotations

import numpy as np
import pytest

import ivylite
from tests.conftest import INSTALLED

# (frontend function path, the real framework's function path); each is called
# as f(x, <axis keyword>=bad) on a 2x3 float array (bool for all/any).
CASES = {
    "numpy": ("axis", [
        "sum", "mean", "max", "min", "prod", "std", "var", "all", "any", "argmax", "argmin",
        "cumsum", "nansum", "median",
    ]),
    "jax": ("axis", [
        "sum", "mean", "max", "min", "prod", "std", "var", "all", "any", "argmax", "argmin",
        "cumsum", "cumprod",
    ]),
    "torch": ("dim", [
        "sum", "mean", "amax", "amin", "prod", "std", "var", "all", "any", "argmax", "argmin",
        "cumsum", "logsumexp", "nansum",
    ]),
    "tensorflow": ("axis", [
        "reduce_sum", "reduce_mean", "reduce_max", "reduce_min", "reduce_prod", "math.reduce_std",
        "math.reduce_variance", "reduce_logsumexp", "reduce_all", "reduce_any", "argmax",
        "argmin", "cumsum",
    ]),
}  # fmt: skip
BAD_AXES = [5, -3, 1.5, (0, 0)]
_BOOLEAN = ("all", "any", "reduce_all", "reduce_any")
_SINGLE = ("argmax", "argmin", "cumsum", "cumprod", "median")  # one axis, never a tuple


def _real(framework: str):
    if framework == "numpy":
        return np
    if framework == "jax":
        import jax

        jax.config.update("jax_enable_x64", True)
        import jax.numpy as jnp

        return jnp
    if framework == "torch":
        return pytest.importorskip("torch")
    return pytest.importorskip("tensorflow")


def _frontend(framework: str):
    import importlib

    name = "ivylite.frontends.jax.numpy" if framework == "jax" else f"ivylite.frontends.{framework}"
    return importlib.import_module(name)


def _get(module, path: str):
    for part in path.split("."):
        module = getattr(module, part)
    return module


def _input(framework: str, module, name: str):
    values = np.arange(6.0).reshape(2, 3) > 2 if name in _BOOLEAN else np.arange(6.0).reshape(2, 3)
    if framework == "numpy":
        return module.array(values)
    if framework == "jax":
        return module.asarray(values)
    if framework == "torch":
        return module.tensor(values)
    return module.constant(values)


def _outcome(fn, x, keyword: str, axis) -> type | None:
    try:
        fn(x, **{keyword: axis})
    except Exception as e:  # noqa: BLE001 - the exception type is the outcome
        return type(e)
    return None


@pytest.fixture(scope="module")
def oracle() -> dict:
    """(framework, function, axis) -> the exception type the real framework raises (None:
    it computes)."""
    out = {}
    for framework, (keyword, names) in CASES.items():
        real = _real(framework)
        for name in names:
            x = _input(framework, real, name)
            for axis in BAD_AXES:
                if axis == (0, 0) and name in _SINGLE:
                    continue
                out[framework, name, axis] = _outcome(_get(real, name), x, keyword, axis)
    return out


def _expected(framework: str, real: type | None) -> type | None:
    """The frontend's class for the real framework's exception."""
    if real is None or real.__module__ == "builtins":
        return real
    if real.__name__ == "AxisError":
        from ivylite.frontends.numpy import AxisError

        return AxisError
    if real.__name__ == "InvalidArgumentError":
        from ivylite.frontends.tensorflow.errors import InvalidArgumentError

        return InvalidArgumentError
    raise AssertionError(f"no frontend class for {framework}'s {real.__module__}.{real.__name__}")


@pytest.mark.parametrize("framework", list(CASES))
@pytest.mark.parametrize("backend_name", INSTALLED)
def test_a_bad_axis_raises_as_the_framework_does(framework, backend_name, oracle):
    keyword, names = CASES[framework]
    frontend = _frontend(framework)
    wrong = []
    with ivylite.using_backend(backend_name):
        for name in names:
            x = _input(framework, frontend, name)
            for axis in BAD_AXES:
                if (framework, name, axis) not in oracle:
                    continue
                want = _expected(framework, oracle[framework, name, axis])
                got = _outcome(_get(frontend, name), x, keyword, axis)
                if want is None:
                    ok = got is None
                else:
                    ok = got is not None and issubclass(got, want)
                if not ok:
                    wrong.append(f"{name}(axis={axis!r}): {got} (the framework: {want})")
    assert wrong == []


def test_reduce_sum_out_of_range_no_longer_sums_another_axis():
    import ivylite.frontends.tensorflow as tf
    from ivylite.frontends.tensorflow.errors import InvalidArgumentError

    x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
    with pytest.raises(InvalidArgumentError, match="reduce_sum: Invalid reduction dimension"):
        tf.reduce_sum(x, axis=5)
    assert tf.reduce_sum(x, axis=-1).numpy().tolist() == [3.0, 7.0]
