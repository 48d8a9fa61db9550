"""Classic Rummy over HTTP (``/rummy/matches``), on SQLite and PostgreSQL: matches of 3 and 4
seats with people and bots played to the end with the legal actions served (the standings the
core's own replay of the log gives), refusals that change nothing, hidden information at 4
seats (every endpoint, past versions and refusals), idempotent retries, races on one version,
the lobby apart from Gin's, join and cancel, and a Rummy id on Gin's routes (records, deadlines
and the player's stream: ``test_api_rummy_records``)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from typing import Any
from uuid import UUID, uuid4

import httpx
import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.helpers import Headers, open_match, register
from api.live_load import SSEClient, serve
from api.rummy_secrets import assert_hides, hidden_truth
from ginrummy._core import rummy
from ginrummy.api import schemas
from ginrummy.api.app import create_app
from ginrummy.service.rummy.commands import rummy_match


def create(client: TestClient[Any], headers: Headers, seats: list[Any], **options: Any) -> Any:
    r = client.post("/rummy/matches", json={"seats": seats, "options": options}, headers=headers)
    assert r.status_code == 201, r.text
    assert r.headers["location"] == f"/rummy/matches/{r.json()['id']}"
    conforms(r.content, schemas.RummyMatch)
    return r.json()


def conforms(content: bytes, schema: Any) -> None:
    """The body is an instance of its published schema (msgspec checks every constraint)."""
    msgspec.json.decode(content, type=schema, strict=True)


def choose(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A random legal action that makes progress: lay what can be laid, else draw or discard."""
    laying = [a for a in legal if a["type"] in ("meld", "lay_off", "swap_joker")]
    if laying and rng.random() < 0.8:
        return rng.choice(laying)
    return rng.choice(legal)


def act(client: TestClient[Any], match_id: str, headers: Headers, action: Any, version: int) -> Any:
    return client.post(
        f"/rummy/matches/{match_id}/actions",
        json={"action": action, "version": version},
        headers=headers,
    )


def play_to_the_end(
    client: TestClient[Any], match_id: str, people: dict[int, Headers], rng: random.Random
) -> dict[str, Any]:
    """Each person's seat plays a legal action as served until the match is over."""
    view = client.get(f"/rummy/matches/{match_id}", headers=next(iter(people.values()))).json()
    for _ in range(20_000):
        if view["status"] == "finished":
            return dict(view)
        seat = view["to_act"]
        assert seat in people, view  # the bots played inside the request that made it theirs
        mine = client.get(f"/rummy/matches/{match_id}", headers=people[seat]).json()
        legal = mine["view"]["legal_actions"]
        assert legal and mine["view"]["to_act"] == seat
        r = act(client, match_id, people[seat], choose(legal, rng), mine["version"])
        assert r.status_code == 200, r.text
        assert r.headers["etag"] == f'"{r.json()["version"]}"'
        conforms(r.content, schemas.RummyMatch)
        view = r.json()
    raise AssertionError("the match did not end")


def events_of(client: TestClient[Any], match_id: str, headers: Headers) -> list[dict[str, Any]]:
    r = client.get(f"/rummy/matches/{match_id}/events", params={"limit": 5000}, headers=headers)
    assert r.status_code == 200, r.text
    conforms(r.content, schemas.RummyEventList)
    events: list[dict[str, Any]] = r.json()["events"]
    return events


def replayed_by_the_core(events: list[dict[str, Any]], seats: int) -> rummy.Match:
    """The core's own match from the revealed seed and every action of the log."""
    started = next(e for e in events if e["type"] == "match_started")
    options = next(e for e in events if e["type"] == "match_created")["options"]
    game = rummy.Match(seats, started["seed"], options)
    for e in events:
        if "action" in e:
            assert game.to_act == e["seat"]
            game.apply(e["action"])
    return game


