"""The torch frontend: code written against torch, on any ivylite backend.

``import ivylite.frontends.torch as torch`` gives torch's names, signatures,
default dtypes (float32 and int64) and promotion rules, computed with
ivylite's functions on whatever backend is set. It never imports torch.

Autograd (``requires_grad``, ``backward``, ``torch.autograd.grad``,
``no_grad``) runs on the torch, jax, tensorflow and paddle backends (see
:mod:`ivylite.frontends.torch.autograd` for its known differences).

Not reproduced: views that alias their base after an in-place method,
devices other than the CPU, the values of torch's random generator (the
dtypes, shapes and seeding are), and the complex32 dtype.

Examples
--------
>>> import ivylite.frontends.torch as torch
>>> import ivylite.frontends.torch.nn.functional as F
>>> x = torch.tensor([[1.0, -2.0], [3.0, 4.0]])
>>> w = torch.tensor([[0.5, 0.5]])
>>> F.relu(x @ w.T + 1).sum(dim=1)
tensor([0.5000, 4.5000])
>>> torch.tensor([1, 2], dtype=torch.int8) + 2.5
tensor([3.5000, 4.5000])
"""

from __future__ import annotations

from . import (
    _dtypes,
    _tensor_methods,  # noqa: F401 - binds torch.Tensor's operators and methods
    autograd,
    cuda,
    linalg,
    nn,
    optim,
    return_types,
)
from ._compile import compile  # noqa: A004 - torch's name
from ._dtypes import dtype
from ._frontend import TORCH as _TORCH
from ._grad_mode import *  # noqa: F403
from ._grad_mode import __all__ as _grad_flags
from .arithmetic import *  # noqa: F403
from .arithmetic import __all__ as _arithmetic
from .blas import *  # noqa: F403
from .blas import __all__ as _blas
from .comparison import *  # noqa: F403
from .comparison import __all__ as _comparison
from .creation import *  # noqa: F403
from .creation import __all__ as _creation
from .grad_mode import *  # noqa: F403
from .grad_mode import __all__ as _grad_mode
from .manipulation import *  # noqa: F403
from .manipulation import __all__ as _manipulation
from .pointwise import *  # noqa: F403
from .pointwise import __all__ as _pointwise
from .random import *  # noqa: F403
from .random import __all__ as _random
from .reduction import *  # noqa: F403
from .reduction import __all__ as _reduction
from .scatter import *  # noqa: F403
from .scatter import __all__ as _scatter
from .tensor import Size, Tensor, device
from .utility import *  # noqa: F403
from .utility import __all__ as _utility

__version__ = _TORCH.version  # the torch release this frontend reproduces

# torch.float32 ... and torch's short names (torch.float, torch.long, torch.int
# ...), set through globals(): as plain assignments they would read as shadowing
# the builtins. Nothing below this point may call float(), int() or bool().
_DTYPE_NAMES = {name: d for name, d in _dtypes.BY_NAME.items()}
_DTYPE_NAMES.update(
    {
        "float": _dtypes.BY_NAME["float32"], "double": _dtypes.BY_NAME["float64"],
        "half": _dtypes.BY_NAME["float16"], "cfloat": _dtypes.BY_NAME["complex64"],
        "cdouble": _dtypes.BY_NAME["complex128"], "long": _dtypes.BY_NAME["int64"],
        "int": _dtypes.BY_NAME["int32"], "short": _dtypes.BY_NAME["int16"],
    }
)  # fmt: skip
globals().update(_DTYPE_NAMES)


__all__ = [
    "Tensor", "Size", "device", "dtype", "autograd", "compile", "cuda", "linalg", "nn", "optim",
    "return_types",
    *_utility,
    *_grad_flags, *_grad_mode,
    *_DTYPE_NAMES, *_arithmetic, *_blas, *_comparison, *_creation, *_manipulation, *_pointwise,
    *_random, *_reduction, *_scatter,
]  # fmt: skip
