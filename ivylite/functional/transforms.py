"""Function transformations: jit (compile) and vmap (vectorise) over trees of arrays.

Both take a function of ivylite arrays (and of trees of them: dicts, lists,
tuples, registered nodes; see :mod:`ivylite.tree`) and hand it to the
framework of the backend its array arguments belong to:

===========  ==========================================  ==========================================
backend      :func:`jit`                                 :func:`vmap`
===========  ==========================================  ==========================================
jax          ``jax.jit``                                 ``jax.vmap``
tensorflow   ``tf.function``                             ``tf.vectorized_map``
torch        ``torch.compile`` (``backend="aot_eager"``)  ``torch.func.vmap``
numpy        runs as is (NumPy has no compiler)          a Python loop over the mapped axis
paddle       runs as is                                  a Python loop over the mapped axis
===========  ==========================================  ==========================================

A backend provides them in an optional module ``ivylite/backends/<name>/transforms.py``
(``compile(fn, options)``, ``vectorize(fn, natives, axes, size)``,
``while_loop(cond, body, natives)``...), declared by the second backend contract
(:class:`ivylite.backends._contract.BackendTransforms`), checked when the backend
loads and read once (``Backend.transforms``); a backend without ``compile`` or
``vectorize`` (NumPy, Paddle) runs compiled functions as they are and vectorises
with the loop above, which is slower than real vectorisation but gives the same
values.

The array leaves of the arguments are traced (their values may change from
call to call without recompiling); every other leaf (Python numbers,
strings, None) and the arguments named static are part of the cache key, so
they must be hashable, and a new value compiles anew, as ``jax.jit`` does
with static arguments. A function is also compiled anew for new shapes or
dtypes of its arrays.

The settings (default dtypes, promotion policy, casting mode) are those of
the call: on torch, where Dynamo cannot read a ``ContextVar``, the settings
reader returns the caller's settings while the function is traced, so they
are constants of the compiled graph and a call under other settings traces
anew. A whole training step (``value_and_grad`` over a Module, the optimiser's
pure update) then becomes one torch graph (``tests/test_transforms.py``
counts the graphs and breaks).
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..array import Array
from ..errors import BackendMismatchError
from ..tree import (
    TreeDef,
    tree_children,
    tree_flatten,
    tree_leaves_with_path,
    tree_structure,
    tree_unflatten,
)

if TYPE_CHECKING:
    from ..backend import Backend

__all__ = ["jit", "vmap", "while_loop"]


def _backend_of(arrays: Sequence[Array], name: str) -> Backend:
    from ..backend import current_backend, load

    B = None
    for a in arrays:
        if B is None:
            B = a._backend
        elif a._backend is not B:
            raise BackendMismatchError(
                f"{name}: arrays of two backends in one call ({B.name} and {a._backend.name}); "
                "convert one with ivylite.backend(name).asarray(x)"
            )
    return B or current_backend() or load("numpy")


def _on(B: Backend) -> Any:
    """A context with ``B`` set as the backend (nothing to do when it already is)."""
    from ..backend import current_backend, using_backend

    return contextlib.nullcontext() if current_backend() is B else using_backend(B.name)


def _static_key(leaf: Any, path: str, name: str) -> Any:
    try:
        hash(leaf)
    except TypeError:
        raise TypeError(
            f"{name}: argument{path} is a {type(leaf).__name__}, neither an ivylite array "
            "(traced) nor hashable (a static value, part of the cache key); convert it with "
            "ivylite.asarray"
        ) from None
    return (type(leaf), leaf)


class _OutputSpec:
    """What a traced function returned besides its arrays' natives: the tree
    structure, the other leaves and the arrays' dtypes, recorded at each trace.

    An attribute store, not a list's contents: torch.compile guards on a list it
    reads (the first call, meeting it empty, would then trace twice) but not on
    an attribute it only writes."""

    __slots__ = ("spec",)


def _wrap_outputs(B: Backend, box: _OutputSpec, natives: Sequence[Any]) -> Any:
    """The function's result rebuilt from the natives the compiled call returned."""
    out_def, static, dtypes = box.spec
    it = iter(natives)
    leaves = [B.array_cls(next(it), d) if d is not None else s for s, d in zip(static, dtypes)]
    return tree_unflatten(out_def, leaves)


