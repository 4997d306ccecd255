"""How the support probe calls each public function with one dtype.

A recipe is ``(ns, name, dtype) -> result``: ``ns`` is a backend namespace
(the public functions, or the same functions rebuilt without their dtype
declarations), ``name`` the registry name and ``dtype`` the dtype under
test. The result is one array the probe judges: its dtype against the
function's promise and its values against the NumPy backend's. Functions that
return several arrays are judged on one array made of them.

:data:`RECIPES` holds the functions that need their own call; the others are
called by their kind (:data:`BY_KIND`: ``f(x1, x2)`` or ``f(x)``), and every
other function with one array argument (reductions, ``*_like``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .. import config
from ..dtypes import dtype_kind, numpy_dtype
from .samples import DOMAINS, array, in_domain, matrix, sample, seeded

__all__ = ["Recipe", "RECIPES", "BY_KIND", "recipe_for"]

Recipe = Callable[[Any, str, str], Any]

_FILL = {"bool": True, "int": 3, "uint": 3, "float": 2.5, "complex": 1 - 2j}


def _shaped(call: Callable[..., Any], *shapes: tuple[int, ...], **kwargs: Any) -> Recipe:
    """``call(f, *arrays, **kwargs)`` with seeded arrays of ``shapes`` (all of dtype d)."""

    def run(ns: Any, f: str, d: str) -> Any:
        arrays = [seeded(ns, d, s, seed=i) for i, s in enumerate(shapes)]
        return call(getattr(ns, f), *arrays, **kwargs)

    return run


def _unary(**kwargs: Any) -> Recipe:
    return _shaped(lambda f, x: f(x, **kwargs), (2, 3))


def _domain(ns: Any, f: str, d: str) -> Any:
    return getattr(ns, f)(ns.asarray(in_domain(f, d)))


def _shift(ns: Any, f: str, d: str) -> Any:
    """Shift amounts 0..3 of the same dtype."""
    return getattr(ns, f)(
        ns.asarray(sample(f, d)), ns.asarray(np.array([1, 2, 0, 3], numpy_dtype(d)))
    )


def _square(ns: Any, f: str, d: str, *args: Any, **kwargs: Any) -> Any:
    return getattr(ns, f)(matrix(ns, d), *args, **kwargs)


def _pair(ns: Any, f: str, d: str) -> Any:
    x1, x2 = ns.asarray(sample("linalg", d, 0)[:3]), ns.asarray(sample("linalg", d, 1)[:3])
    return getattr(ns, f)(x1, x2)


def _qr(ns: Any, f: str, d: str) -> Any:
    q, r = _square(ns, f, d)
    return ns.matmul(q, r)


def _square2(ns: Any, d: str, which: int) -> Any:
    return ns.reshape(ns.asarray(sample("linalg", d, which)), (2, 2))


def _fft_input(ns: Any, d: str) -> Any:
    return ns.reshape(ns.asarray(sample("fft", d)), (2, 2))


def _fft_1d(ns: Any, f: str, d: str) -> Any:
    return getattr(ns, f)(_fft_input(ns, d), n=3, axis=0, norm="ortho")


def _fft_nd(ns: Any, f: str, d: str) -> Any:
    return getattr(ns, f)(_fft_input(ns, d), s=(3, 4), axes=(0, 1), norm="forward")


def _fft_freq(ns: Any, f: str, d: str) -> Any:
    with config.DefaultFloatDtype(d):
        return getattr(ns, f)(5, d=0.5)


def _fft_shift(ns: Any, f: str, d: str) -> Any:
    return getattr(ns, f)(ns.astype(ns.reshape(ns.arange(9), (3, 3)), d), axes=(0, -1))


def _duplicates(ns: Any, f: str, d: str) -> Any:
    """The two samples and the first again: an input with repeated values."""
    return ns.concat([array(ns, f, d, 0), array(ns, f, d, 1), array(ns, f, d, 0)])


def _meshgrid(ns: Any, f: str, d: str) -> Any:
    a, b = array(ns, f, d, 0), ns.getitem(array(ns, f, d, 1), slice(0, 3))
    xy, ij = ns.meshgrid(a, b), ns.meshgrid(a, b, indexing="ij")
    return ns.concat([ns.stack(xy), ns.permute_dims(ns.stack(ij), (0, 2, 1))], axis=0)


def _triangle(ns: Any, f: str, d: str) -> Any:
    x = ns.reshape(
        ns.concat([array(ns, f, d, 0), array(ns, f, d, 1), array(ns, f, d, 0)]), (2, 2, 3)
    )
    return ns.concat([getattr(ns, f)(x), getattr(ns, f)(x, k=1), getattr(ns, f)(x, k=-1)])


def _2x2(ns: Any, f: str, d: str) -> Any:
    return ns.reshape(array(ns, f, d), (2, 2))


def _host(data: list, d: str) -> np.ndarray:
    return np.array(data).astype(numpy_dtype(d))


_CREATION: dict[str, Recipe] = {
    "asarray": lambda ns, f, d: ns.asarray([[1, 0], [0, 1]], dtype=d),
    "zeros": lambda ns, f, d: ns.zeros((2, 3), dtype=d),
    "ones": lambda ns, f, d: ns.ones((2, 3), dtype=d),
    "empty": lambda ns, f, d: ns.empty((2, 3), dtype=d),
    "full": lambda ns, f, d: ns.full((2,), _FILL[dtype_kind(d)], dtype=d),
    "arange": lambda ns, f, d: ns.arange(1, 9, 2, dtype=d),
    "linspace": lambda ns, f, d: ns.linspace(0, 1, 5, dtype=d),
    "eye": lambda ns, f, d: ns.eye(3, 4, k=1, dtype=d),
    "full_like": lambda ns, f, d: ns.full_like(array(ns, f, d), _FILL[dtype_kind(d)]),
    "astype": lambda ns, f, d: ns.astype(ns.asarray(np.array([1, 0, 3, 2], np.int32)), d),
    # A NumPy array: another framework's DLPack.
    "from_dlpack": lambda ns, f, d: ns.from_dlpack(sample(f, d)),
    "meshgrid": _meshgrid,
    "tril": _triangle,
    "triu": _triangle,
}

_ELEMENTWISE: dict[str, Recipe] = {
    **{name: _domain for name in DOMAINS},
    "bitwise_left_shift": _shift,
    "bitwise_right_shift": _shift,
    "clip": lambda ns, f, d: ns.clip(ns.asarray(sample(f, d)), min=1, max=5),
}

_MANIPULATION: dict[str, Recipe] = {
    "reshape": lambda ns, f, d: ns.reshape(array(ns, f, d), (2, 2)),
    "matrix_transpose": lambda ns, f, d: ns.matrix_transpose(_2x2(ns, f, d)),
    "expand_dims": lambda ns, f, d: ns.expand_dims(array(ns, f, d), axis=0),
    "squeeze": lambda ns, f, d: ns.squeeze(ns.reshape(array(ns, f, d), (1, 4)), axis=0),
    "permute_dims": lambda ns, f, d: ns.permute_dims(_2x2(ns, f, d), (1, 0)),
    "concat": lambda ns, f, d: ns.concat([array(ns, f, d, 0), array(ns, f, d, 1)]),
    "stack": lambda ns, f, d: ns.stack([array(ns, f, d, 0), array(ns, f, d, 1)], axis=1),
    "broadcast_arrays": lambda ns, f, d: ns.stack(
        ns.broadcast_arrays(
            ns.reshape(array(ns, f, d), (4, 1)), ns.reshape(array(ns, f, d), (1, 4))
        )
    ),
    "broadcast_to": lambda ns, f, d: ns.broadcast_to(
        ns.reshape(array(ns, f, d), (4, 1)), (2, 4, 3)
    ),
    "moveaxis": lambda ns, f, d: ns.moveaxis(
        ns.reshape(array(ns, f, d), (1, 2, 2)), (0, 1), (2, 0)
    ),
    "repeat": lambda ns, f, d: ns.concat(
        [
            ns.repeat(_2x2(ns, f, d), ns.asarray([2, 0], dtype="int64"), axis=0),
            ns.reshape(ns.repeat(_2x2(ns, f, d), 2), (4, 2)),
        ]
    ),
    "roll": lambda ns, f, d: ns.roll(_2x2(ns, f, d), (1, -1), axis=(0, 1)),
    "tile": lambda ns, f, d: ns.tile(_2x2(ns, f, d), (2, 1, 3)),
    "unstack": lambda ns, f, d: ns.concat(list(ns.unstack(_2x2(ns, f, d), axis=1))),
}

_INDEXING_AND_SEARCHING: dict[str, Recipe] = {
    "where": lambda ns, f, d: ns.where(
        ns.asarray(np.array([True, False, True, False])), array(ns, f, d, 0), array(ns, f, d, 1)
    ),
    "getitem": lambda ns, f, d: ns.getitem(array(ns, f, d), slice(1, 3)),
    "setitem": lambda ns, f, d: ns.setitem(
        ns.asarray(sample("take", d)), slice(1, 3), ns.asarray(sample("take", d, 1)[:2])
    ),
    "take": lambda ns, f, d: ns.take(
        ns.reshape(ns.asarray(sample("take", d)), (2, 2)),
        ns.asarray([1, 0, 1], dtype="int64"),
        axis=1,
    ),
    "to_device": lambda ns, f, d: ns.to_device(array(ns, f, d), "cpu"),
    "compute": lambda ns, f, d: ns.compute(array(ns, f, d))[0],
    "rechunk": lambda ns, f, d: ns.rechunk(array(ns, f, d), 1),
    "nonzero": lambda ns, f, d: ns.concat(list(ns.nonzero(_2x2(ns, f, d)))),
    "searchsorted": lambda ns, f, d: ns.searchsorted(
        ns.sort(array(ns, f, d, 0)), array(ns, f, d, 1), side="right"
    ),
    # The index arrays joined (their values checked), or the values for unique_values.
    "unique_all": lambda ns, f, d: ns.concat(list(ns.unique_all(_duplicates(ns, f, d))[1:])),
    "unique_counts": lambda ns, f, d: ns.unique_counts(_duplicates(ns, f, d)).counts,
    "unique_inverse": lambda ns, f, d: ns.unique_inverse(_duplicates(ns, f, d)).inverse_indices,
    "unique_values": lambda ns, f, d: ns.unique_values(_duplicates(ns, f, d)),
}

_LINALG: dict[str, Recipe] = {
    "tensordot": lambda ns, f, d: getattr(ns, f)(
        _square2(ns, d, 0), _square2(ns, d, 1), axes=([0], [1])
    ),
    "vecdot": lambda ns, f, d: getattr(ns, f)(
        _square2(ns, d, 0), ns.asarray(sample("linalg", d, 1)[:2]), axis=-1
    ),
    "einsum": lambda ns, f, d: getattr(ns, f)("ij,kj->ik", _square2(ns, d, 0), _square2(ns, d, 1)),
    **{
        f"linalg.{name}": _square
        for name in ("cholesky", "det", "eigvalsh", "inv", "matrix_rank", "pinv", "svdvals")
    },
    "linalg.cross": _pair,
    "linalg.outer": _pair,
    "linalg.eigh": lambda ns, f, d: _square(ns, f, d).eigenvalues,
    "linalg.slogdet": lambda ns, f, d: _square(ns, f, d).logabsdet,
    "linalg.qr": _qr,
    "linalg.svd": lambda ns, f, d: _square(ns, f, d, full_matrices=False).S,
    "linalg.solve": lambda ns, f, d: getattr(ns, f)(matrix(ns, d), matrix(ns, d, 1)),
    "linalg.trace": lambda ns, f, d: _square(ns, f, d, offset=1),
    "linalg.diagonal": lambda ns, f, d: _square(ns, f, d, offset=-1),
    "linalg.matrix_power": lambda ns, f, d: _square(ns, f, d, 3),
    "linalg.matrix_norm": lambda ns, f, d: _square(ns, f, d, ord=1),
    "linalg.vector_norm": lambda ns, f, d: _square(ns, f, d, axis=0, ord=3),
}

_FFT: dict[str, Recipe] = {
    **{f"fft.{name}": _fft_1d for name in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft")},
    **{f"fft.{name}": _fft_nd for name in ("fftn", "ifftn", "rfftn", "irfftn")},
    "fft.fftfreq": _fft_freq,
    "fft.rfftfreq": _fft_freq,
    "fft.fftshift": _fft_shift,
    "fft.ifftshift": _fft_shift,
}

_RANDOM: dict[str, Recipe] = {
    "random_uniform": lambda ns, f, d: ns.random_uniform(
        low=-2.0, high=3.0, shape=(2, 3), dtype=d, seed=7
    ),
    "random_normal": lambda ns, f, d: ns.random_normal(
        mean=1.0, std=2.0, shape=(2, 3), dtype=d, seed=7
    ),
    "randint": lambda ns, f, d: ns.randint(0, 100, shape=(2, 3), dtype=d, seed=7),
    "shuffle": lambda ns, f, d: ns.shuffle(
        ns.reshape(ns.asarray(sample("shuffle", d)), (2, 2)), axis=1, seed=3
    ),
}

_NN: dict[str, Recipe] = {
    "relu": _unary(),
    "leaky_relu": _unary(negative_slope=0.25),
    "gelu": _unary(),
    "silu": _unary(),
    "sigmoid": _unary(),
    "softmax": _unary(axis=0),
    "log_softmax": _unary(axis=1),
    "softplus": _unary(beta=2.0, threshold=3.0),
    "linear": _shaped(lambda f, x, w, b: f(x, w, b), (2, 3), (4, 3), (4,)),
    "conv1d": _shaped(
        lambda f, x, w, b: f(x, w, b, stride=2, padding=1, groups=2), (1, 4, 7), (2, 2, 3), (2,)
    ),
    "conv2d": _shaped(
        lambda f, x, w, b: f(x, w, b, stride=(1, 2), padding="valid", dilation=(2, 1)),
        (2, 2, 6, 5),
        (3, 2, 2, 2),
        (3,),
    ),
    "max_pool2d": _shaped(lambda f, x: f(x, 2, stride=1, padding=1), (1, 2, 3, 4)),
    "avg_pool2d": _shaped(
        lambda f, x: f(x, (2, 3), stride=2, padding=1, count_include_pad=False), (1, 2, 5, 4)
    ),
    "layer_norm": _shaped(
        lambda f, x, w, b: f(x, (3, 4), weight=w, bias=b), (2, 3, 4), (3, 4), (3, 4)
    ),
    "batch_norm": lambda ns, f, d: ns.batch_norm(
        seeded(ns, d, (2, 3, 2)),
        seeded(ns, d, (3,), 1),
        seeded(ns, d, (3,), 2, low=0.5),
        weight=seeded(ns, d, (3,), 3),
        bias=seeded(ns, d, (3,), 4),
    ),
    "dropout": lambda ns, f, d: ns.dropout(seeded(ns, d, (3, 4)), 0.25, seed=3),
    "embedding": lambda ns, f, d: ns.embedding(
        ns.asarray(np.array([[0, 2], [1, 0]], dtype="int64")), seeded(ns, d, (3, 2))
    ),
    "cross_entropy": lambda ns, f, d: ns.cross_entropy(
        seeded(ns, d, (2, 3, 2)),
        ns.asarray(np.array([[0, 2], [1, 1]], dtype="int64")),
        axis=1,
        reduction="none",
    ),
    "binary_cross_entropy": lambda ns, f, d: ns.binary_cross_entropy(
        ns.asarray(_host([[0.25, 0.5, 1.0], [0.0, 0.75, 0.125]], d)),
        ns.asarray(_host([[0.0, 1.0, 1.0], [1.0, 0.5, 0.0]], d)),
        reduction="none",
    ),
    "mse": lambda ns, f, d: ns.mse(
        seeded(ns, d, (2, 3)), seeded(ns, d, (2, 3), 1), reduction="sum"
    ),
    "one_hot": lambda ns, f, d: ns.one_hot(ns.asarray(_host([[0, 2], [1, 3]], d)), 4),
}


def _flat(ns: Any, arrays: Any) -> Any:
    """Several results judged as one: their elements, flattened and joined."""
    return ns.concat([ns.reshape(a, (-1,)) for a in arrays])


def _pads(ns: Any, f: str, d: str) -> Any:
    x = ns.reshape(seeded(ns, d, (2, 3)), (1, 2, 3))
    return _flat(
        ns,
        [
            ns.pad(x, (1, -1, 0, 1), value=1),
            ns.pad(x, (2, 1), mode="reflect"),
            ns.pad(x, (1, 2, 1, 0), mode="replicate"),
            ns.pad(x, (3, 1, 2, 0), mode="circular"),
        ],
    )


_NN_MODELS: dict[str, Recipe] = {
    "conv_transpose1d": _shaped(
        lambda f, x, w, b: f(x, w, b, stride=2, padding=1, output_padding=1, groups=2),
        (1, 4, 3),
        (4, 1, 3),
        (2,),
    ),
    "conv_transpose2d": _shaped(
        lambda f, x, w, b: f(x, w, b, stride=(2, 1), padding=(0, 1), dilation=(1, 2)),
        (1, 2, 3, 3),
        (2, 2, 2, 2),
        (2,),
    ),
    "adaptive_avg_pool2d": _shaped(lambda f, x: f(x, (2, 3)), (1, 2, 5, 4)),
    "adaptive_max_pool2d": _shaped(lambda f, x: f(x, (2, 3)), (1, 2, 5, 4)),
    "pad": _pads,
    "interpolate": _shaped(lambda f, x: f(x, size=(3, 5), mode="bilinear"), (1, 2, 2, 3)),
    "group_norm": _shaped(lambda f, x, w, b: f(x, 2, weight=w, bias=b), (2, 4, 3), (4,), (4,)),
    "rms_norm": _shaped(lambda f, x, w: f(x, (3,), weight=w), (2, 3), (3,)),
    "batch_norm_train": lambda ns, f, d: _flat(
        ns, ns.batch_norm_train(seeded(ns, d, (3, 2, 2)), weight=seeded(ns, d, (2,), 1))
    ),
    "scaled_dot_product_attention": _shaped(
        lambda f, q, k, v: f(q, k, v, is_causal=True, dropout=0.25, seed=3),
        (2, 3, 4),
        (2, 3, 4),
        (2, 3, 2),
    ),
    "lstm_cell": lambda ns, f, d: _flat(
        ns,
        ns.lstm_cell(
            seeded(ns, d, (2, 3)),
            (seeded(ns, d, (2, 2), 1), seeded(ns, d, (2, 2), 2)),
            seeded(ns, d, (8, 3), 3),
            seeded(ns, d, (8, 2), 4),
            seeded(ns, d, (8,), 5),
        ),
    ),
    "gru_cell": _shaped(
        lambda f, x, h, wi, wh, b: f(x, h, wi, wh, b), (2, 3), (2, 2), (6, 3), (6, 2), (6,)
    ),
    "nll_loss": lambda ns, f, d: ns.nll_loss(
        seeded(ns, d, (3, 4)),
        ns.asarray(np.array([0, 3, -100], dtype="int64")),
        weight=seeded(ns, d, (4,), 1, low=0.5),
    ),
    "binary_cross_entropy_with_logits": lambda ns, f, d: ns.binary_cross_entropy_with_logits(
        seeded(ns, d, (2, 3)),
        ns.asarray(_host([[0.0, 1.0, 1.0], [1.0, 0.5, 0.0]], d)),
        pos_weight=seeded(ns, d, (3,), 1, low=0.5),
        reduction="none",
    ),
}

# Public name -> how to call it.
RECIPES: dict[str, Recipe] = {
    **_CREATION,
    **_ELEMENTWISE,
    **_MANIPULATION,
    **_INDEXING_AND_SEARCHING,
    **_LINALG,
    **_FFT,
    **_RANDOM,
    **_NN,
    **_NN_MODELS,
}

# Template kind -> how to call a function of that kind with no recipe of its own.
BY_KIND: dict[str, Recipe] = {
    "binary": lambda ns, f, d: getattr(ns, f)(array(ns, f, d, 0), array(ns, f, d, 1)),
    "unary": lambda ns, f, d: getattr(ns, f)(array(ns, f, d)),
}


def _one_array(ns: Any, f: str, d: str) -> Any:
    return getattr(ns, f)(array(ns, f, d))


def recipe_for(name: str, kind: str) -> Recipe:
    """How the probe calls public function ``name`` (registered with template ``kind``).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.support.recipes import recipe_for
    >>> recipe_for("add", "binary")(ivylite, "add", "int8")
    ivylite.array([10, -2,  4, -1], dtype=int8, backend=numpy)
    >>> recipe_for("sum", "custom")(ivylite, "sum", "int8")
    ivylite.array(10, dtype=int32, backend=numpy)
    """
    return RECIPES.get(name) or BY_KIND.get(kind) or _one_array
