"""JAX elementwise math, called on arrays already promoted (float-valued
functions: already cast to a float or complex dtype). A Python scalar second
argument stays weakly typed, so the result keeps the array's dtype."""

from __future__ import annotations

import jax
import jax.numpy as jnp


def _conj_symmetric(f, name, odd=False):
    """``f`` with ``f(conj(z)) == conj(f(z))`` (and for an odd ``f``, ``f(-z) == -f(z)``)
    enforced: XLA's complex inverse functions ignore the sign of a zero part on
    their branch cuts (``acos(-1.5 - 0j)`` must be ``pi + 0.96j``, as C99 and NumPy
    give)."""

    @jax.jit
    def complex_f(z):
        neg = jnp.signbit(jnp.real(z)) if odd else False
        z = jnp.where(neg, -z, z)
        flip = jnp.signbit(jnp.imag(z))
        r = f(jnp.where(flip, jnp.conj(z), z))
        r = jnp.where(flip, jnp.conj(r), r)
        return jnp.where(neg, -r, r)

    def g(x):
        return complex_f(x) if jnp.iscomplexobj(x) else f(x)

    g.__name__ = g.__qualname__ = name
    return g


acos = _conj_symmetric(jnp.arccos, "acos")
acosh = _conj_symmetric(jnp.arccosh, "acosh")
asin = _conj_symmetric(jnp.arcsin, "asin")
asinh = _conj_symmetric(jnp.arcsinh, "asinh", odd=True)
atan = _conj_symmetric(jnp.arctan, "atan", odd=True)
atanh = _conj_symmetric(jnp.arctanh, "atanh", odd=True)
cosh = jnp.cosh
sinh = jnp.sinh
tan = jnp.tan
tanh = jnp.tanh
log1p = jnp.log1p
log2 = jnp.log2
log10 = jnp.log10
atan2 = jnp.arctan2
copysign = jnp.copysign
hypot = jnp.hypot
logaddexp = jnp.logaddexp
nextafter = jnp.nextafter
ceil = jnp.ceil  # integers: returned as they are, in their dtype
floor = jnp.floor
trunc = jnp.trunc
round = jnp.round  # halves to even; complex: each part


@jax.jit
def sign(x):
    # jnp.sign(-0.0) is -0.0; the standard's sign of either zero is +0 (NumPy's).
    # (XLA folds x + 0 into x, so the zeros are chosen.) Complex: x / |x|.
    return jnp.where(x == 0, jnp.zeros((), x.dtype), jnp.sign(x))


signbit = jnp.signbit
isfinite = jnp.isfinite
isinf = jnp.isinf
isnan = jnp.isnan
conj = jnp.conjugate
real = jnp.real


def imag(x):
    if jnp.iscomplexobj(x):
        return jnp.imag(x)
    return jnp.zeros_like(x)
