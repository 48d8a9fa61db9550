"""Watching and replaying Rummy over HTTP, on SQLite and PostgreSQL (issues 21 and 22): a
spectator's table of a live match (the melds by owner, each seat's card count, the pile, the
stock's count, whose turn, the last move; no hand) in the match, its past versions and its
stream; a finished match's past versions showing anyone every hand and the table as it stood;
and "your matches" (``mine``, ``player``) as Gin's ``GET /matches`` filters them.

The server's randomness is seeded (``seeded``) so each test plays the same match on every run;
what the tests check holds for any deal (they compare with the core's replay of the log)."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Callable, Iterator
from typing import Any
from uuid import uuid4

import httpx
import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.conftest import STORES, postgres_url
from api.helpers import Headers, register
from api.live_load import SSEClient, serve
from ginrummy._core import rummy
from ginrummy.api import schemas
from ginrummy.api.app import create_app
from ginrummy.service import fairness

CARD = re.compile(r"(?<![0-9A-Za-z])(?:[A2-9TJQK][cdhs]|X[12])(?![0-9A-Za-z])")
# What a seat's view has that the table (anyone's) has not.
SEAT_ONLY = {"seat", "hand", "legal_actions"}


def conforms(content: bytes, schema: Any) -> None:
    msgspec.json.decode(content, type=schema, strict=True)


def seeded(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    rng = random.Random(seed)
    monkeypatch.setattr(fairness, "new_seed", lambda: rng.getrandbits(64))


def act(client: Any, match_id: str, headers: Headers, action: Any, version: int) -> Any:
    return client.post(
        f"/rummy/matches/{match_id}/actions",
        json={"action": action, "version": version},
        headers=headers,
    )


def first_meld_or_passive(legal: list[dict[str, Any]]) -> dict[str, Any]:
    """Lay the first meld offered, else draw from the stock, else discard the first card:
    melds come to the table, and the match moves on."""
    for kind in ("meld", "draw_stock", "discard"):
        for action in legal:
            if action["type"] == kind:
                return action
    raise AssertionError(f"nothing to play among {legal}")


@pytest.fixture(scope="module", params=STORES)
def client(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[TestClient[Litestar]]:
    """One app per store for the module."""
    if request.param == "sqlite":
        env = {"GINRUMMY_SQLITE_PATH": str(tmp_path_factory.mktemp("rw") / "ginrummy.sqlite")}
        schema = None
    else:
        import psycopg

        url = postgres_url()
        schema = "t_" + uuid4().hex[:16]
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f"CREATE SCHEMA {schema}")
        env = {"DATABASE_URL": url, "GINRUMMY_DB_SCHEMA": schema, "GINRUMMY_DB_POOL_SIZE": "4"}
    app = create_app(env, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(app) as test_client:
            yield test_client
    finally:
        app.state.service.close()
        if schema is not None:
            import psycopg

            with psycopg.connect(postgres_url(), autocommit=True) as conn:
                conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


@pytest.fixture
def seeds(client: TestClient[Any]) -> Iterator[Callable[[int], None]]:
    with pytest.MonkeyPatch.context() as patch:
        yield lambda seed: seeded(patch, seed)


def secret_cards(views: dict[int, dict[str, Any]]) -> set[str]:
    """The cards in the seats' hands that never lay face up (nobody else may know them)."""
    any_view = next(iter(views.values()))
    face_up = {d["card"] for d in any_view["discards"]}
    face_up |= {c for m in any_view["melds"] for c in m["cards"]}
    return set().union(*(set(v["hand"]) for v in views.values())) - face_up


