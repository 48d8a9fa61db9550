"""Concurrency: 50 clients send the same action to one match at once; exactly one is applied,
the others get 409, and the event log has no gap and no duplicate."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
from litestar import Litestar
from litestar.testing import AsyncTestClient

CLIENTS = 50


async def _race(app: Litestar) -> None:
    async with AsyncTestClient(app) as client:

        async def register(name: str) -> dict[str, str]:
            r = await client.post("/players", json={"name": name})
            assert r.status_code == 201, r.text
            return {"Authorization": f"Bearer {r.json()['token']}"}

        a = await register("racer-a")
        b = await register("racer-b")
        r = await client.post("/matches", json={"opponent": {"kind": "open"}, "seat": 0}, headers=a)
        match_id = r.json()["id"]
        r = await client.post(f"/matches/{match_id}/join", headers=b)
        version = r.json()["version"]

        async def send(i: int) -> httpx.Response:
            return await client.post(
                f"/matches/{match_id}/actions",
                json={"type": "pass_upcard"},
                headers={**b, "If-Match": f'"{version}"', "X-Client": str(i)},
            )

        responses = await asyncio.gather(*(send(i) for i in range(CLIENTS)))
        statuses = sorted(r.status_code for r in responses)
        assert statuses.count(200) == 1, statuses
        assert statuses.count(409) == CLIENTS - 1, statuses
        for r in responses:
            if r.status_code == 409:
                assert r.headers["content-type"].startswith("application/problem+json")
                assert r.json()["type"].endswith("stale-version")
        winner = next(r for r in responses if r.status_code == 200).json()
        assert winner["version"] == version + 1

        r = await client.get(f"/matches/{match_id}/events", headers=b)
        events: list[dict[str, Any]] = r.json()["events"]
        versions = [e["version"] for e in events]
        assert versions == list(range(1, version + 2))
        assert [e["type"] for e in events].count("upcard_passed") == 1

        # Next race: 50 different-key racers on the following action, with Idempotency-Keys,
        # then every racer retries: the retries replay, nothing new is written.
        async def send_keyed(i: int) -> httpx.Response:
            return await client.post(
                f"/matches/{match_id}/actions",
                json={"type": "pass_upcard", "version": version + 1},
                headers={**a, "Idempotency-Key": f"racer-{i}"},
            )

        first = await asyncio.gather(*(send_keyed(i) for i in range(CLIENTS)))
        again = await asyncio.gather(*(send_keyed(i) for i in range(CLIENTS)))
        assert sorted(r.status_code for r in first).count(200) == 1
        for r1, r2 in zip(first, again, strict=True):
            if r1.status_code == 200:
                assert r2.status_code == 200
                assert r2.json() == r1.json()
                assert r2.headers["idempotent-replayed"] == "true"
            else:
                assert r2.status_code == 409
        r = await client.get(f"/matches/{match_id}/events", headers=a)
        assert [e["version"] for e in r.json()["events"]] == list(range(1, version + 3))


def test_fifty_clients_race_for_one_action(app: Litestar) -> None:
    asyncio.run(_race(app))
