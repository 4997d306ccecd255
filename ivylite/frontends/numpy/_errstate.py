"""NumPy's floating-point error handling: ``seterr``, ``geterr``, ``errstate``,
``seterrcall`` and ``geterrcall``, and :func:`report`, which the frontend's
ufuncs and casts call when a result shows a division by zero, an overflow or
an invalid operation.

NumPy reads the processor's floating-point flags; the backends do not expose
them, so the frontend looks at the values instead: a NaN made from operands
that were not NaN is *invalid*, an infinity made from finite operands is a
*division by zero* or an *overflow* (which one is the ufunc's rule), an
integer divided by zero is a *division by zero*. The settings are
context-local, as in NumPy 2.
"""

from __future__ import annotations

import contextlib
import contextvars
import sys
import warnings
from typing import Any

__all__ = [
    "seterr", "geterr", "errstate", "seterrcall", "geterrcall", "report", "reporting", "quiet",
    "KINDS", "MODES",
]  # fmt: skip

KINDS = ("divide", "over", "under", "invalid")
MODES = ("ignore", "warn", "raise", "call", "print", "log")
# What NumPy's messages call each kind.
_MESSAGE = {
    "divide": "divide by zero encountered in {}",
    "over": "overflow encountered in {}",
    "under": "underflow encountered in {}",
    "invalid": "invalid value encountered in {}",
}
_DEFAULT = {"divide": "warn", "over": "warn", "under": "ignore", "invalid": "warn"}
_STATE: contextvars.ContextVar[tuple[dict[str, str], Any]] = contextvars.ContextVar(
    "ivylite_numpy_errstate", default=(_DEFAULT, None)
)


def _updated(current: dict[str, str], all: Any, kinds: dict[str, Any]) -> dict[str, str]:
    new = dict(current)
    if all is not None:
        new.update(dict.fromkeys(KINDS, all))
    for kind, mode in kinds.items():
        if mode is not None:
            new[kind] = mode
    for mode in new.values():
        if mode not in MODES:
            raise ValueError(f"invalid error mode {mode!r}; choose one of {', '.join(MODES)}")
    return new


def seterr(
    all: str | None = None,
    divide: str | None = None,
    over: str | None = None,
    under: str | None = None,
    invalid: str | None = None,
) -> dict[str, str]:
    """Set how floating-point errors are handled; return the previous settings.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> old = np.seterr(all="ignore")
    >>> np.array([1.0]) / 0
    array([inf])
    >>> _ = np.seterr(**old)
    >>> np.geterr()["divide"]
    'warn'
    """
    current, call = _STATE.get()
    _STATE.set(
        (_updated(current, all, dict(divide=divide, over=over, under=under, invalid=invalid)), call)
    )
    return dict(current)


def geterr() -> dict[str, str]:
    """The current handling of each kind of floating-point error.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.geterr()
    {'divide': 'warn', 'over': 'warn', 'under': 'ignore', 'invalid': 'warn'}
    """
    return dict(_STATE.get()[0])


def seterrcall(func: Any) -> Any:
    """Set the function (or object with ``write``) used by the ``call`` (``log``)
    mode; return the previous one.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> seen = []
    >>> old = np.seterrcall(lambda kind, flag: seen.append(kind))
    >>> with np.errstate(divide="call"):
    ...     _ = np.array([1.0]) / 0
    >>> seen
    ['divide by zero']
    >>> _ = np.seterrcall(old)
    """
    current, old = _STATE.get()
    _STATE.set((current, func))
    return old


def geterrcall() -> Any:
    """The function used by the ``call`` mode (None if unset).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.geterrcall() is None
    True
    """
    return _STATE.get()[1]


class errstate(contextlib.ContextDecorator):
    """Floating-point error handling for a block (or a decorated function).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> with np.errstate(divide="ignore"):
    ...     print(np.log(np.array([0.0])))
    [-inf]
    >>> with np.errstate(invalid="raise"):
    ...     np.sqrt(np.array([-1.0]))
    Traceback (most recent call last):
    ...
    FloatingPointError: invalid value encountered in sqrt
    """

    def __init__(self, *, call: Any = None, all: str | None = None, **kwargs: str) -> None:
        unknown = set(kwargs) - set(KINDS)
        if unknown:
            raise TypeError(f"errstate() got an unexpected keyword argument {sorted(unknown)[0]!r}")
        self._call, self._all, self._kwargs = call, all, kwargs
        self._tokens: list[Any] = []

    def __enter__(self) -> errstate:
        current, call = _STATE.get()
        new = _updated(current, self._all, self._kwargs)
        self._tokens.append(_STATE.set((new, call if self._call is None else self._call)))
        return self

    def __exit__(self, *exc: Any) -> None:
        _STATE.reset(self._tokens.pop())


def reporting(kind: str, lazy: bool = False) -> bool:
    """Whether an error of ``kind`` would be reported (its mode is not ``ignore``):
    a ufunc skips looking for errors nobody would hear of. For a ``lazy``
    result only an explicit mode counts (``raise``, ``call``, ``print``,
    ``log``): looking computes its values, which a default warning does not
    justify.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> from ivylite.frontends.numpy._errstate import reporting
    >>> reporting("divide"), reporting("under")
    (True, False)
    """
    mode = _STATE.get()[0][kind]
    return mode not in ("ignore", "warn") if lazy else mode != "ignore"


def report(kind: str, where: str) -> None:
    """Report a floating-point error of ``kind`` found in ``where`` (a ufunc's
    name, or ``cast``) as the current settings say.

    Examples
    --------
    >>> import warnings
    >>> from ivylite.frontends.numpy._errstate import report
    >>> with warnings.catch_warnings(record=True) as w:
    ...     warnings.simplefilter("always")
    ...     report("divide", "divide")
    >>> str(w[0].message), w[0].category.__name__
    ('divide by zero encountered in divide', 'RuntimeWarning')
    """
    settings, call = _STATE.get()
    mode = settings[kind]
    if mode == "ignore":
        return
    message = _MESSAGE[kind].format(where)
    if mode == "warn":
        warnings.warn(message, RuntimeWarning, stacklevel=_user_level())
    elif mode == "raise":
        raise FloatingPointError(message)
    elif mode == "print":
        print(f"Warning: {message}")
    elif mode == "call":
        if call is None:
            raise ValueError("errstate: mode 'call' needs a function set with seterrcall")
        call(message.split(" encountered")[0], KINDS.index(kind) + 1)
    else:  # log
        call.write(f"Warning: {message}\n")


_NULL = contextlib.nullcontext()


def quiet(x: Any) -> Any:
    """A context in which ``x``'s backend computes its operations without warnings of
    its own (the backend's ``quiet_errors`` hook: NumPy's ``errstate``; the frontend
    reports them, on every backend alike).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy._errstate import quiet
    >>> with quiet(ivylite.asarray([0.0])):
    ...     (ivylite.asarray([1.0]) / 0).tolist()
    [inf]
    """
    quiet = x._backend.quiet_errors
    return _NULL if quiet is None else quiet()


_OWN = __name__.rsplit(".", 1)[0]


def _user_level() -> int:
    """The stack level of the first frame outside the frontend (where NumPy's
    warnings point: the user's line)."""
    frame, level = sys._getframe(2), 2
    while frame is not None and frame.f_globals.get("__name__", "").startswith(
        (_OWN, "ivylite.frontends._common")
    ):
        frame, level = frame.f_back, level + 1
    return level