def test_a_spectator_sees_the_table_and_no_hand(
    client: TestClient[Any], seeds: Callable[[int], None]
) -> None:
    """Three seats (two people and a medium bot) play a few turns; after each, someone without
    a seat gets the table as every seat sees it (melds by owner, card counts, pile, stock,
    whose turn, the last move), no ``view``, and no card of any hand, in the match, its events
    and each past version."""
    seeds(11)
    (_, a), (_, b) = register(client), register(client)
    people = {0: a, 1: b}
    made = client.post(
        "/rummy/matches",
        json={"seats": [{"kind": "me"}, {"kind": "open"}, {"kind": "bot", "level": "medium"}]},
        headers=a,
    ).json()
    match_id = made["id"]
    assert made["table"] is None and made["last_move"] is None  # not started
    body = client.post(f"/rummy/matches/{match_id}/join", headers=b).json()
    melds_seen = 0
    for _ in range(16):
        views = {
            s: client.get(f"/rummy/matches/{match_id}", headers=h).json() for s, h in people.items()
        }
        watcher = client.get(f"/rummy/matches/{match_id}")
        assert watcher.status_code == 200, watcher.text
        conforms(watcher.content, schemas.RummyMatch)
        seen = watcher.json()
        assert seen["your_seat"] is None and seen["view"] is None
        table = seen["table"]
        for mine in views.values():
            seat_view = mine["view"]
            assert {k: v for k, v in seat_view.items() if k not in SEAT_ONLY} == table
            assert mine["table"] == table and mine["last_move"] == seen["last_move"]
        assert table["to_act"] == seen["to_act"]
        assert (
            sum(table["hand_sizes"])
            + table["stock_size"]
            + len(table["pile"])
            + sum(len(m["cards"]) for m in table["melds"])
            == 52 + seen["options"]["jokers"]
        )
        melds_seen = max(melds_seen, len(table["melds"]))
        secret = secret_cards({s: v["view"] for s, v in views.items()})
        shown = set(CARD.findall(watcher.text))
        assert not shown & secret, shown & secret
        events = client.get(f"/rummy/matches/{match_id}/events")
        assert not set(CARD.findall(events.text)) & secret
        last = events.json()["events"][-1]
        actions = [e for e in events.json()["events"] if "action" in e]
        assert seen["last_move"] == {
            "version": actions[-1]["version"],
            "seat": actions[-1]["seat"],
            "action": actions[-1]["action"],
        }
        assert last["version"] == seen["version"]
        for version in range(max(1, seen["version"] - 3), seen["version"] + 1):
            past = client.get(f"/rummy/matches/{match_id}/versions/{version}")
            assert past.status_code == 200, past.text
            conforms(past.content, schemas.RummyMatchAtVersion)
            assert past.json()["seat_hands"] is None and past.json()["view"] is None
            assert not set(CARD.findall(past.text)) & secret
        seat = body["to_act"]
        mine = views[seat]
        r = act(client, match_id, people[seat], first_meld_or_passive(
            mine["view"]["legal_actions"]), mine["version"])  # fmt: skip
        assert r.status_code == 200, r.text
        body = r.json()
        assert body["status"] == "active" and body["hand"] == 0
    # the table named the melds by owner when any came down (seed 11's deal has some)
    assert melds_seen >= 1


@pytest.fixture(scope="module")
def finished(client: TestClient[Any]) -> tuple[str, dict[str, Any]]:
    """A finished 2-seat match (a person against a medium bot, target 50), its export."""
    _, me = register(client)
    with pytest.MonkeyPatch.context() as patch:
        seeded(patch, 5)
        made = client.post(
            "/rummy/matches",
            json={
                "seats": [{"kind": "me"}, {"kind": "bot", "level": "medium"}],
                "options": {"target_score": 50},
            },
            headers=me,
        ).json()
        view = client.get(f"/rummy/matches/{made['id']}", headers=me).json()
        for _ in range(5000):
            if view["status"] != "active":
                break
            r = act(client, made["id"], me, first_meld_or_passive(
                view["view"]["legal_actions"]), view["version"])  # fmt: skip
            assert r.status_code == 200, r.text
            view = r.json()
    assert view["status"] == "finished"
    doc: dict[str, Any] = client.get(f"/rummy/matches/{made['id']}/export").json()
    return made["id"], doc