def _record_outputs(out: Any, box: _OutputSpec) -> list:
    """The natives of ``out``'s arrays; its structure, other leaves and dtypes go in ``box``."""
    leaves, out_def = tree_flatten(out)
    box.spec = (
        out_def,
        [None if isinstance(x, Array) else x for x in leaves],
        [x._dtype if isinstance(x, Array) else None for x in leaves],
    )
    return [x._data for x in leaves if isinstance(x, Array)]


class _Jitted:
    """A function compiled by its arguments' backend, one compilation per cache key."""

    def __init__(
        self,
        fn: Callable[..., Any],
        static_argnums: tuple[int, ...],
        static_argnames: tuple[str, ...],
        options: dict[str, Any],
    ) -> None:
        self.fn = fn
        self.static_argnums = static_argnums
        self.static_argnames = static_argnames
        self.options = options
        self._cache: dict[Any, tuple[Callable[..., Any], _OutputSpec]] = {}
        functools.update_wrapper(self, fn)

    def __repr__(self) -> str:
        return f"<ivylite.jit of {getattr(self.fn, '__qualname__', self.fn)!r}>"

    def __get__(self, obj: Any, objtype: Any = None) -> Any:  # as a method
        return self if obj is None else functools.partial(self, obj)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        n = len(args)
        nums = {i % n for i in self.static_argnums if -n <= i < n}
        static = tuple((i, args[i]) for i in sorted(nums))
        static += tuple(sorted((k, v) for k, v in kwargs.items() if k in self.static_argnames))
        dyn_args = tuple(None if i in nums else a for i, a in enumerate(args))
        dyn_kwargs = {k: v for k, v in kwargs.items() if k not in self.static_argnames}
        leaves, treedef = tree_flatten((dyn_args, dyn_kwargs))
        arrays = [x for x in leaves if isinstance(x, Array)]
        B = _backend_of(arrays, "jit")
        compile_fn = B.transforms.compile
        if compile_fn is None:  # no compiler: run as is
            with _on(B):
                return self.fn(*args, **kwargs)
        key = self._key(B, treedef, leaves, static)
        entry = self._cache.get(key)
        if entry is None:
            entry = self._cache[key] = self._compile(compile_fn, B, treedef, leaves, args, static)
        compiled, box = entry
        natives = [x._data for x in arrays]
        with _on(B):  # arrays the function makes from Python values are of B
            out = compiled(*natives)
        return _wrap_outputs(B, box, out)

    def _key(self, B: Backend, treedef: TreeDef, leaves: list, static: tuple) -> Any:
        parts = []
        for x in leaves:
            if isinstance(x, Array):
                parts.append((x._dtype, tuple(B.shape(x._data))))
            else:
                try:
                    parts.append((type(x), x, hash(x)))
                except TypeError:
                    paths = dict((id(v), p) for p, v in tree_leaves_with_path(leaves))
                    _static_key(x, paths.get(id(x), ""), "jit")
        for _, v in static:
            try:
                hash(v)
            except TypeError:
                raise TypeError(
                    f"jit: a static argument must be hashable, got a {type(v).__name__}"
                ) from None
        return (B.name, treedef, tuple(parts), static)

    def _compile(
        self, compile_fn: Any, B: Backend, treedef: TreeDef, leaves: list, args: tuple,
        static: tuple,
    ) -> tuple[Callable[..., Any], _OutputSpec]:  # fmt: skip
        fn = self.fn
        slots = [(x._dtype if isinstance(x, Array) else None, x) for x in leaves]
        box = _OutputSpec()
        n_args = len(args)
        static_pos = {i: v for i, v in static if isinstance(i, int)}
        static_kw = {k: v for k, v in static if isinstance(k, str)}

        def native_fn(*natives: Any) -> list:
            it = iter(natives)
            rebuilt = [B.array_cls(next(it), d) if d is not None else x for d, x in slots]
            call_args, call_kwargs = tree_unflatten(treedef, rebuilt)
            call_args = [static_pos.get(i, a) for i, a in enumerate(call_args[:n_args])]
            return _record_outputs(fn(*call_args, **call_kwargs, **static_kw), box)

        native_fn.__name__ = getattr(fn, "__name__", "jitted")
        return compile_fn(native_fn, self.options), box


