"""``torch.optim``: SGD, Adam, AdamW, RMSprop and Adagrad over ivylite's update
rules (:mod:`ivylite.optim.rules`), with torch's parameter groups and
``state_dict`` layout, and ``lr_scheduler``.

Examples
--------
>>> import ivylite
>>> import ivylite.frontends.torch as torch
>>> with ivylite.using_backend("torch"):
...     w = torch.tensor([1.0, -1.0], requires_grad=True)
...     opt = torch.optim.AdamW([w], lr=0.1, weight_decay=0.0)
...     (w * w).sum().backward()
...     opt.step()
...     w.detach()
tensor([ 0.9000, -0.9000])
"""

from . import lr_scheduler
from .algorithms import SGD, Adagrad, Adam, AdamW, RMSprop
from .optimizer import Optimizer

__all__ = ["Optimizer", "SGD", "Adam", "AdamW", "RMSprop", "Adagrad", "lr_scheduler"]
