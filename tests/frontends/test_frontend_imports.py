"""Every frontend imports under every backend, each in a fresh process.

A frontend must not read, at import, a dtype attribute the backend prunes
(``ivylite.uint16`` on torch and paddle): a dtype the backend lacks shows up
only when it is used, with the backend's usual error.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from ..conftest import INSTALLED

FRONTENDS = ("numpy", "torch", "jax", "tensorflow")

# Run in a fresh interpreter: set the backend, then import each frontend and
# build one uint16 array with it (the backend's error where uint16 is pruned).
_PROGRAM = """
import json, sys
if {backend!r} == "paddle":
    import paddle  # before tensorflow, always
import ivylite
ivylite.set_backend({backend!r})
out = {{}}
for name in {frontends!r}:
    try:
        __import__("ivylite.frontends." + name)
    except Exception as e:
        out[name] = "import failed: %s: %s" % (type(e).__name__, e)
        continue
    fe = sys.modules["ivylite.frontends." + name]
    try:
        if name == "tensorflow":
            fe.constant([1], fe.uint16)
        elif name == "jax":
            __import__("ivylite.frontends.jax.numpy").frontends.jax.numpy.asarray([1], dtype="uint16")
        elif name == "numpy":
            fe.asarray([1], dtype="uint16")
        else:
            fe.tensor([1], dtype=fe.uint16)
        out[name] = "ok"
    except TypeError as e:
        out[name] = "refused: " + str(e)
print(json.dumps(out))
"""


@pytest.mark.parametrize("backend_name", INSTALLED)
def test_every_frontend_imports_under_the_backend(backend_name):
    code = _PROGRAM.format(backend=backend_name, frontends=FRONTENDS)
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-2000:]
    outcome = json.loads(run.stdout.strip().splitlines()[-1])
    for name in FRONTENDS:
        result = outcome[name]
        assert not result.startswith("import failed"), f"{name} under {backend_name}: {result}"
        if backend_name in ("torch", "paddle"):  # uint16 is pruned there: the clear error
            assert result.startswith("refused: ") and "uint16" in result, (name, result)
        else:
            assert result == "ok", (name, result)
