"""Public profiles over HTTP, on SQLite: a built-in bot level's profile (the leaderboard's
``bot:<level>``), a player's (or a bot level's) matches listed by ``player``, the result's totals
in the lobby's lines, and a finished match's past versions showing the whole table as each seat
saw it (``seat_views``), which a live match never shows."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any
from uuid import uuid4

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.helpers import choose, open_match, register
from ginrummy.api.app import create_app


@pytest.fixture
def client(sqlite_env: dict[str, str]) -> Iterator[TestClient[Litestar]]:
    application = create_app(sqlite_env, rate_limit=0, poll_interval=0.05)
    with TestClient(application) as test_client:
        yield test_client
    application.state.service.close()


def bot_match(client: TestClient[Any], headers: dict[str, str], level: str = "beginner") -> Any:
    """A classic match to 10 against a bot, played to its end with random legal moves."""
    r = client.post(
        "/matches",
        json={
            "opponent": {"kind": "bot", "level": level},
            "seat": 0,
            "rules": {"target_score": 10},
        },
        headers=headers,
    )
    assert r.status_code == 201, r.text
    view = r.json()
    rng = random.Random(level)
    for _ in range(3000):
        if view["status"] != "active":
            return view
        action = choose(view["view"]["legal_actions"], rng)
        r = client.post(
            f"/matches/{view['id']}/actions",
            json={**action, "version": view["version"]},
            headers=headers,
        )
        assert r.status_code == 200, r.text
        view = r.json()
    raise AssertionError("the match did not end")


def assert_problem(r: Any, status: int, reason: str) -> None:
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith("application/problem+json")
    assert r.json()["type"] == f"urn:ginrummy:problem:{reason}"


def test_a_bot_levels_public_profile(client: TestClient[Any]) -> None:
    _, me = register(client)
    final = bot_match(client, me)
    assert final["status"] == "finished"
    board = client.get("/leaderboard").json()["entries"]
    entry = next(e for e in board if e["player_id"] == "bot:beginner")
    # the leaderboard's bot:<level> has a profile anyone may read
    r = client.get(f"/bots/{entry['player_id'].removeprefix('bot:')}")
    assert r.status_code == 200, r.text
    profile = r.json()
    assert profile["id"] == "bot:beginner" and profile["level"] == "beginner"
    assert profile["name"] == entry["name"]
    assert profile["stats"]["matches"] == entry["matches"] == 1
    assert profile["rating"]["rating"] == entry["rating"]
    won = 1 if final["winner"] == 1 else 0
    assert profile["stats"]["matches_won"] == won
    # a level that played nothing yet has a profile of zeros
    fresh = client.get("/bots/expert").json()
    assert fresh["stats"]["matches"] == 0 and fresh["id"] == "bot:expert"
    # no such level: a clear 404
    assert_problem(client.get("/bots/grandmaster"), 404, "unknown-bot-level")
    assert_problem(client.get("/bots/bot%3Abeginner"), 404, "unknown-bot-level")


def test_a_players_matches_listed_by_anyone(client: TestClient[Any]) -> None:
    alice_id, alice = register(client)
    _, bob = register(client)
    final = bot_match(client, alice)
    open_id = client.post(
        "/matches",
        json={"opponent": {"kind": "open"}, "rules": {"target_score": 30}},
        headers=alice,
    ).json()["id"]
    played = open_match(client, bob, register(client).headers)  # not alice's
    # anyone (no credential) lists alice's finished matches, with the result's totals
    r = client.get("/matches", params={"player": alice_id, "status": "finished"})
    assert r.status_code == 200, r.text
    listed = r.json()["matches"]
    assert [m["id"] for m in listed] == [final["id"]]
    assert listed[0]["totals"] == final["result"]["totals"]
    assert listed[0]["scores"] == final["scores"]
    # every status, as public as the lobby: her open match too, not bob's
    every_page = client.get("/matches", params={"player": alice_id, "status": "any"}).json()
    every = {m["id"] for m in every_page["matches"]}
    assert every == {final["id"], open_id}
    assert played not in every
    # a bot level's matches, by the leaderboard's id
    bots = client.get("/matches", params={"player": "bot:beginner", "status": "finished"}).json()
    assert [m["id"] for m in bots["matches"]] == [final["id"]]
    # a match not ended by its target has no totals
    lobby = client.get("/matches", params={"status": "open"}).json()["matches"]
    assert all(m["totals"] is None for m in lobby if m["id"] == open_id)
    # refusals change nothing
    before = client.get("/matches", params={"status": "any", "limit": 500}).json()
    for nobody in (str(uuid4()), "bot:grandmaster", "alice"):
        refused = client.get("/matches", params={"player": nobody})
        assert_problem(refused, 404, "player-not-found")
    both = client.get("/matches", params={"player": alice_id, "mine": "true"}, headers=bob)
    assert_problem(both, 422, "invalid-request")
    assert client.get("/matches", params={"status": "any", "limit": 500}).json() == before


def test_a_finished_matchs_past_versions_show_the_whole_table(client: TestClient[Any]) -> None:
    _, me = register(client)
    final = bot_match(client, me)
    events = client.get(f"/matches/{final['id']}/events", params={"limit": 5000}).json()["events"]
    first_deal = [e for e in events if e["deal"] == 0]
    discard = next(e for e in first_deal if e["type"] == "discarded")
    # anyone, once the match is over: each seat's view at that version
    at = client.get(f"/matches/{final['id']}/versions/{discard['version']}").json()
    views = at["seat_views"]
    assert [v["seat"] for v in views] == [0, 1]
    for seat, v in enumerate(views):
        assert sorted(v["hand"]) == sorted(at["hands"][seat])
        assert v["arrangement"] is not None  # its melds and deadwood, from the rules
        assert v["legal_actions"] == []
        assert v["discards"] == at["spectator"]["discards"]  # the same pile, seen from the seat
    assert discard["data"]["card"] in [d["card"] for d in views[0]["discards"]]
    # at the last version too
    last = client.get(f"/matches/{final['id']}/versions/{final['version']}").json()
    assert len(last["seat_views"]) == 2
    # a live match shows none, to a spectator or to a seat
    _, a = register(client)
    _, b = register(client)
    live = open_match(client, a, b)
    version = client.get(f"/matches/{live}").json()["version"]
    anyone: dict[str, str] = {}
    for headers in (anyone, a):
        past = client.get(f"/matches/{live}/versions/{version}", headers=headers).json()
        assert "seat_views" not in past and "hands" not in past
