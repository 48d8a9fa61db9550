"""Rummy's ratings and statistics over HTTP, on SQLite and PostgreSQL: a 4-seat Rummy match of
two people and two bots played to the end moves every side's openskill rating (as the ranking
of the core's returns gives it) and Rummy statistics (as the match's hands tell them), on
``GET /leaderboard?game=rummy``, the players' profiles and the bots'; the Gin leaderboard and
each player's Gin rating and statistics stay as they were."""

from __future__ import annotations

import random
from typing import Any

import msgspec
from litestar import Litestar
from litestar.testing import TestClient

from api.helpers import choose, register
from api.test_api_rummy import check_final, create, play_to_the_end
from ginrummy.api import schemas
from ginrummy.service.projections import ReadModel, RummyStats
from ginrummy.service.projections.rummy_ratings import SkillRating, ranks_of, update


def gin_bot_match(client: TestClient[Any], headers: dict[str, str]) -> None:
    """A Gin match to 10 against the beginner, played to its end with random legal moves."""
    r = client.post(
        "/matches",
        json={"opponent": {"kind": "bot", "level": "beginner"}, "rules": {"target_score": 10}},
        headers=headers,
    )
    assert r.status_code == 201, r.text
    view = r.json()
    rng = random.Random(11)
    for _ in range(3000):
        if view["status"] != "active":
            assert view["status"] == "finished"
            return
        action = choose(view["view"]["legal_actions"], rng)
        r = client.post(
            f"/matches/{view['id']}/actions",
            json={**action, "version": view["version"]},
            headers=headers,
        )
        assert r.status_code == 200, r.text
        view = r.json()
    raise AssertionError("the Gin match did not end")


def conforming(r: Any, schema: Any) -> Any:
    """The body (JSON), once it is checked to be an instance of its published schema."""
    assert r.status_code == 200, r.text
    msgspec.json.decode(r.content, type=schema, strict=True)
    return r.json()


def gin_part(profile: dict[str, Any]) -> dict[str, Any]:
    return {"stats": profile["stats"], "rating": profile["rating"]}


def test_a_four_seat_match_moves_rummy_ratings_and_statistics_and_not_gin_s(
    app: Litestar, client: TestClient[Any]
) -> None:
    a_id, a = register(client)
    b_id, b = register(client)
    gin_bot_match(client, a)
    gin_board = client.get("/leaderboard").json()
    before = {key: client.get(f"/players/{key}").json() for key in (a_id, b_id)}
    assert before[a_id]["stats"]["matches"] == 1
    for profile in before.values():
        assert profile["games"]["gin"] == gin_part(profile)
        assert profile["games"]["rummy"]["stats"] == msgspec.structs.asdict(RummyStats())
        assert profile["games"]["rummy"]["rating"] == SkillRating().to_dict()
    empty = conforming(client.get("/leaderboard", params={"game": "rummy"}), schemas.Leaderboard)
    assert empty == {
        "game": "rummy",
        "rating_system": "openskill",
        "entries": [],
        "skill_entries": [],
    }

    made = create(
        client,
        a,
        [
            {"kind": "me"},
            {"kind": "bot", "level": "beginner"},
            {"kind": "open"},
            {"kind": "bot", "level": "easy"},
        ],
        target_score=50,
    )
    joined = client.post(f"/rummy/matches/{made['id']}/join", headers=b)
    assert joined.status_code == 200, joined.text
    final = play_to_the_end(client, made["id"], {0: a, 2: b}, random.Random(5))
    check_final(client, final, a)
    sides = [a_id, "bot:beginner", b_id, "bot:easy"]

    # the ratings: openskill over the ranking of the core's returns, every side from the start
    expected = update([SkillRating()] * 4, ranks_of(final["returns"]))
    board = conforming(client.get("/leaderboard", params={"game": "rummy"}), schemas.Leaderboard)
    assert board["game"] == "rummy" and board["rating_system"] == "openskill"
    assert board["entries"] == []
    entries = {e["player_id"]: e for e in board["skill_entries"]}
    assert set(entries) == set(sides)
    for side, rating in zip(sides, expected, strict=True):
        assert {k: entries[side][k] for k in ("mu", "sigma", "ordinal")} == rating.to_dict()
        assert entries[side]["matches"] == 1
    assert all(rating != SkillRating() for rating in expected)  # every side moved
    ordinals = [e["ordinal"] for e in board["skill_entries"]]
    assert ordinals == sorted(ordinals, reverse=True)
    assert [e["rank"] for e in board["skill_entries"]] == [1, 2, 3, 4]
    assert (
        client.get("/leaderboard", params={"game": "rummy", "limit": 2}).json()["skill_entries"]
        == board["skill_entries"][:2]
    )

    # the statistics, from the match's own hands and standings
    hands = [h["end"] for h in final["hands"]]
    assert hands, final
    winners = final["standings"]["winners"]
    for seat, side in enumerate(sides):
        profile = (
            client.get(f"/players/{side}").json()
            if not side.startswith("bot:")
            else client.get(f"/bots/{side.removeprefix('bot:')}").json()
        )
        rummy = profile["games"]["rummy"]
        assert rummy["rating"] == expected[seat].to_dict()
        won = [h for h in hands if h["winner"] == seat]
        stalemates = [h for h in hands if h["winner"] is None]
        assert rummy["stats"] == {
            "matches": 1,
            "matches_won": int(seat in winners),
            "matches_lost": int(seat not in winners),
            "hands": len(hands),
            "hands_won": len(won),
            "hands_lost": len(hands) - len(won),
            "rummies": sum(1 for h in won if h["rummy"]),
            "stalemates": len(stalemates),
        }
    mine = conforming(client.get("/players/me", headers=a), schemas.Player)
    assert mine["games"]["rummy"] == client.get(f"/players/{a_id}").json()["games"]["rummy"]

    # Gin's answers are as they were
    assert client.get("/leaderboard").json() == gin_board
    assert client.get("/leaderboard", params={"game": "gin"}).json() == gin_board
    for key in (a_id, b_id):
        profile = client.get(f"/players/{key}").json()
        assert gin_part(profile) == gin_part(before[key])
        assert profile["games"]["gin"] == gin_part(before[key])

    # a fresh fold of the whole log gives the same ratings and statistics, bit for bit
    replayed = ReadModel(app.state.service.store, poll_interval=60.0)
    replayed.catch_up()
    exported, live = replayed.export(), app.state.read_model.export()
    assert {k: SkillRating(**v) for k, v in exported["rummy_ratings"].items()} == dict(
        zip(sides, expected, strict=True)
    )
    assert exported["rummy_ratings"] == live["rummy_ratings"]
    assert exported["rummy_stats"] == live["rummy_stats"]


def test_an_unknown_game_has_no_leaderboard(client: TestClient[Any]) -> None:
    for game in ("chess", "", "RUMMY"):
        r = client.get("/leaderboard", params={"game": game})
        assert r.status_code == 400, (game, r.text)
        assert r.headers["content-type"].startswith("application/problem+json")
        assert r.json()["type"] == "urn:ginrummy:problem:validation-failed"
        assert r.json()["errors"][0]["key"] == "game"
