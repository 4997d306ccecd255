"""The one way a frontend gives its array class operators and methods.

A frontend's array class sits on a low floor: its functions import it (they
wrap their results in it), so it cannot import them. Its operators and the
methods that call functions (``x + y``, ``x.sum()``, ``x.T``) are given to it
by :func:`bind`, called once by the frontend's top floor (the module that
imports every function), from tables: an operator name maps to the
frontend function computing it, and ``bind`` makes the forward, reflected
and (for mutable arrays) in-place forms, each one call into that function.

Examples
--------
>>> import ivylite
>>> from ivylite.frontends._common import FrontendArray, bind
>>> class Demo(FrontendArray):
...     __slots__ = ()
>>> def add(a, b):
...     unwrap = lambda v: v.ivy_array if isinstance(v, Demo) else v
...     return Demo(ivylite.add(unwrap(a), unwrap(b)))
>>> bind(Demo, operators={"add": add}, properties={"twice": lambda self: self + self})
>>> x = Demo(ivylite.asarray([1, 2]))
>>> (x + 1).ivy_array.tolist(), (10 + x).ivy_array.tolist(), x.twice.ivy_array.tolist()
([2, 3], [11, 12], [2, 4])
"""

from __future__ import annotations

import types
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["bind", "members", "BINARY", "COMPARISONS", "UNARY"]

#: Python's binary operators (``__add__``, ``__radd__``, ``__iadd__``...), by name.
BINARY = frozenset(
    ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "and", "or", "xor",
     "lshift", "rshift", "divmod")
)  # fmt: skip
#: The comparisons: no reflected or in-place forms (Python reflects them itself).
COMPARISONS = frozenset(("eq", "ne", "lt", "le", "gt", "ge"))
#: The unary operators.
UNARY = frozenset(("neg", "pos", "abs", "invert"))


def _method(fn: Callable) -> Callable:
    """``fn`` as a method: a plain function already is one (``x.f(y)`` is ``f(x, y)``
    with no call in between); any other callable is called through one."""
    if isinstance(fn, types.FunctionType):
        return fn
    return lambda self, *args, **kwargs: fn(self, *args, **kwargs)


def _forward(fn: Callable, accepts: Callable | None) -> Callable:
    if accepts is None:
        return _method(fn)
    return lambda self, other: fn(self, other) if accepts(other) else NotImplemented


def _reflected(fn: Callable, accepts: Callable | None, reflect: Callable | None) -> Callable:
    if reflect is not None:
        return lambda self, other: fn(reflect(self, other), self)
    if accepts is not None:
        return lambda self, other: fn(other, self) if accepts(other) else NotImplemented
    return lambda self, other: fn(other, self)


def _inplace(fn: Callable, name: str) -> Callable:
    """The in-place form: the result written back by the class's ``_inplace``
    (which casts it to the array's dtype the framework's way)."""

    def method(self: Any, *args: Any, **kwargs: Any) -> Any:
        return self._inplace(fn(self, *args, **kwargs), name)

    method.__doc__ = f"In place ``{name}``: the result, in this array's dtype."
    return method


def bind(
    cls: type,
    *,
    operators: Mapping[str, Callable] | None = None,
    inplace: bool = False,
    reflect: Callable[[Any, Any], Any] | None = None,
    accepts: Callable[[Any], bool] | None = None,
    inplace_methods: Mapping[str, Callable] | None = None,
    methods: Mapping[str, Any] | None = None,
    properties: Mapping[str, Callable] | None = None,
) -> None:
    """Give ``cls`` its operators, methods and properties.

    ``operators`` maps an operator's name (``"add"`` for ``+``, ``"eq"``,
    ``"neg"``...: :data:`BINARY`, :data:`COMPARISONS`, :data:`UNARY`) to the
    frontend function computing it. A binary operator gets its forward and
    reflected forms, and with ``inplace=True`` its in-place form (the class's
    ``_inplace(result, name)`` writes the result back). ``reflect(self,
    other)`` converts the left operand of a reflected operator first (TensorFlow
    converts a Python value to the tensor's dtype); ``accepts(other)`` says
    which operands the operators take (the rest get ``NotImplemented``, so
    Python tries the other operand). ``inplace_methods`` are methods that
    write their function's result back (torch's ``add_``); ``methods`` are set
    as they are (functions, or anything else a class holds); ``properties``
    are read-only attributes computed by a function of the array.

    A name given in ``methods`` wins over the one an operator makes (a
    framework's own special case, such as NumPy's ``x ** 2``).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._common import FrontendArray, bind
    >>> class Box(FrontendArray):
    ...     __slots__ = ()
    ...     def _inplace(self, result, name):
    ...         self.ivy_array = result.ivy_array
    ...         return self
    >>> def sub(a, b):
    ...     unwrap = lambda v: v.ivy_array if isinstance(v, Box) else v
    ...     return Box(ivylite.subtract(unwrap(a), unwrap(b)))
    >>> bind(Box, operators={"sub": sub}, inplace=True)
    >>> b = Box(ivylite.asarray([5]))
    >>> b -= 2
    >>> b.ivy_array.tolist(), (1 - b).ivy_array.tolist()
    ([3], [-2])
    """
    for op, fn in (operators or {}).items():
        if op in COMPARISONS or op in UNARY:
            setattr(cls, f"__{op}__", _forward(fn, accepts) if op in COMPARISONS else _method(fn))
            continue
        if op not in BINARY:
            raise ValueError(f"bind: {op!r} is not an operator (see BINARY, COMPARISONS, UNARY)")
        setattr(cls, f"__{op}__", _forward(fn, accepts))
        setattr(cls, f"__r{op}__", _reflected(fn, accepts, reflect))
        if inplace and op != "divmod":
            setattr(cls, f"__i{op}__", _inplace(fn, getattr(fn, "__name__", op)))
    for name, fn in (inplace_methods or {}).items():
        setattr(cls, name, _inplace(fn, name))
    for name, fn in (properties or {}).items():
        setattr(cls, name, property(fn))
    for name, value in (methods or {}).items():
        setattr(cls, name, value)


_NOT_MEMBERS = frozenset(("__module__", "__qualname__", "__doc__", "__dict__", "__weakref__",
                          "__slots__", "__annotations__", "__firstlineno__", "__static_attributes__"))  # fmt: skip


def members(namespace: type) -> dict[str, Any]:
    """The members a class body defines (its methods and properties), to bind onto
    another class: a frontend writes its array's methods in a class on its top
    floor and binds them with ``bind(cls, methods=members(Methods))``.

    Examples
    --------
    >>> from ivylite.frontends._common import members
    >>> class Methods:
    ...     def double(self):
    ...         return 2 * self
    >>> list(members(Methods))
    ['double']
    """
    return {k: v for k, v in vars(namespace).items() if k not in _NOT_MEMBERS}
