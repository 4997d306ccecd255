"""NumPy indexing."""

from __future__ import annotations


def getitem(x, key):
    return x[key]


def setitem(x, key, value):
    x[key] = value
    return x
