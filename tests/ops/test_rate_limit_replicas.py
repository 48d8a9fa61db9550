"""The per-token rate limit holds across replicas: a client sending as fast as it can,
round-robin over three replicas over one PostgreSQL, gets the configured rate (within 10%),
not three times it; every refusal is a 429 problem document with ``Retry-After``. Request
bodies are capped (413, a problem document), on SQLite and PostgreSQL."""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack
from typing import Any

import httpx
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.conftest import LiveServer
from ginrummy.api.app import create_app
from support.players import register

RATE = 25
SECONDS = 6
THREADS = 8


@pytest.fixture
def pg_env(pg_schema: tuple[str, str]) -> dict[str, str]:
    url, schema = pg_schema
    return {
        "DATABASE_URL": url,
        "GINRUMMY_DB_SCHEMA": schema,
        "GINRUMMY_DB_POOL_SIZE": "4",
        "GINRUMMY_TOURNAMENT_WORKERS": "0",
        "GINRUMMY_RATE_LIMIT": str(RATE),
        "GINRUMMY_LOG_LEVEL": "warning",
    }


def three(env: dict[str, str]) -> Iterator[list[LiveServer]]:
    with ExitStack() as stack:
        servers = []
        for _ in range(3):
            server = LiveServer(env)
            server.start()
            stack.callback(server.stop)
            servers.append(server)
        yield servers


def flood(servers: list[LiveServer], headers: dict[str, str]) -> tuple[int, int, list[str]]:
    """``THREADS`` threads send GET /players/me round-robin over the replicas, as fast as they
    can, for ``SECONDS`` whole seconds of the clock (the windows are the database's seconds,
    the same clock here): (accepted, refused, what was wrong with any answer). The clients
    connect (and every replica learns the token) before the first counted second."""
    accepted = refused = 0
    problems: list[str] = []
    lock = threading.Lock()
    turn = itertools.count()
    pools = [
        [httpx.Client(base_url=s.url, headers=headers, timeout=10) for s in servers]
        for _ in range(THREADS)
    ]
    for sessions in pools:
        for session in sessions:
            session.get("/players/me")
    start = float(int(time.time()) + 1)
    end = start + SECONDS - 0.05

    def client(sessions: list[httpx.Client]) -> None:
        nonlocal accepted, refused
        try:
            while time.time() < start:
                time.sleep(0.001)
            while time.time() < end:
                r = sessions[next(turn) % len(sessions)].get("/players/me")
                if time.time() >= end + 0.04:
                    continue  # answered in the next window: not counted
                with lock:
                    if r.status_code == 200:
                        accepted += 1
                    elif r.status_code == 429:
                        refused += 1
                        problems.extend(refusal_problems(r))
                    else:
                        problems.append(f"{r.status_code}: {r.text[:200]}")
        except Exception as exc:
            problems.append(repr(exc))
        finally:
            for session in sessions:
                session.close()

    threads = [threading.Thread(target=client, args=(sessions,)) for sessions in pools]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return accepted, refused, problems


def refusal_problems(r: httpx.Response) -> list[str]:
    wrong = []
    if not r.headers.get("content-type", "").startswith("application/problem+json"):
        wrong.append(f"429 content-type {r.headers.get('content-type')}")
    if r.json().get("type") != "urn:ginrummy:problem:rate-limited":
        wrong.append(f"429 type {r.json().get('type')}")
    retry = r.headers.get("retry-after", "")
    if not retry.isdigit() or int(retry) < 1:
        wrong.append(f"429 Retry-After {retry!r}")
    return wrong


@pytest.mark.postgres
def test_rate_limit_holds_across_three_replicas(pg_env: dict[str, str]) -> None:
    for servers in three(pg_env):
        headers = register(servers[0].url, prefix="flood").headers
        time.sleep(1.1)  # the registration's window is over
        accepted, refused, problems = flood(servers, headers)
        r = httpx.get(servers[1].url + "/players/me", headers=headers)
        assert r.headers["RateLimit-Limit"] == str(RATE)
        assert r.headers["RateLimit-Policy"] == f"{RATE}; w=1"
    rate = accepted / SECONDS
    print(
        f"3 replicas, limit {RATE}/s: accepted {accepted} in {SECONDS} s = {rate:.1f}/s, "
        f"refused {refused}"
    )
    assert not problems, problems[:5]
    assert refused > accepted  # the client did send faster than the limit
    assert abs(rate - RATE) <= 0.1 * RATE, (accepted, refused)


@pytest.mark.postgres
def test_per_process_limit_when_not_shared(pg_env: dict[str, str]) -> None:
    """``GINRUMMY_RATE_LIMIT_SHARED=n``: each replica counts alone (about three times the
    rate gets through): what the shared window prevents."""
    for servers in three({**pg_env, "GINRUMMY_RATE_LIMIT_SHARED": "n"}):
        headers = register(servers[0].url, prefix="flood").headers
        time.sleep(1.1)
        accepted, _, problems = flood(servers, headers)
    print(f"3 replicas, per process, limit {RATE}/s: accepted {accepted / SECONDS:.1f}/s")
    assert not problems, problems[:5]
    assert accepted / SECONDS > 2 * RATE, accepted


def test_request_body_is_capped(store_env: dict[str, str]) -> None:
    """A body over 64 KiB is a 413 problem document, and nothing is recorded."""
    application: Litestar = create_app(store_env, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(application) as client:
            big: dict[str, Any] = {"name": "x" * (70 * 1024)}
            r = client.post("/players", json=big)
            assert r.status_code == 413, r.text
            assert r.headers["content-type"].startswith("application/problem+json")
            assert r.json()["type"] == "urn:ginrummy:problem:too-large"
            assert r.json()["status"] == 413
            r = client.post(
                "/players",
                content=b'{"name": "' + b"y" * (1024 * 1024) + b'"}',
                headers={"content-type": "application/json"},
            )
            assert r.status_code == 413, r.text
            assert application.state.service.store.position() == 0
    finally:
        application.state.service.close()
