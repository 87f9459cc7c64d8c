"""The browser and server fixtures come from tests/web/conftest.py; the markers too."""

from tests.web.conftest import pytest_configure  # noqa: F401 - registers e2e/fuzz markers
