"""PyTorch searching."""

from __future__ import annotations

import torch

where = torch.where
