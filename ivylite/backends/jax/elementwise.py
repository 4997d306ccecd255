"""JAX elementwise functions, called on arrays already promoted to one dtype R.

A Python scalar second argument stays weakly typed in JAX, so the result
keeps R. Superset behaviour: JAX cannot take a Python int outside the int64
range as an argument (OverflowError), though it fits uint64 or a float R
(``uint64_array + 2**63``, ``float32_array + 2**70``); binary functions then
retry with the scalar converted to a 0-d array of R, as NumPy computes it.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp


def _binary(f, name):
    def g(x1, x2):
        try:
            return f(x1, x2)
        except OverflowError:
            if type(x2) is not int:
                raise
            return f(x1, jnp.asarray(x2, dtype=x1.dtype))

    g.__name__ = g.__qualname__ = name
    g.__doc__ = f"jnp.{name}, accepting Python ints beyond int64 that fit the array's dtype."
    return g


# jnp.add & co. are jnp.ufunc objects (a Python __call__ layer); jax.jit of them
# takes the C++ fast path. The others are already jitted functions.
add = _binary(jax.jit(jnp.add), "add")
subtract = _binary(jax.jit(jnp.subtract), "subtract")
multiply = _binary(jax.jit(jnp.multiply), "multiply")
divide = _binary(jnp.divide, "divide")
_floor_divide = _binary(jnp.floor_divide, "floor_divide")
_int_floor_divide = _binary(
    jax.jit(lambda x1, x2: jnp.where(x2 == 0, 0, jnp.floor_divide(x1, x2))), "floor_divide"
)


def floor_divide(x1, x2):
    """jnp.floor_divide; an integer division by zero gives 0 as on NumPy (XLA gives -1,
    -2 or the unsigned maximum). One fused jitted call, for integer dtypes only."""
    if x1.dtype.kind in "iu":
        return _int_floor_divide(x1, x2)
    return _floor_divide(x1, x2)


remainder = _binary(jnp.remainder, "remainder")
_pow = _binary(jnp.power, "pow")
_ArrayImpl = type(jnp.zeros(()))


def pow(x1, x2):
    """jnp.power; a negative integer exponent of a signed integer array raises ValueError
    as on NumPy (JAX raises TypeError for a Python int and returns garbage for arrays)."""
    if x1.dtype.kind == "i":
        # An empty result raises nowhere (NumPy's rule); JAX raises for a negative
        # int or 0-d exponent even then.
        if not x1.size:
            return jnp.zeros(jnp.broadcast_shapes(x1.shape, jnp.shape(x2)), x1.dtype)
        if type(x2) is int and x2 < 0:
            raise ValueError("integers to negative integer powers are not allowed")
        if type(x2) is _ArrayImpl and x2.size and bool((x2 < 0).any()):
            raise ValueError("integers to negative integer powers are not allowed")  # concrete only
    return _pow(x1, x2)


maximum = _binary(jax.jit(jnp.maximum), "maximum")
minimum = _binary(jax.jit(jnp.minimum), "minimum")
lcm = _binary(jnp.lcm, "lcm")
gcd = _binary(jnp.gcd, "gcd")
equal = _binary(jnp.equal, "equal")
not_equal = _binary(jnp.not_equal, "not_equal")
less = _binary(jnp.less, "less")
less_equal = _binary(jnp.less_equal, "less_equal")
greater = _binary(jnp.greater, "greater")
greater_equal = _binary(jnp.greater_equal, "greater_equal")

abs = jnp.abs
negative = jax.jit(jnp.negative)
positive = jnp.positive
square = jnp.square
exp = jnp.exp
expm1 = jnp.expm1
log = jnp.log
sin = jnp.sin
cos = jnp.cos
sqrt = jnp.sqrt
bitwise_and = _binary(jnp.bitwise_and, "bitwise_and")
bitwise_or = _binary(jnp.bitwise_or, "bitwise_or")
bitwise_xor = _binary(jnp.bitwise_xor, "bitwise_xor")
bitwise_invert = jnp.invert
# XLA shifts by the bit width or more give 0 (left) and the sign fill (right), as NumPy.
bitwise_left_shift = _binary(jnp.left_shift, "bitwise_left_shift")
bitwise_right_shift = _binary(jnp.right_shift, "bitwise_right_shift")
logical_and = _binary(jnp.logical_and, "logical_and")
logical_or = _binary(jnp.logical_or, "logical_or")
logical_xor = _binary(jnp.logical_xor, "logical_xor")
logical_not = jnp.logical_not


def _complex_pow(x1, x2, /):
    # 0 ** z is 0 where real(z) > 0 (exp(z * log(0)), log(0) = -inf), as on every
    # other backend; JAX gives NaN once z has an imaginary part.
    out = _pow(x1, x2)
    return jnp.where((x1 == 0) & (jnp.real(x2) > 0), jnp.zeros((), out.dtype), out)


# Complex inputs (the core calls these for complex dtypes only; real ones keep the
# fast path).
COMPLEX = {"pow": _complex_pow}
