"""JAX dtype conversion."""

from __future__ import annotations

from . import cast

# The backend's cast primitive: x.astype(dtype), jitted with a static dtype.
astype = cast
