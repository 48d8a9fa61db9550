"""Fixtures of the tournament tests: the API tests' fresh stores (SQLite and PostgreSQL), with
one worker process for the tournaments' games, in the test's app or in a live server."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.conftest import LiveServer, make_env, pg_schema, store_env
from ginrummy.api.app import create_app

__all__ = [
    "live_tournament_env",
    "make_env",
    "pg_schema",
    "server",
    "store_env",
    "tour_app",
    "tour_client",
]


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


def live_tournament_env(store_env: dict[str, str]) -> dict[str, str]:
    """A live server's environment for tournaments: one worker, the runner polling often."""
    return {**store_env, "GINRUMMY_TOURNAMENT_WORKERS": "1", "GINRUMMY_POLL_SECONDS": "0.05"}


@pytest.fixture
def server(store_env: dict[str, str]) -> Iterator[LiveServer]:
    """A live server of the store, for tournaments (:func:`live_tournament_env`)."""
    live = LiveServer(live_tournament_env(store_env))
    live.start()
    try:
        yield live
    finally:
        live.stop()
