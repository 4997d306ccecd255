"""``jax.scipy.special`` on any ivylite backend, built from ivylite's functions so
they differentiate wherever the backend does.

``erf``/``erfc`` use Cephes' rational approximations and ``gammaln``/``digamma``
Lanczos' approximation (g = 7, 9 terms) with Euler's reflection below 1/2, as
XLA does; they are computed in float64 and rounded to the input's float dtype,
so float32 results may differ from JAX's float32 approximations in the last
place. Gradients come from differentiating these formulas (JAX's own rules
are the exact derivatives: they agree to about 1e-13 in float64).
"""

from __future__ import annotations

import math
from typing import Any

import ivylite

from ..array import Array
from ..func_wrapper import INEXACT, binary, supported_dtypes, unary
from ..nn.functions import _sigmoid, logsumexp

__all__ = ["logsumexp", "erf", "erfc", "gammaln", "digamma", "xlogy", "expit", "logit"]

_F64 = ivylite.Dtype("float64")

# Cephes' erf for |x| < 1: x T(x^2) / U(x^2); erfc for |x| >= 1: exp(-x^2) P/Q (below 8),
# exp(-x^2) R/S (from 8). Coefficients highest degree first.
_ERF_T = (9.60497373987051638749e0, 9.00260197203842689217e1, 2.23200534594684319226e3,
          7.00332514112805075473e3, 5.55923013010394962768e4)  # fmt: skip
_ERF_U = (1.0, 3.35617141647503099647e1, 5.21357949780152679795e2, 4.59432382970980127987e3,
          2.26290000613890934246e4, 4.92673942608635921086e4)  # fmt: skip
_ERFC_P = (2.46196981473530512524e-10, 5.64189564831068821977e-1, 7.46321056442269912687e0,
           4.86371970985681366614e1, 1.96520832956077098242e2, 5.26445194995477358631e2,
           9.34528527171957607540e2, 1.02755188689515710272e3, 5.57535335369399327526e2)  # fmt: skip
_ERFC_Q = (1.0, 1.32281951154744992508e1, 8.67072140885989742329e1, 3.54937778887819891062e2,
           9.75708501743205489753e2, 1.82390916687909736289e3, 2.24633760818710981792e3,
           1.65666309194161350182e3, 5.57535340817727675546e2)  # fmt: skip
_ERFC_R = (5.64189583547755073984e-1, 1.27536670759978104416e0, 5.01905042251180477414e0,
           6.16021097993053585195e0, 7.40974269950448939160e0, 2.97886665372100240670e0)  # fmt: skip
_ERFC_S = (1.0, 2.26052863220117276590e0, 9.39603524938001434673e0, 1.20489539808096656605e1,
           1.70814450747565897222e1, 9.60896809063285878198e0, 3.36907645100081516050e0)  # fmt: skip

# Lanczos' approximation, g = 7: the base coefficient and the 8 others.
_LANCZOS_G = 7.0
_LANCZOS_BASE = 0.99999999999980993227684700473478
_LANCZOS = (676.520368121885098567009190444019, -1259.13921672240287047156078755283,
            771.3234287776530788486528258894, -176.61502916214059906584551354,
            12.507343278686904814458936853, -0.13857109526572011689554707,
            9.984369578019570859563e-6, 1.50563273514931155834e-7)  # fmt: skip


def _poly(x: Any, coefficients: tuple) -> Any:
    p = ivylite.full(x.shape, coefficients[0], dtype=x.dtype)
    for c in coefficients[1:]:
        p = p * x + c
    return p


def _in_f64(op: Any) -> Any:
    """``op`` computed in float64, the result in the input's dtype."""

    def run(a: Any) -> Any:
        return ivylite.astype(op(ivylite.astype(a, _F64)), a.dtype)

    return run


def _erfc_large(ax: Any) -> Any:
    """erfc(|x|) for |x| >= 1 (values below 1 are replaced by 1 first: no NaN flows back)."""
    ax = ivylite.maximum(ax, 1.0)
    z = -ax * ax
    e = ivylite.exp(z)
    mid = e * _poly(ax, _ERFC_P) / _poly(ax, _ERFC_Q)
    tail = e * _poly(ax, _ERFC_R) / _poly(ax, _ERFC_S)
    out = ivylite.where(ax < 8.0, mid, tail)
    return ivylite.where(z < -7.09782712893383996843e2, ivylite.zeros((), dtype=ax.dtype), out)


def _erf_small(x: Any) -> Any:
    x = ivylite.clip(x, -1.0, 1.0)
    x2 = x * x
    return x * _poly(x2, _ERF_T) / _poly(x2, _ERF_U)


def _erf(x: Any) -> Any:
    small = ivylite.abs(x) < 1.0
    large = 1.0 - _erfc_large(ivylite.abs(x))
    return ivylite.where(small, _erf_small(x), ivylite.where(x < 0, -large, large))


def _erfc(x: Any) -> Any:
    small = ivylite.abs(x) < 1.0
    large = _erfc_large(ivylite.abs(x))
    return ivylite.where(small, 1.0 - _erf_small(x), ivylite.where(x < 0, 2.0 - large, large))


@supported_dtypes("float", "integer", "bool")
def erf(x: Any) -> Array:
    """The error function.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.scipy.special.erf(jnp.asarray([0.0, 0.5, 2.0]))
    Array([0.        , 0.52049988, 0.99532227], dtype=float64)
    """
    return unary(erf, x, _in_f64(_erf), INEXACT)


