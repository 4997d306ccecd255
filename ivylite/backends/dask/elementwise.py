"""dask elementwise functions: NumPy's ufuncs applied chunk by chunk (lazily),
called on arrays already promoted."""

from __future__ import annotations

import dask.array as da
import numpy as np

add = da.add
subtract = da.subtract
multiply = da.multiply
divide = da.divide
floor_divide = da.floor_divide
remainder = da.remainder
pow = da.power
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
