"""Choosing a backend: set_backend, the backend stack, per-backend namespaces.

A backend is loaded once (its framework imported, its declarations resolved
for the installed version, every public function built for it) and kept, so
switching back to a backend used before only rebinds the public functions and
the namespace attributes.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import ModuleType, SimpleNamespace
from typing import Any

from .array import Array, make_array_class, set_namespace_module, set_native_wrapper
from .backends._contract import BackendModule, Transforms, check_backend, check_transforms, hooks_of
from .decorators import resolve_versioned
from .dispatch import registry, set_argument_backend
from .dtypes import Dtype, all_dtypes, as_dtype, expand_dtype_classes
from .errors import BackendMismatchError, BackendNotAvailableError
from .prng import flat_indices

__all__ = [
    "BACKENDS",
    "BackendNotAvailableError",
    "set_backend",
    "unset_backend",
    "previous_backend",
    "current_backend",
    "current_backend_str",
    "using_backend",
    "backend",
    "backend_stack",
    "array_of",
]

BACKENDS = ("numpy", "torch", "jax", "tensorflow", "paddle", "dask")
# backend -> (module to import, pip extra)
_FRAMEWORK = {
    "numpy": ("numpy", None),
    "torch": ("torch", "torch"),
    "jax": ("jax", "jax"),
    "tensorflow": ("tensorflow", "tensorflow"),
    "paddle": ("paddle", "paddle"),
    "dask": ("dask", "dask"),
}
# The top-level module of a native array type -> its backend.
_MODULE_BACKEND = {
    "numpy": "numpy",
    "torch": "torch",
    "jax": "jax",
    "jaxlib": "jax",
    "tensorflow": "tensorflow",
    "tf_keras": "tensorflow",
    "paddle": "paddle",
    "dask": "dask",
}


class Backend:
    """A loaded backend: its module, native dtypes, Array class and built functions.

    Made once per process by :func:`load`, after the module has passed the
    backend contract (:mod:`ivylite.backends._contract`). Every public
    function is built for it here, once: ``ns`` holds the forwarders bound
    to this backend for good, ``bindings`` what the public forwarders hold
    while it is the global backend.

    Examples
    --------
    >>> from ivylite.backend import load
    >>> load("numpy").name, load("numpy").inplace_update is not None
    ('numpy', True)
    """

    def __init__(self, name: str, module: BackendModule) -> None:
        # The contract first: a broken backend is reported whole, before any use.
        self.families: dict[str, ModuleType] = check_backend(name, module, _required_functions())
        self.name = name
        self.module = module
        self.version: str = module.backend_version
        invalid, self.invalid_key = resolve_versioned(module.invalid_dtypes, self.version)
        self.invalid_dtypes: tuple[Dtype, ...] = expand_dtype_classes(invalid or ())
        self.valid_dtypes: tuple[Dtype, ...] = tuple(
            d for d in all_dtypes if d not in self.invalid_dtypes
        )
        self.native_dtypes: dict[Dtype, Any] = {
            Dtype(k): v for k, v in module.native_dtypes.items() if Dtype(k) in self.valid_dtypes
        }
        self.from_native: dict[Any, Dtype] = {v: k for k, v in self.native_dtypes.items()}
        self.native_array_types: tuple[type, ...] = tuple(module.native_array_types)
        _TYPE_BACKEND.update(dict.fromkeys(self.native_array_types, self.name))
        self.devices: tuple[str, ...] = tuple(module.devices)
        self.default_device: str = module.default_device
        self.supports_gradients: bool = module.supports_gradients
        self.native_inplace_support: bool = module.native_inplace_support
        # The primitives, and the optional hooks read once (never getattr per call).
        self.cast = module.cast
        self.scalar = module.scalar
        self.shape = module.shape
        self.device_of = module.device_of
        self.to_numpy = module.to_numpy
        self.from_numpy = module.from_numpy
        self.copy = module.copy
        hooks = hooks_of(module)
        self.inplace_update: Callable | None = (
            hooks["inplace_update"] if self.native_inplace_support else None
        )
        self.to_dlpack: Callable | None = hooks["to_dlpack"]
        self.shares_memory: Callable | None = hooks["shares_memory"]
        self.views_write_through: bool = hooks["views_write_through"]
        self.memory_layout: Callable | None = hooks["memory_layout"]
        self.inplace_version: Callable | None = hooks["inplace_version"]
        self.all_finite: Callable | None = hooks["all_finite"]
        self.quiet_errors: Callable | None = hooks["quiet_errors"]
        self.optimizer_step: Callable | None = hooks["optimizer_step"]
        self.max_dimensions: int | None = hooks["max_dimensions"]
        self.generate: Callable = hooks["generate"] or self._generate_whole
        # a backend that computes on demand is lazy (its arrays are expressions)
        self.lazy: bool = hooks["compute"] is not None
        self.compute: Callable = hooks["compute"] or _as_they_are
        self.rechunk: Callable = hooks["rechunk"] or _one_chunk
        self.boxed_scalar_dtypes: frozenset[Dtype] = frozenset(
            Dtype(d) for d in hooks["scalar_operands_as_arrays"]
        )
        # the second contract: compiling, vectorising, control flow, variables, tapes
        self.transforms: Transforms = check_transforms(name, module, self.families["gradients"])
        self.array_cls: type[Array] = make_array_class(self)
        self.declared_in: dict[str, str] = {}
        self.backend_fns: dict[str, Any] = {}  # public name -> this backend's function
        self.bindings: dict[str, Any] = {}  # public name -> its forwarder's binding here
        self.ns = SimpleNamespace()
        self.array_cls._ns = self.ns
        self._build()

    def _generate_whole(self, sample: Callable, shape: tuple[int, ...], dtype: Any) -> Any:
        """The ``generate`` of a backend without one: sample on the host, move it whole."""
        return self.from_numpy(sample(flat_indices(shape)), dtype)

    def dtype_of(self, native: Any) -> Dtype:
        """The ivylite dtype of a native array of this backend."""
        d = native.dtype
        try:
            return self.from_native[d]
        except (KeyError, TypeError):
            found = as_dtype(d)
            if found in self.invalid_dtypes:
                raise TypeError(
                    f"{self.name} array of dtype {found}: {found} is not a valid dtype on the "
                    f"{self.name} backend (valid: {', '.join(self.valid_dtypes)})"
                ) from None
            return found

    def wrap(self, native: Any, dtype: Dtype | None = None) -> Array:
        """An ivylite array of this backend over ``native``."""
        return self.array_cls(native, self.dtype_of(native) if dtype is None else dtype)

    def family(self, name: str) -> Any:
        """This backend's module mirroring ``ivylite/functional/<name>.py``."""
        return self.families[name]

    def _build(self) -> None:
        """Build every public function for this backend, once."""
        for entry in registry().values():
            family = self.families[entry.family]
            fn = getattr(family, entry.attr, None)
            if fn is not None:
                self.declared_in[entry.name] = f"{family.__name__.replace('.', '/')}.py"
            self.backend_fns[entry.name] = fn
            slow = entry.named(entry.builder(entry, fn, self), self)
            binding = self.bindings[entry.name] = entry.binding(self, slow)
            forward = entry.forwarder(binding)
            setattr(self.ns, entry.name, forward)
            for namespace in (entry.namespace, *entry.spec.options.get("also_in", ())):
                if namespace:
                    sub = self.ns.__dict__.setdefault(namespace, SimpleNamespace())
                    setattr(sub, entry.attr, forward)

    def __repr__(self) -> str:
        return f"<ivylite backend {self.name} ({self.module.framework_name} {self.version})>"


