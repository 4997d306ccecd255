"""Parameter: an array a Module trains.

A Parameter is an ``ivylite.Array`` of its backend (every function takes it
as it takes any array) that a Module registers as trainable when it is
assigned to an attribute. It is also a slot: an optimiser step or a
checkpoint load writes new values into it (``Parameter.assign``), so every
module holding it, tied weights included, sees them.
"""

from __future__ import annotations

from typing import Any

from ..array import Array, write_into

__all__ = ["Slot", "Parameter", "Buffer"]

# backend -> its Parameter class (a subclass of both Parameter and the
# backend's Array class, so isinstance checks for either hold).
_CLASSES: dict[Any, type] = {}


def _class_for(cls: type, array_cls: type) -> type:
    key = (cls, array_cls)
    found = _CLASSES.get(key)
    if found is None:

        def __init__(self, data: Any, dtype: Any = None) -> None:
            # Parameter(x) has filled the slots in __new__; the dispatch core's
            # A(native, dtype) calls never make parameters.
            if dtype is not None:
                self._data, self._dtype = data, dtype

        name = f"{array_cls.__name__.removesuffix('Array')}{cls.__name__}"
        found = _CLASSES[key] = type(
            name, (array_cls, cls), {"__slots__": (), "__init__": __init__}
        )
    return found


class Slot(Array):
    """What Parameter and Buffer share: an array of its backend whose values can
    be replaced in place (``assign``), so every holder sees the new values.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.nn import Buffer, Parameter, Slot
    >>> isinstance(Parameter(ivylite.zeros(1)), Slot), isinstance(Buffer(ivylite.zeros(1)), Parameter)
    (True, False)
    """

    __slots__ = ()

    def __new__(cls, data: Any = None, dtype: Any = None) -> Slot:
        if isinstance(data, Array):
            array = data
        else:
            import ivylite

            array = ivylite.asarray(data, dtype=dtype)
        out = Array.__new__(_class_for(cls, type(array)._backend.array_cls))
        out._data, out._dtype = array._data, array._dtype
        return out

    def assign(self, value: Array) -> Slot:
        """Write ``value`` (same backend, dtype and shape) into this parameter; return it.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite.nn import Parameter
        >>> w = Parameter(ivylite.zeros(2))
        >>> w.assign(ivylite.ones(2)).tolist()
        [1.0, 1.0]
        """
        return write_into(self, value, f"{type(self).__name__}.assign", "inplace")

    def _public_class(self) -> type:
        """Parameter or Buffer (not the per-backend class)."""
        return next(c for c in type(self).__mro__ if c in (Parameter, Buffer, Slot))

    def __repr__(self) -> str:
        return f"{self._public_class().__name__}({Array.__repr__(self)})"

    def __reduce__(self) -> Any:  # copy / deepcopy / pickle: a Parameter again, its own data
        import ivylite

        return (self._public_class(), (ivylite.asarray(self, copy=True),))


class Parameter(Slot):
    """A trainable array: assigned to a Module's attribute, it is registered.

    ``Parameter(x)`` takes an ivylite array (of any backend) or anything
    :func:`ivylite.asarray` takes, on the current backend, and shares the
    array's data.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.nn import Parameter
    >>> w = Parameter(ivylite.asarray([1.0, 2.0]))
    >>> isinstance(w, ivylite.Array), w * 2
    (True, ivylite.array([2., 4.], dtype=float32, backend=numpy))
    >>> w
    Parameter(ivylite.array([1., 2.], dtype=float32, backend=numpy))
    """

    __slots__ = ()


class Buffer(Slot):
    """A non-trainable array a Module keeps and saves (running statistics...).

    Assigning a ``Buffer`` to a Module attribute registers it as a persistent
    buffer (``Module.register_buffer`` does the same, and can make it
    non-persistent). Buffers are never differentiated.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.nn import Buffer
    >>> Buffer(ivylite.zeros(2))
    Buffer(ivylite.array([0., 0.], dtype=float32, backend=numpy))
    """

    __slots__ = ()
