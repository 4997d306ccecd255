"""``numpy.lib``: ``stride_tricks`` (``sliding_window_view``).

Examples
--------
>>> import ivylite.frontends.numpy as np
>>> np.lib.stride_tricks.sliding_window_view(np.arange(4), 2).shape
(3, 2)
"""

from __future__ import annotations

from . import stride_tricks

__all__ = ["stride_tricks"]
