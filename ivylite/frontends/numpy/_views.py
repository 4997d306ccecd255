"""Views: arrays that share their elements with another array, as NumPy's do.

NumPy returns a *view* for basic indexing (integers, slices, ``...``,
``None``), transposes, and reshapes and ravels that need no copy; writing to a
view writes to its base. Which operations give a view, and the view's
strides, are decided by NumPy itself, on a *skeleton*: an empty host array
with the base's shape, strides and item size (uninitialised, so free),
to which each operation is applied too.

How a view shares its elements depends on the backend:

- NumPy arrays (the NumPy backend's): NumPy's own views; nothing more is
  needed.
- a backend whose views are written through (``views_write_through``, with
  ``shares_memory`` and ``memory_layout``: torch): the backend's own view where
  it makes one (slices with positive steps, transposes, reshapes); where it
  copies (torch: a negative step) the view is a :class:`View` below.
- the others (JAX, TensorFlow: immutable arrays; paddle, whose indexed writes
  make a new tensor; dask): a :class:`View` holds its *root* (an ordinary
  ndarray) and the chain of operations from it. Reading it applies the chain
  to the root's current values, once per change of the root (the root's native
  array, or its in-place version counter, ``inplace_version``, tells).

What differs between backends is read from their declared hooks (see
:mod:`ivylite.backends._contract`), never from their names. Writing to it writes through the chain
  into the root: each step's write is the inverse of the step (an indexed
  write for a slice, the inverse reshape or transpose), so ``Z[1:-1, 1:-1][m]
  = 1``, ``v = Z[::2]; v += 1`` and ``Z.T[0] = 5`` update ``Z``.

A function that writes into its ``out=`` argument writes into the ivylite
array inside it; for a :class:`View` that array is a private copy, which
:func:`written` sends on to the root.

Fancy indexing (integer or boolean arrays, lists) returns a copy, as in NumPy.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import numpy

import ivylite
from ivylite.array import Array, write_into

from .ndarray import ndarray

__all__ = ["View", "derive", "written", "strides_of", "is_basic", "item_op"]

# Host dtypes of each item size: the skeleton's elements (never read).
_SKELETON_DTYPES = {1: "u1", 2: "u2", 4: "u4", 8: "u8", 16: "c16"}
# The native arrays that are NumPy's own: NumPy makes their views itself.
_NUMPY_ARRAYS = (numpy.ndarray, numpy.generic)


def _version(a: Array) -> int:
    """The in-place version counter of an array's native data (0 where it has none)."""
    counter = a._backend.inplace_version
    return 0 if counter is None else counter(a._data)


def _own_view(result: Array, parent: Array) -> bool:
    """Whether ``result`` is the backend's own view of ``parent``, written through."""
    B = parent._backend
    return B.views_write_through and B.shares_memory(result.data, parent.data)


def is_basic(key: Any) -> bool:
    """Whether ``key`` is a basic index (a view in NumPy): integers, slices,
    ``...`` and ``None`` only.

    Examples
    --------
    >>> from ivylite.frontends.numpy._views import is_basic
    >>> is_basic((slice(1, None), 0, None)), is_basic([0, 1]), is_basic(True)
    (True, False, False)
    """
    if type(key) is tuple:
        return all(is_basic(k) for k in key)
    return type(key) in (int, slice) or key is None or key is Ellipsis


def item_op(key: Any) -> tuple:
    """The operation ``x[key]`` (a basic key) as a view step.

    Examples
    --------
    >>> from ivylite.frontends.numpy._views import item_op
    >>> item_op(slice(None, None, 2))
    ('item', slice(None, None, 2))
    """
    return ("item", key)


def _apply(op: tuple, x: Array) -> Array:
    kind, arg = op
    if kind == "item":
        return x[arg]
    if kind == "reshape":
        return ivylite.reshape(x, arg)
    return ivylite.permute_dims(x, arg)


def _apply_host(op: tuple, skeleton: numpy.ndarray) -> Any:
    kind, arg = op
    if kind == "item":
        return skeleton[arg]
    if kind == "reshape":
        return skeleton.reshape(arg)
    return skeleton.transpose(arg)


