"""The framework-agnostic API, one module per family of the Array API standard.

Nothing here imports a framework: each function records what it needs, and
``ivylite.dispatch`` builds it for a backend from the backend module of the
same name (``ivylite/backends/<name>/<family>.py``).
"""

from . import (
    creation,
    data_type,
    device,
    elementwise,
    elementwise_math,
    gradients,
    indexing,
    linalg,
    linalg_extension,  # noqa: F401  (ivylite.linalg's own functions)
    manipulation,
    nn,
    nn_losses,
    nn_norms,
    nn_sequence,
    nn_spatial,
    optimizers,
    random,
    searching,
    set_functions,
    sorting,
    statistical,
    transforms,
    utility,
)
from .creation import *  # noqa: F403
from .data_type import *  # noqa: F403
from .device import *  # noqa: F403
from .elementwise import *  # noqa: F403
from .elementwise_math import *  # noqa: F403
from .gradients import *  # noqa: F403
from .indexing import *  # noqa: F403
from .linalg import *  # noqa: F403
from .manipulation import *  # noqa: F403
from .nn import *  # noqa: F403
from .nn_losses import *  # noqa: F403
from .nn_norms import *  # noqa: F403
from .nn_sequence import *  # noqa: F403
from .nn_spatial import *  # noqa: F403
from .optimizers import *  # noqa: F403
from .random import *  # noqa: F403
from .searching import *  # noqa: F403
from .set_functions import *  # noqa: F403
from .sorting import *  # noqa: F403
from .statistical import *  # noqa: F403
from .transforms import *  # noqa: F403
from .utility import *  # noqa: F403

# The main namespace only: the fft/linalg extension functions live in
# ivylite.fft and ivylite.linalg, and the family modules are not public names.
__all__ = [
    name
    for module in (
        creation,
        data_type,
        device,
        elementwise,
        elementwise_math,
        indexing,
        linalg,
        manipulation,
        searching,
        set_functions,
        sorting,
        statistical,
        utility,
        nn,
        nn_losses,
        nn_norms,
        nn_sequence,
        nn_spatial,
        random,
        gradients,
        optimizers,
        transforms,
    )
    for name in module.__all__
]
