"""dask: random. Random arrays are made by the backend's ``generate`` hook, chunk by
chunk on the workers (see ``ivylite/backends/dask/_blocks.py``)."""

from __future__ import annotations