def _undo(op: tuple, parent: Array, part: Array) -> Array:
    """``parent`` with the elements that ``op`` selected replaced by ``part``."""
    kind, arg = op
    if kind == "item":
        parent[arg] = part
        return parent
    if kind == "reshape":
        return ivylite.reshape(part, parent.shape)
    inverse = tuple(sorted(range(len(arg)), key=arg.__getitem__))
    return ivylite.permute_dims(part, inverse)


def _write_chain(parent: Array, ops: tuple, key: Any, value: Array, copy: bool) -> Array:
    """``parent`` after writing ``value`` at ``key`` of ``parent`` seen through
    ``ops``: the new parent (``parent`` itself when written in place)."""
    if not ops:
        parent[key] = value
        return parent
    part = _apply(ops[0], parent)
    if copy:  # a mutable backend's native view would be written twice
        part = ivylite.asarray(part, copy=True)
    return _undo(ops[0], parent, _write_chain(part, ops[1:], key, value, copy))


def _skeleton(x: Array) -> numpy.ndarray:
    """An empty host array laid out as ``x`` (its strides, for torch's views)."""
    size = x.dtype.bits // 8 if x.dtype.kind != "bool" else 1
    dtype = _SKELETON_DTYPES[size]
    layout = x._backend.memory_layout
    if layout is not None:
        nbytes, offset, strides = layout(x.data)
        storage = numpy.empty(nbytes // size, dtype=dtype)
        return numpy.lib.stride_tricks.as_strided(
            storage[offset:], shape=tuple(x.shape), strides=tuple(s * size for s in strides)
        )
    return numpy.empty(x.shape, dtype=dtype)


def strides_of(x: Any) -> tuple[int, ...]:
    """NumPy's strides of a frontend array (bytes per step along each axis).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> from ivylite.frontends.numpy._views import strides_of
    >>> strides_of(np.zeros((2, 3))), strides_of(np.zeros((2, 3)).T)
    ((24, 8), (8, 24))
    """
    if isinstance(x, View):
        return x._skeleton.strides
    a = x.ivy_array
    if isinstance(a.data, _NUMPY_ARRAYS):
        return a.data.strides
    if a._backend.memory_layout is not None:
        return _skeleton(a).strides
    item = a.dtype.bits // 8 if a.dtype.kind != "bool" else 1
    out, step = [], item
    for n in reversed(a.shape):
        out.append(step)
        step *= max(n, 1)
    return tuple(reversed(out))


def derive(x: ndarray, op: tuple, host: Callable | None = None) -> ndarray:
    """``op`` applied to ``x``: a view of ``x`` where NumPy makes one, else a copy.

    ``host`` is the NumPy function whose view-or-copy decision is NumPy's for
    this operation (``op`` applied to the skeleton by default).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> from ivylite.frontends.numpy._views import derive, item_op
    >>> z = np.zeros(4)
    >>> v = derive(z, item_op(slice(None, None, 2)))
    >>> v += 1
    >>> z
    array([1., 0., 1., 0.])
    """
    parent = x.ivy_array
    if isinstance(parent.data, _NUMPY_ARRAYS):  # NumPy's own arrays: NumPy's views and copies
        native = (host or (lambda a: _apply_host(op, a)))(parent.data)
        # a NumPy scalar (x[0, 0]) becomes a 0-d array of its own, as a 0-d copy
        if type(native) is not numpy.ndarray:
            native = numpy.asarray(native)
        return ndarray(type(parent)(native, parent.dtype))
    result = _apply(op, parent)
    is_view = type(x) is View
    if not is_view and _own_view(result, parent):
        # the backend made its own view: NumPy makes one too, but for a scalar element
        # and for some reshapes (decided below, on the skeleton)
        if op[0] == "permute" or (op[0] == "item" and not _selects_element(op[1], parent.ndim)):
            return ndarray(result)
    skeleton = x._skeleton if is_view else _skeleton(parent)
    shaped = host(skeleton) if host is not None else _apply_host(op, skeleton)
    if type(shaped) is not numpy.ndarray or not numpy.may_share_memory(shaped, skeleton):
        # NumPy copies here (or gives a scalar): so does the frontend
        if _own_view(result, parent):
            result = ivylite.asarray(result, copy=True)
        return ndarray(result)
    if not is_view and _own_view(result, parent):
        return ndarray(result)  # the backend's own view
    if is_view:
        return View(x._root, (*x._ops, op), shaped, result)
    return View(x, (op,), shaped, result)


def _selects_element(key: Any, ndim: int) -> bool:
    """Whether a basic key picks one element (NumPy gives a scalar, a copy)."""
    keys = key if type(key) is tuple else (key,)
    return len(keys) == ndim and all(type(k) is int for k in keys)


# id of a View's private array -> the View (for ``out=`` writes into it). The
# views whose arrays were handed out last are also held strongly, a few of them:
# ``f(x, out=z[::2])`` unwraps a view nothing else refers to, and it must live
# until ``f`` writes into its array.
_OWNERS: weakref.WeakValueDictionary[int, View] = weakref.WeakValueDictionary()
_RECENT: OrderedDict[int, View] = OrderedDict()
_RECENT_SIZE = 64


def _handed_out(view: View, value: Array) -> None:
    key = id(value)
    _RECENT[key] = view
    _RECENT.move_to_end(key)
    if len(_RECENT) > _RECENT_SIZE:
        _RECENT.popitem(last=False)


def written(target: Array) -> None:
    """Tell the view owning ``target`` (if any) that ``target`` was written to, so
    the write reaches its root.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy._views import written
    >>> written(ivylite.zeros(2))  # not a view's array: nothing to do
    """
    key = id(target)
    view = _OWNERS.get(key)
    if view is None:
        view = _RECENT.get(key)
    if view is not None and view._cache is target:
        view._assign(Ellipsis, target)


class View(ndarray):
    """A view of a root array, on a backend whose own arrays cannot be one.

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.numpy as np
    >>> with ivylite.using_backend("jax"):
    ...     z = np.zeros((3, 3))
    ...     z.T[0] = 5
    ...     z[:, 0].tolist()
    [5.0, 5.0, 5.0]
    """

    __slots__ = ("_root", "_ops", "_skeleton", "_cache", "_stamp", "__weakref__")

    def __init__(self, root: ndarray, ops: tuple, skeleton: numpy.ndarray, cache: Array) -> None:
        self._root, self._ops, self._skeleton = root, ops, skeleton
        self._cache = cache
        self._stamp = self._stamp_now()
        _OWNERS[id(cache)] = self

    def _stamp_now(self) -> tuple:
        root = self._root.ivy_array
        native = root.data
        return (root, native, _version(root))

    @property  # type: ignore[override]
    def ivy_array(self) -> Array:
        root = self._root.ivy_array
        native = root.data
        stamp = self._stamp
        if (
            stamp is not None
            and stamp[0] is root
            and stamp[1] is native
            and stamp[2] == _version(root)
        ):
            _handed_out(self, self._cache)
            return self._cache
        value = root
        for op in self._ops:
            value = _apply(op, value)
        old = self._cache
        _OWNERS.pop(id(old), None)
        self._cache = value
        _OWNERS[id(value)] = self
        self._stamp = (root, native, _version(root))
        _handed_out(self, value)
        return value

    @ivy_array.setter
    def ivy_array(self, value: Array) -> None:
        self._assign(Ellipsis, value)

    def _assign(self, key: Any, value: Array) -> None:
        """Write ``value`` at ``key`` of this view, that is, into its root."""
        root = self._root.ivy_array
        B = root._backend
        # a backend that writes in place: a native view of the root would be written twice
        new = _write_chain(root, self._ops, key, value, B.native_inplace_support)
        if new is not root:
            if B.native_inplace_support and not B.views_write_through:
                # a backend whose slices and reshapes may share the root's buffer without
                # being views (Paddle: a copy in NumPy, such as x[0, 0]): the root gets the
                # new values by an indexed write, never from a buffer it writes
                root[...] = new
            else:
                write_into(root, new, "setitem", "inplace")
        self._stamp = None  # read again from the root

    @property
    def base(self) -> ndarray:
        return self._root
