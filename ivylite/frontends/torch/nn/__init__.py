"""``torch.nn``: here only its functional half, ``torch.nn.functional``.

Examples
--------
>>> import ivylite.frontends.torch as torch
>>> torch.nn.functional.relu(torch.tensor([-1.0, 1.0]))
tensor([0., 1.])
"""

from . import functional

__all__ = ["functional"]