def test_a_finished_match_s_versions_show_anyone_the_whole_table(
    client: TestClient[Any], finished: tuple[str, dict[str, Any]]
) -> None:
    """Each past version of a finished match shows anyone (no credential) every hand, the
    pile, the melds, the card counts and the last move as the core's replay of the log has
    them at that version; the last version's scores are the match's."""
    match_id, doc = finished
    events = doc["events"]
    seats = len(doc["seats"])
    game = rummy.Match(seats, events[-1]["seed"], doc["options"])
    stood: dict[int, dict[str, Any]] = {}
    last_move = None
    for e in events:
        if "action" in e:
            game.apply(e["action"])
            last_move = {"version": e["version"], "seat": e["seat"], "action": e["action"]}
        if e["version"] >= 4:
            table = game.observation(0)
            stood[e["version"]] = {
                "hands": [game.observation(s)["hand"] for s in range(seats)],
                "table": {k: v for k, v in table.items() if k not in SEAT_ONLY},
                "last_move": last_move,
            }
    rng = random.Random(3)
    wanted = sorted({*rng.sample(sorted(stood), min(15, len(stood))), doc["version"]})
    for version in wanted:
        r = client.get(f"/rummy/matches/{match_id}/versions/{version}")
        assert r.status_code == 200, r.text
        conforms(r.content, schemas.RummyMatchAtVersion)
        body = r.json()
        assert body["version"] == version and body["view"] is None
        assert body["seat_hands"] == stood[version]["hands"]
        assert body["table"] == stood[version]["table"]
        assert body["last_move"] == stood[version]["last_move"]
        assert body["table"]["hand_sizes"] == [len(h) for h in body["seat_hands"]]
    final = client.get(f"/rummy/matches/{match_id}").json()
    last = client.get(f"/rummy/matches/{match_id}/versions/{doc['version']}").json()
    assert last["scores"] == final["scores"] == final["standings"]["scores"]
    assert last["status"] == "finished" and last["table"]["deck"] is not None


def test_your_matches_filter_as_gin_s_lobby(client: TestClient[Any]) -> None:
    """``mine`` lists the caller's Rummy matches, ``player`` anyone's (or a bot level's), with
    Gin's refusals; no Gin match among them."""
    (a_id, a), (b_id, b) = register(client), register(client)
    a_bot = client.post(
        "/rummy/matches",
        json={"seats": [{"kind": "me"}, {"kind": "bot", "level": "beginner"}]},
        headers=a,
    ).json()
    b_open = client.post(
        "/rummy/matches", json={"seats": [{"kind": "me"}, {"kind": "open"}]}, headers=b
    ).json()
    gin = client.post("/matches", json={"opponent": {"kind": "bot", "level": "easy"}}, headers=a)
    assert gin.status_code == 201, gin.text

    def ids(params: dict[str, Any], headers: Headers | None = None) -> list[str]:
        r = client.get("/rummy/matches", params=params, headers=headers or {})
        assert r.status_code == 200, r.text
        conforms(r.content, schemas.RummyMatchList)
        return [m["id"] for m in r.json()["matches"]]

    assert ids({"mine": "true", "status": "any"}, a) == [a_bot["id"]]
    assert ids({"mine": "true"}, a) == []  # open by default, as Gin's: a's is active
    assert ids({"mine": "true", "status": "active"}, a) == [a_bot["id"]]
    assert ids({"mine": "true"}, b) == [b_open["id"]]
    assert ids({"player": b_id, "status": "any"}) == [b_open["id"]]
    assert ids({"player": a_id, "status": "any", "limit": 1}) == [a_bot["id"]]
    assert a_bot["id"] in ids({"player": "bot:beginner", "status": "any", "limit": 500})
    assert b_open["id"] not in ids({"player": "bot:beginner", "status": "any", "limit": 500})
    # b joins a's open seat later: b's matches include it
    (_, c) = register(client)
    c_open = client.post(
        "/rummy/matches", json={"seats": [{"kind": "me"}, {"kind": "open"}]}, headers=c
    ).json()
    assert client.post(f"/rummy/matches/{c_open['id']}/join", headers=b).status_code == 200
    assert ids({"mine": "1", "status": "any"}, b) == [c_open["id"], b_open["id"]]
    # refusals, as Gin's, and nothing listed changes
    r = client.get("/rummy/matches", params={"mine": "true"})
    assert r.status_code == 422 and r.json()["type"].endswith("mine-needs-token")
    r = client.get("/rummy/matches", params={"mine": "true", "player": b_id}, headers=a)
    assert r.status_code == 422 and r.json()["type"].endswith("invalid-request")
    r = client.get("/rummy/matches", params={"player": str(uuid4())})
    assert r.status_code == 404 and r.json()["type"].endswith("player-not-found")
    r = client.get("/rummy/matches", params={"player": "bot:nobody"})
    assert r.status_code == 404 and r.json()["type"].endswith("player-not-found")
    assert ids({"mine": "true", "status": "any"}, a) == [a_bot["id"]]


