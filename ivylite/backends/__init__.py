"""Backends: one package per framework, each mirroring ivylite/functional/.

A backend package declares its framework version, native dtypes, invalid
dtypes (version-keyed), devices and capabilities, and provides a few
primitives (cast, scalar, shape, device_of, to_numpy, from_numpy, copy,
native_device). Its modules have the same names as the functional modules
and hold functions of the same names, called with native arrays whose dtype
ivylite has already decided. No backend imports another.
"""