def check_final(client: TestClient[Any], final: dict[str, Any], headers: Headers) -> None:
    seats = len(final["seats"])
    events = events_of(client, final["id"], headers)
    assert [e["version"] for e in events] == list(range(1, final["version"] + 1))
    game = replayed_by_the_core(events, seats)
    assert game.is_over
    assert final["standings"] == game.standings()
    assert final["returns"] == game.returns()
    assert final["scores"] == game.standings()["scores"]
    assert [h["end"] for h in final["hands"]] == [h["end"] for h in game.hands()]
    assert events[-1]["type"] == "match_finished"
    assert events[-1]["standings"] == game.standings()
    # every hand's deck was committed when dealt and revealed when scored
    import hashlib

    dealt = [e for e in events if e["type"] == "hand_dealt"]
    scored = [e for e in events if e["type"] == "hand_scored"]
    assert len(dealt) == len(scored) == len(game.hands())
    for d, s in zip(dealt, scored, strict=True):
        digest = hashlib.sha256(f"{' '.join(s['order'])}|{s['salt']}".encode()).hexdigest()
        assert digest == d["commitment"]


def test_four_seats_the_caller_and_three_bots_play_to_the_end(client: TestClient[Any]) -> None:
    _, a = register(client)
    made = create(
        client,
        a,
        [{"kind": "bot", "level": "beginner"}, {"kind": "me"}]
        + [{"kind": "bot", "level": level} for level in ("easy", "medium")],
        target_score=50,
        jokers=2,
    )
    assert made["status"] == "active" and made["your_seat"] == 1
    assert [s["bot"] for s in made["seats"]] == ["beginner", None, "easy", "medium"]
    assert made["options"]["target_score"] == 50 and made["options"]["jokers"] == 2
    assert made["to_act"] == 1 and made["view"]["legal_actions"]
    final = play_to_the_end(client, made["id"], {1: a}, random.Random(4))
    check_final(client, final, a)
    assert final["view"]["legal_actions"] == []
    # nothing more to play
    r = act(client, final["id"], a, {"type": "draw_stock"}, final["version"])
    assert r.status_code == 409 and "match-not-active" in r.json()["type"]


def test_three_seats_two_people_and_a_bot_play_to_the_end(client: TestClient[Any]) -> None:
    _, a = register(client)
    b_id, b = register(client)
    made = create(
        client, a, [{"kind": "me"}, {"kind": "open"}, {"kind": "bot", "level": "medium"}],
        target_score=50,
    )  # fmt: skip
    assert made["status"] == "open" and made["view"] is None
    assert made["options"]["target_score"] == 50
    joined = client.post(f"/rummy/matches/{made['id']}/join", headers=b)
    assert joined.status_code == 200, joined.text
    body = joined.json()
    assert body["status"] == "active" and body["your_seat"] == 1
    assert body["seats"][1]["player_id"] == b_id
    assert client.post(f"/rummy/matches/{made['id']}/join", headers=b).status_code == 409
    final = play_to_the_end(client, made["id"], {0: a, 1: b}, random.Random(3))
    check_final(client, final, b)


def test_the_default_target_is_the_table_s(client: TestClient[Any]) -> None:
    _, a = register(client)
    targets = {}
    for seats in (2, 3, 4):
        made = create(client, a, [{"kind": "me"}] + [{"kind": "open"}] * (seats - 1))
        targets[seats] = made["options"]["target_score"]
    expected = {
        seats: next(o["default"] for o in rummy.options(seats) if o["name"] == "target_score")
        for seats in (2, 3, 4)
    }
    assert targets == expected


