"""TensorFlow shape manipulation (tensors are immutable: ``copy`` changes nothing)."""

from __future__ import annotations

import tensorflow as tf


def reshape(x, shape, *, copy=None):
    if isinstance(shape, int):
        shape = (shape,)
    try:
        return tf.reshape(x, shape)
    except tf.errors.InvalidArgumentError as e:
        message = e.message.split("}} ")[-1]  # drop TF's op prefix
        raise ValueError(
            f"reshape: cannot reshape {tuple(x.shape)} into {tuple(shape)}: {message}"
        ) from None


def expand_dims(x, axis):
    return tf.expand_dims(x, axis)


def squeeze(x, axes):
    return tf.squeeze(x, axis=list(axes)) if axes else tf.identity(x)


def flip(x, axes):
    return tf.reverse(x, axis=list(axes)) if axes else tf.identity(x)


def permute_dims(x, axes):
    return tf.transpose(x, perm=list(axes))


def concat(arrays, axis):
    return tf.concat(arrays, axis)


def stack(arrays, axis):
    return tf.stack(arrays, axis)


def broadcast_to(x, shape):
    return tf.broadcast_to(x, shape)


# TensorFlow 2.21's Tile kernel (also behind tf.repeat) has no uint16 version:
# tile an int32 copy (exact) and cast back.
def _tile_kernel(x):
    return tf.cast(x, tf.int32) if x.dtype == tf.uint16 else x


def _empty_repeat(x, repeats, axis):
    # tf.repeat of an empty array along an axis with per-element counts trips over
    # its own static shape check (TF 2.21): the result is empty too, shaped here.
    if axis is None:
        return tf.zeros((0,), x.dtype)
    shape = list(x.shape)
    counts = tf.reshape(tf.convert_to_tensor(repeats), (-1,))
    many = int(counts.shape[0]) != 1
    shape[axis] = int(tf.reduce_sum(counts)) if many else shape[axis] * int(counts[0])
    return tf.zeros(shape, x.dtype)


def repeat(x, repeats, axis):
    if 0 in x.shape:
        return _empty_repeat(x, repeats, axis)
    out = tf.repeat(_tile_kernel(x), repeats, axis=axis)
    return tf.cast(out, x.dtype) if out.dtype != x.dtype else out


def roll(x, shifts, axes):
    return tf.roll(x, list(shifts), list(axes))


def tile(x, reps):
    out = tf.tile(_tile_kernel(x), list(reps))
    return tf.cast(out, x.dtype) if out.dtype != x.dtype else out


def unstack(x, axis):
    return tuple(tf.unstack(x, axis=axis))
