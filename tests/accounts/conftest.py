"""Fixtures of the accounts tests: the API over SQLite and PostgreSQL (``api.conftest``), its
argon2id hashes made cheap (1 pass, 8 MiB, 1 lane: the same code path, in milliseconds on a
busy machine) unless a test wants the production parameters, and helpers over HTTP."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from uuid import uuid4

import pytest
from argon2 import PasswordHasher
from litestar import Litestar
from litestar.testing import TestClient

from api.conftest import make_env, pg_schema, sqlite_env, store_env
from ginrummy.api.app import create_app
from ginrummy.service.accounts.passwords import PasswordHashes

__all__ = ["accounts_app", "client", "make_env", "pg_schema", "sqlite_env", "store_env"]

PASSWORD = "correct horse battery staple"
CHEAP = PasswordHasher(time_cost=1, memory_cost=8192, parallelism=1)


def cheap_hashes() -> PasswordHashes:
    return PasswordHashes(CHEAP)


@pytest.fixture
def accounts_app(store_env: dict[str, str]) -> Iterator[Litestar]:
    application = create_app(store_env, rate_limit=0, poll_interval=0.05)
    application.state.service.accounts.hashes = cheap_hashes()
    yield application
    application.state.service.close()


@pytest.fixture
def client(accounts_app: Litestar) -> Iterator[TestClient[Litestar]]:
    with TestClient(accounts_app) as test_client:
        yield test_client


def new_name() -> str:
    return "p" + uuid4().hex[:10]


def sign_up(client: Any, name: str | None = None, password: str = PASSWORD) -> dict[str, Any]:
    """Signs up (the client keeps the cookie); the reply's body."""
    r = client.post("/account/signup", json={"name": name or new_name(), "password": password})
    assert r.status_code == 201, r.text
    body: dict[str, Any] = r.json()
    return body


def guest(client: Any) -> tuple[dict[str, Any], dict[str, str]]:
    """A guest of ``POST /players``: its body, and its bearer header."""
    r = client.post("/players", json={"name": new_name()})
    assert r.status_code == 201, r.text
    return r.json(), {"Authorization": f"Bearer {r.json()['token']}"}


def problem(r: Any, status: int, reason: str) -> dict[str, Any]:
    """The response is the RFC 9457 problem ``reason`` with ``status``."""
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith("application/problem+json"), r.headers
    body: dict[str, Any] = r.json()
    assert body["type"].endswith(":" + reason), body
    return body
