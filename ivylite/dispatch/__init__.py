"""The dispatch core: public functions, and the callables built for each backend.

The path of a call, and the module that holds each step:

- ``registry``: ``@api(template, family, **options)`` registers a public
  function and makes its *forwarder*, the callable users import.
- ``forwarders``: a forwarder computes the commonest call itself (arrays of
  the bound backend in one dtype that needs no check: ``A(native(x), R)``)
  and sends every other call to its slow path. Its backend is one closure
  cell, the binding, that ``set_backend`` assigns.
- ``templates``: ``binary``, ``unary``, ``passthrough`` and ``custom`` build
  a function's slow path for one backend, once: unwrap ``ivylite.Array``
  arguments, promote (ivylite's tables, never the framework's), refuse or
  cast an unsupported dtype, call the backend function, wrap the result.
- ``refusals``: which dtypes a function refuses on a backend, why, and what
  the casting modes would compute them in.
- ``arguments``: unwrapping arguments and writing results in place
  (``out=`` and the in-place operators).

``from ivylite import add`` taken before ``set_backend`` still works after it:
the forwarder is the same object, its binding changes.
"""

from ..errors import BackendMismatchError, UnsupportedDtypeError
from .arguments import unwrap, unwrap_array, write_into, write_out
from .forwarders import FastPath
from .refusals import (
    cast_or_refuse,
    cast_target,
    declarations_ignored,
    refuse,
    unsupported_set,
    unsupported_sources,
)
from .registry import Entry, api, registry, set_argument_backend
from .templates import binary, custom, float_of, passthrough, unary

__all__ = [
    "UnsupportedDtypeError",
    "BackendMismatchError",
    "Entry",
    "FastPath",
    "api",
    "registry",
    "set_argument_backend",
    "binary",
    "unary",
    "passthrough",
    "custom",
    "float_of",
    "unwrap",
    "unwrap_array",
    "write_out",
    "write_into",
    "unsupported_sources",
    "unsupported_set",
    "cast_target",
    "refuse",
    "cast_or_refuse",
    "declarations_ignored",
]