def test_refusals_change_nothing(client: TestClient[Any]) -> None:
    _, a = register(client)
    _, b = register(client)
    _, eve = register(client)
    made = create(client, a, [{"kind": "me"}, {"kind": "open"}, {"kind": "open"}])
    match_id = made["id"]
    r = act(client, match_id, a, {"type": "draw_stock"}, made["version"])
    assert r.status_code == 409 and r.json()["type"].endswith("match-not-active")
    client.post(f"/rummy/matches/{match_id}/join", headers=b)
    _, c = register(client)
    started = client.post(f"/rummy/matches/{match_id}/join", headers=c).json()
    people = {0: a, 1: b, 2: c}
    seat = started["to_act"]
    other = people[(seat + 1) % 3]
    version = started["version"]
    before = events_of(client, match_id, a)
    mine = client.get(f"/rummy/matches/{match_id}", headers=people[seat]).json()
    card = mine["view"]["hand"][0]
    refusals = [
        # illegal: a discard before the draw
        (people[seat], {"type": "discard", "card": card}, version, 422, "illegal-action"),
        # a card the seat does not hold, a meld that is none
        (people[seat], {"type": "meld", "cards": ["Ac", "5d", "9h"]}, version, 422, None),
        # a stale version
        (people[seat], {"type": "draw_stock"}, version - 1, 409, "stale-version"),
        # the wrong seat
        (other, {"type": "draw_stock"}, version, 422, "not-your-turn"),
        # a player without a seat
        (eve, {"type": "draw_stock"}, version, 403, "not-your-match"),
    ]
    for headers, action, named, status, reason in refusals:
        r = act(client, match_id, headers, action, named)
        assert r.status_code == status, (action, r.text)
        assert r.headers["content-type"].startswith("application/problem+json")
        if reason is not None:
            assert r.json()["type"] == f"urn:ginrummy:problem:{reason}", r.text
        after = client.get(f"/rummy/matches/{match_id}", headers=a).json()
        assert after["version"] == version
        assert events_of(client, match_id, a) == before
    refused = act(client, match_id, people[seat], {"type": "discard", "card": card}, version)
    assert refused.json()["refusal"] == "wrong_phase"
    assert refused.json()["legal_actions"] == mine["view"]["legal_actions"]
    # no version, a malformed action, an unknown field: nothing either
    r = client.post(
        f"/rummy/matches/{match_id}/actions",
        json={"action": {"type": "draw_stock"}},
        headers=people[seat],
    )
    assert r.status_code == 428
    for body in (
        {"action": {"type": "fold"}, "version": version},
        {"action": {"type": "discard", "card": "Zz"}, "version": version},
        {"action": {"type": "draw_stock", "card": "Ac"}, "version": version},
    ):
        r = client.post(f"/rummy/matches/{match_id}/actions", json=body, headers=people[seat])
        assert r.status_code == 400, r.text
    r = client.post(
        f"/rummy/matches/{match_id}/actions",
        json={"action": {"type": "draw_stock"}, "version": version},
        headers={**people[seat], "If-Match": f'"{version + 1}"'},
    )
    assert r.status_code == 422 and r.json()["type"].endswith("version-mismatch")
    assert events_of(client, match_id, a) == before
    # and the legal action at that version still plays
    assert act(client, match_id, people[seat], {"type": "draw_stock"}, version).status_code == 200


def test_bad_tables_are_refused_and_create_nothing(client: TestClient[Any]) -> None:
    _, a = register(client)
    for seats, options, status in (
        ([{"kind": "me"}], {}, 400),
        ([{"kind": "me"}] * 5, {}, 400),
        ([{"kind": "open"}, {"kind": "open"}], {}, 422),
        ([{"kind": "me"}, {"kind": "me"}], {}, 422),
        ([{"kind": "me"}, {"kind": "bot", "level": "grandmaster"}], {}, 400),
        ([{"kind": "me"}, {"kind": "open"}], {"jokers": 1}, 400),
        ([{"kind": "me"}, {"kind": "open"}], {"target_score": 10}, 400),
        ([{"kind": "me"}, {"kind": "open"}], {"no_such_option": 1}, 400),
    ):
        r = client.post("/rummy/matches", json={"seats": seats, "options": options}, headers=a)
        assert r.status_code == status, (seats, options, r.text)
    assert client.get("/rummy/matches", params={"status": "any"}).json()["matches"] == []
    assert client.post("/rummy/matches", json={"seats": [{"kind": "me"}] * 2}).status_code == 401


