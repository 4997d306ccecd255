"""TensorFlow indexing: NumPy's basic and advanced indexing.

Tensors support ints, slices, ``...`` and ``None`` natively. Integer and bool
array indices (and Python ints or bools combined with them) follow NumPy's
advanced indexing: the index arrays broadcast together; the result's advanced
dimensions replace the indexed ones when the advanced indices are adjacent in
the key, else they come first.
"""

from __future__ import annotations

import tensorflow as tf

_FULL = slice(None)


def _is_array(k):
    return tf.is_tensor(k) or isinstance(k, tf.Variable)


def getitem(x, key):
    if not isinstance(key, tuple):
        key = (key,)
    try:
        if not any(type(k) is bool or _is_array(k) for k in key):
            return x[key]
        axis = _gather_axis(x, key)
        if axis is not None:
            return _take(x, key[axis], axis)
        return _advanced(x, key)
    except (tf.errors.InvalidArgumentError, ValueError) as e:
        message = getattr(e, "message", str(e)).split("}} ")[-1]  # drop TF's op prefix
        raise IndexError(f"getitem: {message}") from None


def _gather_axis(x, key):
    """The axis of the one integer tensor in a key of ``:`` and that tensor
    (``x[:, i]``, ``take``), when the axis's size is known; else None."""
    axis = None
    for d, k in enumerate(key):
        if type(k) is slice and k == _FULL:
            continue
        if axis is not None or not _is_array(k) or not k.dtype.is_integer:
            return None
        axis = d
    if axis is None or x.shape.rank is None or x.shape[axis] is None:
        return None
    # Only CPU kernels raise for an index out of bounds (GPU ones read zeros).
    return axis if "CPU" in x.device else None


def _take(x, idx, axis):
    # One tf.gather, which checks the bounds itself on CPU (raising for an index
    # out of [0, n)): the general path's stack/gather_nd/transposes and host-side
    # bounds check cost ~40x more for the same values. Negative indices fail
    # that check too; only then are they counted from the end and tried again.
    n = x.shape[axis]
    if idx.dtype not in (tf.int32, tf.int64):  # tf.gather's only index dtypes
        idx = tf.cast(idx, tf.int64)
    try:
        return tf.gather(x, idx, axis=axis)
    except tf.errors.InvalidArgumentError as e:
        if "is not in [" not in str(e):
            raise
    try:
        return tf.gather(x, tf.where(idx < 0, idx + tf.cast(n, idx.dtype), idx), axis=axis)
    except tf.errors.InvalidArgumentError as e:
        if "is not in [" not in str(e):
            raise
        raise IndexError(f"getitem: index out of bounds for axis {axis} with size {n}") from None


def _advanced(x, key):
    key, consumed = _checked_key(x, key)
    basic, advanced, where = _split_key(x, key, consumed)
    return _gather(x[tuple(basic)], advanced, where)


def _checked_key(x, key):
    """``key`` with a trailing ``...`` if it had none, and the dimensions it indexes."""
    ndim = x.shape.rank
    consumed = 0
    for k in key:
        if k is None or k is Ellipsis or type(k) is bool:
            continue
        if _is_array(k) and k.dtype == tf.bool:
            consumed += k.shape.rank
        else:
            consumed += 1
    if sum(k is Ellipsis for k in key) > 1:
        raise IndexError("getitem: an index can only have a single ellipsis ('...')")
    if consumed > ndim:
        raise IndexError(
            f"getitem: too many indices: array is {ndim}-dimensional, {consumed} indexed"
        )
    if not any(k is Ellipsis for k in key):
        key = key + (Ellipsis,)
    return key, consumed


