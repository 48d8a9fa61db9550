"""Complete matches over HTTP against every built-in bot level, on SQLite and PostgreSQL: the
bot answers within the request that made it its turn, as events of its own."""

from __future__ import annotations

import random
from typing import Any

import pytest
from litestar.testing import TestClient

from api.helpers import ACTION_EVENTS, choose, register
from ginrummy.service import bots
from ginrummy.service.audit import verify_export


def test_bot_levels_are_listed(client: TestClient[Any]) -> None:
    assert client.get("/bots").json()["levels"] == ["beginner", "easy", "medium", "expert"]


@pytest.mark.parametrize("level", bots.available_levels())
def test_full_match_against_bot(client: TestClient[Any], level: str) -> None:
    _, me = register(client)
    r = client.post(
        "/matches",
        json={
            "opponent": {"kind": "bot", "level": level},
            "seat": 0,
            "rules": {"target_score": 10},
        },
        headers=me,
    )
    assert r.status_code == 201, r.text
    view = r.json()
    match_id = view["id"]
    assert view["status"] == "active"
    assert view["seats"][1]["bot"] == level
    # Seat 1 (the bot, non-dealer) was offered the upcard first and already answered.
    assert view["to_act"] == 0
    rng = random.Random(level)
    moves = 0
    while view["status"] == "active":
        assert view["to_act"] == 0, "after every request it is the person's turn again"
        action = choose(view["view"]["legal_actions"], rng)
        r = client.post(
            f"/matches/{match_id}/actions",
            json={**action, "version": view["version"]},
            headers=me,
        )
        assert r.status_code == 200, r.text
        assert r.json()["version"] > view["version"]
        view = r.json()
        moves += 1
        assert moves < 2000
    assert view["status"] == "finished"
    assert view["winner"] in (0, 1)
    events = client.get(f"/matches/{match_id}/events", headers=me).json()["events"]
    # the bot (non-dealer of deal 0) always acts
    bot_actions = [e for e in events if e["type"] in ACTION_EVENTS and e["data"].get("seat") == 1]
    assert bot_actions, "the bot's actions are events of their own"
    report = verify_export(client.get(f"/matches/{match_id}/export").json())
    assert report["ok"], report["errors"]
    board = client.get("/leaderboard").json()["entries"]
    assert f"bot:{level}" in {e["player_id"] for e in board}