def test_no_response_to_a_seat_names_a_hidden_card_at_four_seats(
    app: Litestar, client: TestClient[Any]
) -> None:
    rng = random.Random(21)
    players = [register(client) for _ in range(4)]
    people = {seat: headers for seat, (_, headers) in enumerate(players)}
    made = create(client, people[0], [{"kind": "me"}] + [{"kind": "open"}] * 3, jokers=2)
    match_id = made["id"]
    for seat in (1, 2, 3):
        r = client.post(f"/rummy/matches/{match_id}/join", headers=people[seat])
        assert r.status_code == 200, r.text
    seen: set[str] = set()
    truth = hidden_truth(app, match_id, seen)  # the last join started the match
    assert_hides(r.text, truth["hidden"][3], truth, set())
    checked = 0
    for _ in range(120):
        truth = hidden_truth(app, match_id, seen)
        if not truth["live"]:
            break
        version = truth["version"]
        for seat, headers in people.items():
            secret = truth["hidden"][seat]
            for path in (
                f"/rummy/matches/{match_id}",
                f"/rummy/matches/{match_id}/events",
                "/rummy/matches?status=any",
                "/rummy/matches?status=any&mine=true",
                # the match now and at an earlier version, as this seat saw it
                f"/rummy/matches/{match_id}/versions/{version}",
                f"/rummy/matches/{match_id}/versions/{rng.randint(1, version)}",
            ):
                r = client.get(path, headers=headers)
                assert r.status_code == 200, r.text
                assert_hides(r.text, secret, truth, set())
            # a probe for a hidden card is answered the same, wherever the card is
            probe = rng.choice(sorted(secret)) if secret else "As"
            for action in (
                {"type": "discard", "card": probe},
                {"type": "lay_off", "card": probe, "meld": 0},
                {"type": "meld", "cards": [probe, probe, probe]},
            ):
                r = act(client, match_id, headers, action, version)
                assert r.status_code in (400, 422), r.text
                assert_hides(r.text, secret, truth, {probe})
            checked += 1
        # an anonymous caller (a spectator) sees the table, no hand and no stock card
        anyone = set().union(*truth["hidden"]) - set()
        for path in (
            f"/rummy/matches/{match_id}",
            f"/rummy/matches/{match_id}/events",
            f"/rummy/matches/{match_id}/versions/{version}",
            f"/rummy/matches/{match_id}/versions/{rng.randint(1, version)}",
            f"/rummy/matches?status=any&player={players[0].id}",
        ):
            r = client.get(path)
            assert r.status_code == 200
            assert r.json().get("view") is None and r.json().get("seat_hands") is None
            table = r.json().get("table")
            assert table is None or "hand" not in table
            if path.endswith(match_id) or path.endswith(f"/versions/{version}"):
                assert table is not None  # the match has started
            for seat in range(4):
                assert_hides(r.text, truth["hidden"][seat] & anyone, truth, set())
        seat = client.get(f"/rummy/matches/{match_id}").json()["to_act"]
        mine = client.get(f"/rummy/matches/{match_id}", headers=people[seat]).json()
        r = act(client, match_id, people[seat], choose(mine["view"]["legal_actions"], rng),
                mine["version"])  # fmt: skip
        assert r.status_code == 200, r.text
        after = hidden_truth(app, match_id, seen)
        if after["live"]:
            assert_hides(r.text, after["hidden"][seat], truth, set())
    assert checked >= 4 * 10


def test_a_retried_action_with_the_same_key_is_played_once(client: TestClient[Any]) -> None:
    _, a = register(client)
    made = create(client, a, [{"kind": "me"}, {"kind": "bot", "level": "easy"}])
    match_id = made["id"]
    view = client.get(f"/rummy/matches/{match_id}", headers=a).json()
    action = view["view"]["legal_actions"][0]
    key = {**a, "Idempotency-Key": "draw-once"}
    first = act(client, match_id, key, action, view["version"])
    assert first.status_code == 200, first.text
    count = len(events_of(client, match_id, a))
    again = act(client, match_id, key, action, view["version"])
    assert again.status_code == 200
    assert again.json() == first.json()
    assert again.headers.get("idempotent-replayed") == "true"
    assert len(events_of(client, match_id, a)) == count == view["version"] + 1
    # the same key for another request is refused
    other = act(client, match_id, key, {"type": "draw_discard"}, view["version"])
    assert other.status_code == 422 and other.json()["type"].endswith("idempotency-key-reused")
    assert len(events_of(client, match_id, a)) == count


