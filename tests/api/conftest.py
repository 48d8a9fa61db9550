"""Fixtures of the API tests: every app-level test runs on SQLite and on PostgreSQL.

PostgreSQL tests need ``DATABASE_URL`` (``make test`` runs pytest under
``scripts/with-postgres.sh``, which starts a throwaway cluster and sets it); each test gets its
own schema, dropped afterwards.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from uuid import uuid4

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from ginrummy.api.app import create_app
from ginrummy.devserver import ServerProcess

STORES = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


def postgres_url() -> str:
    url = os.environ.get("DATABASE_URL", "")
    if not url:
        pytest.skip("DATABASE_URL is not set: run under scripts/with-postgres.sh (make test)")
    return url


@pytest.fixture
def pg_schema() -> Iterator[tuple[str, str]]:
    """A fresh PostgreSQL schema: (DATABASE_URL, schema)."""
    import psycopg

    url = postgres_url()
    schema = "t_" + uuid4().hex[:16]
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    try:
        yield url, schema
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


def make_env(store: str, tmp_path: Path, request: pytest.FixtureRequest) -> dict[str, str]:
    if store == "sqlite":
        return {"GINRUMMY_SQLITE_PATH": str(tmp_path / "ginrummy.sqlite")}
    url, schema = request.getfixturevalue("pg_schema")
    return {"DATABASE_URL": url, "GINRUMMY_DB_SCHEMA": schema, "GINRUMMY_DB_POOL_SIZE": "4"}


@pytest.fixture(params=STORES)
def store_env(request: pytest.FixtureRequest, tmp_path: Path) -> dict[str, str]:
    """The environment of a fresh store, SQLite and PostgreSQL."""
    return make_env(request.param, tmp_path, request)


@pytest.fixture
def sqlite_env(tmp_path: Path) -> dict[str, str]:
    return {"GINRUMMY_SQLITE_PATH": str(tmp_path / "ginrummy.sqlite")}


@pytest.fixture
def app(store_env: dict[str, str]) -> Iterator[Litestar]:
    application = create_app(store_env, rate_limit=0, poll_interval=0.05)
    yield application
    application.state.service.close()


@pytest.fixture
def client(app: Litestar) -> Iterator[TestClient[Litestar]]:
    with TestClient(app) as test_client:
        yield test_client


# -- a real server (uvicorn in a subprocess) ---------------------------------------------------


class LiveServer(ServerProcess):
    """A replica in a subprocess (``ginrummy.devserver``), its rate limit off unless ``env``
    sets it."""

    def __init__(self, env: dict[str, str]) -> None:
        super().__init__({"GINRUMMY_RATE_LIMIT": "0", **env})


@pytest.fixture
def live_server(store_env: dict[str, str]) -> Iterator[LiveServer]:
    server = LiveServer(store_env)
    server.start()
    try:
        yield server
    finally:
        server.stop()
