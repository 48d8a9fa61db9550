"""The strict request checks: integral floats are integers, no coercion, no unknown query
parameters."""

from __future__ import annotations

import random
from typing import Any
from uuid import UUID

from litestar.testing import TestClient

from api.helpers import choose, open_match, register


def test_strict_body_accepts_integral_floats_and_refuses_coercion(
    client: TestClient[Any],
) -> None:
    _, a = register(client)
    _, b = register(client)
    match_id = open_match(client, a, b)
    view = client.get(f"/matches/{match_id}", headers=a).json()
    seat = view["to_act"]
    headers = a if seat == 0 else b
    mine = client.get(f"/matches/{match_id}", headers=headers).json()
    action = choose(mine["view"]["legal_actions"], random.Random(1))
    for wrong in ("1", True):
        r = client.post(
            f"/matches/{match_id}/actions",
            json={**action, "version": wrong},
            headers=headers,
        )
        assert r.status_code == 400, r.text
    r = client.post(
        f"/matches/{match_id}/actions",
        json={**action, "version": float(mine["version"])},
        headers=headers,
    )
    assert r.status_code == 200, r.text
    assert r.json()["version"] > mine["version"]
    assert UUID(r.json()["id"]) == UUID(match_id)


def test_unknown_query_parameters_are_refused(client: TestClient[Any]) -> None:
    _, a = register(client)
    _, b = register(client)
    match_id = open_match(client, a, b)
    assert client.get(f"/matches/{match_id}", headers=a).status_code == 200
    r = client.get(f"/matches/{match_id}?peek=1", headers=a)
    assert r.status_code == 400, r.text
    assert "peek" in r.text
    assert client.get("/matches?status=any&mine=true", headers=a).status_code == 200
    assert client.get("/matches?status=any&bogus=", headers=a).status_code == 400


def test_options_allows_every_method_of_a_merged_path(sqlite_env: dict[str, str]) -> None:
    """``api.workarounds.fix_options_allow``: ``/matches`` is served by two handlers (GET the
    lobby, POST a match) merged into one route; its OPTIONS answer names both."""
    from ginrummy.api.app import create_app

    app = create_app(sqlite_env, rate_limit=0)
    try:
        with TestClient(app) as plain:
            for path, methods in (("/matches", {"GET", "POST"}), ("/players", {"POST"})):
                r = plain.options(path)
                assert r.status_code == 204, r.text
                allowed = {m.strip() for m in r.headers["allow"].split(",")}
                assert methods | {"OPTIONS"} <= allowed, (path, r.headers["allow"])
    finally:
        app.state.service.close()
