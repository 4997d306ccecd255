"""Default dtypes, dtype inference and the context-local settings."""

import asyncio
import threading

import numpy as np
import pytest

import ivylite

DEFAULT_GETTERS = {
    "float": (ivylite.default_float_dtype, "float32", "float64"),
    "int": (ivylite.default_int_dtype, "int32", "int64"),
    "uint": (ivylite.default_uint_dtype, "uint32", "uint8"),
    "complex": (ivylite.default_complex_dtype, "complex64", "complex128"),
}


@pytest.mark.parametrize("kind", DEFAULT_GETTERS)
def test_defaults_set_unset_and_scoped(kind):
    getter, builtin, other = DEFAULT_GETTERS[kind]
    setter = getattr(ivylite, f"set_default_{kind}_dtype")
    unsetter = getattr(ivylite, f"unset_default_{kind}_dtype")
    scope = getattr(ivylite, f"Default{kind.capitalize()}Dtype")
    assert getter() == builtin
    setter(other)
    assert getter() == other
    with scope(builtin):
        assert getter() == builtin
    assert getter() == other
    unsetter()
    assert getter() == builtin
    unsetter()  # unset at the built-in default is a no-op
    assert getter() == builtin


@pytest.mark.parametrize(
    "fn, bad",
    [
        (ivylite.set_default_float_dtype, "int32"),
        (ivylite.set_default_int_dtype, "uint8"),
        (ivylite.set_default_int_dtype, "float32"),
        (ivylite.set_default_uint_dtype, "int8"),
        (ivylite.set_default_complex_dtype, "float64"),
        (ivylite.set_default_float_dtype, "flaot32"),
        (ivylite.DefaultFloatDtype, "int8"),
    ],
)
def test_defaults_reject_the_wrong_kind_or_a_bad_name(fn, bad):
    with pytest.raises(ivylite.InvalidDtypeError) as info:
        fn(bad)
    assert fn.__name__ in str(info.value) and bad in str(info.value)


def test_scopes_restore_on_error():
    with pytest.raises(RuntimeError):
        with ivylite.DefaultFloatDtype("float64"), ivylite.PreciseMode(False):
            raise RuntimeError
    assert ivylite.default_float_dtype() == "float32" and ivylite.get_precise_mode()


class TestDefaultDtypeInference:
    """dtype=None is filled by four steps, in order: an explicit dtype; an
    array's dtype; a Python scalar's kind (its default dtype); the global default."""

    def test_step1_explicit_dtype_wins(self):
        assert ivylite.default_dtype(dtype="int8", item=np.zeros(1, "float64")) == "int8"
        assert ivylite.default_dtype(dtype=np.float16) == "float16"

    def test_step2_an_array_gives_its_dtype(self):
        assert ivylite.default_dtype(item=np.zeros(1, "uint16")) == "uint16"
        assert ivylite.default_dtype(item=np.float64(1.0)) == "float64"

    @pytest.mark.parametrize(
        "item, expected",
        [(3, "int32"), (2.5, "float32"), (1j, "complex64"), (True, "bool"),
         ([1, 2], "int32"), ([1, 2.5], "float32"), ([[1], [2j]], "complex64"),
         ([True, False], "bool"), ((1, True), "int32")],
    )  # fmt: skip
    def test_step3_a_scalar_gives_the_default_of_its_kind(self, item, expected):
        assert ivylite.default_dtype(item=item) == expected

    def test_step3_follows_the_set_defaults(self):
        with ivylite.DefaultIntDtype("int64"), ivylite.DefaultFloatDtype("float64"):
            assert ivylite.default_dtype(item=3) == "int64"
            assert ivylite.default_dtype(item=[1, 2.0]) == "float64"

    def test_step4_the_global_default(self):
        assert ivylite.default_dtype() == "float32"
        with ivylite.DefaultFloatDtype("float16"):
            assert ivylite.default_dtype() == "float16"
        ivylite.set_default_dtype("int16")
        assert ivylite.default_dtype() == "int16"
        assert ivylite.default_dtype(item=2.5) == "float32"  # step 3 still comes first
        ivylite.unset_default_dtype()
        assert ivylite.default_dtype() == "float32"

    def test_empty_sequence_falls_to_the_global_default(self):
        assert ivylite.default_dtype(item=[]) == "float32"


def test_settings_are_isolated_between_threads():
    barrier = threading.Barrier(2)
    seen = {}

    def worker(name, float_dtype, precise):
        ivylite.set_default_float_dtype(float_dtype)
        ivylite.set_precise_mode(precise)
        barrier.wait()  # both threads have set their own values before either reads
        seen[name] = (
            ivylite.default_float_dtype(),
            ivylite.get_precise_mode(),
            ivylite.promote_types("float32", "int32"),
            ivylite.result_type(2.5),
        )
        barrier.wait()

    threads = [
        threading.Thread(target=worker, args=("a", "float64", False)),
        threading.Thread(target=worker, args=("b", "float16", True)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen["a"] == ("float64", False, "float32", "float64")
    assert seen["b"] == ("float16", True, "float64", "float16")
    # and the main thread saw none of it
    assert ivylite.default_float_dtype() == "float32" and ivylite.get_precise_mode()


def test_settings_are_isolated_between_asyncio_tasks():
    async def task(dtype):
        with ivylite.DefaultIntDtype(dtype):
            await asyncio.sleep(0.01)  # let the other task run inside its own scope
            return ivylite.result_type(1)

    async def main():
        return await asyncio.gather(task("int64"), task("int16"))

    assert asyncio.run(main()) == ["int64", "int16"]
