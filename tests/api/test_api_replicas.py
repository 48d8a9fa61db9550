"""Two replicas over one store, as behind a load balancer: every request of a match goes to
either replica at random. Each one's cache of the match is then often stale, so every read must
fast-forward (through the group reader) and every write must be fenced by the store: a GET always
shows the latest version, a move naming it always succeeds, a move naming an older one is 409
on either replica and writes nothing, and the log has no gap."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.helpers import choose, open_match, register
from ginrummy.api.app import create_app


@pytest.fixture
def replicas(store_env: dict[str, str]) -> Iterator[list[TestClient[Litestar]]]:
    apps = [create_app(store_env, rate_limit=0, poll_interval=0.05) for _ in range(2)]
    with TestClient(apps[0]) as one, TestClient(apps[1]) as two:
        yield [one, two]
    for app in apps:
        app.state.service.close()


def test_replicas_read_the_latest_and_fence_stale_writes(
    replicas: list[TestClient[Litestar]],
) -> None:
    rng = random.Random(20261129)
    _, a = register(replicas[0])
    _, b = register(replicas[1])
    seats = [a, b]
    match_id = open_match(replicas[0], a, b, {"target_score": 40})
    latest = replicas[1].get(f"/matches/{match_id}", headers=a).json()["version"]
    stale_refused = 0
    for _ in range(400):
        reader = rng.choice(replicas)
        view: dict[str, Any] = reader.get(f"/matches/{match_id}", headers=a).json()
        assert view["version"] == latest
        if view["status"] != "active":
            break
        seat = int(view["to_act"])
        view = rng.choice(replicas).get(f"/matches/{match_id}", headers=seats[seat]).json()
        assert view["version"] == latest
        action = choose(view["view"]["legal_actions"], rng)
        if latest > 1 and (stale_refused == 0 or rng.random() < 0.2):
            # a move naming an older version, on either replica: 409, nothing written
            r = rng.choice(replicas).post(
                f"/matches/{match_id}/actions",
                json={**action, "version": latest - 1},
                headers=seats[seat],
            )
            assert r.status_code == 409, r.text
            stale_refused += 1
        r = rng.choice(replicas).post(
            f"/matches/{match_id}/actions",
            json={**action, "version": latest},
            headers=seats[seat],
        )
        assert r.status_code == 200, r.text
        assert r.json()["version"] > latest
        latest = r.json()["version"]
    assert stale_refused > 0
    events = replicas[0].get(f"/matches/{match_id}/events", headers=a).json()["events"]
    assert [e["version"] for e in events] == list(range(1, latest + 1))
