"""``jax.config``: the settings JAX programs set at their start.

The frontend always computes with JAX's 64-bit mode on (``jax_enable_x64``),
so turning it on is accepted and turning it off is refused; the other flags
have no meaning off JAX and are accepted and recorded.
"""

from __future__ import annotations

from typing import Any

__all__ = ["config"]


class Config:
    """``jax.config``: ``update(name, value)`` and attribute reads of the flags.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.config.update("jax_enable_x64", True)
    >>> jax.config.jax_enable_x64
    True
    >>> jax.config.update("jax_enable_x64", False)
    Traceback (most recent call last):
    ...
    ValueError: jax.config.update('jax_enable_x64', False): ivylite's jax frontend always computes with JAX's 64-bit mode (float64 and int64 defaults)
    """

    def __init__(self) -> None:
        self._values: dict[str, Any] = {"jax_enable_x64": True}

    def update(self, name: str, value: Any) -> None:
        """Set a flag; turning 64-bit mode off is refused (the frontend computes with it).

        Examples
        --------
        >>> import ivylite.frontends.jax as jax
        >>> jax.config.update("jax_enable_x64", True)
        >>> jax.config.jax_enable_x64
        True
        >>> jax.config.update("jax_enable_x64", False)
        Traceback (most recent call last):
        ...
        ValueError: jax.config.update('jax_enable_x64', False): ivylite's jax frontend ...
        """
        if name == "jax_enable_x64" and not value:
            raise ValueError(
                f"jax.config.update({name!r}, {value!r}): ivylite's jax frontend always computes "
                "with JAX's 64-bit mode (float64 and int64 defaults)"
            )
        self._values[name] = value

    def __getattr__(self, name: str) -> Any:
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"jax.config has no flag {name!r} set") from None


config = Config()
