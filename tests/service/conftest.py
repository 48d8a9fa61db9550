"""Fixtures of the service tests (no HTTP): the stores of the API tests (SQLite, and
PostgreSQL under ``scripts/with-postgres.sh``), and the application over a fresh store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from api.conftest import pg_schema, sqlite_env, store_env
from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings

__all__ = ["pg_schema", "service", "sqlite_env", "sqlite_service", "store_env"]


@pytest.fixture
def service(store_env: dict[str, str]) -> Iterator[GinRummyService]:
    """The application over a fresh store (its recorder is the real one of that store)."""
    app = GinRummyService(Settings.from_env(store_env))
    try:
        yield app
    finally:
        app.close()


@pytest.fixture
def sqlite_service(tmp_path: Path) -> Iterator[GinRummyService]:
    """The application over a fresh SQLite file (for tests that need no second store)."""
    app = GinRummyService(Settings.from_env({"GINRUMMY_SQLITE_PATH": str(tmp_path / "g.sqlite")}))
    try:
        yield app
    finally:
        app.close()