def test_join_cancel_and_the_lobbies_apart(client: TestClient[Any]) -> None:
    _, a = register(client)
    _, b = register(client)
    _, c = register(client)
    gin_id = client.post("/matches", json={"opponent": {"kind": "open"}}, headers=a).json()["id"]
    made = create(client, a, [{"kind": "me"}, {"kind": "open"}, {"kind": "open"}])
    match_id = made["id"]
    listed = client.get("/rummy/matches")
    conforms(listed.content, schemas.RummyMatchList)
    lobby = listed.json()["matches"]
    assert [m["id"] for m in lobby] == [match_id]
    assert lobby[0]["game"] == "rummy" and lobby[0]["status"] == "open"
    assert [s["player_id"] is None for s in lobby[0]["seats"]] == [False, True, True]
    gin_lobby = [m["id"] for m in client.get("/matches").json()["matches"]]
    assert gin_id in gin_lobby and match_id not in gin_lobby
    # one joins: the match still waits for the third seat
    joined = client.post(f"/rummy/matches/{match_id}/join", headers=b).json()
    assert joined["status"] == "open" and joined["your_seat"] == 1
    assert client.get("/rummy/matches").json()["matches"][0]["seats"][1]["player_id"]
    # only the creator cancels, while the match waits
    r = client.post(f"/rummy/matches/{match_id}/cancel", headers=b)
    assert r.status_code == 403 and r.json()["type"].endswith("not-creator")
    r = client.post(f"/rummy/matches/{match_id}/cancel", headers=a)
    assert r.status_code == 200 and r.json()["status"] == "cancelled"
    assert client.get("/rummy/matches").json()["matches"] == []
    r = client.post(f"/rummy/matches/{match_id}/join", headers=c)
    assert r.status_code == 409 and r.json()["type"].endswith("not-open")
    cancelled = client.get("/rummy/matches", params={"status": "cancelled"}).json()["matches"]
    assert [m["id"] for m in cancelled] == [match_id]
    # a started match cannot be cancelled
    started = create(client, a, [{"kind": "me"}, {"kind": "bot", "level": "easy"}])
    r = client.post(f"/rummy/matches/{started['id']}/cancel", headers=a)
    assert r.status_code == 409


def test_a_rummy_match_on_gin_s_routes_and_back(client: TestClient[Any]) -> None:
    _, a = register(client)
    _, b = register(client)
    made = create(client, a, [{"kind": "me"}, {"kind": "bot", "level": "easy"}])
    for method, path in (
        ("GET", ""),
        ("GET", "/events"),
        ("GET", "/versions/1"),
        ("GET", "/export"),
        ("GET", "/analysis"),
        ("GET", "/hint"),
        ("GET", "/chat"),
        ("GET", "/deals/0/reveal"),
        ("GET", "/rematch"),
        ("POST", "/rematch"),
        ("POST", "/join"),
        ("POST", "/cancel"),
    ):
        r = client.request(method, f"/matches/{made['id']}{path}", headers=a)
        assert r.status_code == 404, r.text
        assert f"/rummy/matches/{made['id']}" in r.json()["detail"]
    r = client.post(
        f"/matches/{made['id']}/actions", json={"type": "draw_stock", "version": 1}, headers=a
    )
    assert r.status_code == 404 and "/rummy/matches/" in r.json()["detail"]
    r = client.post("/matches", json={"game": "rummy", "seats": 3}, headers=a)
    assert r.status_code == 422 and "/rummy/matches" in r.json()["detail"]
    assert client.get("/games/rummy").status_code == 404
    assert [g["name"] for g in client.get("/games").json()["games"]] == ["gin"]
    gin_id = open_match(client, a, b)
    r = client.get(f"/rummy/matches/{gin_id}", headers=a)
    assert r.status_code == 404 and f"/matches/{gin_id}" in r.json()["detail"]
    r = act(client, gin_id, a, {"type": "draw_stock"}, 1)
    assert r.status_code == 404


