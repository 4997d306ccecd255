"""`import ivylite` stays light: no framework, not even NumPy."""

import subprocess
import sys

FRAMEWORKS = ("numpy", "ml_dtypes", "torch", "jax", "tensorflow", "paddle", "dask")


def test_import_ivylite_imports_no_framework():
    code = (
        "import sys, ivylite\n"
        "ivylite.promote_types('float32', 'int32'); ivylite.result_type('int8', 2.5)\n"
        f"print(','.join(m for m in {FRAMEWORKS!r} if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_the_readme_quick_check():
    code = (
        "import ivylite\n"
        "print(ivylite.promote_types('float32', 'int32'))\n"
        "with ivylite.PreciseMode(False): print(ivylite.promote_types('float32', 'int32'))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["float64", "float32"]
