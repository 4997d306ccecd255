"""Automatic differentiation: grad, value_and_grad, stop_gradient over nested parameters.

``value_and_grad(fn)`` differentiates ``fn`` with the autodiff of the backend
its differentiated arrays belong to: each backend's ``gradients.py`` has
``value_and_grad(f, natives, has_aux)``, where ``f`` maps a list of native
arrays to ``(native scalar, list of native aux arrays)``. ``fn`` runs with that
backend set, so ivylite functions it calls on Python scalars alone make arrays
of the same backend. The NumPy backend has no autodiff and says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..dispatch import BackendMismatchError, api, passthrough
from ..dtypes import Dtype
from ..tree import tree_flatten, tree_leaves_with_path, tree_unflatten
from ._stateful_args import unstateful

if TYPE_CHECKING:
    from ..backend import Backend

__all__ = ["grad", "value_and_grad", "stop_gradient"]

_REAL_FLOATS = frozenset(Dtype(d) for d in ("bfloat16", "float16", "float32", "float64"))


def _argnums(argnums: int | Sequence[int], n_args: int, name: str) -> tuple[int, ...]:
    single = isinstance(argnums, int)
    nums = (argnums,) if single else tuple(argnums)
    if not nums or not all(isinstance(i, int) and not isinstance(i, bool) for i in nums):
        raise TypeError(
            f"{name}: argnums must be an int or a non-empty tuple of ints, got {argnums!r}"
        )
    out = []
    for i in nums:
        if not -n_args <= i < n_args:
            raise IndexError(
                f"{name}: argnums {argnums!r} selects argument {i}, but the function was called "
                f"with {n_args} positional argument(s)"
            )
        out.append(i % n_args)
    if len(set(out)) != len(out):
        raise ValueError(f"{name}: argnums {argnums!r} repeats an argument")
    return tuple(out)


def _differentiated_leaves(args: tuple, nums: tuple[int, ...], name: str) -> tuple[list, Any]:
    """The leaves to differentiate (ivylite arrays of one backend, real floating) and
    that backend."""
    from ..array import Array

    backend = None
    leaves = []
    for i in nums:
        for path, leaf in tree_leaves_with_path(args[i]):
            where = f"argument {i}{path}"
            if not isinstance(leaf, Array):
                raise TypeError(
                    f"{name}: {where} is a {type(leaf).__name__}, not an ivylite array; the "
                    "differentiated arguments must hold ivylite arrays only (convert with "
                    "ivylite.asarray, or move it to an argument not in argnums)"
                )
            if leaf._dtype not in _REAL_FLOATS:
                raise TypeError(
                    f"{name}: {where} has dtype {leaf._dtype}; gradients are taken with respect "
                    "to real floating arrays only (bfloat16, float16, float32, float64): cast it "
                    "with astype, or move it to an argument not in argnums"
                )
            B = leaf._backend
            if backend is None:
                backend = B
            elif B is not backend:
                raise BackendMismatchError(
                    f"{name}: {where} is an array of the {B.name} backend, earlier leaves are "
                    f"{backend.name}; differentiate arrays of one backend"
                )
            leaves.append(leaf)
    if backend is None:
        raise ValueError(
            f"{name}: the arguments selected by argnums {nums} hold no arrays to differentiate"
        )
    return leaves, backend


def _check_value(out: Any, B: Backend, name: str) -> Any:
    from ..array import Array

    if not isinstance(out, Array):
        raise TypeError(
            f"{name}: the function must return a 0-d floating ivylite array (the value to "
            f"differentiate), got {type(out).__name__}"
        )
    if out._backend is not B:
        raise BackendMismatchError(
            f"{name}: the function returned an array of the {out._backend.name} backend, but "
            f"differentiates {B.name} arrays"
        )
    shape = tuple(B.shape(out._data))
    if shape != () or out._dtype not in _REAL_FLOATS:
        raise TypeError(
            f"{name}: the function must return a 0-d real floating array, got shape {shape} and "
            f"dtype {out._dtype}; reduce it to a scalar (ivylite.sum, ivylite.mean) first"
        )
    return out._data


def _backend_value_and_grad(B: Backend) -> Callable[..., Any]:
    """The backend's ``value_and_grad``, from the families it loaded (no import
    machinery, and no cache filled on first use, while a compiler traces: a cache
    met empty while tracing would make torch.compile trace the function again)."""
    return B.families["gradients"].value_and_grad


def _value_and_grad(
    fn: Callable[..., Any], argnums: int | Sequence[int], has_aux: bool, name: str
) -> Callable[..., Any]:
    from ..backend import current_backend, using_backend

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        nums = _argnums(argnums, len(args), name)
        stateful = unstateful(fn, args, nums, has_aux)
        if stateful is not None:  # a Module: differentiate its parameters, by name
            fn2, args2, finish = stateful
            value, grads = _value_and_grad(fn2, argnums, True, name)(*args2, **kwargs)
            aux = finish(value[1])
            return ((value[0], aux) if has_aux else value[0]), grads
        leaves, B = _differentiated_leaves(args, nums, name)
        structure = [tree_flatten(args[i])[1] for i in nums]
        dtypes = [leaf._dtype for leaf in leaves]
        A = B.array_cls
        aux_box: list = []

        def f(natives: list) -> tuple[Any, list]:
            arrays = [A(n, d) for n, d in zip(natives, dtypes)]
            call_args = list(args)
            start = 0
            for i, treedef in zip(nums, structure):
                stop = start + treedef.num_leaves
                call_args[i] = tree_unflatten(treedef, arrays[start:stop])
                start = stop
            result = fn(*call_args, **kwargs)
            if has_aux:
                if not (isinstance(result, (tuple, list)) and len(result) == 2):
                    raise TypeError(
                        f"{name}: has_aux=True needs the function to return a pair "
                        f"(value, aux), got {type(result).__name__}"
                    )
                result, aux = result
                aux_leaves, aux_def = tree_flatten(aux)
                natives_aux = [
                    x._data if type(x) is A else x for x in aux_leaves
                ]  # arrays of B go through the framework (JAX traces them)
                aux_box[:] = [aux_def, [type(x) is A and x._dtype for x in aux_leaves]]
                return _check_value(result, B, name), natives_aux
            return _check_value(result, B, name), []

        backend_fn = _backend_value_and_grad(B)
        natives = [leaf._data for leaf in leaves]
        if current_backend() is B:
            value, grads, aux_natives = backend_fn(f, natives, has_aux)
        else:
            with using_backend(B.name):
                value, grads, aux_natives = backend_fn(f, natives, has_aux)
        value = A(value, B.dtype_of(value))
        grad_arrays = [A(g, d) for g, d in zip(grads, dtypes)]
        trees = []
        start = 0
        for treedef in structure:
            stop = start + treedef.num_leaves
            trees.append(tree_unflatten(treedef, grad_arrays[start:stop]))
            start = stop
        out = trees[0] if isinstance(argnums, int) else tuple(trees)
        if has_aux:
            aux_def, aux_dtypes = aux_box
            aux = tree_unflatten(
                aux_def, [A(x, d) if d else x for x, d in zip(aux_natives, aux_dtypes)]
            )
            return (value, aux), out
        return value, out

    wrapped.__name__ = f"{name}({getattr(fn, '__name__', 'fn')})"
    wrapped.__doc__ = fn.__doc__
    return wrapped


def value_and_grad(
    fn: Callable[..., Any], argnums: int | Sequence[int] = 0, has_aux: bool = False
) -> Callable[..., Any]:
    """A function returning ``(fn(*args), gradient of fn)`` with respect to ``args[argnums]``.

    ``fn`` takes ivylite arrays (or dicts/lists/tuples of them) and returns a
    0-d real floating array, or ``(value, aux)`` with ``has_aux=True``. The
    gradients have the tree structure and the dtypes of the selected
    argument(s): one tree for an int ``argnums``, a tuple of trees for a
    tuple, as in ``jax.value_and_grad``. A differentiated ``ivylite.nn.Module``
    argument is differentiated with respect to its parameters: its gradient is
    a dict keyed by the names of ``named_parameters()`` (buffers are not
    differentiated; state the call changes, such as running statistics, is
    kept). The differentiated arrays must be real floating arrays of one backend, which must have autodiff (torch,
    jax, tensorflow, paddle); ``fn`` runs with that backend set.

    Examples
    --------
    >>> import ivylite
    >>> f = lambda p: ivylite.sum(p["w"] * p["w"])
    >>> params = {"w": ivylite.asarray([1.0, 2.0])}
    >>> ivylite.value_and_grad(f)(params)
    Traceback (most recent call last):
    ...
    NotImplementedError: value_and_grad: the numpy backend has no automatic differentiation; ...
    >>> torch_params = {"w": ivylite.backend("torch").asarray([1.0, 2.0])}
    >>> value, grads = ivylite.value_and_grad(f)(torch_params)
    >>> value
    ivylite.array(5., dtype=float32, backend=torch)
    >>> grads
    {'w': ivylite.array([2., 4.], dtype=float32, backend=torch)}
    """
    return _value_and_grad(fn, argnums, has_aux, "value_and_grad")


def grad(
    fn: Callable[..., Any], argnums: int | Sequence[int] = 0, has_aux: bool = False
) -> Callable[..., Any]:
    """A function returning the gradient of ``fn`` (``(grads, aux)`` with ``has_aux=True``).

    See :func:`value_and_grad` for what ``fn`` and ``argnums`` may be.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.using_backend("torch"):
    ...     x = ivylite.asarray([0.0, 1.0])
    ...     print(ivylite.grad(lambda x: ivylite.sum(3.0 * x * x + 1.0))(x))
    ...     print(ivylite.grad(lambda x, y: ivylite.sum(x * y), argnums=(0, 1))(x, x + 1.0))
    ivylite.array([0., 6.], dtype=float32, backend=torch)
    (ivylite.array([1., 2.], dtype=float32, backend=torch), ivylite.array([0., 1.], dtype=float32, backend=torch))
    """
    vg = _value_and_grad(fn, argnums, has_aux, "grad")

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        value, grads = vg(*args, **kwargs)
        return (grads, value[1]) if has_aux else grads

    wrapped.__name__ = f"grad({getattr(fn, '__name__', 'fn')})"
    wrapped.__doc__ = fn.__doc__
    return wrapped


@api(passthrough, "gradients")
def stop_gradient(x: Any, /) -> Any:
    """``x`` as a value that gradients do not flow through (a constant for autodiff).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.stop_gradient(ivylite.asarray([1, 2], dtype="int8"))
    ivylite.array([1, 2], dtype=int8, backend=numpy)
    >>> tx = ivylite.backend("torch").asarray([3.0])
    >>> f = lambda x: ivylite.sum(x * ivylite.stop_gradient(x))
    >>> ivylite.grad(f)(tx)
    ivylite.array([3.], dtype=float32, backend=torch)
    """
