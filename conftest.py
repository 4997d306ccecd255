"""Root conftest: every test and doctest starts from ivylite's default settings
and the backend stack it found, whatever the test before it did."""

import pytest

import ivylite
from ivylite import config

# tests/test_harness.py runs small test files through pytest itself.
pytest_plugins = ["pytester"]


def restore_backends(stack: list[str]) -> None:
    """Make the backend stack ``stack`` again (names, bottom first)."""
    while ivylite.backend_stack():
        ivylite.unset_backend()
    for name in stack:
        ivylite.set_backend(name)


@pytest.fixture(autouse=True)
def _fresh_ivylite_state(request):
    token = config.current.set(config.DEFAULT_SETTINGS)
    stack = ivylite.backend_stack()
    yield
    config.current.reset(token)
    left = ivylite.backend_stack()
    if left != stack:
        restore_backends(stack)
        # A doctest shows set_backend as a user types it; a test must undo what it sets
        # (using_backend), or the tests after it would run on its backend.
        if not isinstance(request.node, pytest.DoctestItem):
            pytest.fail(f"the test left the backend stack {left}, it found {stack}")
