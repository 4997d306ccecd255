"""What a failed call raises: one exception type per mistake, in ivylite's words.

Every forwarder catches what its call raised and asks :func:`explain` what to
raise instead. ivylite's own errors (raised by a ``raise`` statement in
ivylite's code) pass through unchanged. A framework's error is the user's
mistake seen through that framework, so it becomes the built-in type the same
mistake raises on every backend, with a message that names the public
function, the offending value, the backend and what to do; the framework's
error is chained as ``__cause__``, never shown raw (no C++ source paths, no
``{{function_node ...}}``).

Nothing here runs unless a call has failed: the forwarders' ``try`` costs
nothing on the way through.
"""

from __future__ import annotations

import dis
import math
import os
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..array import Array
from ..dtypes import InvalidDtypeError

if TYPE_CHECKING:
    from ..backend import Backend

__all__ = ["failed", "explain", "origin", "clean_message", "broadcast_shapes"]

_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep
_BACKENDS = os.path.join(_PACKAGE, "backends") + os.sep
_RAISES = frozenset(dis.opmap[op] for op in ("RAISE_VARARGS", "RERAISE"))

# Python's own messages for a call that does not match the signature.
_SIGNATURE = re.compile(r"^[\w.<>]+\(\) (got an unexpected|got multiple|missing \d|takes )")
# Internal helpers whose errors a public call passes on: the message names the call.
_HELPER_PREFIX = re.compile(r"^(result_type|as_dtype\([^)]*\)): ")


def origin(exc: BaseException) -> str:
    """Who raised ``exc``: ``"core"`` (a ``raise`` statement in ivylite's core),
    ``"backend"`` (one in a backend module, ``ivylite/backends/``) or
    ``"framework"`` (a framework's Python or C++ code that ivylite called).

    Examples
    --------
    >>> from ivylite.dispatch.failures import origin
    >>> try:
    ...     int("a")
    ... except ValueError as e:
    ...     origin(e)
    'framework'
    """
    tb = exc.__traceback__
    if tb is None:
        return "framework"
    while tb.tb_next is not None:
        tb = tb.tb_next
    code = tb.tb_frame.f_code
    if not code.co_filename.startswith(_PACKAGE) or code.co_code[tb.tb_lasti] not in _RAISES:
        return "framework"
    return "backend" if code.co_filename.startswith(_BACKENDS) else "core"


_NOISE = (
    re.compile(r"\{\{function_node [^}]*\}\}\s*"),  # TensorFlow's op prefix
    re.compile(r"\s*\[Op:[^\]]*\]( name: \S*)?"),  # ... and suffix
    re.compile(r"\s*\(at /[^)]*\)"),  # paddle's C++ source path
    re.compile(r"\[enforce fail at [^\]]*\]\s*"),  # torch's
    re.compile(r"\s*\[Hint: [^\]]*\]"),  # paddle's hint about its own check
    re.compile(
        r"^\((InvalidArgument|OutOfRange|ResourceExhausted|Unimplemented|"
        r"PreconditionNotMet|Fatal|NotFound)\)\s*"
    ),  # fmt: skip
)


def clean_message(exc: BaseException) -> str:
    """The first line of a framework's message, without its internals.

    Examples
    --------
    >>> from ivylite.dispatch.failures import clean_message
    >>> clean_message(ValueError("(InvalidArgument) bad rank 3. (at /paddle/x.cc:10)\\n..."))
    'bad rank 3.'
    """
    text = str(getattr(exc, "message", None) or exc).strip()
    for pattern in _NOISE:
        text = pattern.sub("", text)
    text = text.strip().splitlines()[0] if text.strip() else type(exc).__name__
    return text.rstrip(" :")


def broadcast_shapes(*shapes: tuple[int, ...]) -> tuple[int, ...] | None:
    """The broadcast shape of ``shapes``, or None when they do not broadcast.

    Examples
    --------
    >>> from ivylite.dispatch.failures import broadcast_shapes
    >>> broadcast_shapes((2, 1), (3,)), broadcast_shapes((2, 3), (4,))
    ((2, 3), None)
    """
    ndim = max(len(s) for s in shapes)
    out = []
    for i in range(-ndim, 0):
        sizes = {s[i] for s in shapes if len(s) >= -i} - {1}
        if len(sizes) > 1:
            return None
        out.append(sizes.pop() if sizes else 1)
    return tuple(out)


