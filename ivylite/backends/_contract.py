"""What a backend module must provide: the contract the core is typed with.

A backend is a package ``ivylite/backends/<name>/``. Its ``__init__`` module
satisfies :class:`BackendModule`: it names its framework and version, maps
ivylite's dtypes to native ones, lists its devices and capabilities, and
provides the primitives the core uses to move values in and out. Beside it,
one module per *function family* (``elementwise.py``, ``creation.py``...)
mirrors ``ivylite/functional/<family>.py`` and defines a function of the same
name for every public function of that family that is not composite (built
from other functions), called with native arrays whose dtype ivylite has
already decided.

Optional hooks (:data:`OPTIONAL_HOOKS`) change how the core treats the
backend; each says what the core does when the backend leaves it out.

:func:`check_backend` runs once, when a backend loads, and reports every
missing name in one :class:`BackendContractError`.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Annotated, Any, Protocol, get_type_hints

__all__ = [
    "BackendModule",
    "BackendContractError",
    "Hook",
    "OPTIONAL_HOOKS",
    "check_backend",
    "hooks_of",
    "PRIMITIVES",
    "required_members",
    "member_docs",
]


class BackendModule(Protocol):
    """The module ``ivylite.backends.<name>`` (its package ``__init__``).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.backends._contract import BackendModule, required_members
    >>> sorted(required_members())[:4]
    ['NativeArray', 'NativeDevice', 'NativeDtype', 'backend_version']
    """

    framework_name: Annotated[str, "the framework's import name (``torch``, ``tensorflow``...)"]
    backend_version: Annotated[
        str, "the installed framework's version; support declarations resolve against it"
    ]
    native_dtypes: Annotated[
        Mapping[str, Any], "ivylite dtype name -> the framework's dtype, for each dtype it holds"
    ]
    invalid_dtypes: Annotated[
        Mapping[str, tuple[str, ...]],
        "version key -> the dtypes (or dtype classes) that version cannot hold at all",
    ]
    NativeArray: Annotated[type, "the class ``ivylite.NativeArray`` becomes"]
    NativeDtype: Annotated[type, "the class ``ivylite.NativeDtype`` becomes"]
    NativeDevice: Annotated[type, "the class ``ivylite.NativeDevice`` becomes"]
    native_array_types: Annotated[
        tuple[type, ...],
        "every exact type a native array may have (tracers, variables, NumPy scalars...)",
    ]
    devices: Annotated[tuple[str, ...], "the device names this backend accepts"]
    default_device: Annotated[str, "the device used when none is given"]
    supports_gradients: Annotated[bool, "whether ``ivylite.grad`` works (autodiff)"]
    native_inplace_support: Annotated[
        bool, "whether ``inplace_update`` writes into native buffers (views see writes)"
    ]

    def cast(self, x: Any, dtype: Any, /) -> Any:
        """``x`` converted to the native ``dtype`` (NumPy's rounding)."""

    def scalar(self, value: Any, dtype: Any, /) -> Any:
        """A 0-d native array of ``dtype`` holding the Python scalar ``value``."""

    def shape(self, x: Any, /) -> tuple[int, ...]:
        """The shape of a native array, as ints."""

    def device_of(self, x: Any, /) -> str:
        """The name of the device a native array lives on ("cpu")."""

    def to_numpy(self, x: Any, /) -> Any:
        """A NumPy array with the same values (bfloat16 as ml_dtypes' bfloat16)."""

    def from_numpy(self, x: Any, dtype: Any, /) -> Any:
        """A new native array of ``dtype`` from a NumPy array (cast in NumPy)."""

    def copy(self, x: Any, /) -> Any:
        """A native array with the same values that shares no memory with ``x``."""

    def native_device(self, device: str, /) -> Any:
        """The framework's device object for a device name."""


@dataclass(frozen=True)
class Hook:
    """An optional member of a backend module, and what its absence means."""

    name: str
    signature: str
    purpose: str
    without: str  # what the core does when the backend does not provide it
    default: Any = None


#: The members a backend module may provide. The core reads each once, when
#: the backend loads (``Backend.hooks``), never by ``getattr`` in a call path.
OPTIONAL_HOOKS: tuple[Hook, ...] = (
    Hook(
        "inplace_update",
        "inplace_update(x, value) -> x",
        "Write ``value`` into the buffer of ``x`` (same dtype and shape) and return ``x``, "
        "so that views of ``x`` and other holders of it see the write (``out=``, ``x += 1``).",
        "the ivylite array is rebound to the new values; other holders of the old native "
        "array keep the old values (JAX and TensorFlow arrays are immutable)",
    ),
    Hook(
        "scalar_operands_as_arrays",
        "scalar_operands_as_arrays: tuple[str, ...]",
        "Dtypes in which the framework mistreats a Python scalar operand (NumPy turns "
        "``bfloat16 + 0.1`` into float32): such scalars are passed as 0-d arrays of the "
        "result dtype.",
        "Python scalars are passed to the framework's function as they are",
        (),
    ),
    Hook(
        "generate",
        "generate(sample, shape, dtype) -> native array",
        "Make an array of ``shape`` whose element at flat index i is ``sample(indices)[i]``, "
        "where ``sample`` maps a NumPy array of flat indices to the NumPy values of those "
        "elements (random numbers: the same values however the array is built, e.g. block "
        "by block on a cluster).",
        "the whole array is sampled on the host at once and moved with ``from_numpy``",
    ),
    Hook(
        "max_dimensions",
        "max_dimensions: int",
        "The most dimensions an array may have (paddle: 9). A call that asks for more "
        "raises ivylite's ValueError saying so, and ``__array_namespace_info__()."
        "capabilities()`` reports it.",
        "no limit is known: the framework's own error, explained as well as the core can",
    ),
    Hook(
        "compute",
        "compute(natives: list) -> list",
        "Compute lazy arrays together (shared work done once, with the framework's active "
        "scheduler) and return arrays of the same backend holding the values (``ivylite."
        "compute``, ``Array.compute()``).",
        "the arrays are returned as they are (an eager backend's arrays hold their values)",
    ),
    Hook(
        "rechunk",
        "rechunk(x, chunks) -> native array",
        "The same values split into ``chunks`` (``ivylite.rechunk``, ``asarray(..., "
        "chunks=...)``).",
        "``chunks`` is ignored: an eager backend's array is one chunk in memory",
    ),
    Hook(
        "optimizer_step",
        "optimizer_step(algorithm, params, grads, states, steps, options, grad_scale) -> bool",
        "One eager optimiser step of ``algorithm`` (``'SGD'``, ``'Adam'``, ``'AdamW'``...) for "
        "a parameter group, written in place: ``params`` and ``grads`` are lists of native "
        "arrays of one dtype, ``states`` one dict of native state arrays per parameter "
        "(``exp_avg``...; written in place too), ``steps`` each parameter's 1-based step "
        "count, ``options`` the group's numbers (``lr``, ``betas``...), ``grad_scale`` None "
        "or a 0-d array every gradient is multiplied by first (global-norm clipping). The "
        "gradients are only read. It returns False, having changed nothing, for what it does "
        "not handle; its values equal the generic rule's to rounding (``ivylite.optim.rules``).",
        "each parameter's new values are computed with the generic rule (ivylite functions, "
        "one small operation at a time) and the Parameter is rebound to them",
    ),
    Hook(
        "to_dlpack",
        "to_dlpack(x) -> PyCapsule",
        "A DLPack capsule for a native array whose class has no ``__dlpack__``.",
        "``Array.__dlpack__`` calls the native array's ``__dlpack__``",
    ),
)

PRIMITIVES = (
    "cast",
    "scalar",
    "shape",
    "device_of",
    "to_numpy",
    "from_numpy",
    "copy",
    "native_device",
)


def member_docs() -> list[tuple[str, str, str]]:
    """(name, type, meaning) of each data member of :class:`BackendModule`.

    Examples
    --------
    >>> from ivylite.backends._contract import member_docs
    >>> member_docs()[0][:2]
    ('framework_name', 'str')
    """
    hints = get_type_hints(BackendModule, include_extras=True)
    return [(name, _type_name(h.__origin__), h.__metadata__[0]) for name, h in hints.items()]


def _type_name(t: Any) -> str:
    if isinstance(t, type):
        return t.__name__
    return repr(t).replace("typing.", "").replace("collections.abc.", "")


def required_members() -> tuple[str, ...]:
    """The names every backend module must define (data and primitives).

    Examples
    --------
    >>> from ivylite.backends._contract import required_members
    >>> "cast" in required_members(), "inplace_update" in required_members()
    (True, False)
    """
    return tuple(BackendModule.__annotations__) + PRIMITIVES


class BackendContractError(ImportError):
    """A backend module does not provide what the contract asks for.

    Examples
    --------
    >>> from ivylite.backends._contract import BackendContractError
    >>> issubclass(BackendContractError, ImportError)
    True
    """


def check_backend(
    name: str, module: ModuleType, functions: Mapping[str, Iterable[str]]
) -> dict[str, ModuleType]:
    """Check ``module`` and its family modules; return the family modules by name.

    ``functions`` maps each family to the function names its backend module
    must define. Every problem is collected and reported in one
    :class:`BackendContractError`, so a new backend sees its whole to-do list
    at once.

    Examples
    --------
    >>> import types
    >>> from ivylite.backends._contract import check_backend
    >>> empty = types.ModuleType("ivylite.backends.empty")
    >>> try:
    ...     check_backend("empty", empty, {})
    ... except ImportError as e:
    ...     print(str(e).splitlines()[0])
    the empty backend (ivylite.backends.empty) does not satisfy the backend contract:
    """
    problems = [f"missing {m!r}" for m in required_members() if not hasattr(module, m)]
    problems += [
        f"{p!r} is not callable"
        for p in PRIMITIVES
        if hasattr(module, p) and not callable(getattr(module, p))
    ]
    families: dict[str, ModuleType] = {}
    for family, names in functions.items():
        try:
            fam = families[family] = importlib.import_module(f"{module.__name__}.{family}")
        except ModuleNotFoundError as e:
            if e.name != f"{module.__name__}.{family}":
                raise
            problems.append(f"missing the family module {family}.py")
            continue
        missing = sorted(n for n in names if not callable(getattr(fam, n, None)))
        if missing:
            problems.append(f"{family}.py lacks {', '.join(missing)}")
    if problems:
        raise BackendContractError(
            f"the {name} backend ({module.__name__}) does not satisfy the backend contract:\n  "
            + "\n  ".join(problems)
            + "\nSee ivylite.backends._contract.BackendModule and docs/backends.rst "
            "('Writing a backend')."
        )
    return families


def hooks_of(module: ModuleType) -> dict[str, Any]:
    """The optional hooks ``module`` provides, defaults filled in.

    Examples
    --------
    >>> import types
    >>> from ivylite.backends._contract import hooks_of
    >>> hooks_of(types.ModuleType("m"))["scalar_operands_as_arrays"]
    ()
    """
    return {h.name: getattr(module, h.name, h.default) for h in OPTIONAL_HOOKS}