def _as_they_are(natives: list) -> list:
    """``compute`` of an eager backend: its arrays already hold their values."""
    return list(natives)


def _one_chunk(x: Any, chunks: Any) -> Any:
    """``rechunk`` of an eager backend: its arrays are one chunk in memory."""
    return x


def _required_functions() -> dict[str, list[str]]:
    """Family -> the functions a backend's family module must define (composites aside)."""
    required: dict[str, list[str]] = {}
    for entry in registry().values():
        names = required.setdefault(entry.family, [])
        if not entry.composite:
            names.append(entry.attr)
    return required


_LOADED: dict[str, Backend] = {}
_LOCK = threading.RLock()
_STACK: list[Backend] = []


def _check_importable(name: str) -> None:
    if name not in _FRAMEWORK:
        raise BackendNotAvailableError(
            f"set_backend({name!r}): unknown backend; choose one of {', '.join(BACKENDS)}"
        )
    module, extra = _FRAMEWORK[name]
    if module not in sys.modules and importlib.util.find_spec(module) is None:
        raise BackendNotAvailableError(
            f"set_backend({name!r}): the {module} package is not installed; install it with "
            f"pip install 'ivylite[{extra}]'"
        )
    # Paddle 3.3 segfaults when imported after TensorFlow 2.21 in one process.
    if name == "paddle" and "paddle" not in sys.modules and "tensorflow" in sys.modules:
        raise BackendNotAvailableError(
            "set_backend('paddle'): TensorFlow is already imported in this process, and "
            "importing Paddle after TensorFlow crashes the interpreter. Import paddle (or "
            "set the paddle backend) before tensorflow, or use paddle in a separate process"
        )


