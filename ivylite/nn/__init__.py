"""ivylite.nn: stateful models written once, run on every backend.

A :class:`Module` registers the :class:`Parameter` s, buffers and modules
assigned to its attributes; layers hold state and call one functional op
each; ``ivylite.nn.init`` has the initialisers (PyTorch's formulas, ivylite's
seeded generator, so a seeded model starts identical on every backend).

Examples
--------
>>> import ivylite
>>> from ivylite import nn
>>> ivylite.seed(0)
>>> model = nn.Sequential(nn.Linear(4, 8), nn.GELU(), nn.Linear(8, 1))
>>> model(ivylite.ones((2, 4))).shape, model.num_parameters()
((2, 1), 49)
"""

from . import init
from .activation import GELU, LeakyReLU, LogSoftmax, ReLU, Sigmoid, SiLU, Softmax, Tanh
from .attention import MultiHeadAttention
from .containers import ModuleDict, ModuleList, ParameterDict, ParameterList, Sequential
from .conv import Conv1d, Conv2d, ConvTranspose2d
from .dropout import Dropout
from .linear import Embedding, Flatten, Identity, Linear, Unflatten
from .module import Module
from .normalization import BatchNorm1d, BatchNorm2d, GroupNorm, LayerNorm, RMSNorm
from .parameter import Buffer, Parameter, Slot
from .pooling import AdaptiveAvgPool2d, AvgPool2d, MaxPool2d
from .recurrent import GRU, LSTM
from .state import IncompatibleKeys

__all__ = [
    "init",
    "Module",
    "Parameter",
    "Buffer",
    "Slot",
    "IncompatibleKeys",
    "Identity",
    "Linear",
    "Flatten",
    "Unflatten",
    "Embedding",
    "Dropout",
    "Conv1d",
    "Conv2d",
    "ConvTranspose2d",
    "MaxPool2d",
    "AvgPool2d",
    "AdaptiveAvgPool2d",
    "BatchNorm1d",
    "BatchNorm2d",
    "LayerNorm",
    "RMSNorm",
    "GroupNorm",
    "MultiHeadAttention",
    "LSTM",
    "GRU",
    "ReLU",
    "GELU",
    "SiLU",
    "Tanh",
    "Sigmoid",
    "Softmax",
    "LogSoftmax",
    "LeakyReLU",
    "Sequential",
    "ModuleList",
    "ModuleDict",
    "ParameterList",
    "ParameterDict",
]
