"""Two replicas over one PostgreSQL: a personal token revoked on replica A is refused by
replica B within a second, although B had it in its cache of credentials (B's follower reads
the revocation as soon as LISTEN/NOTIFY wakes it; its poll is far slower). The same for a
session closed by signing out everywhere."""

from __future__ import annotations

import time
import uuid

import httpx
import pytest

from ops.test_live_replicas import POLL, pg_env, replicas
from support.waits import wait_until

__all__ = ["pg_env"]

pytestmark = pytest.mark.postgres


def refused_within(client: httpx.Client, headers: dict[str, str], since: float) -> float:
    """Seconds from ``since`` until ``client`` answers 401 to ``headers`` (each try a real
    request: the refusal is the event waited for), at most ``POLL`` seconds."""

    def refused() -> bool:
        r = client.get("/players/me", headers=headers)
        assert r.status_code in (200, 401), r.text
        return r.status_code == 401

    wait_until(refused, timeout=POLL, interval=0.01, what="the revoked credential refused")
    return time.perf_counter() - since


def test_a_revoked_token_is_refused_on_the_other_replica_within_a_second(
    pg_env: dict[str, str],
) -> None:
    for a, b in replicas(pg_env):
        on_a = httpx.Client(base_url=a.url, timeout=10)
        on_b = httpx.Client(base_url=b.url, timeout=10)
        r = on_a.post("/players", json={"name": "rev" + uuid.uuid4().hex[:10]})
        owner = {"Authorization": f"Bearer {r.json()['token']}"}
        r = on_a.post("/account/tokens", json={"name": "bot", "scopes": ["read"]}, headers=owner)
        assert r.status_code == 201, r.text
        bot = {"Authorization": f"Bearer {r.json()['token']}"}
        for _ in range(3):  # B knows it (cached)
            assert on_b.get("/players/me", headers=bot).status_code == 200
        revoked = on_a.post(f"/account/tokens/{r.json()['id']}/revoke", headers=owner)
        assert revoked.status_code == 200, revoked.text
        seconds = refused_within(on_b, bot, time.perf_counter())
        print(f"revoked on A, refused on B after {seconds * 1000:.0f} ms (poll {POLL} s)")
        assert seconds < 1.0
        assert on_a.get("/players/me", headers=bot).status_code == 401
        assert on_b.get("/players/me", headers=owner).status_code == 200
        # a session closed on A (sign out everywhere) is refused on B as quickly
        password = {"password": "correct horse battery staple"}
        assert on_a.post("/account/claim", json=password, headers=owner).status_code == 200
        name = on_a.get("/account", headers=owner).json()["name"]
        signed_in = on_b.post("/account/signin", json={"name": name, **password})
        assert signed_in.status_code == 200, signed_in.text
        session = {"Cookie": f"gr_session={signed_in.cookies['gr_session']}"}
        on_b.cookies.clear()
        assert on_b.get("/players/me", headers=session).status_code == 200
        closed = on_a.post("/account/signout-everywhere", headers=owner)
        assert closed.status_code == 200 and closed.json() == {"closed": 1}, closed.text
        seconds = refused_within(on_b, session, time.perf_counter())
        print(f"sessions closed on A, refused on B after {seconds * 1000:.0f} ms")
        assert seconds < 1.0
        on_a.close()
        on_b.close()