def load(name: str) -> Backend:
    """The loaded backend ``name`` (importing its framework the first time)."""
    b = _LOADED.get(name)
    if b is not None:
        return b
    with _LOCK:
        b = _LOADED.get(name)
        if b is not None:
            return b
        _check_importable(name)
        if name == "tensorflow" and "paddle" not in sys.modules and "tensorflow" not in sys.modules:
            # So that a later paddle backend can still load (see _check_importable);
            # too late once TensorFlow is imported: paddle would crash the interpreter.
            if importlib.util.find_spec("paddle") is not None:
                importlib.import_module("paddle")
        module = importlib.import_module(f"ivylite.backends.{name}")
        b = _LOADED[name] = Backend(name, module)
        return b


# --- the global choice -------------------------------------------------------------
#
# The concurrency model: the backend stack is process-global, like a
# framework's default device. ``set_backend`` in one thread changes what
# ``ivylite.add`` means in every thread. What holds exactly:
#   - each public function switches in one assignment (its binding cell), so
#     every call runs wholly on one backend, the global one at the moment of
#     the call, never half on one and half on another;
#   - a call given arrays of another backend than the global one raises
#     BackendMismatchError naming both (it never computes on the wrong one);
#   - a backend's own namespace (``ivylite.backend("torch")``) and the
#     operators of an ``ivylite.Array`` never read the global choice: code
#     that runs in threads while another thread switches should use them.
# A context-local stack would cost a ContextVar read in every public call.

# The ivylite namespace, whose dtype attributes follow the global backend.
# ivylite/__init__.py hands it over (this module may not import its package).
_namespace: dict[str, Any] | None = None
_SAVED_NAMESPACE: dict[str, Any] = {}
_DTYPE_NAMES = tuple(all_dtypes)
_GROUPS = ("", "numeric_", "int_", "uint_", "float_", "complex_")
_NO_BACKEND_BINDINGS: dict[str, Any] = {}


def bind_namespace(module: ModuleType) -> None:
    """Hand over the ``ivylite`` module: ``set_backend`` updates its dtype
    attributes, and ``Array.__array_namespace__`` returns it.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.backend import bind_namespace
    >>> bind_namespace(ivylite)  # what ivylite/__init__.py does
    """
    global _namespace
    namespace = _namespace = vars(module)
    set_namespace_module(module)
    if not _SAVED_NAMESPACE:
        keys = [f"native_{n}" for n in _DTYPE_NAMES] + list(_DTYPE_NAMES)
        keys += [f"{p}_{g}dtypes" for p in ("valid", "invalid") for g in _GROUPS]
        keys += ["NativeArray", "NativeDtype", "NativeDevice"]
        _SAVED_NAMESPACE.update({k: namespace[k] for k in keys if k in namespace})
    if not _NO_BACKEND_BINDINGS:
        _NO_BACKEND_BINDINGS.update((n, e.cell.cell_contents) for n, e in registry().items())


def _activate(b: Backend | None) -> None:
    """Point every public function and the namespace attributes at ``b`` (None: none)."""
    bindings = _NO_BACKEND_BINDINGS if b is None else b.bindings
    for name, entry in registry().items():
        entry.cell.cell_contents = bindings[name]
    g = _namespace
    if g is None:
        return
    g.update(_SAVED_NAMESPACE)
    if b is None:
        return
    for n in _DTYPE_NAMES:
        if n in b.native_dtypes:
            g[f"native_{n}"] = b.native_dtypes[n]
        else:
            g.pop(n, None)
            g.pop(f"native_{n}", None)
    valid = set(b.valid_dtypes)
    for group in _GROUPS:
        everything = g[f"all_{group}dtypes"]
        g[f"valid_{group}dtypes"] = tuple(d for d in everything if d in valid)
        g[f"invalid_{group}dtypes"] = tuple(d for d in everything if d not in valid)
    g["NativeArray"] = b.module.NativeArray
    g["NativeDtype"] = b.module.NativeDtype
    g["NativeDevice"] = b.module.NativeDevice


def set_backend(name: str) -> Backend:
    """Make ``name`` the global backend (pushing it on the backend stack).

    Imports that backend's framework the first time; after that, switching
    back costs only rebinding the public functions.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.set_backend("numpy")
    <ivylite backend numpy (numpy ...)>
    >>> ivylite.current_backend_str()
    'numpy'
    >>> ivylite.unset_backend()
    """
    if isinstance(name, Backend):
        name = name.name
    b = load(name)
    with _LOCK:
        _STACK.append(b)
        _activate(b)
    return b