def jit(
    fn: Callable[..., Any],
    static_argnums: int | Sequence[int] = (),
    static_argnames: str | Sequence[str] = (),
    *,
    donate_argnums: int | Sequence[int] = (),
    donate_argnames: str | Sequence[str] = (),
    compiler_options: dict[str, Any] | None = None,
) -> Callable[..., Any]:
    """``fn`` compiled by the framework of its arguments' backend (see the table above).

    ``fn`` takes ivylite arrays and trees of them and returns the same. The
    arguments at ``static_argnums`` (and named ``static_argnames``) are
    constants of the compilation: hashable, and a new value compiles anew.
    ``donate_argnums``/``donate_argnames`` are accepted for JAX compatibility
    and ignored (no buffer is reused). ``compiler_options`` go to the
    compiler (``jax.jit``, ``tf.function``, ``torch.compile``: for instance
    ``{"backend": "inductor"}`` for torch's code generator instead of the
    default ``"aot_eager"``, which traces and runs the graph without
    generating code). On NumPy and Paddle ``fn`` runs as is.

    Examples
    --------
    >>> import ivylite
    >>> f = ivylite.jit(lambda x, n: x * n, static_argnums=1)
    >>> f(ivylite.asarray([1.0, 2.0]), 3)
    ivylite.array([3., 6.], dtype=float32, backend=numpy)
    >>> with ivylite.using_backend("jax"):
    ...     f(ivylite.asarray([1.0, 2.0]), 2)
    ivylite.array([2., 4.], dtype=float32, backend=jax)
    """
    nums = (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums)
    names = (static_argnames,) if isinstance(static_argnames, str) else tuple(static_argnames)
    del donate_argnums, donate_argnames  # accepted, not used: no buffer is donated
    return _Jitted(fn, nums, names, dict(compiler_options or {}))


def _axes_of_leaves(in_axes: Any, args: tuple, name: str) -> list:
    """The mapped axis (int or None) of every leaf of ``args``: ``in_axes`` is an int
    or None for all, or one entry per argument, each a prefix tree of it."""
    if in_axes is None or isinstance(in_axes, int):
        per_arg = [in_axes] * len(args)
    else:
        per_arg = list(in_axes)
        if len(per_arg) != len(args):
            raise ValueError(
                f"{name}: in_axes has {len(per_arg)} entries for {len(args)} positional arguments"
            )
    out: list = []
    for axes, arg in zip(per_arg, args):
        out += _broadcast_prefix(axes, arg, name)
    return out


def _broadcast_prefix(prefix: Any, tree: Any, name: str) -> list:
    if prefix is None or isinstance(prefix, int):
        return [prefix] * tree_structure(tree).num_leaves
    prefix_leaves, prefix_def = tree_flatten(prefix)
    # each leaf of the prefix covers one subtree of the tree
    subtrees = _subtrees(prefix_def, tree, name)
    out: list = []
    for axis, sub in zip(prefix_leaves, subtrees):
        out += [axis] * tree_structure(sub).num_leaves
    return out


def _subtrees(prefix_def: TreeDef, tree: Any, name: str) -> list:
    if prefix_def.kind == "leaf":
        return [tree]
    if prefix_def.kind == "none":
        return []
    kids = _children(tree, prefix_def, name)
    out: list = []
    for child_def, child in zip(prefix_def.children, kids):
        out += _subtrees(child_def, child, name)
    return out


def _children(tree: Any, prefix_def: TreeDef, name: str) -> list:
    own = tree_structure(tree)
    if own.kind != prefix_def.kind or len(own.children) != len(prefix_def.children):
        raise ValueError(
            f"{name}: in_axes {prefix_def!r} is not a prefix of the argument's structure {own!r}"
        )
    return tree_children(tree)


def _mapped_size(leaves: list, axes: list, axis_size: int | None, name: str) -> int:
    sizes = set()
    for x, axis in zip(leaves, axes):
        if axis is None:
            continue
        if not isinstance(x, Array):
            raise TypeError(
                f"{name}: a mapped argument leaf is a {type(x).__name__}, not an ivylite array; "
                "map arrays only (in_axes None for the others)"
            )
        shape = x.shape
        if not -len(shape) <= axis < len(shape):
            raise ValueError(
                f"{name}: in_axes {axis} is out of range for an argument of shape {shape}"
            )
        sizes.add(shape[axis])
    if len(sizes) > 1:
        raise ValueError(f"{name}: the mapped axes have different sizes {sorted(sizes)}")
    if sizes:
        return sizes.pop()
    if axis_size is None:
        raise ValueError(f"{name}: no argument is mapped; give axis_size")
    return axis_size