@supported_dtypes("float", "integer", "bool")
def erfc(x: Any) -> Array:
    """The complementary error function ``1 - erf(x)`` (accurate for large x).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.scipy.special.erfc(jnp.asarray([0.0, 5.0]))
    Array([1.00000000e+00, 1.53745979e-12], dtype=float64)
    """
    return unary(erfc, x, _in_f64(_erfc), INEXACT)


def _lanczos_sums(z: Any) -> tuple[Any, Any]:
    """a(z) = base + sum c_k / (z + k) and its derivative a'(z)."""
    a = ivylite.full(z.shape, _LANCZOS_BASE, dtype=z.dtype)
    da = ivylite.zeros(z.shape, dtype=z.dtype)
    for k, c in enumerate(_LANCZOS, start=1):
        zk = z + float(k)
        a = a + c / zk
        da = da - c / (zk * zk)
    return a, da


def _log_t(z: Any) -> tuple[Any, Any]:
    t = z + (_LANCZOS_G + 0.5)
    return t, math.log(_LANCZOS_G + 0.5) + ivylite.log1p(z / (_LANCZOS_G + 0.5))


def _gammaln(x: Any) -> Any:
    reflect = x < 0.5
    z = ivylite.where(reflect, -x, x - 1.0)
    a, _ = _lanczos_sums(z)
    t, log_t = _log_t(z)
    lgamma = 0.5 * math.log(2 * math.pi) + (z + 0.5 - t / log_t) * log_t + ivylite.log(a)
    # Euler's reflection, evaluated at a harmless point where it is not used
    frac = ivylite.where(reflect, ivylite.abs(x) - ivylite.floor(ivylite.abs(x)), 0.5)
    frac = ivylite.where(frac > 0.5, 1.0 - frac, frac)
    log_sin = ivylite.log(ivylite.sin(math.pi * frac))
    reflected = ivylite.where(
        ivylite.isfinite(log_sin), math.log(math.pi) - log_sin - lgamma, -log_sin
    )
    out = ivylite.where(reflect, reflected, lgamma)
    return ivylite.where(ivylite.isinf(x), ivylite.full((), math.inf, dtype=x.dtype), out)


@supported_dtypes("float", "integer", "bool")
def gammaln(x: Any) -> Array:
    """``log|Gamma(x)|``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.scipy.special.gammaln(jnp.asarray([0.5, 1.0, 10.0, -2.5]))
    Array([ 0.57236494,  0.        , 12.80182748, -0.05624372], dtype=float64)
    """
    return unary(gammaln, x, _in_f64(_gammaln), INEXACT)


def _digamma(x: Any) -> Any:
    reflect = x < 0.5
    z = ivylite.where(reflect, -x, x - 1.0)
    a, da = _lanczos_sums(z)
    t, log_t = _log_t(z)
    out = log_t + da / a - _LANCZOS_G / t
    # Euler's reflection (pi cot(pi x)), evaluated at a harmless point where it is not used
    reduced = ivylite.where(reflect, x + ivylite.abs(ivylite.floor(x + 0.5)), 0.25)
    angle = math.pi * reduced
    out = ivylite.where(reflect, out - math.pi * ivylite.cos(angle) / ivylite.sin(angle), out)
    pole = ivylite.logical_and(x <= 0.0, x == ivylite.floor(x))
    return ivylite.where(pole, ivylite.full((), math.nan, dtype=x.dtype), out)


@supported_dtypes("float", "integer", "bool")
def digamma(x: Any) -> Array:
    """The logarithmic derivative of the gamma function.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.scipy.special.digamma(jnp.asarray([1.0, 0.5, -0.5]))
    Array([-0.57721566, -1.96351003,  0.03648997], dtype=float64)
    """
    return unary(digamma, x, _in_f64(_digamma), INEXACT)


def _xlogy(x: Any, y: Any) -> Any:
    zero = x == 0.0
    safe_y = ivylite.where(zero, ivylite.ones((), dtype=y.dtype), y)
    return ivylite.where(zero, ivylite.zeros((), dtype=x.dtype), x * ivylite.log(safe_y))


@supported_dtypes("float", "integer", "bool")
def xlogy(x: Any, y: Any) -> Array:
    """``x * log(y)``, 0 where ``x == 0``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.scipy.special.xlogy(jnp.asarray([0.0, 2.0]), jnp.asarray([0.0, 3.0]))
    Array([0.        , 2.19722458], dtype=float64)
    """
    return binary(xlogy, x, y, _xlogy, INEXACT)


@supported_dtypes("float", "integer", "bool")
def expit(x: Any) -> Array:
    """The logistic sigmoid ``1 / (1 + exp(-x))``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.scipy.special.expit(jnp.asarray([0.0, 100.0]))
    Array([0.5, 1. ], dtype=float64)
    """
    return unary(expit, x, _sigmoid, INEXACT)


@supported_dtypes("float", "integer", "bool")
def logit(x: Any) -> Array:
    """``log(x / (1 - x))``, the inverse of :func:`expit`.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.scipy.special.logit(jnp.asarray([0.5, 0.75]))
    Array([0.        , 1.09861229], dtype=float64)
    """
    return unary(logit, x, lambda a: ivylite.log(a / (1.0 - a)), INEXACT)
