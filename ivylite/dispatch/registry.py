"""The registry of public functions: ``@api`` records one, with its forwarder.

``@api(template, family, **options)`` over a function with a signature and a
docstring (its body is never run) registers it: the entry keeps what the
decorators recorded (:class:`~ivylite.decorators.FunctionSpec`), the
template that builds it for a backend, the family module that holds its
backend function, and its public forwarder, the callable users import.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from types import CellType, FunctionType
from typing import TYPE_CHECKING, Any

from ..decorators import FunctionSpec, spec_of
from .forwarders import Shape, binding_cell, shape_of

if TYPE_CHECKING:
    from ..backend import Backend

__all__ = ["Entry", "api", "registry", "set_argument_backend"]


@dataclass
class Entry:
    """One public function: its record, its template and its forwarder."""

    name: str
    family: str  # the functional module: the backend module of the same name holds it
    public: Callable
    spec: FunctionSpec
    builder: Callable  # (entry, backend_fn, backend) -> slow path
    attr: str  # the backend module's name for it (``fft`` for ``fft.fft``)
    namespace: str  # "" for the main namespace, else "linalg" or "fft"
    shape: Shape
    takes_out: bool
    cell: CellType = field(repr=False)  # the public forwarder's binding cell

    @property
    def composite(self) -> bool:
        """Built from other functions: a backend need not define it."""
        return bool(self.spec.options.get("composite"))

    def binding(self, B: Backend | None, slow: Callable) -> Any:
        """What a forwarder's binding cell holds for backend ``B`` (None: no backend)."""
        if B is None:
            return self.shape.binding(None, None, slow)
        return self.shape.binding(B.array_cls, getattr(slow, "fast", None), slow)

    def named(self, slow: Callable, B: Backend) -> Callable:
        """``slow`` (a slow path the template built for ``B``) under this function's
        public name, marked with what a failed call needs to explain itself.

        Python names the function in its own errors from the code object
        (``sum() got an unexpected keyword argument 'foo'``), so the copy's code
        carries the public name instead of the template's inner one.
        """
        if type(slow) is FunctionType:
            code = slow.__code__.replace(co_name=self.attr, co_qualname=self.name)
            renamed = FunctionType(
                code, slow.__globals__, self.attr, slow.__defaults__, slow.__closure__
            )
            renamed.__kwdefaults__ = slow.__kwdefaults__
            renamed.__dict__.update(slow.__dict__)
            renamed.__qualname__ = self.name
            renamed.__module__ = self.public.__module__
            slow = renamed
        slow.__ivylite_call__ = (self.name, self.family, B)  # type: ignore[attr-defined]
        return slow

    def forwarder(self, binding: Any) -> Callable:
        """A new forwarder of this function, bound to ``binding`` for good."""
        forward = self._make()
        binding_cell(forward).cell_contents = binding
        return functools.update_wrapper(forward, self.public)

    def _make(self) -> Callable:
        return self.shape.make(self.name, self.takes_out, self.spec.options.get("result") == "bool")


_REGISTRY: dict[str, Entry] = {}
# Which backend runs a call when none is set: the backend of its array
# arguments. ivylite.backend provides it when it loads (it sits above this
# module and may import it, not the other way round).
_argument_backend: Callable[[tuple, dict], Backend] | None = None


def set_argument_backend(resolve: Callable[[tuple, dict], Backend]) -> None:
    """Install ``resolve(args, kwargs) -> Backend``, used when no backend is set.

    Examples
    --------
    >>> from ivylite.dispatch import registry
    >>> registry()["add"].public(1, 2)  # no backend set: NumPy, the default
    ivylite.array(3, dtype=int32, backend=numpy)
    """
    global _argument_backend
    _argument_backend = resolve


def _auto(name: str) -> Callable:
    """The no-backend slow path: pick the backend from the arguments (NumPy if none)."""

    def auto(*args: Any, **kwargs: Any) -> Any:
        return getattr(_argument_backend(args, kwargs).ns, name)(*args, **kwargs)

    auto.__name__ = name
    return auto


def registry() -> dict[str, Entry]:
    """All public functions, by name (extension functions as ``"linalg.inv"``).

    Examples
    --------
    >>> from ivylite.dispatch import registry
    >>> registry()["add"].family, registry()["fft.fft"].namespace
    ('elementwise', 'fft')
    """
    return _REGISTRY


def api(builder: Callable, family: str, **options: Any) -> Callable[[Callable], Callable]:
    """Register a public function; return its forwarder (same name, doc and signature).

    Options the core reads: ``result`` and ``dtypes`` (the templates),
    ``namespace`` (``"linalg"``/``"fft"``: an extension function),
    ``also_in`` (extension namespaces that hold the same function, e.g.
    ``matmul`` in ``linalg``), ``composite`` (built from other backend
    functions: no backend function of its own), ``recipe`` (how the support
    probe calls it: ``(ns, name, dtype) -> result``) and ``promised`` (its
    result dtype for an input dtype, when ``result`` does not say it).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.add.__name__, ivylite.add.__ivylite_name__, ivylite.fft.fft.__ivylite_name__
    ('add', 'add', 'fft.fft')
    """
    namespace = options.pop("namespace", "")

    def register(fn: Callable) -> Callable:
        # Extension functions are registered by their qualified name (``fft.fft``):
        # the fft module's ``fft`` must not shadow the module itself.
        name = f"{namespace}.{fn.__name__}" if namespace else fn.__name__
        spec = spec_of(fn)
        spec.kind = builder.__name__
        spec.options = options
        sig = inspect.signature(fn)
        shape, takes_out = shape_of(sig, spec.handles_out)
        forward = shape.make(name, takes_out, options.get("result") == "bool")
        cell = binding_cell(forward)  # once, here: a forwarder without one fails at import
        functools.update_wrapper(forward, fn)
        forward.__signature__ = sig
        forward.__ivylite_spec__ = spec
        forward.__ivylite_name__ = name
        entry = Entry(
            name, family, forward, spec, builder, fn.__name__, namespace, shape, takes_out, cell
        )
        cell.cell_contents = entry.binding(None, _auto(name))
        _REGISTRY[name] = entry
        return forward

    return register
