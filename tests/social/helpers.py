"""Helpers of the social tests: players, and checking that a refused call stored nothing."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient

from support.players import Player, register

__all__ = ["Player", "refused", "register"]


def refused(
    client: TestClient[Any],
    method: str,
    path: str,
    who: Player,
    status: int,
    reason: str,
    json: Any = None,
) -> dict[str, Any]:
    """Makes the call, checks its problem (status, ``urn:ginrummy:problem:<reason>``) and that
    the store's log did not grow."""
    store = client.app.state.service.store
    before = store.position()
    r = client.request(method, path, headers=who.headers, json=json)
    assert r.status_code == status, r.text
    problem: dict[str, Any] = r.json()
    assert problem["type"].endswith(":" + reason), problem
    assert r.headers["content-type"].startswith("application/problem+json")
    assert store.position() == before, "a refused call stored something"
    return problem
