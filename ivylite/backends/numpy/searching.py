"""NumPy searching."""

from __future__ import annotations

import numpy as np

where = np.where