def _loop(native_fn: Callable[..., list], B: Backend, mapped: list, axes: list, n: int) -> list:
    """Vectorisation by a loop over the mapped axis (backends without a vectoriser)."""
    ns = B.ns
    outs = []
    for i in range(n):
        parts = [B.array_cls(x, B.dtype_of(x))[(slice(None),) * a + (i,)]._data
                 for x, a in zip(mapped, axes)]  # fmt: skip
        outs.append([B.array_cls(o, B.dtype_of(o)) for o in native_fn(*parts)])
    if not outs:
        raise ValueError("vmap: the mapped axis has size 0 on a backend that loops over it")
    return [ns.stack(list(column), axis=0)._data for column in zip(*outs)]


def _place_out_axes(out: Any, out_axes: Any, B: Backend) -> Any:
    """Move the batch axis (first, as vectorised) of each output leaf to its out axis."""
    leaves, out_def = tree_flatten(out)
    axes = (
        _broadcast_prefix(out_axes, out, "vmap") if out_axes is not None else [None] * len(leaves)
    )
    ns = B.ns
    placed = []
    for x, axis in zip(leaves, axes):
        if not isinstance(x, Array):
            placed.append(x)
        elif axis is None:
            placed.append(x[0])
        elif axis % x.ndim:
            placed.append(ns.moveaxis(x, 0, axis))
        else:
            placed.append(x)
    return tree_unflatten(out_def, placed)


def vmap(
    fn: Callable[..., Any],
    in_axes: Any = 0,
    out_axes: Any = 0,
    *,
    axis_size: int | None = None,
) -> Callable[..., Any]:
    """``fn`` mapped over an axis of its arguments, vectorised by the backend (see the
    table above), as ``jax.vmap``.

    ``in_axes``: an int or None for every argument, or one entry per
    positional argument, each an int, None (not mapped) or a tree prefix of
    that argument. ``out_axes`` likewise places the mapped axis in the
    results (None: the result does not vary along it). Calls nest (a vmap of
    a vmap) and compose with :func:`ivylite.grad` and :func:`jit`. On NumPy
    and Paddle the function is called once per index of the mapped axis and
    the results stacked.

    Examples
    --------
    >>> import ivylite
    >>> dot = lambda a, b: ivylite.sum(a * b)
    >>> x = ivylite.asarray([[1.0, 2.0], [3.0, 4.0]])
    >>> ivylite.vmap(dot, in_axes=(0, None))(x, ivylite.asarray([1.0, 1.0]))
    ivylite.array([3., 7.], dtype=float32, backend=numpy)
    >>> with ivylite.using_backend("torch"):
    ...     ivylite.vmap(dot, in_axes=(1, None))(ivylite.asarray(x), ivylite.asarray([1.0, 0.0]))
    ivylite.array([1., 2.], dtype=float32, backend=torch)
    """

    @functools.wraps(fn)
    def mapped(*args: Any) -> Any:
        leaves, treedef = tree_flatten(args)
        axes = _axes_of_leaves(in_axes, args, "vmap")
        n = _mapped_size(leaves, axes, axis_size, "vmap")
        arrays = [x for x in leaves if isinstance(x, Array)]
        B = _backend_of(arrays, "vmap")
        slots = [
            (
                i,
                (axis % x.ndim) if axis is not None else None,
                x._dtype if axis is not None else None,
            )
            for i, (x, axis) in enumerate(zip(leaves, axes))
        ]
        mapped_slots = [(i, a, d) for i, a, d in slots if a is not None]
        box = _OutputSpec()

        def native_fn(*natives: Any) -> list:
            rebuilt = list(leaves)
            for (i, _, d), native in zip(mapped_slots, natives):
                rebuilt[i] = B.array_cls(native, d)
            return _record_outputs(fn(*tree_unflatten(treedef, rebuilt)), box)

        natives = [leaves[i]._data for i, _, _ in mapped_slots]
        mapped_axes = [a for _, a, _ in mapped_slots]
        with _on(B):  # arrays the function makes from Python values are of B
            if not natives:  # nothing mapped: one call, broadcast along a new axis
                return _place_out_axes(_repeat(fn(*args), n, B), out_axes, B)
            vectorize = B.transforms.vectorize
            if vectorize is None:
                outs = _loop(native_fn, B, natives, mapped_axes, n)
            else:
                outs = vectorize(native_fn, natives, mapped_axes, n)
            return _place_out_axes(_wrap_outputs(B, box, outs), out_axes, B)

    return mapped