def test_racing_requests_on_one_version_play_once(client: TestClient[Any]) -> None:
    from concurrent.futures import ThreadPoolExecutor

    players = [register(client) for _ in range(4)]
    people = {seat: headers for seat, (_, headers) in enumerate(players)}
    made = create(client, people[0], [{"kind": "me"}] + [{"kind": "open"}] * 3)
    for seat in (1, 2, 3):
        client.post(f"/rummy/matches/{made['id']}/join", headers=people[seat])
    view = client.get(f"/rummy/matches/{made['id']}", headers=people[0]).json()
    seat, version = view["to_act"], view["version"]
    legal = client.get(f"/rummy/matches/{made['id']}", headers=people[seat]).json()
    actions = legal["view"]["legal_actions"] * 4
    with ThreadPoolExecutor(max_workers=4) as pool:
        replies = list(
            pool.map(lambda a: act(client, made["id"], people[seat], a, version), actions[:4])
        )
    statuses = sorted(r.status_code for r in replies)
    assert statuses == [200, 409, 409, 409], [r.text for r in replies]
    events = events_of(client, made["id"], people[seat])
    assert [e["version"] for e in events] == list(range(1, version + 2))


def test_a_stock_rebuild_is_committed_before_its_first_draw_and_revealed_after(
    app: Litestar, client: TestClient[Any]
) -> None:
    import hashlib

    (_, a), (_, b) = register(client), register(client)
    made = create(client, a, [{"kind": "me"}, {"kind": "open"}], reshuffles=1)
    match_id = made["id"]
    people = {0: a, 1: b}
    view = client.post(f"/rummy/matches/{match_id}/join", headers=b).json()
    salts: list[str] = []
    # nobody melds: each seat draws from the stock and discards, until the stock
    # ran out, was rebuilt, ran out again and the hand ended in a stalemate
    while view["hand"] == 0:
        seat = view["to_act"]
        mine = client.get(f"/rummy/matches/{match_id}", headers=people[seat]).json()
        legal = mine["view"]["legal_actions"]
        if {"type": "draw_stock"} in legal:
            action = {"type": "draw_stock"}
        else:
            action = next(a for a in legal if a["type"] == "discard")
        r = act(client, match_id, people[seat], action, mine["version"])
        assert r.status_code == 200, r.text
        view = r.json()
        live = [e for e in events_of(client, match_id, people[seat]) if e["hand"] == 0]
        for e in live:
            if e["type"] == "stock_rebuilt" and view["hand"] == 0:
                assert e.get("salt") is None  # secret while the hand is live
                assert view["rebuild_commitments"] == [e["commitment"]]
        if view["hand"] == 0:
            salts += [e["salt"] for e in live if e["type"] == "stock_rebuilt" and e.get("salt")]
    assert not salts
    events = events_of(client, match_id, a)
    rebuilt = [e for e in events if e["type"] == "stock_rebuilt"]
    scored = next(e for e in events if e["type"] == "hand_scored")
    assert len(rebuilt) == 1 and scored["end"]["stalemate"] == "stock_exhausted"
    (reveal,) = scored["rebuilds"]
    digest = hashlib.sha256(f"{' '.join(reveal['order'])}|{reveal['salt']}".encode()).hexdigest()
    assert digest == rebuilt[0]["commitment"]
    # committed before the first draw from the new stock
    after = [e for e in events if e["version"] > rebuilt[0]["version"]]
    assert after[0]["type"] == "drew_stock" and after[0]["card"] == reveal["order"][0]
    # the order is the core's: replayed up to the rebuild (the seed from the server: it is
    # revealed only when the match ends), the core's match holds it
    options = next(e for e in events if e["type"] == "match_created")["options"]
    seed = rummy_match(app.state.service.store, UUID(match_id)).seed
    game = rummy.Match(2, seed, options)
    for e in events:
        if e["version"] > rebuilt[0]["version"]:
            break
        if "action" in e:
            game.apply(e["action"])
    assert game.current_rebuilds() == [reveal["order"]]


