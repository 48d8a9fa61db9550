"""GET /games from the game registry; a new match's game and seat count; the spectator's view
and the knock's arrangements served from the core."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from litestar.testing import TestClient
from tests.api.helpers import choose, open_match, register

from ginrummy import core
from ginrummy.service import games


def test_games_are_served_from_the_registry(client: TestClient[Any]) -> None:
    r = client.get("/games")
    assert r.status_code == 200, r.text
    served = r.json()["games"]
    assert [g["name"] for g in served] == [d.name for d in games.played_at_matches()]
    gin = served[0]
    definition = games.game("gin")
    assert (gin["min_seats"], gin["max_seats"]) == (definition.min_seats, definition.max_seats)
    assert gin["bot_levels"] == list(definition.bot_levels)
    assert sorted(gin["features"]) == sorted(f.value for f in definition.features)
    # Rummy's table format is not Gin's
    assert gin["tournament_formats"] == ["round-robin", "gauntlet", "sprt", "swiss"]
    core_options = {o["name"]: o for o in core.Rules.options()}
    assert [o["name"] for o in gin["rule_options"]] == list(core_options)
    for option in gin["rule_options"]:
        expected = core_options[option["name"]]
        for key in ("kind", "default", "description", "minimum", "maximum", "choices"):
            assert option.get(key) == expected.get(key), (option, key)
    assert client.get("/games/gin").json() == gin
    missing = client.get("/games/chess")
    assert missing.status_code == 404
    assert missing.json()["type"] == "urn:ginrummy:problem:not-found"


def test_a_match_plays_a_hosted_game_with_a_seat_count_it_allows(
    client: TestClient[Any],
) -> None:
    _, a = register(client)
    before = client.get("/matches", params={"status": "any", "mine": True}, headers=a).json()
    for body, reason in (
        ({"game": "chess"}, "invalid-request"),
        ({"game": "gin", "seats": 3}, "bad-seat"),
        ({"seats": 1}, "bad-seat"),
    ):
        r = client.post("/matches", json=body, headers=a)
        assert r.status_code == 422, r.text
        assert r.json()["type"] == f"urn:ginrummy:problem:{reason}"
        assert r.headers["content-type"].startswith("application/problem+json")
        assert ("chess" if reason == "invalid-request" else "seats") in r.json()["detail"]
    bad = client.post("/matches", json={"seats": 0}, headers=a)
    assert bad.status_code == 400, bad.text
    after = client.get("/matches", params={"status": "any", "mine": True}, headers=a).json()
    assert after == before  # nothing was created
    made = client.post("/matches", json={"game": "gin", "seats": 2}, headers=a)
    assert made.status_code == 201, made.text
    match = made.json()
    assert match["game"] == "gin"
    assert [s["seat"] for s in match["seats"]] == [0, 1]
    assert match["spectator"] is None  # open: no deal yet
    lobby = client.get("/matches", params={"status": "open"}).json()["matches"]
    assert {m["game"] for m in lobby} == {"gin"}
    assert all(len(m["seats"]) == 2 for m in lobby)


CARD = re.compile(r'"([A2-9TJQK][cdhs])"')


def keep_the_best(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Discard the card leaving the least deadwood (so that knocks come), else any legal move."""
    discards = [x for x in view["legal_actions"] if x["type"] == "discard"]
    if discards:
        hand = view["hand"]
        return min(discards, key=lambda x: core.deadwood([c for c in hand if c != x["card"]]))
    return choose([x for x in view["legal_actions"] if x["type"] != "knock"], rng)


def test_a_spectator_sees_the_knockers_melds_and_deadwood_during_the_lay_offs(
    client: TestClient[Any],
) -> None:
    """Two players (knocking whenever they may) until one knocks with deadwood: from then on a
    spectator (a player without a seat, and an anonymous caller) sees the knocker's melds and
    deadwood exactly as the defender does, and still no card of the defender's hand, the
    face-down discard or the stock; before the knock it saw none of the knocker's deadwood."""
    rng = random.Random(22)
    _, a = register(client)
    _, b = register(client)
    _, watcher = register(client)
    seats = [a, b]
    for _ in range(5):  # a deal may end in gin (no lay-offs) or without a knock: a few matches
        match_id = open_match(client, a, b, {"target_score": 300})
        before: dict[str, Any] | None = None
        for _ in range(400):
            match = client.get(f"/matches/{match_id}", headers=watcher).json()
            if match["status"] != "active":
                break
            seat = match["to_act"]
            mine = client.get(f"/matches/{match_id}", headers=seats[seat]).json()["view"]
            if mine["phase"] == "layoff":
                assert before is not None
                _check_the_lay_offs(client, match_id, seats, watcher, seat, before)
                return
            before = match["spectator"]
            assert before["knock"] is None
            action = choose(mine["legal_actions"], rng)
            r = client.post(
                f"/matches/{match_id}/actions",
                json={**action, "version": match["version"]},
                headers=seats[seat],
            )
            assert r.status_code == 200, r.text
    raise AssertionError("no knock with deadwood in 5 matches")


