"""dask elementwise functions: NumPy's ufuncs applied chunk by chunk (lazily),
called on arrays already promoted."""

from __future__ import annotations

import math

import dask.array as da
import numpy as np

add = da.add
subtract = da.subtract
multiply = da.multiply
divide = da.divide
floor_divide = da.floor_divide
remainder = da.remainder


def pow(x1, x2):
    # NumPy refuses integers to negative integer powers. A negative Python
    # exponent is known now: refused now, unless x1 is known to be empty (NumPy's
    # empty result raises nowhere). An array of exponents is checked by NumPy
    # when its chunks are computed. dask's own check of the scalar case would
    # report a TypeError instead.
    if type(x2) is int and x2 < 0 and x1.dtype.kind in "iu":
        if x1.size == 0:
            return x1.copy()
        if not math.isnan(x1.size):
            raise ValueError("integers to negative integer powers are not allowed")
        return da.map_blocks(np.power, x1, x2, dtype=x1.dtype)
    return da.power(x1, x2)


maximum = da.maximum
minimum = da.minimum
lcm = da.ufunc.ufunc(np.lcm)
gcd = da.ufunc.ufunc(np.gcd)
equal = da.equal
not_equal = da.not_equal
less = da.less
less_equal = da.less_equal
greater = da.greater
greater_equal = da.greater_equal
abs = da.absolute
negative = da.negative
positive = da.positive
square = da.square
exp = da.exp
expm1 = da.expm1
log = da.log
sin = da.sin
cos = da.cos
sqrt = da.sqrt
bitwise_and = da.bitwise_and
bitwise_or = da.bitwise_or
bitwise_xor = da.bitwise_xor
bitwise_invert = da.invert
bitwise_left_shift = da.left_shift  # NumPy's, per chunk: 0 from the bit width on
bitwise_right_shift = da.right_shift  # and 0 or -1 (sign fill) from the bit width on
logical_and = da.logical_and
logical_or = da.logical_or
logical_xor = da.logical_xor
logical_not = da.logical_not
