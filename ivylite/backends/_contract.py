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

The second contract, :class:`BackendTransforms`, is what a backend may provide
besides its functions: compiling, vectorising, control flow and variables
(its optional ``transforms.py``) and the frontends' tapes and vector-Jacobian
products (in ``gradients.py``, its one autodiff module). Every member is
optional and says (:data:`TRANSFORM_HOOKS`) what the core does without it.

:func:`check_backend` and :func:`check_transforms` run once, when a backend
loads, and report every problem in one :class:`BackendContractError`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
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
    "BackendTransforms",
    "NativeTape",
    "TransformHook",
    "TRANSFORM_HOOKS",
    "Transforms",
    "check_transforms",
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
    Hook(
        "shares_memory",
        "shares_memory(a, b) -> bool",
        "Whether two native arrays share a buffer (one is a view of the other): with "
        "``views_write_through``, the NumPy frontend keeps the framework's own views.",
        "never: the framework's indexing gives copies, or its arrays are immutable",
    ),
    Hook(
        "views_write_through",
        "views_write_through: bool",
        "Whether the framework's own views (slices, transposes, reshapes sharing a buffer, "
        "as ``shares_memory`` tells) are written through: a write to one reaches its base "
        "(torch's are; Paddle's share a buffer but a write makes a new tensor). The NumPy "
        "frontend keeps such views as they are; on a backend that writes in place without "
        "them, a view's write reaches its root by an indexed write.",
        "no: the NumPy frontend's views replay their operations from their base",
        False,
    ),
    Hook(
        "memory_layout",
        "memory_layout(x) -> (storage_bytes, offset, strides)",
        "Where a native array's elements are in its buffer: the buffer's size in bytes, the "
        "first element's offset and the strides, both in elements (the NumPy frontend's "
        "``strides`` and its view-or-copy decisions).",
        "a C-ordered array of its own (the strides of a contiguous array of its shape)",
    ),
    Hook(
        "inplace_version",
        "inplace_version(x) -> int",
        "A counter the framework bumps at each in-place write to a native array: the NumPy "
        "frontend's views of a mutable array read it to know when to read their root again.",
        "0: a write rebinds the array to a new native one (immutable arrays)",
        None,
    ),
    Hook(
        "all_finite",
        "all_finite(x) -> bool",
        "Whether every value of a native float or complex array is finite, computed the "
        "framework's fastest way (the NumPy frontend checks every ufunc result).",
        "``ivylite.all(ivylite.isfinite(x))``",
    ),
    Hook(
        "quiet_errors",
        "quiet_errors() -> context manager",
        "A context in which the framework computes without floating-point warnings of its "
        "own (NumPy's ``errstate(all='ignore')``): the NumPy frontend reports them itself, "
        "alike on every backend.",
        "nothing to silence: the framework does not warn",
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


# --- the second contract: transformations and automatic differentiation --------------------


class NativeTape(Protocol):
    """A backend's native recording of operations (``Tape`` in its ``gradients.py``):
    what the frontends' tape engine (``ivylite/frontends/_autograd.py``) drives.

    Examples
    --------
    >>> from ivylite.backends._contract import NativeTape
    >>> sorted(n for n in vars(NativeTape) if not n.startswith("_"))[:3]
    ['detach', 'gradient', 'pause']
    """

    frees_graphs: Annotated[
        bool,
        "whether a gradient taken without ``keep`` frees the graph it went through, and only "
        "that one, by itself (torch's and paddle's autograd); False: the tape keeps every "
        "recording until it is renewed",
    ]

    def __init__(self, persistent: bool) -> None:
        """A tape; ``persistent``: gradients may be taken more than once."""

    def start(self) -> None:
        """Start recording the operations on watched arrays."""

    def stop(self) -> None:
        """Stop recording."""

    def pause(self) -> Any:
        """A context manager inside which nothing is recorded."""

    def watch(self, x: Any) -> Any:
        """The native array to compute with so that ``x`` is tracked."""

    def tracked(self, x: Any) -> bool:
        """Whether ``x`` is watched or computed from a watched array."""

    def detach(self, x: Any) -> Any:
        """``x``'s values, not tracked."""

    def gradient(
        self, targets: list, sources: list, cotangents: list, keep: bool, create: bool
    ) -> list:
        """d(sum of cotangent . target)/d(source) per source (None: unconnected); ``keep``
        keeps the graph, ``create`` records the gradient's own computation."""


class BackendTransforms(Protocol):
    """What a backend may provide besides its functions: compiling, vectorising and
    control flow and native variables (its optional ``transforms.py``), and the
    frontends' tapes and vector-Jacobian products (its ``gradients.py``, the one
    autodiff module, beside ``value_and_grad``). Every member is optional: without
    it the core does what :data:`TRANSFORM_HOOKS` says. Loading a backend checks
    what it provides (:func:`check_transforms`) and reads it once
    (``Backend.transforms``).

    Examples
    --------
    >>> from ivylite.backend import load
    >>> load("numpy").transforms.compile is None
    True
    """

    COMPILER: str
    VECTORIZER: str
    Tape: type[NativeTape]

    def compile(self, fn: Callable[..., list], options: dict) -> Callable[..., list]:
        """``fn`` (natives in, a list of natives out) compiled by the framework."""

    def compiling(self) -> bool:
        """Whether the framework's compiler is tracing the code running now."""

    def vectorize(self, fn: Callable[..., list], natives: list, axes: list, size: int) -> list:
        """``fn`` mapped over ``axes`` of ``natives``, the results batched along axis 0."""

    def while_loop(
        self, cond: Callable[..., Any], body: Callable[..., list], natives: list
    ) -> list:
        """``natives = body(*natives)`` while ``cond(*natives)``, as one compiled loop."""

    def variable(self, x: Any, trainable: bool) -> Any:
        """A native variable holding ``x``: state a compiled function captures."""

    def assign(self, var: Any, value: Any) -> Any:
        """Write ``value`` into the native variable ``var``; return ``var``."""

    def vjp(self, f: Callable[..., list], primals: list, cotangents: list) -> list:
        """The cotangents of ``primals`` for ``cotangents`` of ``f(*primals)``."""


@dataclass(frozen=True)
class TransformHook(Hook):
    """A member of the second contract: the module it lives in, and its kind."""

    module: str = "transforms"  # "transforms" or "gradients"
    kind: str = "callable"  # "callable", "str" or "tape"


#: The members of the second contract, in the order the docs list them.
TRANSFORM_HOOKS: tuple[TransformHook, ...] = (
    TransformHook(
        "compile", "compile(fn, options) -> callable",
        "``ivylite.jit``: the function of natives compiled by the framework's compiler "
        "(``options`` are the user's ``compiler_options``).",
        "``ivylite.jit`` runs the function as it is",
    ),
    TransformHook(
        "COMPILER", "COMPILER: str", "The compiler's name, as the docs and messages give it.",
        "no compiler is named", None, kind="str",
    ),
    TransformHook(
        "compiling", "compiling() -> bool",
        "Whether the framework's compiler is tracing the running code (its values are "
        "symbolic: JAX's frontend random keys are not made concrete then).",
        "never tracing", None,
    ),
    TransformHook(
        "vectorize", "vectorize(fn, natives, axes, size) -> list",
        "``ivylite.vmap``: ``fn`` mapped over ``axes`` of ``natives``, results batched along "
        "axis 0.",
        "a Python loop over the mapped axis, the results stacked (same values, slower)",
    ),
    TransformHook(
        "VECTORIZER", "VECTORIZER: str", "The vectoriser's name, as the docs give it.",
        "no vectoriser is named", None, kind="str",
    ),
    TransformHook(
        "while_loop", "while_loop(cond, body, natives) -> list",
        "``ivylite.while_loop`` as the framework's loop (traceable inside a compiled "
        "function).",
        "a Python ``while`` loop",
    ),
    TransformHook(
        "variable", "variable(x, trainable) -> native variable",
        "The state of a frontend variable (``tf.Variable``) as a native variable, so that a "
        "compiled function captures it and keeps its assignments; ``tf.function`` compiles "
        "only where this exists.",
        "a copy of the array, rebound on assignment (compiled code would not keep its "
        "assignments: ``tf.function`` runs the function as it is)",
    ),
    TransformHook(
        "assign", "assign(var, value) -> var",
        "Write ``value`` into a native variable made by ``variable``.",
        "the frontend variable is rebound to a copy of the value",
    ),
    TransformHook(
        "Tape", "Tape(persistent): start, stop, pause, watch, tracked, detach, gradient; "
        "frees_graphs",
        "The frontends' tapes (``tf.GradientTape``, torch's autograd) recorded by the "
        "framework's own autograd (see :class:`NativeTape`).",
        "the calls are recorded by the frontends and replayed under ``vjp``",
        None, module="gradients", kind="tape",
    ),
    TransformHook(
        "vjp", "vjp(f, primals, cotangents) -> list",
        "The vector-Jacobian product of a function of natives: what a replaying tape "
        "differentiates its recorded calls with.",
        "without ``Tape`` either, the frontends' tapes raise the clear error of a backend "
        "without automatic differentiation",
        None, module="gradients",
    ),
)  # fmt: skip

_TAPE_METHODS = ("start", "stop", "pause", "watch", "tracked", "detach", "gradient")


@dataclass(frozen=True)
class Transforms:
    """A backend's members of the second contract, read once at load (None: absent)."""

    compile: Callable | None = None
    COMPILER: str | None = None
    compiling: Callable[[], bool] | None = None
    vectorize: Callable | None = None
    VECTORIZER: str | None = None
    while_loop: Callable | None = None
    variable: Callable | None = None
    assign: Callable | None = None
    Tape: type | None = None
    vjp: Callable | None = None


def _problem(hook: TransformHook, value: Any) -> str | None:
    where = f"{hook.module}.py's {hook.name}"
    if hook.kind == "str":
        return None if isinstance(value, str) else f"{where} must be a str"
    if hook.kind == "callable":
        return None if callable(value) else f"{where} must be callable"
    missing = [m for m in _TAPE_METHODS if not callable(getattr(value, m, None))]
    if not isinstance(value, type) or missing:
        return f"{where} must be a class with {', '.join(missing or _TAPE_METHODS)}"
    if not isinstance(getattr(value, "frees_graphs", None), bool):
        return f"{where} must say whether a gradient frees its graph (frees_graphs: bool)"
    return None


def _undeclared(module: ModuleType) -> list[str]:
    """The public names ``transforms.py`` defines that the contract does not declare."""
    declared = {h.name for h in TRANSFORM_HOOKS if h.module == "transforms"}
    out = []
    for name, value in vars(module).items():
        if name.startswith("_") or name in declared or isinstance(value, ModuleType):
            continue
        own = getattr(value, "__module__", module.__name__) == module.__name__
        if own and (callable(value) or isinstance(value, (str, int, float))):
            out.append(name)
    return sorted(out)


def check_transforms(name: str, module: ModuleType, gradients: ModuleType) -> Transforms:
    """Check and read a backend's members of the second contract: its optional
    ``transforms.py`` (nothing there the contract does not declare) and the autodiff
    members of its ``gradients.py``; every problem in one :class:`BackendContractError`.

    Examples
    --------
    >>> import types
    >>> from ivylite.backends._contract import check_transforms
    >>> empty = types.ModuleType("ivylite.backends.empty")
    >>> check_transforms("empty", empty, types.ModuleType("g")).vjp is None
    True
    """
    found: dict[str, Any] = {}
    problems: list[str] = []
    transforms_name = f"{module.__name__}.transforms"
    try:
        transforms: ModuleType | None = importlib.import_module(transforms_name)
    except ModuleNotFoundError as e:
        if e.name not in (transforms_name, module.__name__):  # a module it imports is missing
            raise
        transforms = None
    if transforms is not None:
        problems += [
            f"transforms.py defines {n!r}, which the transforms contract does not declare"
            for n in _undeclared(transforms)
        ]
    for hook in TRANSFORM_HOOKS:
        source = transforms if hook.module == "transforms" else gradients
        value = getattr(source, hook.name, None) if source is not None else None
        if value is None:
            continue
        problem = _problem(hook, value)
        if problem:
            problems.append(problem)
        found[hook.name] = value
    if problems:
        raise BackendContractError(
            f"the {name} backend ({module.__name__}) does not satisfy the transforms "
            "contract:\n  " + "\n  ".join(problems) + "\nSee ivylite.backends._contract."
            "BackendTransforms and docs/backends.rst ('Writing a backend')."
        )
    return Transforms(**found)
