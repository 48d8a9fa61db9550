"""Fixtures of the tournament tests: the API tests' fresh stores (SQLite and PostgreSQL), with
one worker process for the tournaments' games."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.conftest import make_env, pg_schema, store_env
from ginrummy.api.app import create_app

__all__ = ["make_env", "pg_schema", "store_env", "tour_app", "tour_client"]


@pytest.fixture
def tour_app(store_env: dict[str, str]) -> Iterator[Litestar]:
    env = {**store_env, "GINRUMMY_TOURNAMENT_WORKERS": "1"}
    application = create_app(env, rate_limit=0, poll_interval=0.05)
    yield application
    application.state.service.close()


@pytest.fixture
def tour_client(tour_app: Litestar) -> Iterator[TestClient[Litestar]]:
    with TestClient(tour_app) as test_client:
        yield test_client