def _check_the_lay_offs(
    client: TestClient[Any],
    match_id: str,
    seats: list[Any],
    watcher: Any,
    defender: int,
    before: dict[str, Any],
) -> None:
    """At the lay-offs: the spectator's knock against the defender's; then one lay-off."""
    for step in range(2):
        match = client.get(f"/matches/{match_id}", headers=watcher).json()
        assert match["view"] is None
        spectator = match["spectator"]
        assert client.get(f"/matches/{match_id}").json()["spectator"] == spectator
        mine = client.get(f"/matches/{match_id}", headers=seats[defender]).json()["view"]
        knocker = client.get(f"/matches/{match_id}", headers=seats[1 - defender]).json()["view"]
        shown, seen = spectator["knock"], mine["knock"]
        assert shown["knocker"] == 1 - defender
        assert shown["melds"] == seen["melds"] == knocker["knock"]["melds"]
        assert shown["deadwood_cards"] == seen["deadwood_cards"]
        assert shown["deadwood"] == seen["deadwood"] == knocker["knock"]["deadwood"] > 0
        assert shown["layoffs"] == seen["layoffs"]
        # the knocker's hand, as laid out: the melds (less the cards laid off) and the deadwood
        laid = {x["card"] for x in shown["layoffs"]}
        held = {c for m in shown["melds"] for c in m} - laid | set(shown["deadwood_cards"])
        assert held == set(knocker["hand"])
        text = json.dumps(spectator)
        named = set(CARD.findall(text))
        # nothing of the defender's hand but the cards it took face up from the pile
        taken = set(spectator["hands"][defender]["known"])
        assert named & set(mine["hand"]) <= taken
        assert spectator["hands"][defender]["card_count"] == len(mine["hand"])
        # nor the face-down discard (unless it had lain face up on the pile before)
        discard = knocker["knock"]["discard"]
        assert discard not in named or discard in {d["card"] for d in before["discards"]}
        # before the knock, none of the deadwood showed but what was taken face up
        earlier = set(CARD.findall(json.dumps(before)))
        knockers_known = set(before["hands"][1 - defender]["known"])
        assert earlier & set(shown["deadwood_cards"]) <= knockers_known
        if step == 1:
            return
        # one lay-off when there is one, else the end of the lay-offs (then the deal is scored)
        lays = [x for x in mine["legal_actions"] if x["type"] == "lay_off"]
        if not lays:
            return
        r = client.post(
            f"/matches/{match_id}/actions",
            json={**lays[0], "version": match["version"]},
            headers=seats[defender],
        )
        assert r.status_code == 200, r.text
        after = client.get(f"/matches/{match_id}", headers=watcher).json()["spectator"]
        assert {"card": lays[0]["card"], "meld": lays[0]["meld"]} in after["knock"]["layoffs"]


def test_a_spectator_sees_the_face_up_cards_and_a_seat_its_knock_arrangements(
    client: TestClient[Any],
) -> None:
    """Against the expert bot (it knocks): at every move a spectator's match shows the live deal
    from the core, naming no card that is not face up; the seat's view offers the ways to lay
    out each legal knock, and knocking with one lays those melds."""
    rng = random.Random(3)
    _, a = register(client)
    _, b = register(client)
    # a match's deals are random: one may end with no knock open to the seat; a few cannot all
    offered = 0
    for _ in range(6):
        offered += _watch_and_knock(client, a, b, rng)
        if offered:
            break
    assert offered > 0


def _watch_and_knock(client: TestClient[Any], a: Any, b: Any, rng: random.Random) -> int:
    """One match against the expert, watched by ``b`` at every move; the knocks offered."""
    r = client.post(
        "/matches",
        json={"opponent": {"kind": "bot", "level": "expert"}, "seat": 0, "rules": {}},
        headers=a,
    )
    assert r.status_code == 201, r.text
    view = r.json()
    match_id = view["id"]
    assert view["spectator"] is None
    offered = 0
    for _ in range(1_500):
        if view["status"] != "active":
            break
        watched = client.get(f"/matches/{match_id}", headers=b).json()
        assert watched["view"] is None
        spectator = watched["spectator"]
        assert spectator is not None
        public = {d["card"] for d in spectator["discards"]}
        if spectator["knock"] is not None:
            knock = spectator["knock"]
            public |= {c for m in knock["melds"] for c in m} | {x["card"] for x in knock["layoffs"]}
            public |= set(knock["deadwood_cards"])  # the knocker's hand is laid out face up
        assert set(CARD.findall(json.dumps(spectator))) <= public
        assert spectator["hands"][0]["card_count"] == len(view["view"]["hand"])
        assert set(spectator["hands"][0]["known"]) <= set(view["view"]["hand"])
        anonymous = client.get(f"/matches/{match_id}").json()
        assert anonymous["spectator"] == spectator
        seat_view = view["view"]
        choices = seat_view["knock_arrangements"]
        knocks = [x["discard"] for x in seat_view["legal_actions"] if x["type"] == "knock"]
        assert [c["discard"] for c in choices] == knocks
        if choices:
            offered += 1
            choice = rng.choice(choices)
            way = choice["arrangements"][-1]
            action = {"type": "knock", "discard": choice["discard"], "melds": way["melds"]}
        else:
            action = keep_the_best(seat_view, rng)
        r = client.post(
            f"/matches/{match_id}/actions", json={**action, "version": view["version"]}, headers=a
        )
        assert r.status_code == 200, r.text
        if choices:
            events = client.get(f"/matches/{match_id}/events", headers=a).json()["events"]
            knocked = [e for e in events if e["type"] == "knocked"][-1]
            assert knocked["data"]["melds"] == way["melds"]
        view = r.json()
    return offered