def _split_key(x, key, consumed):
    """The basic part of ``key`` (slices and None) and its advanced indices, each an
    int64 tensor with the dimension of ``x[basic]`` it indexes and its key position."""
    ndim = x.shape.rank
    basic = []  # slices and None only
    advanced = []  # (dimension of x[basic], int64 index tensor)
    where = []  # position in the key of each advanced index (adjacency)
    dim = 0  # dimension of x
    for i, k in enumerate(key):
        if k is Ellipsis:
            n = ndim - consumed
            basic.extend([slice(None)] * n)
            dim += n
        elif k is None:
            basic.append(None)
        elif isinstance(k, slice):
            basic.append(k)
            dim += 1
        elif type(k) is bool or (_is_array(k) and k.dtype == tf.bool and k.shape.rank == 0):
            # A 0-d bool: a new axis indexed by [0] (True) or [] (False).
            advanced.append((len(basic), tf.zeros([1 if bool(k) else 0], tf.int64)))
            basic.append(None)
            where.append(i)
        elif _is_array(k) and k.dtype == tf.bool:
            r = k.shape.rank
            if tuple(k.shape) != tuple(x.shape[dim : dim + r]):
                raise IndexError(
                    f"getitem: boolean index of shape {tuple(k.shape)} does not match the "
                    f"indexed dimensions {tuple(x.shape[dim : dim + r])}"
                )
            nonzero = tf.where(k)  # (count, r) int64
            for j in range(r):
                advanced.append((len(basic), nonzero[:, j]))
                basic.append(slice(None))
                where.append(i)
            dim += r
        elif type(k) is int or (_is_array(k) and k.dtype.is_integer):
            advanced.append((len(basic), tf.cast(k, tf.int64)))
            basic.append(slice(None))
            where.append(i)
            dim += 1
        else:
            raise IndexError(
                "getitem: only integers, slices, ellipsis, None and integer or boolean arrays "
                f"are valid indices, got {k!r}"
            )
    return basic, advanced, where


def _gather(y, advanced, where):
    """NumPy's advanced indexing of ``y`` (already indexed by the basic part)."""
    shape = tuple(y.shape)
    positions = [p for p, _ in advanced]
    indices = []
    for p, idx in advanced:
        n = shape[p]
        indices.append(tf.where(idx < 0, idx + n, idx))
    try:
        bshape = tf.TensorShape([])
        for idx in indices:
            bshape = tf.broadcast_static_shape(bshape, idx.shape)
    except ValueError:
        raise IndexError(
            "getitem: shape mismatch: indexing arrays could not be broadcast together with shapes "
            + " ".join(str(tuple(i.shape)) for i in indices)
        ) from None
    for p, idx in zip(positions, indices):
        bad = tf.logical_or(idx < 0, idx >= shape[p])
        if bool(tf.reduce_any(bad)):
            raise IndexError(f"getitem: index out of bounds for axis {p} with size {shape[p]}")
    stacked = tf.stack([tf.broadcast_to(i, bshape) for i in indices], axis=-1)
    rest = [d for d in range(len(shape)) if d not in positions]
    out = tf.gather_nd(tf.transpose(y, positions + rest), stacked)
    nb = bshape.rank
    adjacent = sorted(set(where)) == list(range(min(where), max(where) + 1))
    first = positions[0]
    if adjacent and first > 0 and nb > 0:
        # Advanced dimensions go where the indexed ones were.
        perm = (
            list(range(nb, nb + first)) + list(range(nb)) + list(range(nb + first, out.shape.rank))
        )
        out = tf.transpose(out, perm)
    return out


def setitem(x, key, value):
    if _is_array(key) and key.dtype == tf.bool and _is_scalar(value) and _leading(x, key):
        # x[mask] = scalar: the same values as the scatter below, in one select.
        extra = x.shape.rank - key.shape.rank
        mask = tf.reshape(key, key.shape.as_list() + [1] * extra) if extra else key
        return tf.where(mask, tf.cast(value, x.dtype), x)
    # Tensors are immutable: find the flat positions ``key`` selects with getitem
    # on a grid of positions, then scatter the broadcast value into a copy.
    shape = tf.shape(x)
    positions = getitem(tf.reshape(tf.range(tf.size(x, out_type=tf.int64)), shape), key)
    updates = tf.reshape(tf.broadcast_to(value, tf.shape(positions)), [-1])
    flat = tf.tensor_scatter_nd_update(tf.reshape(x, [-1]), tf.reshape(positions, [-1, 1]), updates)
    return tf.reshape(flat, shape)


def _leading(x, mask):
    """Whether a bool mask's shape is that of ``x``'s leading dimensions (known)."""
    r, xr = mask.shape.rank, x.shape.rank
    if r is None or xr is None or r > xr:
        return False
    ms, xs = mask.shape.as_list(), x.shape.as_list()[:r]
    return None not in ms and ms == xs


def _is_scalar(value):
    return tf.is_tensor(value) and value.shape.rank == 0