def _repeat(out: Any, n: int, B: Backend) -> Any:
    ns = B.ns

    def rep(x: Any) -> Any:
        if not isinstance(x, Array):
            return x
        return ns.broadcast_to(ns.expand_dims(x, axis=0), (n, *x.shape))

    leaves, out_def = tree_flatten(out)
    return tree_unflatten(out_def, [rep(x) for x in leaves])


def _concrete_bool(pred: Any) -> bool | None:
    """``bool(pred)``, or None when ``pred`` is traced (it has no value yet)."""
    if not isinstance(pred, Array):
        return bool(pred)
    try:
        return bool(pred)
    except Exception:  # noqa: BLE001 - each tracer refuses bool() in its own way
        return None


def while_loop(
    cond_fun: Callable[[Any], Any], body_fun: Callable[[Any], Any], init_val: Any
) -> Any:
    """``val = body_fun(val)`` while ``cond_fun(val)`` is true; returns the last ``val``.

    ``val`` is a tree of arrays. The loop runs in Python while the predicate
    has a value; under a compiler that traces it (``jit`` on JAX or
    TensorFlow) the framework's own loop runs it (``jax.lax.while_loop``,
    ``tf.while_loop``), which needs ``body_fun`` to keep the structure,
    dtypes and shapes of ``val``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.while_loop(lambda v: v[0] < 5, lambda v: (v[0] + 2, v[1] * 2), (0, 1))
    (6, 8)
    >>> step = ivylite.jit(lambda x: ivylite.while_loop(lambda v: ivylite.sum(v) < 10, lambda v: v * 2, x))
    >>> with ivylite.using_backend("jax"):
    ...     step(ivylite.asarray([1.0, 2.0]))
    ivylite.array([4., 8.], dtype=float32, backend=jax)
    """
    val = init_val
    while True:
        go = _concrete_bool(cond_fun(val))
        if go is None:
            return _native_while(cond_fun, body_fun, val)
        if not go:
            return val
        val = body_fun(val)


def _native_while(cond_fun: Callable[[Any], Any], body_fun: Callable[[Any], Any], val: Any) -> Any:
    leaves, treedef = tree_flatten(val)
    arrays = [x for x in leaves if isinstance(x, Array)]
    B = _backend_of(arrays, "while_loop")
    native_loop = B.transforms.while_loop
    if native_loop is None:
        raise TypeError(
            f"while_loop: the predicate is a traced value and the {B.name} backend has no "
            "compiled loop in ivylite; run the loop outside the compiled function"
        )
    dtypes = [x._dtype if isinstance(x, Array) else None for x in leaves]

    def rebuild(natives: Sequence[Any]) -> Any:
        it = iter(natives)
        return tree_unflatten(
            treedef,
            [B.array_cls(next(it), d) if d is not None else x for d, x in zip(dtypes, leaves)],
        )

    def cond(*natives: Any) -> Any:
        pred = cond_fun(rebuild(natives))
        return pred._data if isinstance(pred, Array) else pred

    def body(*natives: Any) -> list:
        out_leaves, out_def = tree_flatten(body_fun(rebuild(natives)))
        if out_def != treedef or any(
            isinstance(x, Array) != (d is not None) for x, d in zip(out_leaves, dtypes)
        ):
            raise TypeError(
                f"while_loop: body_fun returned structure {out_def!r}, the loop carries "
                f"{treedef!r}; a compiled loop keeps the structure of its value"
            )
        return [B.ns.astype(x, d)._data for x, d in zip(out_leaves, dtypes) if d is not None]

    return rebuild(native_loop(cond, body, [x._data for x in arrays]))
