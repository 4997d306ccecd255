"""set_backend and friends: the stack, the namespace swap, pruning, errors."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

import ivylite
from ivylite import BackendMismatchError, BackendNotAvailableError

from .conftest import INSTALLED


def test_no_backend_by_default():
    assert ivylite.current_backend() is None and ivylite.current_backend_str() == ""
    assert ivylite.backend_stack() == []
    assert ivylite.valid_dtypes == ivylite.all_dtypes and ivylite.invalid_dtypes == ()


def test_native_dtypes_and_tuples_follow_the_backend(backend):
    b = ivylite.current_backend()
    assert ivylite.current_backend_str() == backend
    for name in ivylite.all_dtypes:
        if name in b.valid_dtypes:
            native = getattr(ivylite, f"native_{name}")
            assert native is b.native_dtypes[name]
            assert ivylite.as_dtype(native) == name  # the native object converts back
            assert getattr(ivylite, name) is ivylite.Dtype(name)  # never replaced
        else:
            with pytest.raises(AttributeError, match=f"not a valid dtype on the {backend} backend"):
                getattr(ivylite, name)
    assert set(ivylite.valid_dtypes) | set(ivylite.invalid_dtypes) == set(ivylite.all_dtypes)
    assert set(ivylite.invalid_dtypes) == set(b.invalid_dtypes)
    assert ivylite.valid_float_dtypes == tuple(
        d for d in ivylite.all_float_dtypes if d in b.valid_dtypes
    )
    assert ivylite.NativeArray is b.module.NativeArray


def test_unset_restores_everything(backend):
    ivylite.unset_backend()
    assert ivylite.current_backend_str() == ""
    assert ivylite.uint16 == "uint16" and ivylite.native_uint16 == "uint16"
    assert ivylite.invalid_dtypes == () and ivylite.valid_dtypes == ivylite.all_dtypes
    ivylite.set_backend(backend)  # the fixture pops it again


@pytest.mark.skipif("torch" not in INSTALLED, reason="torch is not installed")
def test_torch_prunes_unsigned_wide_dtypes():
    with ivylite.using_backend("torch"):
        with pytest.raises(AttributeError):
            getattr(ivylite, "uint16")  # noqa: B009 - the attribute access is the test
        assert "uint16" in ivylite.invalid_dtypes and "uint8" in ivylite.valid_dtypes
        with pytest.raises(
            ivylite.UnsupportedDtypeError, match="uint32 is not a valid dtype on the torch"
        ):
            ivylite.zeros(3, dtype="uint32")
    assert ivylite.uint16 == "uint16"


def test_the_stack():
    first, last = INSTALLED[0], INSTALLED[-1]
    ivylite.set_backend(first)
    ivylite.set_backend(last)
    assert ivylite.backend_stack() == [first, last]
    assert ivylite.previous_backend().name == first
    assert ivylite.current_backend_str() == first
    ivylite.unset_backend()
    assert ivylite.current_backend() is None
    ivylite.unset_backend()  # popping an empty stack is harmless
    assert ivylite.backend_stack() == []


def test_using_backend_restores_on_error():
    with pytest.raises(RuntimeError):
        with ivylite.using_backend(INSTALLED[-1]):
            raise RuntimeError
    assert ivylite.current_backend() is None


def test_function_imported_before_set_backend_follows_it(backend):
    from ivylite import add  # taken while the backend is set; also works before

    x = ivylite.asarray([1, 2], dtype="int8")
    assert add(x, 1).backend == backend
    with ivylite.using_backend("numpy"):
        assert add(ivylite.asarray([1]), 1).backend == "numpy"


def test_backend_namespace_leaves_the_global_choice_alone():
    ns = ivylite.backend(INSTALLED[-1])
    x = ns.asarray([1.0, 2.0])
    assert ns.add(x, 1).backend == INSTALLED[-1]
    assert ivylite.current_backend() is None


def test_without_a_backend_the_arguments_decide():
    for name in INSTALLED:
        x = ivylite.backend(name).asarray([1, 2], dtype="int16")
        y = ivylite.add(x, 1)  # no global backend: x's backend runs it
        assert y.backend == name and y.dtype == "int16"
        native = x.data
        assert ivylite.multiply(native, native).backend == name  # native arrays too
    assert ivylite.asarray([1.0]).backend == "numpy"  # nothing to go by: NumPy


def test_arrays_of_two_backends_in_one_call_raise():
    if len(INSTALLED) < 2:
        pytest.skip("needs two backends")
    a = ivylite.backend(INSTALLED[0]).asarray([1.0])
    b = ivylite.backend(INSTALLED[1]).asarray([1.0])
    with pytest.raises(BackendMismatchError, match="two backends"):
        ivylite.add(a, b)
    with ivylite.using_backend(INSTALLED[0]):
        with pytest.raises(BackendMismatchError, match=f"array of the {INSTALLED[1]} backend"):
            ivylite.add(a, b)
        # ...and asarray converts explicitly, with dtype and values intact.
        c = ivylite.asarray(b)
        assert c.backend == INSTALLED[0] and c.dtype == "float32" and c.tolist() == [1.0]


def test_foreign_native_arrays_convert_with_asarray(backend):
    x = ivylite.asarray(np.arange(3, dtype=np.int16))
    assert x.backend == backend and x.dtype == "int16" and x.tolist() == [0, 1, 2]


def test_unknown_backend_raises():
    with pytest.raises(
        BackendNotAvailableError, match="unknown backend; choose one of numpy, torch"
    ):
        ivylite.set_backend("mxnet")
    assert ivylite.current_backend() is None


def test_missing_framework_names_the_extra(monkeypatch):
    import importlib.util

    backend_module = sys.modules["ivylite.backend"]  # the module (ivylite.backend is the function)

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "jax" else real(name, *a)
    )
    monkeypatch.setattr(
        backend_module, "_LOADED", {k: v for k, v in backend_module._LOADED.items() if k != "jax"}
    )
    monkeypatch.delitem(sys.modules, "jax", raising=False)
    with pytest.raises(BackendNotAvailableError, match=r"pip install 'ivylite\[jax\]'"):
        ivylite.set_backend("jax")


_ORDER_SCRIPT = """
import sys, importlib.util
if importlib.util.find_spec("paddle") is None or importlib.util.find_spec("tensorflow") is None:
    print("SKIP"); sys.exit(0)
{body}
"""


@pytest.mark.parametrize(
    "body, expected",
    [
        # ivylite loads paddle before tensorflow itself, so both backends work in one process.
        ("import ivylite\nivylite.set_backend('tensorflow')\nivylite.set_backend('paddle')\n"
         "print(ivylite.add(ivylite.asarray([1], dtype='int8'), ivylite.asarray([1], dtype='int16')).dtype)",
         "int16"),
        # The user imported tensorflow first: a clear error, not a segfault.
        ("import tensorflow, ivylite\n"
         "try:\n    ivylite.set_backend('paddle')\nexcept ivylite.BackendNotAvailableError as e:\n"
         "    print('refused:', 'crashes the interpreter' in str(e))",
         "refused: True"),
        # The user imported tensorflow first and wants the tensorflow backend: it works
        # (ivylite must not import paddle then).
        ("import tensorflow, ivylite\nivylite.set_backend('tensorflow')\n"
         "print(ivylite.add(ivylite.asarray([1], dtype='int8'), 1).dtype)",
         "int8"),
    ],
)  # fmt: skip
def test_paddle_and_tensorflow_never_segfault(body, expected):
    out = subprocess.run(
        [sys.executable, "-c", _ORDER_SCRIPT.format(body=body)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    last = out.stdout.strip().splitlines()[-1]
    if last == "SKIP":
        pytest.skip("needs paddle and tensorflow")
    assert last == expected


def test_set_backend_imports_only_its_own_framework():
    code = (
        "import sys, ivylite\n"
        "ivylite.set_backend('numpy')\n"
        "print(','.join(m for m in ('torch', 'jax', 'tensorflow', 'paddle') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