def _shape(x: Any, B: Backend) -> tuple[int, ...] | None:
    if isinstance(x, Array):
        return x.shape
    if type(x) in B.native_array_types:
        return tuple(B.shape(x))
    return None


def _array_shapes(args: tuple, B: Backend) -> list[tuple[int, ...]]:
    return [s for s in (_shape(a, B) for a in args) if s is not None]


def _on(B: Backend) -> str:
    return f"on the {B.name} backend ({B.module.framework_name} {B.version})"


# --- diagnoses: what the mistake was, found from the arguments ------------------------
# Each takes (name, B, args, kwargs) and returns the exception to raise, or None
# when the arguments do not show this mistake.


def _broadcasting(name: str, B: Backend, args: tuple, kwargs: dict) -> BaseException | None:
    shapes = _array_shapes(args, B)
    if len(shapes) < 2 or broadcast_shapes(*shapes) is not None:
        return None
    listed = " and ".join(str(s) for s in shapes)
    return ValueError(
        f"{name}: shapes {listed} cannot be broadcast together {_on(B)}; each dimension "
        "must be equal or 1 (counting from the last): reshape or expand_dims an operand"
    )


def _matmul(name: str, B: Backend, args: tuple, kwargs: dict) -> BaseException | None:
    shapes = _array_shapes(args[:2], B)
    if len(shapes) != 2:
        return None
    s1, s2 = shapes
    if not s1 or not s2:
        return ValueError(
            f"{name}: operands must be at least 1-D, got shapes {s1} and {s2} {_on(B)}"
        )
    k1, k2 = s1[-1], (s2[-2] if len(s2) > 1 else s2[0])
    if k1 != k2:
        return ValueError(
            f"{name}: shapes {s1} and {s2} do not align {_on(B)}: the last axis of x1 ({k1}) "
            f"must equal the {'second-to-last' if len(s2) > 1 else 'only'} axis of x2 ({k2})"
        )
    if broadcast_shapes(s1[:-2], s2[:-2]) is None:
        return ValueError(
            f"{name}: the batch dimensions {s1[:-2]} and {s2[:-2]} of shapes {s1} and {s2} "
            f"cannot be broadcast together {_on(B)}"
        )
    return None


def _too_many_dimensions(name: str, B: Backend, shape: Any) -> BaseException | None:
    limit = B.max_dimensions
    if limit is None or not isinstance(shape, (tuple, list)) or len(shape) <= limit:
        return None
    return ValueError(
        f"{name}: shape {tuple(shape)} has {len(shape)} dimensions; arrays have at most "
        f"{limit} {_on(B)}. Merge some axes (reshape), or use a backend without this limit"
    )


def _reshape(name: str, B: Backend, args: tuple, kwargs: dict) -> BaseException | None:
    shape = _shape(args[0], B) if args else None
    new = args[1] if len(args) > 1 else kwargs.get("shape")
    # A data-dependent size (None, on a lazy backend): the backend's own error
    # already says to compute it first.
    if shape is None or new is None or None in shape:
        return None
    new = (new,) if not isinstance(new, (tuple, list)) else tuple(new)
    wrong = [s for s in new if isinstance(s, bool) or not hasattr(s, "__index__")]
    if wrong:
        return TypeError(
            f"{name}: shape entries must be integers, got {type(wrong[0]).__name__} "
            f"{wrong[0]!r} in {new} {_on(B)}"
        )
    new = tuple(int(s) for s in new)
    too_many = _too_many_dimensions(name, B, new)
    if too_many is not None:
        return too_many
    size = math.prod(shape)
    known = math.prod(s for s in new if s != -1)
    if new.count(-1) > 1 or any(s < -1 for s in new):
        return ValueError(
            f"{name}: shape {new} may have one -1 (an inferred size) and no other negative "
            f"entry {_on(B)}"
        )
    if (-1 in new and known and size % known == 0) or (-1 not in new and known == size):
        return None
    return ValueError(
        f"{name}: cannot reshape an array of shape {shape} ({size} elements) into shape "
        f"{new} {_on(B)}; the new shape must have the same number of elements"
    )


