"""Root conftest: every test and doctest starts from ivylite's default settings."""

import pytest

import ivylite.config


@pytest.fixture(autouse=True)
def _fresh_ivylite_state():
    token = ivylite.config._state.set(ivylite.config._DEFAULT_STATE)
    yield
    ivylite.config._state.reset(token)
