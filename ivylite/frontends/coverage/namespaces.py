"""What the coverage tool measures: each framework's namespaces, as data.

A :class:`Namespace` names a module or a class of the real framework by its
import path (``torch.nn.functional``, ``torch.Tensor``); the frontend's twin
is the same path under ``ivylite.frontends`` (``ivylite.frontends.torch.nn.functional``).

- ``kind="module"``: the module's public callables (functions, classes, ufuncs);
  its ``__all__`` where it declares one, else its ``dir()``, keeping only what
  the framework itself defines (``typing.Optional`` re-exported by a module is
  not the framework's API).
- ``kind="members"``: a class's public attributes (methods, properties).
  ``instance`` makes a frontend instance for classes whose members are found
  on instances only (NumPy's generators forward their methods).
- ``kind="submodules"``: the callables of each submodule of a package, named
  ``submodule.name`` (``jax.scipy.stats``: ``norm.pdf``, ``logistic.cdf``...),
  plus the package's own callables.
- ``only``: the names to measure when the namespace's full list is not the
  target (``torch.distributions``: the distributions programs use).
- ``real_type``: for ``kind="members"``, the class to enumerate when the public
  one is abstract (it gets the framework's top module): TensorFlow's eager
  tensors, whose class has ``numpy()`` and ``device``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["Namespace", "NAMESPACES", "ROOTS"]


@dataclass(frozen=True)
class Namespace:
    """One namespace of a real framework the coverage tool enumerates.

    Examples
    --------
    >>> from ivylite.frontends.coverage import NAMESPACES
    >>> [ns.path for ns in NAMESPACES["numpy"]][:3]
    ['numpy', 'numpy.linalg', 'numpy.fft']
    """

    path: str
    kind: str = "module"
    only: tuple[str, ...] = ()
    instance: Callable[[Any], Any] | None = None
    real_type: Callable[[Any], type] | None = None


def _rng(fnp: Any) -> Any:
    return fnp.random.default_rng(0)


def _random_state(fnp: Any) -> Any:
    return fnp.random.RandomState(0)


def _eager_tensor(tf: Any) -> type:
    return type(tf.constant(0.0))


# The framework packages whose objects count as the framework's own API.
ROOTS: dict[str, tuple[str, ...]] = {
    "torch": ("torch",),
    "jax": ("jax", "jaxlib"),
    "numpy": ("numpy",),
    "tensorflow": ("tensorflow", "keras", "tf_keras"),
}

# The distributions and helpers of torch.distributions that programs use.
_DISTRIBUTIONS = (
    "Bernoulli", "Beta", "Binomial", "Categorical", "Cauchy", "Chi2", "Dirichlet",
    "Distribution", "Exponential", "Gamma", "Geometric", "Gumbel", "HalfNormal", "Independent",
    "Laplace", "LogNormal", "MixtureSameFamily", "Multinomial", "MultivariateNormal", "Normal",
    "OneHotCategorical", "Poisson", "StudentT", "TransformedDistribution", "Uniform",
    "kl_divergence", "register_kl",
)  # fmt: skip

NAMESPACES: dict[str, tuple[Namespace, ...]] = {
    "torch": (
        Namespace("torch"),
        Namespace("torch.nn"),
        Namespace("torch.nn.functional"),
        Namespace("torch.nn.init"),
        Namespace("torch.nn.utils"),
        Namespace("torch.nn.utils.rnn"),
        Namespace("torch.linalg"),
        Namespace("torch.fft"),
        Namespace("torch.special"),
        Namespace("torch.optim"),
        Namespace("torch.optim.lr_scheduler"),
        Namespace("torch.autograd"),
        Namespace("torch.distributions", only=_DISTRIBUTIONS),
        Namespace("torch.utils.data"),
        Namespace("torch.Tensor", kind="members"),
    ),
    "jax": (
        Namespace("jax"),
        Namespace("jax.numpy"),
        Namespace("jax.numpy.linalg"),
        Namespace("jax.numpy.fft"),
        Namespace("jax.lax"),
        Namespace("jax.nn"),
        Namespace("jax.nn.initializers"),
        Namespace("jax.random"),
        Namespace("jax.scipy.special"),
        Namespace("jax.scipy.stats", kind="submodules"),
        Namespace("jax.scipy.linalg"),
        Namespace("jax.tree_util"),
        Namespace("jax.example_libraries.stax"),
        Namespace("jax.example_libraries.optimizers"),
        Namespace("jax.Array", kind="members"),
    ),
    "numpy": (
        Namespace("numpy"),
        Namespace("numpy.linalg"),
        Namespace("numpy.fft"),
        Namespace("numpy.random"),
        Namespace("numpy.random.Generator", kind="members", instance=_rng),
        Namespace("numpy.random.RandomState", kind="members", instance=_random_state),
        Namespace("numpy.ndarray", kind="members"),
    ),
    "tensorflow": (
        Namespace("tensorflow"),
        Namespace("tensorflow.math"),
        Namespace("tensorflow.linalg"),
        Namespace("tensorflow.nn"),
        Namespace("tensorflow.random"),
        Namespace("tensorflow.random.Generator", kind="members"),
        Namespace("tensorflow.signal"),
        Namespace("tensorflow.nest"),
        Namespace("tensorflow.Tensor", kind="members", real_type=_eager_tensor),
        Namespace("tensorflow.Variable", kind="members"),
        Namespace("tensorflow.keras"),
        Namespace("tensorflow.keras.layers"),
        Namespace("tensorflow.keras.models"),
        Namespace("tensorflow.keras.optimizers"),
        Namespace("tensorflow.keras.losses"),
        Namespace("tensorflow.keras.metrics"),
        Namespace("tensorflow.keras.activations"),
        Namespace("tensorflow.keras.initializers"),
        Namespace("tensorflow.keras.callbacks"),
        Namespace("tensorflow.data.Dataset", kind="members"),
    ),
}