class CountingRows(dict[Any, Any]):
    """The Rummy table's rows, counting how a query reads them: each row read by its id
    (``reads``), and each walk over every row (``scans``)."""

    reads = 0
    scans = 0

    def __getitem__(self, key: Any) -> Any:
        self.reads += 1
        return super().__getitem__(key)

    def values(self) -> Any:
        self.scans += 1
        return super().values()

    def items(self) -> Any:
        self.scans += 1
        return super().items()

    def __iter__(self) -> Any:
        self.scans += 1
        return super().__iter__()


def test_a_side_s_matches_are_read_through_its_index(client: TestClient[Any]) -> None:
    """``mine`` and ``player`` (a player's id, a bot level's) read only that side's rows
    (the table's index, as Gin's), never every match, and list what filtering every match
    lists: the same rows, newest first, with each status and limit."""
    (a_id, a), (b_id, b) = register(client), register(client)
    made: list[str] = []
    for _ in range(3):  # other players' matches: the index skips them
        _, other = register(client)
        r = client.post(
            "/rummy/matches", json={"seats": [{"kind": "me"}, {"kind": "open"}]}, headers=other
        )
        assert r.status_code == 201, r.text
    for seats, headers in (
        ([{"kind": "me"}, {"kind": "open"}], a),
        ([{"kind": "me"}] + [{"kind": "bot", "level": "medium"}] * 3, a),  # one level, 3 seats
        ([{"kind": "me"}, {"kind": "open"}, {"kind": "bot", "level": "medium"}], b),
    ):
        r = client.post("/rummy/matches", json={"seats": seats}, headers=headers)
        assert r.status_code == 201, r.text
        made.append(r.json()["id"])
    assert client.post(f"/rummy/matches/{made[0]}/join", headers=b).status_code == 200
    read_model = client.app.state.read_model
    table = read_model.rummy_table
    everything = client.get("/rummy/matches", params={"status": "any", "limit": 500}).json()
    total = len(everything["matches"])
    assert total >= 6

    def filtered(side: str, status: str, limit: int) -> list[dict[str, Any]]:
        level = side.removeprefix("bot:") if side.startswith("bot:") else None
        rows = [
            m
            for m in everything["matches"]
            if (status == "any" or m["status"] == status)
            and any(
                (s["bot"] == level) if level is not None else (s["player_id"] == side)
                for s in m["seats"]
            )
        ]
        return rows[:limit]

    counting = CountingRows(table.matches)
    table.matches = counting
    try:
        for side, params, headers in (
            (a_id, {"mine": "true"}, a),
            (b_id, {"mine": "1"}, b),
            (a_id, {"player": a_id}, None),
            (b_id, {"player": b_id}, None),
            ("bot:medium", {"player": "bot:medium"}, None),
        ):
            for status in ("any", "open", "active"):
                for limit in (1, 50):
                    read_model.catch_up()
                    counting.reads = counting.scans = 0
                    r = client.get(
                        "/rummy/matches",
                        params={**params, "status": status, "limit": limit},
                        headers=headers or {},
                    )
                    assert r.status_code == 200, r.text
                    assert r.json()["matches"] == filtered(side, status, limit), (side, status)
                    assert counting.scans == 0, (side, status)
                    # each of the side's matches read once (by id), no other
                    assert counting.reads == len(table.index.of(side)) < total, (side, status)
        assert [m["id"] for m in filtered(a_id, "any", 50)] == made[1::-1]
        assert [m["id"] for m in filtered(b_id, "any", 50)] == [made[2], made[0]]
        medium = [m["id"] for m in filtered("bot:medium", "any", 500)]
        assert medium.count(made[1]) == 1 and made[2] in medium  # three seats, listed once
        # the lobby itself still reads every row
        counting.scans = 0
        r = client.get("/rummy/matches", params={"status": "any"})
        assert r.status_code == 200 and counting.scans == 1
    finally:
        table.matches = dict(counting)


