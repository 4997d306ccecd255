"""A frontend's description, and the one wrapper its public functions go through.

A frontend array holds one :class:`ivylite.Array` (``ivy_array``). A frontend
is described once, by a :class:`Frontend`: the framework it imitates, the
release of that framework it reproduces, its array class, and the exception
class the framework raises for a dtype it refuses. :meth:`Frontend.function`
makes a function written over ivylite arrays a public frontend function: the
frontend arrays among its arguments (top level and inside one list or tuple)
are unwrapped, a dtype its declarations refuse is refused, and the ivylite
arrays in its result are wrapped, in one pass each way.

The release is a constant of the frontend (``Frontend.version``), not the
version of the framework installed: a frontend never imports its framework,
and what it does (promotion, defaults, refusals) must not change with whatever
happens to be installed. The support declarations on its functions,
``with_[un]supported_dtypes({...}, "torch")``, resolve against that release,
once per function; ``ivylite.function_unsupported_dtypes`` reports the same
resolution, so what it reports is what the wrapper refuses.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

from ...array import Array
from ...decorators import parse_version, resolve_versioned, support_declaration
from ...dtypes import Dtype, all_dtypes, expand_dtype_classes
from .. import _autograd
from .array import FrontendArray

__all__ = ["Frontend", "frontend_of"]


_SEQUENCES = (list, tuple)


def _unwrap_arg(x: Any) -> Any:
    if isinstance(x, FrontendArray):
        return x.ivy_array
    if type(x) in _SEQUENCES and any(isinstance(e, FrontendArray) for e in x):
        return type(x)(e.ivy_array if isinstance(e, FrontendArray) else e for e in x)
    return x


def _unwrap_kwargs(kwargs: dict) -> dict:
    return {k: _unwrap_arg(v) for k, v in kwargs.items()} if kwargs else kwargs


def _unwrap_noting_first(args: tuple) -> tuple[Any, Any]:
    """The arguments unwrapped, and (same pass) the first one holding arrays: an
    array, or a list or tuple starting with one."""
    if args and isinstance(args[0], FrontendArray):  # the common case, found at once
        first = args[0].ivy_array
        return (first, *map(_unwrap_arg, args[1:])) if len(args) > 1 else (first,), first
    out = list(args)
    first = None
    for i, x in enumerate(out):
        if isinstance(x, FrontendArray):
            x = out[i] = x.ivy_array
        elif type(x) in _SEQUENCES:
            if any(isinstance(e, FrontendArray) for e in x):
                x = out[i] = type(x)(e.ivy_array if isinstance(e, FrontendArray) else e for e in x)
            if first is None and x and isinstance(x[0], Array):
                first = x
            continue
        if first is None and isinstance(x, Array):
            first = x
    return out, first


def _unwrap_noting_operands(args: tuple, kwargs: dict) -> tuple[list, dict, list]:
    """The arguments unwrapped, and (same pass) the first two that are not None,
    keyword arguments after positional ones."""
    out = list(args)
    operands = []
    for i, x in enumerate(out):
        x = out[i] = _unwrap_arg(x)
        if x is not None and len(operands) < 2:
            operands.append(x)
    if kwargs:
        unwrapped = {}
        for k, x in kwargs.items():
            x = unwrapped[k] = _unwrap_arg(x)
            if x is not None and len(operands) < 2:
                operands.append(x)
        kwargs = unwrapped
    return out, kwargs, operands


def _wrapper(cls: type[FrontendArray]) -> Callable[[Any], Any]:
    def wrap(x: Any) -> Any:
        if isinstance(x, Array):
            return cls(x)
        if isinstance(x, tuple):
            parts = [wrap(e) for e in x]
            # namedtuples (eigh, slogdet, unique results...) keep their type
            return type(x)(*parts) if hasattr(x, "_fields") else tuple(parts)
        if isinstance(x, list):
            return [wrap(e) for e in x]
        return x

    return wrap


# Whether a replaying tape records frontend calls (see _autograd): one list lookup per call.
_RECORDING = _autograd.RECORDING
_record = _autograd.record

# framework name -> its Frontend, for ``frontend_of``
_FRONTENDS: dict[str, Frontend] = {}

# How a wrapped function finds the dtype it checks against its declarations.
CHECKS = ("first", "promoted", "body")


class Frontend:
    """One frontend: the framework and release it reproduces, its array class, the
    error it raises for a refused dtype, and the wrapper of its public functions.

    ``array_class`` may be a function returning the class, for a frontend whose
    array class imports its functions (it is looked up at the first
    decoration). ``namespaces`` maps a module under the frontend's package
    (``""`` is the package itself) to the public name its functions have in
    messages (``{"": "torch", "linalg": "torch.linalg"}``). The optional hooks:
    ``promote`` gives the dtype the framework computes two operands in
    (``check="promoted"``), ``convert`` the dtype it would give a non-array
    argument, ``dtype_arg`` reads a ``dtype=`` argument (the dtype then checked).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._common import Frontend, FrontendArray
    >>> class DemoError(ivylite.UnsupportedDtypeError):
    ...     pass
    >>> demo = Frontend("demo", "1.2.0", FrontendArray, DemoError, namespaces={"": "demo"},
    ...                 advice="cast it first")
    >>> @ivylite.with_unsupported_dtypes({"1.2 and below": ("int8",)}, "demo")
    ... @demo.function
    ... def twice(x):
    ...     return x * 2
    >>> twice(FrontendArray(ivylite.asarray([1.5]))).ivy_array.tolist()
    [3.0]
    >>> twice(FrontendArray(ivylite.asarray([1], dtype="int8")))
    Traceback (most recent call last):
    ...
    ivylite.frontends._common.frontend.DemoError: demo.twice does not support int8 in demo 1.2.0 (declared in ivylite.frontends._common.frontend); cast it first
    >>> ivylite.function_unsupported_dtypes(twice)
    (int8,)
    """

    def __init__(
        self,
        framework: str,
        version: str,
        array_class: Any,
        error_class: type[Exception],
        *,
        namespaces: Mapping[str, str],
        advice: str,
        promote: Callable[..., Dtype] | None = None,
        convert: Callable[[Any], Dtype | None] | None = None,
        dtype_arg: Callable[[Any], Dtype] | None = None,
    ) -> None:
        self.framework = framework
        self.version = version
        self.error_class = error_class
        self.advice = advice
        self._release = parse_version(version)  # parsed once, here
        self._array_class = array_class
        self._wrap: Callable[[Any], Any] | None = None
        self._package = f"ivylite.frontends.{framework}"
        # longest module prefix first: the most specific namespace wins
        self._namespaces = sorted(
            ((f"{self._package}.{m}" if m else self._package, n) for m, n in namespaces.items()),
            key=lambda item: -len(item[0]),
        )
        self._promote, self._convert, self._dtype_arg = promote, convert, dtype_arg
        self._refused: dict[Any, frozenset[Dtype]] = {}
        self._limits: dict[Any, frozenset[Dtype]] = {}
        _FRONTENDS[framework] = self

    def __repr__(self) -> str:
        return f"Frontend({self.framework!r}, {self.version!r})"

    @property
    def array_class(self) -> type[FrontendArray]:
        """The frontend's array class (``torch.Tensor``, ``numpy.ndarray``...).

        Examples
        --------
        >>> from ivylite.frontends.torch._frontend import TORCH
        >>> TORCH.array_class.__name__
        'Tensor'
        """
        cls = self._array_class
        if not isinstance(cls, type):
            cls = self._array_class = cls()
        return cls

    # --- what a function refuses ------------------------------------------------------

    def refused(self, fn: Callable) -> frozenset[Dtype]:
        """The dtypes frontend function ``fn`` refuses: its declarations, resolved
        against this frontend's release (once; then a lookup).

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> from ivylite.frontends.torch._frontend import TORCH
        >>> sorted(TORCH.refused(torch.abs))
        [bool, uint16, uint32, uint64]
        """
        try:
            return self._refused[fn]
        except KeyError:
            pass
        out: set[Dtype] = set()
        for decl in support_declaration(fn):
            if decl.version != self.framework:
                raise ValueError(
                    f"{self.public_name(fn)}: a {self.framework} frontend function declares its "
                    f"dtypes for {self.framework!r}, not {decl.version!r}"
                )
            value, key = resolve_versioned(decl.table, self._release)
            if value is not None and decl.by_device:
                value = value.get("cpu", value.get("all", ()))
            listed = set(expand_dtype_classes(value or ()))
            if not decl.supported:
                out.update(listed)
            elif key is not None:
                out.update(d for d in all_dtypes if d not in listed)
        result = self._refused[fn] = frozenset(out)
        return result

    def check(self, fn: Callable, d: Dtype) -> None:
        """Raise the frontend's error if frontend function ``fn`` refuses dtype ``d``
        (for bodies that decide the dtype they compute in: ``check="body"``).

        Examples
        --------
        >>> import ivylite
        >>> import ivylite.frontends.torch as torch
        >>> from ivylite.frontends.torch._frontend import TORCH
        >>> TORCH.check(torch.abs, ivylite.float32)
        >>> TORCH.check(torch.abs, ivylite.bool)
        Traceback (most recent call last):
        ...
        ivylite.frontends.torch._frontend.TorchUnsupportedDtypeError: torch.abs does not support bool in torch 2.13.0 (declared in ivylite.frontends.torch.pointwise); cast the input with .to(dtype) first
        """
        if d in self.refused(fn):
            raise self.refusal(fn, d)

    def refusal(self, fn: Callable, d: Dtype, detail: str = "") -> Exception:
        """The error for frontend function ``fn`` refusing dtype ``d`` (``detail``: the
        arguments that make it refuse, when its declarations cannot say so).

        Examples
        --------
        >>> import ivylite
        >>> import ivylite.frontends.torch as torch
        >>> from ivylite.frontends.torch._frontend import TORCH
        >>> print(TORCH.refusal(torch.round, ivylite.int64, "decimals=2"))
        torch.round(decimals=2) does not support int64 in torch 2.13.0 (refused in ivylite.frontends.torch.pointwise); cast the input with .to(dtype) first
        """
        name, source = self.public_name(fn), f"declared in {fn.__module__}"
        if detail:  # refused for these arguments only: no declaration says so
            name, source = f"{name}({detail})", f"refused in {fn.__module__}"
        release = f"{self.framework} {self.version}"
        if d in self._limits.get(fn, ()):
            why = f"{release} accepts it, ivylite's {self.framework} frontend does not compute it"
            return self.error_class(f"{name} does not support {d}: {why} ({source}); {self.advice}")
        return self.error_class(
            f"{name} does not support {d} in {release} ({source}); {self.advice}"
        )

    def limits(self, fn: Callable) -> frozenset[Dtype]:
        """The dtypes ``fn`` refuses that the framework accepts: this frontend's own
        limits (declared with ``function(..., limits=...)``).

        Examples
        --------
        >>> import ivylite.frontends.jax.numpy as jnp
        >>> from ivylite.frontends.jax.func_wrapper import JAX
        >>> sorted(JAX.limits(jnp.arctan2)), sorted(JAX.limits(jnp.floor))
        ([complex128, complex64], [])
        """
        return self._limits.get(fn, frozenset())

    def owns(self, fn: Callable) -> bool:
        """Whether ``fn`` was made a public function of this frontend by :meth:`function`.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> from ivylite.frontends.torch._frontend import TORCH
        >>> TORCH.owns(torch.abs), TORCH.owns(torch.is_tensor)
        (True, False)
        """
        return getattr(fn, "__ivylite_frontend__", None) is self

    def public_name(self, fn: Callable) -> str:
        """``fn``'s name as the framework's users write it (``torch.linalg.inv``).

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> from ivylite.frontends.torch._frontend import TORCH
        >>> TORCH.public_name(torch.abs), TORCH.public_name(torch.linalg.inv)
        ('torch.abs', 'torch.linalg.inv')
        """
        module = getattr(fn, "__module__", "") or ""
        for prefix, namespace in self._namespaces:
            if module == prefix or module.startswith(prefix + "."):
                return f"{namespace}.{fn.__name__}"
        return f"{self.framework}.{fn.__name__}"

    # --- the wrapper -------------------------------------------------------------------

    def function(
        self,
        fn: Callable | None = None,
        *,
        check: str = "first",
        arg: str | None = None,
        limits: tuple[str, ...] = (),
        converts: bool = True,
    ) -> Any:
        """Make ``fn`` (written over ivylite arrays) a public function of this frontend.

        The dtype checked against its declarations is, by ``check``:
        ``"first"`` that of the first positional argument holding arrays (each
        array of a list or tuple), else of the function's first parameter (as
        the framework converts it, if it is not an array), or of the
        ``dtype=`` argument when the frontend reads one;
        ``"promoted"`` the dtype the framework computes its first two operands
        in; ``"body"`` none (the body calls :meth:`check` with the dtype it
        computes in). ``arg`` names the argument whose dtype is checked
        (``logits``). ``limits`` lists declared dtypes the framework accepts
        but this frontend cannot compute: their error says so. With
        ``converts=False`` the function takes and returns this frontend's
        arrays itself (JAX's arrays carry weak types, which unwrapping would
        lose): it is registered, not wrapped, and its body calls :meth:`check`.

        Examples
        --------
        >>> import ivylite
        >>> import ivylite.frontends.torch as torch
        >>> from ivylite.frontends.torch._frontend import TORCH
        >>> @ivylite.with_unsupported_dtypes({"2.13 and below": ("bool",)}, "torch")
        ... @TORCH.function(check="promoted")
        ... def minus(input, other):
        ...     return input - other
        >>> minus(torch.tensor([1.5]), torch.tensor([0.5]))
        tensor([1.])
        >>> minus(torch.tensor([True]), True)
        Traceback (most recent call last):
        ...
        ivylite.frontends.torch._frontend.TorchUnsupportedDtypeError: torch.minus does not support bool in torch 2.13.0 (declared in ivylite.frontends._common.frontend); cast the input with .to(dtype) first
        """
        if fn is None:
            return functools.partial(
                self.function, check=check, arg=arg, limits=limits, converts=converts
            )
        if check not in CHECKS:
            raise ValueError(f"Frontend.function: check must be one of {CHECKS}, got {check!r}")
        public = self._wrapped(fn, check, arg) if converts else fn
        public.__ivylite_frontend__ = self
        if limits:
            self._limits[public] = frozenset(expand_dtype_classes(limits))
        return public

    def _wrapped(self, fn: Callable, check: str, arg: str | None) -> Callable:
        if self._wrap is None:
            self._wrap = _wrapper(self.array_class)
        wrap, unwrap_finding_dtype = self._wrap, self._checker(fn, check, arg)
        if unwrap_finding_dtype is None:

            @functools.wraps(fn)
            def public(*args: Any, **kwargs: Any) -> Any:
                args = tuple(map(_unwrap_arg, args))
                if kwargs:
                    kwargs = {k: _unwrap_arg(v) for k, v in kwargs.items()}
                out = fn(*args, **kwargs)
                if _RECORDING[0]:
                    _record(fn, args, kwargs, out)
                return wrap(out)

            return public
        bad: frozenset[Dtype] | None = None  # the declarations come after this decorator

        @functools.wraps(fn)
        def public(*args: Any, **kwargs: Any) -> Any:
            nonlocal bad
            if bad is None:
                bad = self.refused(public)
            if not bad:
                args = tuple(map(_unwrap_arg, args))
                if kwargs:
                    kwargs = {k: _unwrap_arg(v) for k, v in kwargs.items()}
            else:
                args, kwargs, d = unwrap_finding_dtype(args, kwargs)
                if d is not None:
                    if type(d) is tuple:  # a sequence of arrays: each one's dtype
                        for e in d:
                            if e in bad:
                                raise self.refusal(public, e)
                    elif d in bad:
                        raise self.refusal(public, d)
            out = fn(*args, **kwargs)
            if _RECORDING[0]:  # a replaying tape is active
                _record(fn, args, kwargs, out)
            return wrap(out)

        return public

    def _checker(self, fn: Callable, check: str, arg: str | None) -> Callable | None:
        """How ``fn``'s wrapper unwraps its arguments and finds the dtype(s) it
        checks, in one pass (None: no check), decided once here."""
        if check == "body":
            return None
        dtype_of = self._dtype_of
        code = getattr(fn, "__code__", None)
        names = code.co_varnames[: code.co_argcount] if code is not None else ()
        if arg is not None:
            position = names.index(arg)

            def named(args: tuple, kwargs: dict) -> tuple[Any, dict, Any]:
                args, kwargs = tuple(map(_unwrap_arg, args)), _unwrap_kwargs(kwargs)
                return (
                    args,
                    kwargs,
                    dtype_of(args[position] if position < len(args) else kwargs.get(arg)),
                )

            return named
        if check == "promoted":
            promote = self._promote

            def promoted(args: tuple, kwargs: dict) -> tuple[Any, dict, Any]:
                args, kwargs, operands = _unwrap_noting_operands(args, kwargs)
                if len(operands) == 2:
                    a, b = operands
                    if isinstance(a, Array) and isinstance(b, Array) and a.dtype is b.dtype:
                        return args, kwargs, a.dtype  # one dtype: no promotion to work out
                    if isinstance(a, Array) or isinstance(b, Array):
                        return args, kwargs, promote(a, b)
                return args, kwargs, None

            return promoted
        first_name, requested_dtype = (names[0] if names else None), self._dtype_arg

        def first(args: tuple, kwargs: dict) -> tuple[Any, dict, Any]:
            args, found = _unwrap_noting_first(args)
            if kwargs:
                kwargs = {k: _unwrap_arg(v) for k, v in kwargs.items()}
                if requested_dtype is not None and kwargs.get("dtype") is not None:
                    # the framework casts the input to the requested dtype first
                    return args, kwargs, requested_dtype(kwargs["dtype"])
            if isinstance(found, Array):
                return args, kwargs, found.dtype
            if found is None:
                found = args[0] if args else kwargs.get(first_name)
            return args, kwargs, dtype_of(found)

        return first

    def _dtype_of(self, x: Any) -> Any:
        """An argument's dtype, or its arrays' dtypes (a tuple), or the dtype the
        framework would convert it to (None: not known)."""
        if isinstance(x, Array):
            return x.dtype
        if type(x) in _SEQUENCES and x and isinstance(x[0], Array):
            return tuple(e.dtype for e in x if isinstance(e, Array))
        if self._convert is None or x is None:
            return None
        try:
            return self._convert(x)
        except Exception:  # noqa: BLE001 - the function itself says why x does not convert
            return None


def frontend_of(fn: Any) -> Frontend | None:
    """The :class:`Frontend` a function belongs to: the one that wrapped it, else
    the one whose package defines it (None for other functions).

    Examples
    --------
    >>> import ivylite, ivylite.frontends.torch as torch
    >>> from ivylite.frontends import frontend_of
    >>> frontend_of(torch.abs), frontend_of(ivylite.abs)
    (Frontend('torch', '2.13.0'), None)
    """
    found = getattr(fn, "__ivylite_frontend__", None)
    if found is not None:
        return found
    module = getattr(fn, "__module__", None) or ""
    if module.startswith("ivylite.frontends."):
        return _FRONTENDS.get(module.split(".")[2])
    return None