def _created(name: str, B: Backend, args: tuple, kwargs: dict) -> BaseException | None:
    shape = args[0] if args else kwargs.get("shape")
    return _too_many_dimensions(name, B, shape)


def _index_bounds(name: str, B: Backend, args: tuple, kwargs: dict) -> BaseException | None:
    from ..backends._host import check_index_bounds

    shape = _shape(args[0], B) if args else None
    if shape is None or len(args) < 2:
        return None
    key = args[1] if type(args[1]) is tuple else (args[1],)

    def describe(k: Any) -> Any:
        native = k._data if isinstance(k, Array) else k
        if type(native) not in B.native_array_types:
            return None
        values = B.to_numpy(native)
        return values.dtype.kind, values.ndim, values

    try:
        check_index_bounds(shape, key, describe)
    except IndexError as e:
        n = str(e).rsplit(" ", 1)[-1]
        return IndexError(
            f"{name}: {e} {_on(B)}; valid indices along that axis are -{n} to {int(n) - 1}"
        )
    return None


def _negative_power(name: str, B: Backend, args: tuple, kwargs: dict) -> BaseException | None:
    return ValueError(
        f"{name}: integers to negative integer powers are not allowed {_on(B)} (as in NumPy); "
        "cast the base to a floating dtype (astype) for fractional results"
    )


_DIAGNOSES: dict[str, Callable] = {
    "matmul": _matmul,
    "linalg.matmul": _matmul,
    "vecdot": _matmul,
    "reshape": _reshape,
    "getitem": _index_bounds,
    "setitem": _index_bounds,
    "where": _broadcasting,
    "broadcast_arrays": _broadcasting,
    "broadcast_to": lambda name, B, args, kwargs: _too_many_dimensions(
        name, B, args[1] if len(args) > 1 else kwargs.get("shape")
    ),
}
_BY_FAMILY: dict[str, Callable] = {
    # Functions that take arrays which broadcast together.
    "elementwise": _broadcasting,
    "elementwise_math": _broadcasting,
    # Functions that make an array of a shape.
    "creation": _created,
}

# --- what a framework's error class means -----------------------------------------------
# Class names and message fragments of framework errors -> the built-in type the
# same mistake raises on every backend.
_BY_CLASS = {
    "ResourceExhaustedError": MemoryError,
    "InvalidArgumentError": ValueError,
    "OutOfRangeError": IndexError,
    "UnimplementedError": TypeError,
    "NotFoundError": ValueError,
}
_OUT_OF_MEMORY = re.compile(
    r"out of memory|can't allocate memory|RESOURCE_EXHAUSTED|ResourceExhausted|"
    r"Unable to allocate|Fail to alloc|OOM when allocating",
    re.IGNORECASE,
)
_BYTES = re.compile(r"(?:rounded to |allocate |allocating |memory of )(\d{4,})")
# TensorFlow names the shape and the C++ type instead of the bytes.
_TF_TENSOR = re.compile(r"shape\[([\d,]*)\] and type (\w+)")
_ITEMSIZE = {"bool": 1, "int8": 1, "uint8": 1, "int16": 2, "uint16": 2, "half": 2,
             "bfloat16": 2, "int32": 4, "uint32": 4, "float": 4, "int64": 8, "uint64": 8,
             "double": 8, "complex64": 8, "complex128": 16}  # fmt: skip


def _bytes_asked(exc: BaseException) -> int | None:
    text = str(exc)
    size = getattr(exc, "_total_size", None)  # NumPy's _ArrayMemoryError
    if size:
        return int(size)
    found = _BYTES.search(text)
    if found:
        return int(found.group(1))
    tensor = _TF_TENSOR.search(text)
    if tensor and tensor.group(2) in _ITEMSIZE:
        dims = [int(d) for d in tensor.group(1).split(",") if d]
        return math.prod(dims) * _ITEMSIZE[tensor.group(2)]
    return None