def unset_backend() -> None:
    """Pop the current backend; the one below it (or none) becomes current.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.set_backend("numpy"); ivylite.unset_backend(); ivylite.current_backend_str()
    <ivylite backend numpy (numpy ...)>
    ''
    """
    with _LOCK:
        if _STACK:
            _STACK.pop()
        _activate(_STACK[-1] if _STACK else None)


def previous_backend() -> Backend | None:
    """Unset the current backend and return the one now in use (None: no backend).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.set_backend("numpy"); ivylite.previous_backend() is None
    <ivylite backend numpy (numpy ...)>
    True
    """
    unset_backend()
    return current_backend()


def current_backend() -> Backend | None:
    """The global backend, or None when none is set.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.current_backend() is None
    True
    """
    return _STACK[-1] if _STACK else None


def current_backend_str() -> str:
    """Name of the global backend, or ``""`` when none is set.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.using_backend("numpy"):
    ...     ivylite.current_backend_str()
    'numpy'
    """
    return _STACK[-1].name if _STACK else ""


def backend_stack() -> list[str]:
    """Names on the backend stack, bottom first.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.backend_stack()
    []
    """
    return [b.name for b in _STACK]


@contextmanager
def using_backend(name: str) -> Iterator[Backend]:
    """Set ``name`` for the duration of a block, then restore the previous backend.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.using_backend("numpy") as b:
    ...     b.name
    'numpy'
    >>> ivylite.current_backend_str()
    ''
    """
    b = set_backend(name)
    try:
        yield b
    finally:
        with _LOCK:
            # Remove this block's entry even if the block left others on top.
            for i in range(len(_STACK) - 1, -1, -1):
                if _STACK[i] is b:
                    del _STACK[i]
                    break
            _activate(_STACK[-1] if _STACK else None)


def backend(name: str) -> Any:
    """One backend's functions, without touching the global choice.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.backend("numpy").add(ivylite.backend("numpy").asarray([1, 2]), 1)
    ivylite.array([2, 3], dtype=int32, backend=numpy)
    >>> ivylite.current_backend_str()
    ''
    """
    return load(name).ns


# --- the backend of arguments (used when no backend is set) ---------------------------

# Filled as types are met; seeded with Python's own types and, as each backend
# loads, its native array types, so a compiler tracing a call meets a hit.
_TYPE_BACKEND: dict[type, str | None] = dict.fromkeys(
    (bool, int, float, complex, str, bytes, list, tuple, dict, slice, type(None), type(...))
)


def backend_name_of(x: Any) -> str | None:
    """The name of the backend whose native array (or ivylite array) ``x`` is, else None.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.backend import backend_name_of
    >>> backend_name_of(np.zeros(2)), backend_name_of([1, 2]), backend_name_of(np.dtype("int8"))
    ('numpy', None, None)
    """
    t = type(x)
    try:
        return _TYPE_BACKEND[t]
    except KeyError:
        pass
    if isinstance(x, Array):
        return x._backend.name
    found = _MODULE_BACKEND.get(t.__module__.split(".")[0])
    if found is not None and not hasattr(x, "dtype"):
        found = None  # e.g. numpy.dtype objects, torch.Size: not arrays
    _TYPE_BACKEND[t] = found
    return found


def backend_of_arguments(args: tuple, kwargs: dict) -> Backend:
    """The backend the array arguments belong to; NumPy when there are none."""
    found: str | None = None
    for x in (*args, *kwargs.values()):
        items = x if type(x) in (list, tuple) else (x,)
        for item in items:
            name = backend_name_of(item)
            if name is not None and name != found:
                if found is not None:
                    raise BackendMismatchError(
                        f"arrays of two backends in one call ({found} and {name}); convert one "
                        f"with ivylite.backend({found!r}).asarray(x), or set a backend"
                    )
                found = name
    return load(found or "numpy")


def array_of(data: Any) -> Array:
    """Wrap a native array (of any installed framework) as an ivylite.Array."""
    if isinstance(data, Array):
        return data
    name = backend_name_of(data)
    if name is None:
        raise TypeError(
            f"Array({type(data).__name__}): expected a native array of numpy, torch, jax, "
            "tensorflow, paddle or dask; use ivylite.asarray for Python data"
        )
    return load(name).wrap(data)


# The layers below reach these through registration, not imports.
set_argument_backend(backend_of_arguments)
set_native_wrapper(array_of)
