"""``torch.Generator``: a seed and a count of draws, the state of the frontend's
random functions (``generator=``); ``default_generator`` serves the calls that
pass none, and ``torch.manual_seed`` seeds it."""

from __future__ import annotations

from typing import Any

__all__ = ["Generator", "default_generator"]

# torch's default generator starts from this seed, so unseeded programs repeat too.
DEFAULT_SEED = 67280421310721


class Generator:
    """A random stream: the same seed gives the same draws, on every backend.

    The state (``get_state``) is the seed and the number of draws taken, an
    int64 tensor (torch's is a byte tensor of its Mersenne Twister).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> g = torch.Generator().manual_seed(3)
    >>> a = torch.rand(2, generator=g)
    >>> b = torch.rand(2, generator=torch.Generator().manual_seed(3))
    >>> bool((a == b).all()), g.initial_seed()
    (True, 3)
    """

    def __init__(self, device: Any = "cpu") -> None:
        from ._types import device as _device

        self.device = _device(device)
        # [seed, draws since it was set]
        self._state = [DEFAULT_SEED, 0]

    def manual_seed(self, seed: int) -> Generator:
        """Seed this generator; returns it."""
        self._state[0], self._state[1] = int(seed), 0
        return self

    def seed(self) -> int:
        """Seed from the system's entropy; return the seed."""
        import secrets

        s = secrets.randbits(63)
        self.manual_seed(s)
        return s

    def initial_seed(self) -> int:
        """The seed last set."""
        return self._state[0]

    def get_state(self) -> Any:
        """The state, a tensor for :meth:`set_state`."""
        import ivylite

        from .tensor import Tensor

        return Tensor(ivylite.asarray(list(self._state), dtype="int64"))

    def set_state(self, new_state: Any) -> Generator:
        """Restore a state from :meth:`get_state`."""
        seed, count = (int(v) for v in new_state.tolist())
        self._state[0], self._state[1] = seed, count
        return self

    def next_seed(self) -> int:
        """The seed of the next draw (advances the count)."""
        base, count = self._state
        self._state[1] = count + 1
        return (base * 6364136223846793005 + count * 1442695040888963407) % (2**32)


default_generator = Generator()
