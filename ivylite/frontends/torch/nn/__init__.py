"""``torch.nn``: ``Module``, ``Parameter``, the containers, layers and losses (each
layer over its ivylite.nn twin), ``functional``, ``init`` and ``utils``.

Examples
--------
>>> import ivylite.frontends.torch as torch
>>> from ivylite.frontends.torch import nn
>>> torch.nn.functional.relu(torch.tensor([-1.0, 1.0]))
tensor([0., 1.])
>>> model = nn.Sequential(nn.Linear(4, 8), nn.GELU(), nn.Linear(8, 1))
>>> model(torch.ones(2, 4)).shape, sum(p.numel() for p in model.parameters())
(torch.Size([2, 1]), 49)
"""

from . import functional, init, utils
from .attention import MultiheadAttention, TransformerEncoderLayer
from .containers import ModuleDict, ModuleList, ParameterDict, ParameterList, Sequential
from .layers import (
    GRU,
    LSTM,
    AdaptiveAvgPool2d,
    AvgPool2d,
    BatchNorm1d,
    BatchNorm2d,
    Conv1d,
    Conv2d,
    ConvTranspose2d,
    Embedding,
    Flatten,
    GroupNorm,
    Identity,
    LayerNorm,
    Linear,
    MaxPool2d,
    Unflatten,
)  # fmt: skip
from .module import Module
from .modules import (
    GELU,
    BCEWithLogitsLoss,
    CrossEntropyLoss,
    Dropout,
    LeakyReLU,
    LogSoftmax,
    MSELoss,
    NLLLoss,
    ReLU,
    Sigmoid,
    SiLU,
    Softmax,
    Tanh,
)  # fmt: skip
from .parameter import Parameter

__all__ = [
    "functional", "init", "utils", "Module", "Parameter", "Sequential", "ModuleList", "ModuleDict",
    "ParameterList", "ParameterDict", "Linear", "Embedding", "LayerNorm", "GroupNorm",
    "BatchNorm1d", "BatchNorm2d", "Dropout", "Conv1d", "Conv2d", "ConvTranspose2d", "MaxPool2d",
    "AvgPool2d", "AdaptiveAvgPool2d", "Flatten", "Unflatten", "Identity", "ReLU", "GELU", "SiLU",
    "Tanh", "Sigmoid", "Softmax", "LogSoftmax", "LeakyReLU", "MultiheadAttention",
    "TransformerEncoderLayer", "LSTM", "GRU", "CrossEntropyLoss", "MSELoss", "BCEWithLogitsLoss",
    "NLLLoss",
]  # fmt: skip
