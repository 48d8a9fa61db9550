"""Fixtures of the API tests: every app-level test runs on SQLite and on PostgreSQL.

PostgreSQL tests need ``DATABASE_URL`` (``make test`` runs pytest under
``scripts/with-postgres.sh``, which starts a throwaway cluster and sets it); each test gets its
own schema, dropped afterwards.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from uuid import uuid4

import httpx
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from ginrummy.api.app import create_app

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


class LiveServer:
    """``uvicorn ginrummy.api.app:create_app --factory`` on a free port, with ``env``."""

    def __init__(self, env: dict[str, str]) -> None:
        self.env = env
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        env = {**os.environ, "GINRUMMY_RATE_LIMIT": "0", **self.env}
        services = str(Path(__file__).resolve().parents[2] / "services")
        env["PYTHONPATH"] = services + os.pathsep + env.get("PYTHONPATH", "")
        if "DATABASE_URL" not in self.env:
            env.pop("DATABASE_URL", None)
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                "ginrummy.api.app:create_app",
                "--factory",
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--log-level",
                "warning",
            ],
            env=env,
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited with {self.proc.returncode}")
            try:
                if httpx.get(self.url + "/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError("server did not start")

    def kill(self) -> None:
        """kill -9."""
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture
def live_server(store_env: dict[str, str]) -> Iterator[LiveServer]:
    server = LiveServer(store_env)
    server.start()
    try:
        yield server
    finally:
        server.stop()
