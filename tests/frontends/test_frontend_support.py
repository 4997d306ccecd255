"""Every public frontend function with a dtype declaration, on every backend:
``ivylite.function_unsupported_dtypes`` reports exactly the dtypes the function
refuses with its frontend's error.

Each function is called with small arrays of every dtype valid on the backend
(built once per dtype). The call is the first of a few generic shapes (``f(x)``,
``f(x, x)``, ``f(x, 1)``...) under which every dtype either computes or is
refused with the frontend's error; a function none of them fits has its own
entry in ``CALLS``. So a dtype that is reported but computes, one that is
refused but not reported, and one that fails with another error all fail here.
"""

from __future__ import annotations

import importlib
import types
import warnings
from collections.abc import Callable
from typing import Any

import pytest

import ivylite
from ivylite.decorators import support_declaration
from ivylite.frontends import FRAMEWORKS, frontend_of

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning", "ignore::UserWarning")


def _walk(module: types.ModuleType, path: str, seen: set, out: dict) -> None:
    """Record the declared functions in ``module``'s public names, and in the public
    names of the frontend's modules it exposes (``torch.linalg``...)."""
    package = ".".join(module.__name__.split(".")[:3])
    names = getattr(module, "__all__", None) or [n for n in dir(module) if not n.startswith("_")]
    for name in names:
        obj = getattr(module, name, None)
        if isinstance(obj, types.ModuleType):
            if obj.__name__.startswith(package) and obj not in seen:
                seen.add(obj)
                _walk(obj, f"{path}.{name}", seen, out)
        elif callable(obj) and not isinstance(obj, type) and support_declaration(obj):
            out.setdefault(obj, f"{path}.{name}")


def _declared_functions() -> list[tuple[str, str, Any]]:
    """(framework, public name, function) for every declared public function."""
    found = []
    for framework in FRAMEWORKS:
        top = importlib.import_module(f"ivylite.frontends.{framework}")
        out: dict = {}
        _walk(top, framework, {top}, out)
        found.extend((framework, name, fn) for fn, name in out.items())
    return sorted(found, key=lambda item: item[1])


DECLARED = _declared_functions()


class Samples:
    """Arrays of one dtype, in one frontend's array class."""

    def __init__(self, cls: type, d: ivylite.Dtype) -> None:
        def make(values: Any, dtype: Any = d) -> Any:
            return cls(ivylite.astype(ivylite.asarray(values), dtype))

        self.x = make([[2, 1], [1, 2]])  # symmetric positive definite, no zeros
        self.eye = make([[1, 0], [0, 1]])  # invertible in every dtype, bool included
        self.v = make([2, 1])
        self.s = make(1)
        self.x3 = make([[[2, 1], [1, 2]]])
        self.x4 = make([[[[2, 1], [1, 2]]]])
        # arguments of fixed dtypes: indices, masks, labels, an embedding table
        self.idx = make([[0, 1], [1, 0]], "int64")
        self.mask = make([[True, False], [False, True]], "bool")
        self.labels = make([0, 1], "int64")
        self.table = make([[0.5, 1.0], [1.5, 2.0], [2.5, 3.0]], "float32")


# Calling shapes tried in order, for functions without an entry in CALLS.
GENERIC: list[Callable[[Any, Samples], Any]] = [
    lambda f, a: f(a.x),
    lambda f, a: f(a.x, a.x),
    lambda f, a: f(a.x, 1),
    lambda f, a: f(a.x, a.x, a.x),
    lambda f, a: f([a.x, a.x]),
    lambda f, a: f(a.x, 3),
    lambda f, a: f(a.x, a.v),
    lambda f, a: f(a.v, a.v),
    lambda f, a: f(a.s),
    lambda f, a: f(a.s, a.s, 3),
    lambda f, a: f("ij,jk->ik", a.x, a.x),
    lambda f, a: f(a.x4, a.x4),
    lambda f, a: f(a.x4, 1),
    lambda f, a: f(a.x3, a.x3),
    lambda f, a: f(a.eye),
    lambda f, a: f(a.eye, a.v),
]