def _memory(name: str, B: Backend, exc: BaseException) -> BaseException | None:
    text = str(exc)
    if not (isinstance(exc, MemoryError) or _OUT_OF_MEMORY.search(text)):
        return None
    size = _bytes_asked(exc)
    asked = f"{size} bytes ({size / 2**30:.3g} GiB)" if size else "more memory than is free"
    return MemoryError(
        f"{name}: cannot allocate {asked} {_on(B)}; make the array smaller or compute it in pieces"
    )


def _kind(exc: BaseException) -> type[BaseException]:
    """The built-in exception type for a framework's error."""
    for cls in type(exc).__mro__:
        mapped = _BY_CLASS.get(cls.__name__)
        if mapped is not None:
            return mapped
        if cls.__module__ == "builtins" and cls is not RuntimeError:
            return cls if issubclass(cls, Exception) and cls is not Exception else ValueError
    return ValueError


def explain(
    name: str, family: str, B: Backend | None, args: tuple, kwargs: dict, exc: BaseException
) -> BaseException:
    """The exception a failed call of ``name`` raises (``exc`` itself when it is ivylite's).

    A framework's error becomes the ``__cause__`` of the one returned.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.ones((2, 3))
    >>> try:
    ...     ivylite.add(x, ivylite.ones(4))
    ... except ValueError as e:
    ...     print(str(e).split(" on ")[0])
    add: shapes (2, 3) and (4,) cannot be broadcast together
    """
    source = origin(exc)
    if source == "core":
        return _renamed(name, exc)
    if isinstance(exc, TypeError) and _SIGNATURE.match(str(exc)):
        # Python's own words for a call that does not fit the signature, named
        # after the public function even when an inner helper was the callee.
        text = re.sub(r"^[\w.<>]+\(\)", f"{name}()", str(exc))
        return exc if text == str(exc) else _copy(exc, text)
    if B is None:
        return exc
    diagnose = _DIAGNOSES.get(name) or _BY_FAMILY.get(family)
    found = diagnose(name, B, args, kwargs) if diagnose is not None else None
    if found is None and name == "pow" and "negative integer powers" in str(exc).lower():
        found = _negative_power(name, B, args, kwargs)
    if found is None and source == "framework":
        found = _memory(name, B, exc)
    if found is None and source == "backend":
        # A backend's own words: keep them, say which call and backend.
        text = str(exc)
        text = text[len(name) + 2 :] if text.startswith(f"{name}: ") else text
        found = _copy(exc, f"{name}: {text} {_on(B)}")
        if found is exc:
            return exc
    if found is None:
        found = _kind(exc)(
            f"{name}: {clean_message(exc)} {_on(B)} (the framework's error is chained below)"
        )
    found.__cause__ = exc
    found.__suppress_context__ = True
    return found


def _copy(exc: BaseException, message: str) -> BaseException:
    """An exception of ``exc``'s type with ``message`` (``exc`` itself if it cannot be)."""
    cls = InvalidDtypeError if isinstance(exc, InvalidDtypeError) else type(exc)
    try:
        return cls(message)
    except TypeError:  # an exception class with another constructor: leave it be
        return exc


def failed(slow: Any, args: tuple, kwargs: dict, exc: Exception) -> BaseException:
    """What a forwarder raises when its call of ``slow`` (its slow path) failed.

    The slow path carries the call's public name, family and backend
    (``Entry.named``); the no-backend slow path carries none, and passes on
    what the backend's own forwarder raised.

    Examples
    --------
    >>> from ivylite.dispatch.failures import failed
    >>> e = ValueError("x")
    >>> failed(print, (), {}, e) is e
    True
    """
    call = getattr(slow, "__ivylite_call__", None)
    if call is None:
        return exc
    name, family, B = call
    return explain(name, family, B, args, kwargs, exc)


def _renamed(name: str, exc: BaseException) -> BaseException:
    """ivylite's error from an internal helper (``result_type``, ``as_dtype``) named
    after the public function that called it."""
    text = str(exc)
    match = _HELPER_PREFIX.match(text)
    if match is None or match.group(1) == name:
        return exc
    renamed = _copy(exc, f"{name}: {text[match.end() :]}")
    if renamed is not exc:
        renamed.__cause__ = exc.__cause__
        renamed.__suppress_context__ = True
    return renamed
