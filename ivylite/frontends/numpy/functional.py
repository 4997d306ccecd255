"""NumPy's functional programming helpers: ``apply_along_axis``,
``apply_over_axes``, ``vectorize``, ``piecewise``.

The Python function runs once per 1-D slice (``apply_along_axis``) or per
element (``vectorize``, which passes Python scalars).
"""

from __future__ import annotations

import builtins
import itertools
from typing import Any

import ivylite

from ._helpers import NUMPY, normalize_axis
from .dtypes import as_numpy_dtype
from .manipulation import expand_dims
from .ndarray import ndarray
from .promotion import as_array

__all__ = ["apply_along_axis", "apply_over_axes", "vectorize", "piecewise"]


def _nd(x: Any) -> Any:
    return x if isinstance(x, ndarray) else ndarray(as_array(x))


@NUMPY.function(converts=False)
def apply_along_axis(func1d: Any, axis: int, arr: Any, *args: Any, **kwargs: Any) -> Any:
    """``func1d`` applied to each 1-D slice along ``axis``; its results (of the
    first result's dtype) take that axis's place.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.apply_along_axis(lambda a: a[0] + a[-1], 1, np.array([[1, 2, 3], [4, 5, 6]]))
    array([ 4, 10])
    """
    x = _nd(arr).ivy_array
    axis = normalize_axis(axis, x.ndim)
    moved = ivylite.moveaxis(x, axis, -1)
    outer = moved.shape[:-1]
    results = []
    for index in itertools.product(*(range(n) for n in outer)):
        r = func1d(ndarray(moved[index]), *args, **kwargs)
        results.append(as_array(r))
    if not results:
        raise ValueError("Cannot apply_along_axis when any iteration dimensions are 0")
    d = results[0].dtype
    stacked = ivylite.stack([r if r.dtype is d else ivylite.astype(r, d) for r in results])
    res_nd = results[0].ndim
    out = ivylite.reshape(stacked, (*outer, *results[0].shape))
    # the result's own axes go where ``axis`` was
    order = list(range(len(outer)))
    order[axis:axis] = list(range(len(outer), len(outer) + res_nd))
    return ndarray(ivylite.permute_dims(out, tuple(order)))


@NUMPY.function(converts=False)
def apply_over_axes(func: Any, a: Any, axes: Any) -> Any:
    """``func(a, axis)`` applied for each axis in turn, dimensions kept.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.apply_over_axes(np.sum, np.arange(6).reshape(2, 3), [0, 1])
    array([[15]])
    """
    val = _nd(a)
    for ax in axes if isinstance(axes, (list, tuple)) else [axes]:
        ax = normalize_axis(ax, val.ndim)
        res = _nd(func(val, ax))
        val = res if res.ndim == val.ndim else expand_dims(res, ax)
    return val


class vectorize:
    """A function of Python scalars made to take arrays, elementwise (with
    broadcasting); the output dtype is the first result's unless ``otypes``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> f = np.vectorize(lambda a, b: a - b if a > b else a + b)
    >>> f(np.array([1, 2, 3, 4]), 2)
    array([3, 4, 1, 2])
    """

    def __init__(self, pyfunc: Any = None, otypes: Any = None, doc: Any = None,
                 excluded: Any = None, cache: bool = False, signature: Any = None) -> None:  # fmt: skip
        if signature is not None:
            raise NotImplementedError(
                "vectorize(signature=...) is not supported by ivylite's numpy frontend"
            )
        self.pyfunc = pyfunc
        self.otypes = otypes
        self.excluded = set(excluded or ())
        self.__doc__ = doc if doc is not None else getattr(pyfunc, "__doc__", None)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        vary = [i for i in range(len(args)) if i not in self.excluded]
        arrays = [as_array(args[i]) for i in vary]
        if not arrays:
            return self.pyfunc(*args, **kwargs)
        shaped = ivylite.broadcast_arrays(*arrays) if len(arrays) > 1 else arrays
        flat = [ivylite.reshape(a, (-1,)).tolist() for a in shaped]
        outputs = []
        for values in zip(*flat):
            call = list(args)
            for i, v in zip(vary, values):
                call[i] = v
            outputs.append(self.pyfunc(*call, **kwargs))
        shape = shaped[0].shape
        if not outputs:
            if self.otypes is None:
                raise ValueError("cannot call `vectorize` on size 0 inputs unless `otypes` is set")
            return ndarray(ivylite.zeros(shape, dtype=as_numpy_dtype(self.otypes[0])))
        if type(outputs[0]) is tuple:
            columns = list(zip(*outputs))
            return tuple(self._array(list(c), shape, k) for k, c in enumerate(columns))
        return self._array(outputs, shape, 0)

    def _array(self, values: list, shape: tuple, k: int) -> Any:
        if self.otypes:
            d = as_numpy_dtype(self.otypes[k])
        else:
            d = as_array(values[0]).dtype
        flat = [v.item() if hasattr(v, "item") else v for v in values]
        if d.kind in ("int", "uint") and builtins.any(type(v) is builtins.float for v in flat):
            flat = [builtins.int(v) for v in flat]
        return ndarray(ivylite.reshape(as_array(flat, d), shape))


@NUMPY.function(converts=False)
def piecewise(x: Any, condlist: Any, funclist: Any, *args: Any, **kw: Any) -> Any:
    """``funclist[i]`` (a function or a value) where ``condlist[i]`` holds; a
    further function is the default for the rest.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.linspace(-2, 2, 5)
    >>> np.piecewise(x, [x < 0, x >= 0], [lambda v: -v, lambda v: v])
    array([2., 1., 0., 1., 2.])
    """
    xs = _nd(x)
    conds = [as_array(c) for c in (condlist if isinstance(condlist, list) else [condlist])]
    if len(funclist) == len(conds) + 1:
        rest = conds[0] == conds[0]
        for c in conds:
            rest = rest & ~c
        conds.append(rest)
    out = ivylite.zeros_like(xs.ivy_array)
    for c, f in zip(conds, funclist):
        if callable(f):
            vals = as_array(f(ndarray(xs.ivy_array[c]), *args, **kw))
            upd = ivylite.asarray(out, copy=True)
            upd[c] = vals if vals.dtype is out.dtype else ivylite.astype(vals, out.dtype)
            out = upd
        else:
            out = ivylite.where(c, ivylite.astype(as_array(f), out.dtype), out)
    return ndarray(out)
