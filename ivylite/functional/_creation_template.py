"""The creation template: the one place that decides a new array's dtype and device.

A creation function records what decides its dtype and device with
``@infer_dtype(relevant=...)`` and ``@infer_device`` (``ivylite.decorators``);
:func:`creation` reads those records once per backend and builds the callable
users call. The function's own builder then only computes values: it receives
a concrete ivylite dtype and a native device.

``dtype=None`` is filled by four steps, in this order:

1. an explicit ``dtype=`` wins;
2. else the dtype of an array among the relevant arguments (an ivylite array,
   a native array, or anything else with a ``.dtype``, such as a NumPy scalar);
3. else the relevant Python scalars (and nested lists or tuples of them) give
   the default dtype of their widest kind: bool -> bool, int -> the default int
   dtype, float -> the default float dtype, complex -> the default complex dtype;
4. else the global default dtype (``ivylite.set_default_dtype``; the default
   float dtype unless set).

Only the arguments named in ``relevant=`` take part: ``arange``'s ``start``,
``stop`` and ``step`` or ``full``'s ``fill_value`` decide the dtype; a shape,
an axis or a count never does. A function recorded with ``floating=True``
(``linspace``: its values are fractions) turns a bool or integer dtype from
steps 2 and 3 into the default float dtype.

``device=None`` is the backend's default device, or, for a function recorded
with ``@infer_device(like="x")`` (``zeros_like`` and friends), the device of
the array ``x``.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import config
from ..dispatch import Entry, unsupported_set
from ..dtypes import Dtype, as_dtype
from ._build import check_dtype, native_device, wrap_as

if TYPE_CHECKING:
    from ..backend import Backend

__all__ = ["DtypeRule", "creation"]

_NO_VALUE = object()
_POSITIONAL = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
_NOT_FLOATING = ("bool", "int", "uint")


def _locate(sig: inspect.Signature, name: str, fn: str) -> tuple[int | None, str, Any]:
    """(position or None, name, default) of the parameter ``name`` of ``fn``."""
    try:
        p = sig.parameters[name]
    except KeyError:
        raise TypeError(
            f"{fn}: @infer_dtype/@infer_device name {name!r}, which is not a parameter of it "
            f"(parameters: {', '.join(sig.parameters)})"
        ) from None
    position = list(sig.parameters).index(name) if p.kind in _POSITIONAL else None
    return position, name, _NO_VALUE if p.default is p.empty else p.default


def _value(where: tuple[int | None, str, Any], args: tuple, kwargs: dict) -> Any:
    position, name, default = where
    if position is not None and position < len(args):
        return args[position]
    return kwargs.get(name, default)


class DtypeRule:
    """The dtype and device rule of one function, read from its decorator records.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.decorators import infer_dtype
    >>> from ivylite.functional._creation_template import DtypeRule
    >>> @infer_dtype(relevant=("start",))
    ... def f(start=None, n=0, /, *, dtype=None):
    ...     pass
    >>> rule = DtypeRule(f)
    >>> rule.dtype(None, (2.5, 3), {}), rule.dtype(None, (2, 3), {}), rule.dtype(None, (None, 3), {})
    (float32, int32, float32)
    >>> rule.dtype("int8", (2.5,), {}), rule.dtype(None, (ivylite.asarray([1], dtype="uint8"),), {})
    (int8, uint8)
    """

    __slots__ = ("name", "floating", "_relevant", "_like")

    def __init__(self, fn: Callable) -> None:
        spec = fn.__ivylite_spec__
        self.name = getattr(fn, "__ivylite_name__", fn.__name__)
        if not spec.infers_dtype:
            raise TypeError(f"{self.name}: the creation template needs an @infer_dtype record")
        sig = inspect.signature(fn)
        self.floating = spec.floating
        self._relevant = tuple(_locate(sig, n, self.name) for n in spec.relevant_scalars)
        self._like = None if spec.device_like is None else _locate(sig, spec.device_like, self.name)

    def dtype(self, dtype: Any, args: tuple, kwargs: dict, B: Backend = None) -> Dtype:
        """The dtype of the result by the four steps (module docstring)."""
        if dtype is not None:
            return as_dtype(dtype)  # step 1
        values = [_value(w, args, kwargs) for w in self._relevant]
        for v in values:  # step 2
            if B is not None and type(v) is B.array_cls:
                found = v._dtype
            elif B is not None and type(v) in B.native_array_types:
                found = B.dtype_of(v)
            else:
                found = getattr(v, "dtype", None)
                if found is None:
                    continue
                found = as_dtype(found)
            break
        else:  # steps 3 and 4: the scalars' widest kind, else the global default
            found = config.default_dtype(item=values)
        if self.floating and found.kind in _NOT_FLOATING:
            return config.default_float_dtype()
        return found

    def device(self, device: Any, args: tuple, kwargs: dict, B: Backend) -> Any:
        """The native device: ``device``, else the ``like`` array's, else the default."""
        if device is None and self._like is not None:
            v = _value(self._like, args, kwargs)
            if type(v) is B.array_cls:
                device = B.device_of(v._data)
            elif type(v) in B.native_array_types:
                device = B.device_of(v)
        return native_device(B, device, self.name)


def creation(values: Callable[[Entry, Any, Any], Callable]) -> Callable:
    """The builder of a creation function whose ``values`` builder only computes values.

    ``values(entry, backend_fn, B)`` returns ``compute(*args, dtype, device,
    **kwargs)``: the function's own arguments, the result's ivylite dtype
    (already decided and checked against the backend) and a native device; it
    returns the native result.
    """

    def build(entry: Entry, fn: Any, B: Backend) -> Callable:
        refused = unsupported_set(entry, fn, B)
        rule = DtypeRule(entry.public)
        compute = values(entry, fn, B)
        name = entry.name

        def impl(*args: Any, dtype: Any = None, device: Any = None, **kwargs: Any) -> Any:
            d = check_dtype(B, rule.dtype(dtype, args, kwargs, B), name, refused)
            dev = rule.device(device, args, kwargs, B)
            return wrap_as(B, compute(*args, dtype=d, device=dev, **kwargs), d)

        return impl

    build.__name__ = f"creation({values.__name__})"
    return build
