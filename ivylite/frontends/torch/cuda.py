"""``torch.cuda`` stand-ins: the frontend computes on the CPU only, so CUDA is
never available and the calls that configure it do nothing."""

from __future__ import annotations

from typing import Any

__all__ = [
    "is_available", "device_count", "is_bf16_supported", "manual_seed", "manual_seed_all",
    "synchronize", "empty_cache",
]  # fmt: skip


def is_available() -> bool:
    """False: there is no CUDA device.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.cuda.is_available(), torch.cuda.device_count()
    (False, 0)
    """
    return False


def device_count() -> int:
    """0 CUDA devices.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.cuda.device_count()
    0
    """
    return 0


def is_bf16_supported(including_emulation: bool = True) -> bool:
    """False: no CUDA device supports bfloat16 here.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.cuda.is_bf16_supported()
    False
    """
    return False


def manual_seed(seed: int) -> None:
    """Nothing to seed (no CUDA generator); ``torch.manual_seed`` seeds the frontend.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.cuda.manual_seed(0) is None
    True
    """


def manual_seed_all(seed: int) -> None:
    """Nothing to seed (no CUDA generators).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.cuda.manual_seed_all(0) is None
    True
    """


def synchronize(device: Any = None) -> None:
    """Nothing to wait for.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.cuda.synchronize() is None
    True
    """


def empty_cache() -> None:
    """No CUDA cache to free.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.cuda.empty_cache() is None
    True
    """
