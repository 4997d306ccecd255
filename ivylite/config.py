"""Context-local settings: default dtypes, the promotion policy, strict mode.

All settings live in one immutable :class:`Settings` held by a single
``ContextVar``, so a call reads every setting with one ``.get()``, and two
threads (or asyncio tasks) never see each other's changes. Each setting is a
stack: ``set_*`` pushes, ``unset_*`` pops, and the context managers push on
entry and restore the exact previous state on exit.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

from .dtypes import Dtype, InvalidDtypeError, as_dtype, set_python_type_resolver

__all__ = [
    "default_dtype",
    "default_float_dtype",
    "default_int_dtype",
    "default_uint_dtype",
    "default_complex_dtype",
    "set_default_dtype",
    "set_default_float_dtype",
    "set_default_int_dtype",
    "set_default_uint_dtype",
    "set_default_complex_dtype",
    "unset_default_dtype",
    "unset_default_float_dtype",
    "unset_default_int_dtype",
    "unset_default_uint_dtype",
    "unset_default_complex_dtype",
    "DefaultDtype",
    "DefaultFloatDtype",
    "DefaultIntDtype",
    "DefaultUintDtype",
    "DefaultComplexDtype",
    "PreciseMode",
    "set_precise_mode",
    "unset_precise_mode",
    "get_precise_mode",
    "PromotionPolicy",
    "set_promotion_policy",
    "unset_promotion_policy",
    "get_promotion_policy",
    "StrictPromotion",
    "set_strict_promotion",
    "unset_strict_promotion",
    "get_strict_promotion",
]


_STACKS = (
    "float_dtype",
    "int_dtype",
    "uint_dtype",
    "complex_dtype",
    "dtype",
    "policy",
    "strict",
    "casting",
)


class Settings:
    """Every setting, as stacks (the active value last), plus what they imply.

    ``pairs``, ``join`` and ``upper`` are the active policy's tables, looked
    up once when the state is made so that a promotion reads one attribute.
    Immutable: a change makes a new one (:meth:`replace`).

    Examples
    --------
    >>> from ivylite import config
    >>> s = config.read_settings()
    >>> s.int_dtype[-1], s.policy[-1], s.replace(policy=("non_precise",)).policy
    (int32, 'precise', ('non_precise',))
    """

    __slots__ = _STACKS + ("pairs", "join", "upper")
    float_dtype: tuple[Dtype, ...]
    int_dtype: tuple[Dtype, ...]
    uint_dtype: tuple[Dtype, ...]
    complex_dtype: tuple[Dtype, ...]
    dtype: tuple[Dtype | None, ...]
    policy: tuple[str, ...]
    strict: tuple[bool, ...]
    casting: tuple[frozenset[str], ...]
    pairs: dict[Any, dict[Any, Dtype | None]]
    join: dict[Any, dict[Any, Any]]
    upper: dict[Any, frozenset[Any]]

    def __init__(self, **stacks: tuple) -> None:
        for name in _STACKS:
            setattr(self, name, stacks[name])
        self._derive()

    def _derive(self) -> None:
        if _resolve_policy is not None:
            self.pairs, self.join, self.upper = _resolve_policy(self.policy[-1], self.strict[-1])

    def replace(self, **changes: tuple) -> Settings:
        stacks = {name: getattr(self, name) for name in _STACKS}
        stacks.update(changes)
        return Settings(**stacks)


# Promotion is a layer above the settings: ivylite.promotion installs these with
# bind_promotion once its tables exist. (policy, strict) -> tables, and the names
# of the known policies.
_resolve_policy: Callable[[str, bool], tuple] | None = None
_known_policies: Callable[[], tuple[str, ...]] = tuple

DEFAULT_SETTINGS = Settings(
    float_dtype=(Dtype("float32"),),
    int_dtype=(Dtype("int32"),),
    uint_dtype=(Dtype("uint32"),),
    complex_dtype=(Dtype("complex64"),),
    # None at the bottom: "no global default set, use the default float dtype".
    dtype=(None,),
    policy=("precise",),
    strict=(False,),
    casting=(frozenset(),),
)
# The settings active in this context.
current: ContextVar[Settings] = ContextVar("ivylite_state", default=DEFAULT_SETTINGS)
# Every read goes through this one bound method (each ``current.get`` access
# makes a new one): hot paths hold it, and a compiler that cannot trace
# ``ContextVar.get`` (torch.compile) substitutes this one object while tracing.
read_settings: Callable[[], Settings] = current.get


def bind_promotion(
    resolve: Callable[[str, bool], tuple], known: Callable[[], tuple[str, ...]]
) -> None:
    """Called once by ivylite.promotion: from now on settings carry the active
    policy's tables (``resolve(policy, strict) -> (pairs, join, upper)``), and
    policy names are checked against ``known()``.

    Examples
    --------
    >>> from ivylite import config
    >>> config.DEFAULT_SETTINGS.join["int8"]["uint8"]  # a table ivylite.promotion bound
    int16
    """
    global _resolve_policy, _known_policies
    _resolve_policy, _known_policies = resolve, known
    DEFAULT_SETTINGS._derive()


def state() -> Settings:
    """The settings active in this context (one ``ContextVar`` read)."""
    return read_settings()


def push_setting(field: str, value: Any) -> None:
    """Push ``value`` on the stack of setting ``field`` (what every ``set_*`` does).

    Examples
    --------
    >>> from ivylite import config
    >>> config.push_setting("strict", True); config.state().strict
    (False, True)
    >>> config.pop_setting("strict", "example"); config.state().strict
    (False,)
    """
    s = read_settings()
    current.set(s.replace(**{field: getattr(s, field) + (value,)}))


def pop_setting(field: str, fn_name: str) -> None:
    """Pop the last value of setting ``field`` (what every ``unset_*``, named
    ``fn_name``, does); the built-in default at the bottom stays.

    Examples
    --------
    >>> from ivylite import config
    >>> config.pop_setting("float_dtype", "example"); config.state().float_dtype
    (float32,)
    """
    s = read_settings()
    stack = getattr(s, field)
    if len(stack) > 1:
        current.set(s.replace(**{field: stack[:-1]}))
    # Popping the built-in default is a no-op, as in Ivy.


class SettingScope:
    """Base of the context managers: push ``value`` on the stack of the subclass's
    ``_field`` on enter, restore the exact previous settings on exit.

    Examples
    --------
    >>> from ivylite import config
    >>> class Strict(config.SettingScope):
    ...     _field = "strict"
    >>> with Strict(True):
    ...     config.state().strict[-1]
    True
    """

    _field = ""
    _value: Any

    def __init__(self, value: Any) -> None:
        self._value = value
        self._token = None

    def __enter__(self):
        s = read_settings()
        self._token = current.set(
            s.replace(**{self._field: getattr(s, self._field) + (self._value,)})
        )
        return self

    def __exit__(self, *exc) -> None:
        current.reset(self._token)


_KIND_OF_FIELD = {
    "float_dtype": ("float",),
    "int_dtype": ("int",),
    "uint_dtype": ("uint",),
    "complex_dtype": ("complex",),
    "dtype": ("int", "uint", "float", "complex", "bool"),
}


def _checked(value: Any, field: str, fn_name: str) -> Dtype:
    try:
        d = as_dtype(value)
    except InvalidDtypeError as e:
        raise InvalidDtypeError(f"{fn_name}: {e}") from None
    kinds = _KIND_OF_FIELD[field]
    if d.kind not in kinds:
        raise InvalidDtypeError(
            f"{fn_name}({value!r}): {d} is a {d.kind} dtype; {fn_name} takes a "
            f"{' or '.join(kinds)} dtype"
        )
    return d


# --- reading the defaults ----------------------------------------------------


def default_float_dtype() -> Dtype:
    """Return the default floating-point dtype (``float32`` unless set).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.default_float_dtype()
    float32
    >>> with ivylite.DefaultFloatDtype("float64"):
    ...     ivylite.default_float_dtype()
    float64
    """
    return read_settings().float_dtype[-1]


def default_int_dtype() -> Dtype:
    """Return the default signed integer dtype (``int32`` unless set).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.default_int_dtype()
    int32
    """
    return read_settings().int_dtype[-1]


def default_uint_dtype() -> Dtype:
    """Return the default unsigned integer dtype (``uint32`` unless set).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.default_uint_dtype()
    uint32
    """
    return read_settings().uint_dtype[-1]


def default_complex_dtype() -> Dtype:
    """Return the default complex dtype (``complex64`` unless set).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.default_complex_dtype()
    complex64
    """
    return read_settings().complex_dtype[-1]


def default_dtype(*, dtype: Any = None, item: Any = None) -> Dtype:
    """Return the dtype to use, by four steps in this order (the creation
    functions apply them to their relevant arguments: see
    ``ivylite.functional._creation_template``).

    1. ``dtype`` given: that dtype.
    2. ``item`` is an array (has ``.dtype``): its dtype.
    3. ``item`` is a Python scalar or a nested sequence of them: the default
       dtype of its kind (bool, then the default int, float or complex dtype,
       taking the widest kind present in a sequence).
    4. Otherwise the global default dtype (``set_default_dtype``), which is
       the default float dtype unless set.

    Examples
    --------
    >>> import ivylite, numpy as np
    >>> ivylite.default_dtype(dtype="int8")
    int8
    >>> ivylite.default_dtype(item=np.zeros(2, dtype="uint16"))
    uint16
    >>> ivylite.default_dtype(item=3), ivylite.default_dtype(item=[1, 2.5])
    (int32, float32)
    >>> ivylite.default_dtype()
    float32
    """
    if dtype is not None:
        return as_dtype(dtype)
    if item is not None:
        found = getattr(item, "dtype", None)
        if found is not None:
            return as_dtype(found)
        kind = _scalar_kind(item)
        if kind is not None:
            return _default_of_kind(kind)
    s = read_settings()
    chosen = s.dtype[-1]
    return chosen if chosen is not None else s.float_dtype[-1]


_KIND_RANK = {bool: 0, int: 1, float: 2, complex: 3}


def _scalar_kind(item: Any) -> type | None:
    """The widest Python scalar type in a scalar or nested sequence, else None."""
    t = type(item)
    if t in _KIND_RANK:
        return t
    if isinstance(item, (list, tuple)):
        best = None
        for element in item:
            k = _scalar_kind(element)
            if k is not None and (best is None or _KIND_RANK[k] > _KIND_RANK[best]):
                best = k
        return best
    # NumPy-style scalars subclass the Python ones (np.float64 is a float).
    for base in (bool, int, float, complex):
        if isinstance(item, base):
            return base
    return None


def _default_of_kind(kind: type) -> Dtype:
    if kind is bool:
        return Dtype("bool")
    s = read_settings()
    if kind is int:
        return s.int_dtype[-1]
    if kind is float:
        return s.float_dtype[-1]
    return s.complex_dtype[-1]


# as_dtype(int) and friends follow these settings.
set_python_type_resolver(_default_of_kind)


# --- setting the defaults ----------------------------------------------------


def set_default_dtype(dtype: Any) -> None:
    """Set the global default dtype, used when nothing else decides (step 4).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.set_default_dtype("int64"); ivylite.default_dtype()
    int64
    >>> ivylite.unset_default_dtype(); ivylite.default_dtype()
    float32
    """
    push_setting("dtype", _checked(dtype, "dtype", "set_default_dtype"))


def set_default_float_dtype(dtype: Any) -> None:
    """Set the default floating-point dtype (a float dtype).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.set_default_float_dtype("float64"); ivylite.default_float_dtype()
    float64
    >>> ivylite.unset_default_float_dtype(); ivylite.default_float_dtype()
    float32
    """
    push_setting("float_dtype", _checked(dtype, "float_dtype", "set_default_float_dtype"))


def set_default_int_dtype(dtype: Any) -> None:
    """Set the default signed integer dtype.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.set_default_int_dtype("int64"); ivylite.default_int_dtype()
    int64
    >>> ivylite.unset_default_int_dtype()
    """
    push_setting("int_dtype", _checked(dtype, "int_dtype", "set_default_int_dtype"))


def set_default_uint_dtype(dtype: Any) -> None:
    """Set the default unsigned integer dtype.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.set_default_uint_dtype("uint64"); ivylite.default_uint_dtype()
    uint64
    >>> ivylite.unset_default_uint_dtype()
    """
    push_setting("uint_dtype", _checked(dtype, "uint_dtype", "set_default_uint_dtype"))


def set_default_complex_dtype(dtype: Any) -> None:
    """Set the default complex dtype.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.set_default_complex_dtype("complex128"); ivylite.default_complex_dtype()
    complex128
    >>> ivylite.unset_default_complex_dtype()
    """
    push_setting("complex_dtype", _checked(dtype, "complex_dtype", "set_default_complex_dtype"))


def unset_default_dtype() -> None:
    """Undo the last :func:`set_default_dtype` (no-op at the built-in default).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.unset_default_dtype(); ivylite.default_dtype()
    float32
    """
    pop_setting("dtype", "unset_default_dtype")


def unset_default_float_dtype() -> None:
    """Undo the last :func:`set_default_float_dtype`.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.unset_default_float_dtype(); ivylite.default_float_dtype()
    float32
    """
    pop_setting("float_dtype", "unset_default_float_dtype")


def unset_default_int_dtype() -> None:
    """Undo the last :func:`set_default_int_dtype`.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.unset_default_int_dtype(); ivylite.default_int_dtype()
    int32
    """
    pop_setting("int_dtype", "unset_default_int_dtype")


def unset_default_uint_dtype() -> None:
    """Undo the last :func:`set_default_uint_dtype`.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.unset_default_uint_dtype(); ivylite.default_uint_dtype()
    uint32
    """
    pop_setting("uint_dtype", "unset_default_uint_dtype")


def unset_default_complex_dtype() -> None:
    """Undo the last :func:`set_default_complex_dtype`.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.unset_default_complex_dtype(); ivylite.default_complex_dtype()
    complex64
    """
    pop_setting("complex_dtype", "unset_default_complex_dtype")


class DefaultDtype(SettingScope):
    """Context manager: the global default dtype inside a block.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.DefaultDtype("int16"):
    ...     ivylite.default_dtype()
    int16
    """

    _field = "dtype"

    def __init__(self, dtype: Any) -> None:
        super().__init__(_checked(dtype, "dtype", "DefaultDtype"))


class DefaultFloatDtype(SettingScope):
    """Context manager: the default float dtype inside a block.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.DefaultFloatDtype("float16"):
    ...     ivylite.result_type(1.5)
    float16
    """

    _field = "float_dtype"

    def __init__(self, dtype: Any) -> None:
        super().__init__(_checked(dtype, "float_dtype", "DefaultFloatDtype"))


class DefaultIntDtype(SettingScope):
    """Context manager: the default int dtype inside a block.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.DefaultIntDtype("int64"):
    ...     ivylite.result_type(1)
    int64
    """

    _field = "int_dtype"

    def __init__(self, dtype: Any) -> None:
        super().__init__(_checked(dtype, "int_dtype", "DefaultIntDtype"))


class DefaultUintDtype(SettingScope):
    """Context manager: the default uint dtype inside a block.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.DefaultUintDtype("uint8"):
    ...     ivylite.default_uint_dtype()
    uint8
    """

    _field = "uint_dtype"

    def __init__(self, dtype: Any) -> None:
        super().__init__(_checked(dtype, "uint_dtype", "DefaultUintDtype"))


class DefaultComplexDtype(SettingScope):
    """Context manager: the default complex dtype inside a block.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.DefaultComplexDtype("complex128"):
    ...     ivylite.result_type(1j)
    complex128
    """

    _field = "complex_dtype"

    def __init__(self, dtype: Any) -> None:
        super().__init__(_checked(dtype, "complex_dtype", "DefaultComplexDtype"))


# --- promotion policy, precise mode and strict mode --------------------------


def _checked_policy(name: Any, fn_name: str) -> str:
    if name not in _known_policies():
        raise ValueError(
            f"{fn_name}({name!r}): unknown promotion policy; known policies are "
            f"{', '.join(_known_policies())}"
        )
    return name


def get_promotion_policy() -> str:
    """Return the name of the active promotion policy.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.get_promotion_policy()
    'precise'
    """
    return read_settings().policy[-1]


def set_promotion_policy(name: str) -> None:
    """Make ``name`` (see :func:`ivylite.promotion.policies`) the active policy.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.set_promotion_policy("array_api"); ivylite.get_promotion_policy()
    'array_api'
    >>> ivylite.unset_promotion_policy(); ivylite.get_promotion_policy()
    'precise'
    """
    push_setting("policy", _checked_policy(name, "set_promotion_policy"))


def unset_promotion_policy() -> None:
    """Undo the last :func:`set_promotion_policy` or :func:`set_precise_mode`.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.unset_promotion_policy(); ivylite.get_promotion_policy()
    'precise'
    """
    pop_setting("policy", "unset_promotion_policy")


class PromotionPolicy(SettingScope):
    """Context manager: a promotion policy inside a block.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.PromotionPolicy("non_precise"):
    ...     ivylite.promote_types("int64", "float16")
    float16
    """

    _field = "policy"

    def __init__(self, name: str) -> None:
        super().__init__(_checked_policy(name, "PromotionPolicy"))


def get_precise_mode() -> bool:
    """Whether the precise lattice is active (it is by default).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.get_precise_mode()
    True
    """
    return read_settings().policy[-1] == "precise"


def set_precise_mode(mode: bool) -> None:
    """Choose the precise (``True``) or non-precise (``False``) lattice.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.set_precise_mode(False); ivylite.promote_types("float32", "int32")
    float32
    >>> ivylite.unset_precise_mode(); ivylite.promote_types("float32", "int32")
    float64
    """
    if not isinstance(mode, bool):
        raise TypeError(f"set_precise_mode({mode!r}): expected True or False")
    push_setting("policy", "precise" if mode else "non_precise")


def unset_precise_mode() -> None:
    """Undo the last :func:`set_precise_mode`.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.unset_precise_mode(); ivylite.get_precise_mode()
    True
    """
    pop_setting("policy", "unset_precise_mode")


class PreciseMode(SettingScope):
    """Context manager: precise (``True``) or non-precise (``False``) promotion.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.PreciseMode(False):
    ...     ivylite.promote_types("float32", "int32")
    float32
    """

    _field = "policy"

    def __init__(self, mode: bool) -> None:
        if not isinstance(mode, bool):
            raise TypeError(f"PreciseMode({mode!r}): expected True or False")
        super().__init__("precise" if mode else "non_precise")


def get_strict_promotion() -> bool:
    """Whether implicit cross-kind promotion raises.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.get_strict_promotion()
    False
    """
    return read_settings().strict[-1]


def set_strict_promotion(mode: bool = True) -> None:
    """Make any implicit cross-kind promotion raise (``True``) or not.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.set_strict_promotion(); ivylite.get_strict_promotion()
    True
    >>> ivylite.unset_strict_promotion(); ivylite.get_strict_promotion()
    False
    """
    push_setting("strict", bool(mode))


def unset_strict_promotion() -> None:
    """Undo the last :func:`set_strict_promotion`.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.unset_strict_promotion(); ivylite.get_strict_promotion()
    False
    """
    pop_setting("strict", "unset_strict_promotion")


class StrictPromotion(SettingScope):
    """Context manager: implicit cross-kind promotion raises inside a block.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.StrictPromotion():
    ...     ivylite.promote_types("int8", "int16")
    int16
    """

    _field = "strict"

    def __init__(self, mode: bool = True) -> None:
        super().__init__(bool(mode))