@pytest.fixture
def served(store_env: dict[str, str]) -> Iterator[tuple[Litestar, str]]:
    app = create_app({**store_env, "GINRUMMY_TOURNAMENT_WORKERS": "0"}, rate_limit=0)
    with serve(app) as url:
        yield app, url
    app.state.service.close()


def test_the_live_stream_sends_each_seat_its_events_and_its_turns(
    served: tuple[Litestar, str],
) -> None:
    """Through the shared fan-out: each seat's stream carries every event as that seat may
    see it (a stock draw's card only to the drawer), and ``your_turn`` when it is to act;
    an anonymous stream sees no hand's card."""
    _, url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        (_, a), (_, b) = register(http), register(http)
        r = http.post(
            "/rummy/matches",
            json={"seats": [{"kind": "me"}, {"kind": "open"}, {"kind": "bot", "level": "easy"}]},
            headers=a,
        )
        match_id = r.json()["id"]
        assert http.post(f"/rummy/matches/{match_id}/join", headers=b).status_code == 200
        assert http.get(f"/rummy/matches/{uuid4()}/events/stream").status_code == 404
        people = {0: a, 1: b}

        async def scenario() -> None:
            path = f"/rummy/matches/{match_id}/events/stream"
            streams = {seat: SSEClient(url, path, h) for seat, h in people.items()}
            anyone = SSEClient(url, path)
            for stream in (*streams.values(), anyone):
                assert await stream.open() == 200
            try:
                for _ in range(12):  # a few turns of each person, and the bot's between
                    view = (await asyncio.to_thread(http.get, f"/rummy/matches/{match_id}")).json()
                    seat, version = view["to_act"], view["version"]
                    if view["status"] != "active" or seat not in streams:
                        break  # the bot went out and ended the match (a random deal may)
                    turn = await streams[seat].until(
                        lambda m, v=version: m.event == "your_turn" and m.data["version"] == v
                    )
                    assert turn.data["match_id"] == match_id
                    mine = await asyncio.to_thread(
                        http.get, f"/rummy/matches/{match_id}", headers=people[seat]
                    )
                    legal = mine.json()["view"]["legal_actions"]
                    action = (
                        {"type": "draw_stock"}
                        if {"type": "draw_stock"} in legal
                        else next(x for x in legal if x["type"] == "discard")
                    )
                    played = await asyncio.to_thread(
                        act, http, match_id, people[seat], action, version
                    )
                    assert played.status_code == 200, played.text
                    if action["type"] == "draw_stock":
                        drawn = await streams[seat].until(
                            lambda m, v=version: m.id == v + 1 and m.event == "drew_stock"
                        )
                        assert drawn.data["card"] is not None and drawn.data["seat"] == seat
                        other = await streams[1 - seat].until(lambda m, v=version: m.id == v + 1)
                        assert other.event == "drew_stock" and other.data["card"] is None
                        seen = await anyone.until(lambda m, v=version: m.id == v + 1)
                        assert seen.data["card"] is None
                # every event once, in order, on each stream
                last = (await asyncio.to_thread(http.get, f"/rummy/matches/{match_id}")).json()
                for stream in (*streams.values(), anyone):
                    await stream.until(lambda m, v=last["version"]: m.id == v)
                    ids = [m.id for m in stream.messages if m.event != "your_turn"]
                    assert ids == list(range(1, last["version"] + 1))
                assert not any(m.event == "your_turn" for m in anyone.messages)
                for m in anyone.messages:
                    if m.event == "drew_stock":
                        assert m.data["card"] is None
            finally:
                for stream in (*streams.values(), anyone):
                    await stream.close()

        asyncio.run(scenario())
