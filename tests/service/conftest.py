"""Fixtures of the service-layer tests: a fresh store on SQLite and, under
``scripts/with-postgres.sh`` (``DATABASE_URL`` set), on PostgreSQL in a schema of its own.

The same pattern as ``tests/api/conftest.py``, whose fixtures are not visible from this folder.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from uuid import uuid4

import pytest

from ginrummy.service.application import GinRummyService
from ginrummy.service.config import store_env as resolve_store_env

STORES = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


@pytest.fixture
def pg_schema() -> Iterator[tuple[str, str]]:
    """A fresh PostgreSQL schema: (DATABASE_URL, schema); skips without DATABASE_URL."""
    import psycopg

    url = os.environ.get("DATABASE_URL", "")
    if not url:
        pytest.skip("DATABASE_URL is not set: run under scripts/with-postgres.sh (make test)")
    schema = "t_" + uuid4().hex[:16]
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    try:
        yield url, schema
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


@pytest.fixture(params=STORES)
def store_env(request: pytest.FixtureRequest, tmp_path: Path) -> dict[str, str]:
    """The environment of a fresh store, SQLite and PostgreSQL."""
    if request.param == "sqlite":
        return {"GINRUMMY_SQLITE_PATH": str(tmp_path / "ginrummy.sqlite")}
    url, schema = request.getfixturevalue("pg_schema")
    return {"DATABASE_URL": url, "GINRUMMY_DB_SCHEMA": schema, "GINRUMMY_DB_POOL_SIZE": "4"}


@pytest.fixture
def service(store_env: dict[str, str]) -> Iterator[GinRummyService]:
    """The application over a fresh store (its recorder is the real one of that store)."""
    app = GinRummyService(resolve_store_env(store_env))
    try:
        yield app
    finally:
        app.close()


@pytest.fixture
def sqlite_service(tmp_path: Path) -> Iterator[GinRummyService]:
    """The application over a fresh SQLite file (for tests that need no second store)."""
    env = resolve_store_env({"GINRUMMY_SQLITE_PATH": str(tmp_path / "ginrummy.sqlite")})
    app = GinRummyService(env)
    try:
        yield app
    finally:
        app.close()
