"""NumPy elementwise functions: ufuncs, called on arrays already promoted."""

from __future__ import annotations

import numpy as np

add = np.add
subtract = np.subtract
multiply = np.multiply
divide = np.divide
floor_divide = np.floor_divide
remainder = np.remainder
pow = np.power
maximum = np.maximum
minimum = np.minimum
lcm = np.lcm
gcd = np.gcd
equal = np.equal
not_equal = np.not_equal
less = np.less
less_equal = np.less_equal
greater = np.greater
greater_equal = np.greater_equal
abs = np.abs
negative = np.negative
positive = np.positive
square = np.square
exp = np.exp
expm1 = np.expm1
log = np.log
sin = np.sin
cos = np.cos
sqrt = np.sqrt
bitwise_and = np.bitwise_and
bitwise_or = np.bitwise_or
bitwise_xor = np.bitwise_xor
bitwise_invert = np.invert
bitwise_left_shift = np.left_shift  # NumPy gives 0 from the bit width on
bitwise_right_shift = np.right_shift  # and 0 or -1 (sign fill) from the bit width on
logical_and = np.logical_and
logical_or = np.logical_or
logical_xor = np.logical_xor
logical_not = np.logical_not