@pytest.fixture
def served(store_env: dict[str, str]) -> Iterator[str]:
    app = create_app({**store_env, "GINRUMMY_TOURNAMENT_WORKERS": "0"}, rate_limit=0)
    with serve(app) as url:
        yield url
    app.state.service.close()


def test_a_spectator_s_stream_carries_the_moves_and_no_hidden_card(served: str) -> None:
    """Someone without a seat watching a live 2-seat match's stream gets each move as it is
    played (a draw from the stock naming no card) and no ``your_turn``; no message names a
    card of a live hand."""
    url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        (_, a), (_, b) = register(http), register(http)
        people = {0: a, 1: b}
        made = http.post(
            "/rummy/matches", json={"seats": [{"kind": "me"}, {"kind": "open"}]}, headers=a
        ).json()
        match_id = made["id"]
        body = http.post(f"/rummy/matches/{match_id}/join", headers=b).json()

        async def scenario() -> set[str]:
            watcher = SSEClient(url, f"/rummy/matches/{match_id}/events/stream")
            assert await watcher.open() == 200
            secret: set[str] = set()
            try:
                version = body["version"]
                await watcher.until(lambda m: m.id == version)
                for _ in range(10):
                    views = {}
                    for s, h in people.items():
                        got_view = await asyncio.to_thread(
                            http.get, f"/rummy/matches/{match_id}", headers=h
                        )
                        views[s] = got_view.json()
                    secret |= secret_cards({s: v["view"] for s, v in views.items()})
                    seat = views[0]["to_act"]
                    mine = views[seat]
                    action = first_meld_or_passive(mine["view"]["legal_actions"])
                    r = await asyncio.to_thread(
                        act, http, match_id, people[seat], action, mine["version"]
                    )
                    assert r.status_code == 200, r.text
                    played = r.json()["version"]
                    got = await watcher.until(lambda m, v=played: m.id == v)
                    assert got.data["seat"] == seat and got.data["action"] == action
                    if action["type"] == "draw_stock":
                        assert got.data["type"] == "drew_stock" and got.data["card"] is None
                assert all(m.event != "your_turn" for m in watcher.messages)
                for m in watcher.messages:
                    named = set(CARD.findall(msgspec.json.encode(m.data).decode()))
                    # a card face up later (discarded, melded) was in a hand before: only what
                    # is still hidden now counts
                    assert not named & (secret - face_up_now(http, match_id)), m
            finally:
                await watcher.close()
            return secret

        assert asyncio.run(scenario())


def face_up_now(http: httpx.Client, match_id: str) -> set[str]:
    table = http.get(f"/rummy/matches/{match_id}").json()["table"]
    return {d["card"] for d in table["discards"]} | {c for m in table["melds"] for c in m["cards"]}
