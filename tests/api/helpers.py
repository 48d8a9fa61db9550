"""Helpers of the API tests: players, matches and a random legal policy over HTTP."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any
from uuid import uuid4

from litestar.testing import TestClient

Headers = dict[str, str]


def register(client: Any, name: str | None = None) -> tuple[str, Headers]:
    name = name or ("p" + uuid4().hex[:10])
    r = client.post("/players", json={"name": name})
    assert r.status_code == 201, r.text
    body = r.json()
    return body["id"], {"Authorization": f"Bearer {body['token']}"}


def open_match(
    client: Any, creator: Headers, joiner: Headers, rules: dict[str, Any] | None = None
) -> str:
    r = client.post(
        "/matches",
        json={"rules": rules or {"target_score": 30}, "opponent": {"kind": "open"}, "seat": 0},
        headers=creator,
    )
    assert r.status_code == 201, r.text
    match_id = str(r.json()["id"])
    r = client.post(f"/matches/{match_id}/join", headers=joiner)
    assert r.status_code == 200, r.text
    assert r.json()["status"] == "active"
    return match_id


def choose(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A random legal action, biased towards ending deals (knocks, big gin)."""
    enders = [a for a in legal if a["type"] in ("knock", "big_gin")]
    if enders and rng.random() < 0.9:
        return rng.choice(enders)
    return rng.choice(legal)


def play(
    client: TestClient[Any],
    match_id: str,
    seats: list[Headers],
    rng: random.Random,
    max_moves: int = 100_000,
    check: Callable[[int, dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """Plays random legal actions for both seats until the match ends (or ``max_moves``)."""
    views = [client.get(f"/matches/{match_id}", headers=h).json() for h in seats]
    moves = 0
    while moves < max_moves:
        current = max(views, key=lambda v: int(v["version"]))
        if current["status"] != "active":
            return current
        seat = int(current["to_act"])
        view = client.get(f"/matches/{match_id}", headers=seats[seat]).json()
        if check is not None:
            check(seat, view)
        action = choose(view["view"]["legal_actions"], rng)
        r = client.post(
            f"/matches/{match_id}/actions",
            json=action,
            headers={**seats[seat], "If-Match": f'"{view["version"]}"'},
        )
        assert r.status_code == 200, r.text
        views[seat] = r.json()
        moves += 1
    return max(views, key=lambda v: int(v["version"]))
