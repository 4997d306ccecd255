"""TensorFlow: gradients."""

from __future__ import annotations
