"""The optional compiled accelerator of the forwarders (ivylite/_accel.c).

Everything else about the package is in pyproject.toml. ``optional=True``: a
machine without a C compiler or Python's headers installs ivylite all the
same, and the Python forwarders run (ivylite.info.accelerator() says which).
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("ivylite._accel", ["ivylite/_accel.c"], optional=True)])