# Functions no generic shape fits: their public name -> how to call them. Where a
# function refuses more dtypes for some arguments than its declaration says
# (each such refusal names the arguments), the call uses arguments under which
# the declaration is the whole story: l1_loss's reduction="mean" and norm's
# default ord refuse integers, reduction="sum" and ord=1 do not.
CALLS: dict[str, Callable[[Any, Samples], Any]] = {
    "torch.gather": lambda f, a: f(a.x, 1, a.idx),
    "torch.take": lambda f, a: f(a.x, a.idx),
    "torch.masked_fill": lambda f, a: f(a.x, a.mask, 0),
    "torch.masked_select": lambda f, a: f(a.x, a.mask),
    "torch.nn.functional.batch_norm": lambda f, a: f(a.x, a.v, a.v),
    "torch.nn.functional.embedding": lambda f, a: f(a.x, a.table),
    "torch.nn.functional.layer_norm": lambda f, a: f(a.x, (2,)),
    "torch.nn.functional.rms_norm": lambda f, a: f(a.x, (2,)),
    "torch.nn.functional.nll_loss": lambda f, a: f(a.x, a.labels),
    "torch.nn.functional.l1_loss": lambda f, a: f(a.x, a.x, reduction="sum"),
    "tensorflow.linalg.norm": lambda f, a: f(a.x, ord=1),
    "tensorflow.linalg.tensordot": lambda f, a: f(a.x, a.x, 1),
    "tensorflow.nn.avg_pool2d": lambda f, a: f(a.x4, 1, 1, "VALID"),
    "tensorflow.nn.max_pool2d": lambda f, a: f(a.x4, 1, 1, "VALID"),
    "tensorflow.nn.batch_normalization": lambda f, a: f(a.x, a.v, a.v, a.v, a.v, 1e-3),
    "tensorflow.nn.conv2d": lambda f, a: f(a.x4, a.x4, 1, "VALID"),
    "tensorflow.nn.dropout": lambda f, a: f(a.x, 0.5),
    "tensorflow.nn.sparse_softmax_cross_entropy_with_logits": lambda f, a: f(
        labels=a.labels, logits=a.x
    ),
    "tensorflow.tile": lambda f, a: f(a.x, [2, 1]),
}


def _outcome(f: Callable, call: Callable, a: Samples) -> Exception | None:
    """The exception ``call`` raises, None if it computes."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            call(f, a)
    except Exception as e:  # noqa: BLE001 - classified by the caller
        return e
    return None


_SAMPLES: dict[tuple[str, str, str], Samples] = {}
# public name -> the generic call that fitted on an earlier backend (tried first)
_FITTED: dict[str, Callable] = {}


def _samples(backend: str, cls: type, d: ivylite.Dtype) -> Samples:
    key = (backend, cls.__module__, str(d))
    if key not in _SAMPLES:
        _SAMPLES[key] = Samples(cls, d)
    return _SAMPLES[key]


@pytest.mark.parametrize("framework, name, fn", DECLARED, ids=[name for _, name, _ in DECLARED])
def test_reported_support_is_what_the_function_refuses(framework, name, fn, backend):
    frontend = frontend_of(fn)
    assert frontend is not None and frontend.framework == framework and frontend.owns(fn), (
        f"{name} does not go through the {framework} frontend's wrapper"
    )
    valid = ivylite.valid_dtypes
    samples = {d: _samples(backend, frontend.array_class, d) for d in valid}
    reported = set(ivylite.function_unsupported_dtypes(fn)) & set(valid)
    calls = [CALLS[name]] if name in CALLS else [_FITTED.get(name, GENERIC[0]), *GENERIC]
    failures = []
    for call in calls:
        outcomes = {}
        for d in valid:
            e = outcomes[d] = _outcome(fn, call, samples[d])
            if e is not None and not isinstance(e, frontend.error_class):
                failures.append(f"{d}: {e!r}")
                break
        else:
            _FITTED[name] = call
            refused = {d for d, e in outcomes.items() if e is not None}
            assert refused == reported, (
                f"{name} on {backend}: reported but computed {sorted(reported - refused)}, "
                f"refused but not reported {sorted(refused - reported)}"
            )
            release = f"{frontend.framework} {frontend.version}"
            for d in refused:
                message = str(outcomes[d])
                assert frontend.public_name(fn) in message and f" {d}" in message, message
                assert release in message, f"{name}: the message does not name {release}: {message}"
            return
    pytest.fail(f"{name} on {backend}: no call computes or refuses every dtype: {failures}")
