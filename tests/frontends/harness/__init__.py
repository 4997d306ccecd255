"""The differential harness shared by the four frontends: a function is a row.

**A row** describes one frontend function once, as data::

    Fn("torch.nn.functional.gelu", [T("float")], {"approximate": one_of("none", "tanh")},
       grad=True)

its public name as the framework spells it, the kinds of its arguments
(:mod:`.kinds`: arrays of a dtype class with shape constraints, broadcastable
partners, axes for an array's rank, indices, masks, matrices, shapes, dtypes,
Python numbers, choices), and options (:class:`~.row.Fn`: gradients,
tolerances, a composition, skips, known differences). From it the harness

1. draws a few calls with hypothesis (``derandomize=True``: the same calls on
   every run), calls the real framework ONCE per call and the frontend on every
   installed backend (``tests/conftest.py``'s ``INSTALLED``), and compares values
   (per-dtype tolerances, :mod:`.compare`), dtypes, shapes, JAX's weak types,
   the structure of tuples, and exceptions (where the framework raises, the
   frontend raises the same type; where it computes, the frontend computes);
2. for ``grad=True``, compares float64 gradients with ``torch.autograd``,
   ``jax.grad`` or ``tf.GradientTape`` on every backend with autodiff (not
   numpy or dask);
3. sweeps every dtype the framework has once, with fixed small inputs, on one
   backend (NumPy's: the frontend's dtype logic does not depend on the
   backend), checking that what the frontend declares unsupported
   (``with_unsupported_dtypes``) is exactly what it refuses with its error and
   what the framework refuses (bar the frontend's declared ``limits``), and that
   every other dtype gives the framework's outcome.

How each framework makes arrays from the same host values, reads results back
and takes gradients is its adapter (:mod:`.adapters`).

**Where rows live: here, not next to the frontend function.** A frontend never
imports its framework or hypothesis, and argument kinds are test data, so the
rows are tables in this package, one file per frontend namespace group
(``test_torch.py``, ``test_jax.py``...; split a file by namespace when it nears
800 lines: ``test_torch_nn.py``). What a function *is* stays in the frontend and
is written once there: its computation and the dtypes it accepts (its
``with_unsupported_dtypes`` declarations, which the sweep checks against the
real framework). A row adds only what a test needs and the frontend does not:
the kinds of the arguments.

**Adding a function** is one row in the table of its namespace::

    Fn("torch.special.erfinv", [T("float", lo=-0.99, hi=0.99)], grad=True),
    Fn("torch.sum", [T("numeric"), Axis(0)], {"keepdim": Bool()}, variant="dim"),
    Fn("torch.Tensor.add_", [T("float"), T("float", broadcast=0)]),   # a method
    Fn("jax.numpy.linalg.solve", [Matrix("invertible"), T("float", shape=(3,))]),

then ``python -m pytest tests/frontends/harness -k erfinv -n 0``. A row that
fails shows hypothesis's smallest failing call (dtype, shapes, values) and the
backend. Refresh the coverage snapshot too (``ivylite.frontends.coverage``).

**Running**: ``python -m pytest tests/frontends/harness -k torch -n 0`` (one
frontend), ``-k "torch.nn.functional"`` (one namespace), restricted backends
with ``IVYLITE_TEST_BACKENDS=numpy,torch``. ``--harness-examples 50`` (or
``IVYLITE_HARNESS_EXAMPLES=50``) draws more calls per row, to look deeper
locally; ``--runslow`` adds the dtype sweep on every backend
(``test_every_dtype_on_every_backend``).

**Budget.** One test item per row; the backends are looped inside it, so the
real framework runs once per drawn call (and once for all of a row's calls
together on JAX). CI draws 3 calls per row; JAX and dask, whose every new call
is costly, check one of them (``checks.ONE_CALL``). The target is 20-40 ms per
row per backend on average, 0.12-0.24 s per row with six backends, sweep and
gradients included: the ~3,000 rows the frontends will have then cost 6-12
minutes of the 75-minute CI budget. Measured with six backends (one process,
``--durations``): torch rows 0.14 s, numpy 0.09 s, tensorflow 0.28 s, jax 0.35 s
(JAX compiles every new operation, shape and dtype; the frontend on the jax
backend too). Keep rows cheap: small shapes (the default sides are 1 to 3), one
row per function unless an option changes the code path, ``grad=True`` only on
differentiable functions. A row's time is in ``pytest --durations``.
"""

from __future__ import annotations

from typing import Any

import pytest

from .checks import check_row, sweep_row
from .kinds import (
    Axis,
    Bool,
    Const,
    DType,
    Float,
    Index,
    Int,
    List,
    Mask,
    Matrix,
    Scalar,
    Shape,
    T,
    one_of,
)
from .row import Fn, examples

__all__ = [
    "Fn", "T", "Matrix", "Axis", "Index", "Mask", "List", "Shape", "DType", "Scalar", "Int",
    "Float", "Bool", "one_of", "Const", "make_tests",
]  # fmt: skip


def make_tests(rows: list[Fn]) -> tuple[Any, Any]:
    """The two tests of a table of rows: ``test_row`` (drawn calls on every backend,
    gradients, the dtype sweep on one backend) and the slow
    ``test_every_dtype_on_every_backend``. In a test file::

        test_row, test_every_dtype_on_every_backend = make_tests(ROWS)
    """
    ids = [row.id for row in rows]
    assert len(set(ids)) == len(ids), f"two rows share an id: give one a variant ({ids})"

    def param(row: Fn) -> Any:
        marks = [pytest.mark.xfail(reason=row.xfail, strict=True)] if row.xfail else []
        return pytest.param(row, id=row.id, marks=marks)

    @pytest.mark.parametrize("row", [param(r) for r in rows])
    def test_row(row: Fn, request: Any) -> None:
        from tests.conftest import INSTALLED

        pytest.importorskip(row.framework)
        sweep = ("numpy" if "numpy" in INSTALLED else INSTALLED[0]) if row.sweep else None
        check_row(row, examples(request.config), sweep)

    @pytest.mark.slow
    @pytest.mark.parametrize("row", [param(r) for r in rows if r.sweep])
    def test_every_dtype_on_every_backend(row: Fn) -> None:
        from tests.conftest import INSTALLED

        pytest.importorskip(row.framework)
        for backend in INSTALLED:
            if backend not in row.skip:
                sweep_row(row, backend)

    return test_row, test_every_dtype_on_every_backend
