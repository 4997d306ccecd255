"""ivylite.optim: optimisers over Modules (in place) and over trees (pure).

Examples
--------
>>> import ivylite
>>> from ivylite import nn, optim
>>> ivylite.seed(0)
>>> model = nn.Linear(3, 1)
>>> opt = optim.AdamW(model, lr=1e-2, weight_decay=0.1)
>>> x = ivylite.ones((4, 3))
>>> loss = lambda m: ivylite.mean(m(x) ** 2)
>>> type(opt).__name__, sorted(g["weight_decay"] for g in opt.param_groups)
('AdamW', [0.1])
"""

from . import schedules
from .algorithms import SGD, Adagrad, Adam, AdamW, RMSprop
from .optimizer import Optimizer, clip_grad_norm

__all__ = ["Optimizer", "SGD", "Adam", "AdamW", "RMSprop", "Adagrad", "clip_grad_norm", "schedules"]
