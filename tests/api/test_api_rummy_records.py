"""Rummy's records over HTTP, on SQLite and PostgreSQL (issue 21): past versions as each seat
saw them, the export of a finished match and ``ginrummy audit`` of it (a 4-seat match with a
stock rebuild; tampered exports refused), move deadlines (a missed one forfeits, as in Gin),
the player's stream and the lobby's carrying Rummy matches, 4 seats racing on one version,
and a joker's stand-in kept named in every view.

The server's randomness (the match seed, the bots' choices) is seeded where a test needs a
particular deal (``seeded``): the test finds, among seeds, the first whose match shows what it
needs, so the same match is played on every run."""

from __future__ import annotations

import asyncio
import copy
import io
import json
import random
import re
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any
from uuid import uuid4

import httpx
import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient
from rich.console import Console

from api.conftest import STORES, postgres_url
from api.helpers import Headers, register
from api.live_load import SSEClient, serve
from ginrummy._core import rummy
from ginrummy.api import schemas
from ginrummy.api.app import create_app
from ginrummy.cli.audit import run_audit
from ginrummy.service import fairness
from ginrummy.service.rummy.audit import verify_rummy_export

CARD = re.compile(r"(?<![0-9A-Za-z])(?:[A2-9TJQK][cdhs]|X[12])(?![0-9A-Za-z])")


def conforms(content: bytes, schema: Any) -> None:
    msgspec.json.decode(content, type=schema, strict=True)


def seeded(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """The server's seeds (the match's, the bots') from ``random.Random(seed)``."""
    rng = random.Random(seed)
    monkeypatch.setattr(fairness, "new_seed", lambda: rng.getrandbits(64))


def create(client: Any, headers: Headers, seats: list[Any], **body: Any) -> dict[str, Any]:
    r = client.post("/rummy/matches", json={"seats": seats, **body}, headers=headers)
    assert r.status_code == 201, r.text
    made: dict[str, Any] = r.json()
    return made


def act(client: Any, match_id: str, headers: Headers, action: Any, version: int) -> Any:
    return client.post(
        f"/rummy/matches/{match_id}/actions",
        json={"action": action, "version": version},
        headers=headers,
    )


def passive(legal: list[dict[str, Any]]) -> dict[str, Any]:
    """Draw from the stock, discard the first card offered: the stock runs out."""
    if {"type": "draw_stock"} in legal:
        return {"type": "draw_stock"}
    return next(a for a in legal if a["type"] == "discard")


def play_seat(
    client: Any,
    match_id: str,
    headers: Headers,
    policy: Callable[[list[dict[str, Any]]], dict[str, Any]],
    stop: Callable[[dict[str, Any]], bool],
) -> dict[str, Any]:
    """The person's seat plays ``policy`` (the bots answer inside each request) until
    ``stop(view)`` or the match is over."""
    view = client.get(f"/rummy/matches/{match_id}", headers=headers).json()
    for _ in range(5000):
        if view["status"] != "active" or stop(view):
            return dict(view)
        r = act(client, match_id, headers, policy(view["view"]["legal_actions"]), view["version"])
        assert r.status_code == 200, r.text
        view = r.json()
    raise AssertionError("the match did not end")


def export_of(client: Any, match_id: str) -> dict[str, Any]:
    r = client.get(f"/rummy/matches/{match_id}/export")
    assert r.status_code == 200, r.text
    conforms(r.content, schemas.RummyExport)
    doc: dict[str, Any] = r.json()
    return doc


# -- one server per store for the module --------------------------------------------------


@pytest.fixture(scope="module", params=STORES)
def client(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[TestClient[Litestar]]:
    """One app per store for the whole module (its tests share it)."""
    if request.param == "sqlite":
        env = {"GINRUMMY_SQLITE_PATH": str(tmp_path_factory.mktemp("rr") / "ginrummy.sqlite")}
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
    """``seeds(n)``: the server's randomness from seed ``n`` on, until the test ends."""
    with pytest.MonkeyPatch.context() as patch:
        yield lambda seed: seeded(patch, seed)


# -- a finished 4-seat match with a stock rebuild: versions, export, audit -------------------


@pytest.fixture(scope="module")
def rebuilt_match(client: TestClient[Any]) -> tuple[str, Headers, dict[str, Any]]:
    """A finished 4-seat match (the caller and three medium bots, target 50) in which a stock
    was rebuilt: the caller only draws from the stock and discards. The first seed (of the
    server's randomness) whose match has a rebuild."""
    _, me = register(client)
    seats = [{"kind": "bot", "level": "medium"}, {"kind": "me"}] + [
        {"kind": "bot", "level": "medium"}
    ] * 2
    with pytest.MonkeyPatch.context() as patch:
        for seed in range(20):
            seeded(patch, seed)
            made = create(client, me, seats, options={"target_score": 50})
            final = play_seat(client, made["id"], me, passive, lambda _v: False)
            assert final["status"] == "finished"
            doc = export_of(client, made["id"])
            if any(e["type"] == "stock_rebuilt" for e in doc["events"]):
                return made["id"], me, doc
    raise AssertionError("no seed of 20 rebuilt a stock")


def test_the_audit_verifies_a_finished_four_seat_match_with_a_rebuild(
    client: TestClient[Any], rebuilt_match: tuple[str, Headers, dict[str, Any]], tmp_path: Path
) -> None:
    match_id, _, doc = rebuilt_match
    report = verify_rummy_export(doc)
    assert report["ok"], report["errors"]
    assert report["rebuilds"] >= 1 and report["hands"] >= 1
    assert report["actions"] == sum(1 for e in doc["events"] if "action" in e)
    # everything revealed: the seed, every hand's and every rebuild's order and salt
    events = doc["events"]
    finished = events[-1]
    assert finished["type"] == "match_finished" and isinstance(finished["seed"], int)
    assert events[1]["type"] == "match_started" and events[1]["seed"] == finished["seed"]
    for e in events:
        if e["type"] in ("hand_dealt", "stock_rebuilt"):
            assert isinstance(e["salt"], str) and len(e["commitment"]) == 64
        if e["type"] == "drew_stock":
            assert e["card"] is not None
    assert doc["options"]["target_score"] == 50 and len(doc["seats"]) == 4
    # the command line says so, and refuses what is not an export
    path = tmp_path / "export.json"
    path.write_text(json.dumps(doc))
    out = io.StringIO()
    assert run_audit(str(path), Console(file=out, width=200)) == 0
    assert f"verified Rummy match {match_id}" in out.getvalue()
    assert "stock rebuilds" in out.getvalue()
    path.write_text("{not json")
    out = io.StringIO()
    assert run_audit(str(path), Console(file=out, width=200)) == 1
    assert "is not JSON" in out.getvalue()


def _tampered(doc: dict[str, Any], kind: str) -> tuple[dict[str, Any], str]:
    """The export changed one way, and the words the audit must refuse it with."""
    bad = copy.deepcopy(doc)
    events = bad["events"]
    first = {}
    for e in events:
        first.setdefault(e["type"], e)
    if kind == "stock card":
        draw = first["drew_stock"]
        held = {
            c for e in events if e["type"] == "hand_scored" for h in e["end"]["hands"] for c in h
        }
        draw["card"] = next(c for c in sorted(held) if c != draw["card"])
        return bad, f"event {draw['version']}: drew_stock: card"
    if kind == "rebuild salt":
        rebuilt = first["stock_rebuilt"]
        rebuilt["salt"] = "0" * 32
        return bad, f"event {rebuilt['version']}: hand {rebuilt['hand']}: the commitment does not"
    if kind == "rebuild order":
        scored = next(e for e in events if e["type"] == "hand_scored" and e["rebuilds"])
        order = scored["rebuilds"][0]["order"]
        order[0], order[-1] = order[-1], order[0]
        return bad, f"event {scored['version']}: hand {scored['hand']}: rebuild 0's order"
    if kind == "deck":
        scored = first["hand_scored"]
        scored["order"] = list(reversed(scored["order"]))
        return bad, f"event {scored['version']}: hand 0: the reveal does not match"
    if kind == "seed":
        events[-1]["seed"] += 1
        return bad, "the revealed seed does not match its commitment"
    if kind == "scores":
        scored = first["hand_scored"]
        scored["scores"] = [s + 1 for s in scored["scores"]]
        return bad, f"event {scored['version']}: scores"
    if kind == "action":
        discard = first["discarded"]
        discard["action"] = {"type": "discard", "card": "X1"}
        return bad, f"event {discard['version']}: illegal action"
    if kind == "gap":
        del events[5]
        return bad, "event 6: expected version 6: the log has a gap"
    raise AssertionError(kind)


@pytest.mark.parametrize(
    "kind",
    ["stock card", "rebuild salt", "rebuild order", "deck", "seed", "scores", "action", "gap"],
)
def test_a_tampered_export_is_refused_with_where_and_why(
    rebuilt_match: tuple[str, Headers, dict[str, Any]], kind: str, tmp_path: Path
) -> None:
    _, _, doc = rebuilt_match
    bad, words = _tampered(doc, kind)
    report = verify_rummy_export(bad)
    assert not report["ok"]
    assert any(words in error for error in report["errors"]), report["errors"]
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(bad))
    out = io.StringIO()
    assert run_audit(str(path), Console(file=out, width=300)) == 1
    assert "FAILED" in out.getvalue() and words in out.getvalue()


def test_each_past_version_is_the_match_as_the_seat_saw_it(
    client: TestClient[Any], rebuilt_match: tuple[str, Headers, dict[str, Any]]
) -> None:
    match_id, me, doc = rebuilt_match
    events = doc["events"]
    seed = events[-1]["seed"]
    game = rummy.Match(4, seed, doc["options"])
    rng = random.Random(1)
    wanted = [*sorted(rng.sample(range(4, doc["version"] + 1), 12)), doc["version"]]
    stood = {}
    for e in events:
        if "action" in e:
            game.apply(e["action"])
        if e["version"] in wanted:
            stood[e["version"]] = [game.observation(s)["hand"] for s in range(4)]
    for version in wanted:
        mine = client.get(f"/rummy/matches/{match_id}/versions/{version}", headers=me)
        assert mine.status_code == 200, mine.text
        conforms(mine.content, schemas.RummyMatchAtVersion)
        body = mine.json()
        assert body["version"] == version and body["your_seat"] == 1
        assert body["view"]["hand"] == stood[version][1]
        assert body["view"]["legal_actions"] == []
        # the match is over: every hand of that moment is public
        assert body["seat_hands"] == stood[version]
        anyone = client.get(f"/rummy/matches/{match_id}/versions/{version}").json()
        assert anyone["view"] is None and anyone["seat_hands"] == stood[version]
    for version in (0, doc["version"] + 1):
        r = client.get(f"/rummy/matches/{match_id}/versions/{version}", headers=me)
        assert r.status_code in (400, 404), r.text
    r = client.get(f"/rummy/matches/{match_id}/versions/{doc['version'] + 1}")
    assert r.status_code == 404 and r.json()["type"].endswith("version-not-found")
    assert client.get(f"/rummy/matches/{uuid4()}/versions/1").status_code == 404


def test_a_live_match_is_not_exported_and_its_past_hides_the_others_hands(
    client: TestClient[Any], seeds: Callable[[int], None]
) -> None:
    seeds(7)
    (_, a), (_, b) = register(client), register(client)
    people = {0: a, 1: b}
    made = create(client, a, [{"kind": "me"}, {"kind": "open"}])
    match_id = made["id"]
    view = client.post(f"/rummy/matches/{match_id}/join", headers=b).json()
    for _ in range(12):  # a few passive turns: the first hand goes on
        seat = view["to_act"]
        mine = client.get(f"/rummy/matches/{match_id}", headers=people[seat]).json()
        r = act(client, match_id, people[seat], passive(mine["view"]["legal_actions"]),
                mine["version"])  # fmt: skip
        view = r.json()
    assert view["hand"] == 0 and view["status"] == "active"
    r = client.get(f"/rummy/matches/{match_id}/export")
    assert r.status_code == 409 and r.json()["type"].endswith("match-not-finished")
    now = {
        s: client.get(f"/rummy/matches/{match_id}", headers=h).json()["view"]
        for s, h in people.items()
    }
    face_up = {d["card"] for d in now[0]["discards"]}
    # the cards each seat holds that nobody else ever saw
    secret = {s: set(now[s]["hand"]) - face_up for s in people}
    for version in range(1, view["version"] + 1):
        for seat, headers in [*people.items(), (None, {})]:
            r = client.get(f"/rummy/matches/{match_id}/versions/{version}", headers=headers)
            assert r.status_code == 200, r.text
            conforms(r.content, schemas.RummyMatchAtVersion)
            assert r.json()["seat_hands"] is None  # the hand is live
            others = set().union(*(secret[s] for s in people if s != seat))
            shown = set(CARD.findall(r.text))
            assert not shown & others, (version, seat, shown & others)
    # a Gin match's past is not Rummy's
    gin = client.post("/matches", json={"opponent": {"kind": "bot", "level": "easy"}}, headers=a)
    r = client.get(f"/rummy/matches/{gin.json()['id']}/versions/1", headers=a)
    assert r.status_code == 404 and "/matches/" in r.json()["detail"]


# -- four seats racing on one version ---------------------------------------------------------


def test_four_seats_racing_on_one_version_play_once(client: TestClient[Any]) -> None:
    people = {seat: register(client).headers for seat in range(4)}
    made = create(client, people[0], [{"kind": "me"}] + [{"kind": "open"}] * 3)
    for seat in (1, 2, 3):
        client.post(f"/rummy/matches/{made['id']}/join", headers=people[seat])
    view = client.get(f"/rummy/matches/{made['id']}", headers=people[0]).json()
    to_act, version = view["to_act"], view["version"]
    before = client.get(f"/rummy/matches/{made['id']}/events", headers=people[0]).json()
    # every seat sends at once, the seat to act twice (two different legal actions)
    sends = [(to_act, {"type": "draw_stock"}), (to_act, {"type": "draw_discard"})] + [
        (seat, {"type": "draw_stock"}) for seat in range(4) if seat != to_act
    ]
    with ThreadPoolExecutor(max_workers=len(sends)) as pool:
        replies = list(
            pool.map(lambda s: (s, act(client, made["id"], people[s[0]], s[1], version)), sends)
        )
    won = [(s, r) for s, r in replies if r.status_code == 200]
    assert len(won) == 1, [r.text for _, r in replies]
    (winner, action), reply = won[0]
    assert winner == to_act and reply.json()["version"] == version + 1
    for (seat, _), r in replies:
        if r.status_code == 200:
            continue
        # a stale version, or (read before the winner saved) another seat's turn
        expected = {"stale-version"} if seat == to_act else {"stale-version", "not-your-turn"}
        assert r.json()["type"].rsplit(":", 1)[1] in expected, r.text
        assert r.status_code in (409, 422)
    events = client.get(f"/rummy/matches/{made['id']}/events", headers=people[0]).json()
    assert events["events"][: len(before["events"])] == before["events"]
    assert [e["version"] for e in events["events"]] == list(range(1, version + 2))
    assert events["events"][-1]["action"] == action and events["events"][-1]["seat"] == to_act


# -- a joker's stand-in ---------------------------------------------------------------------


def test_a_run_s_joker_names_its_card_in_every_view(
    client: TestClient[Any], seeds: Callable[[int], None]
) -> None:
    """The sighting: a run shown with a joker whose card is not named. The core refuses a
    run with an unnamed joker, and every view keeps the card a joker stands for."""
    (_, a), (_, b) = register(client), register(client)
    people = {0: a, 1: b}
    for seed in range(20):
        seeds(seed)
        made = create(client, a, [{"kind": "me"}, {"kind": "open"}], options={"jokers": 2})
        match_id = made["id"]
        view = client.post(f"/rummy/matches/{match_id}/join", headers=b).json()
        rng = random.Random(seed)
        laid = None
        while view["status"] == "active" and view["hand"] == 0 and laid is None:
            seat = view["to_act"]
            mine = client.get(f"/rummy/matches/{match_id}", headers=people[seat]).json()
            legal = mine["view"]["legal_actions"]
            runs = [x for x in legal if x["type"] == "meld" and x.get("jokers")]
            if runs:
                laid = (seat, runs[0], mine["version"])
                break
            keep = [x for x in legal if x["type"] != "discard" or not x["card"].startswith("X")]
            quiet = [x for x in keep if x["type"] in ("draw_stock", "draw_discard", "discard")]
            r = act(client, match_id, people[seat], rng.choice(quiet or legal), mine["version"])
            assert r.status_code == 200, r.text
            view = r.json()
        if laid is not None:
            break
    else:
        raise AssertionError("no seed of 20 offered a run with a joker")
    seat, meld, version = laid
    ((joker, stands_for),) = meld["jokers"].items()
    # the run without its joker's card named is refused and changes nothing
    bare = act(client, match_id, people[seat], {"type": "meld", "cards": meld["cards"]}, version)
    assert bare.status_code == 422, bare.text
    assert bare.json()["refusal"] == "invalid_meld" and joker in bare.json()["detail"]
    assert client.get(f"/rummy/matches/{match_id}").json()["version"] == version
    r = act(client, match_id, people[seat], meld, version)
    assert r.status_code == 200, r.text
    played = r.json()["version"]
    for headers in (a, b, {}):
        table = client.get(f"/rummy/matches/{match_id}", headers=headers).json()
        melded = client.get(
            f"/rummy/matches/{match_id}/events", params={"after": played - 1}, headers=headers
        ).json()["events"][0]
        assert melded["type"] == "melded" and melded["jokers"] == {joker: stands_for}
        assert melded["action"]["jokers"] == {joker: stands_for}
        past = client.get(f"/rummy/matches/{match_id}/versions/{played}", headers=headers).json()
        if headers:
            for body in (table, past):
                (on_table,) = [m for m in body["view"]["melds"] if joker in m["cards"]]
                assert on_table["jokers"] == {joker: stands_for} and on_table["owner"] == seat


# -- deadlines, the player's stream and the lobby (a live server) -------------------------


@pytest.fixture
def served(store_env: dict[str, str]) -> Iterator[tuple[Litestar, str]]:
    """A live server on a fresh store (its own: these tests count what it holds)."""
    app = create_app({**store_env, "GINRUMMY_TOURNAMENT_WORKERS": "0"}, rate_limit=0)
    with serve(app) as url:
        yield app, url
    app.state.service.close()


def test_a_missed_move_deadline_forfeits_the_match(served: tuple[Litestar, str]) -> None:
    _, url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        (_, a), (_, b) = register(http), register(http)
        r = http.post(
            "/rummy/matches",
            json={"seats": [{"kind": "me"}, {"kind": "open"}], "move_deadline_ms": 50},
            headers=a,
        )
        assert r.status_code == 400, r.text
        assert http.get("/rummy/matches", params={"status": "any"}).json()["matches"] == []
        made = http.post(
            "/rummy/matches",
            json={
                "seats": [{"kind": "me"}, {"kind": "open"}, {"kind": "bot", "level": "easy"}],
                "move_deadline_ms": 1500,
            },
            headers=a,
        ).json()
        match_id = made["id"]
        assert made["move_deadline_ms"] == 1500 and made["deadline_at"] is None  # not started
        people = {0: a, 1: b}

        async def scenario() -> None:
            path = f"/rummy/matches/{match_id}/events/stream"
            streams = {seat: SSEClient(url, path, h) for seat, h in people.items()}
            for stream in streams.values():
                assert await stream.open() == 200
            try:
                started = await asyncio.to_thread(
                    http.post, f"/rummy/matches/{match_id}/join", headers=b
                )
                body = started.json()
                seat = body["to_act"]
                turn = await streams[seat].until(lambda m: m.event == "your_turn")
                assert turn.data["deadline_ms"] == 1500 and turn.data["deadline_at"]
                mine = (await asyncio.to_thread(
                    http.get, f"/rummy/matches/{match_id}", headers=people[seat]
                )).json()  # fmt: skip
                assert mine["deadline_at"] == turn.data["deadline_at"]
                # the seat acts in time: its turn goes on, on a new clock
                played = await asyncio.to_thread(
                    act, http, match_id, people[seat], {"type": "draw_stock"}, mine["version"]
                )
                assert played.status_code == 200, played.text
                # then it does not: it forfeits
                missed = await streams[seat].until(lambda m: m.event == "deadline_missed")
                assert missed.data["seat"] == seat and missed.data["deadline_ms"] == 1500
                done = await streams[1 - seat].until(lambda m: m.event == "match_finished")
                assert done.data["forfeited"] == seat
                assert seat not in done.data["standings"]["winners"]
                assert done.data["returns"][seat] == -1.0
                assert done.data["standings"]["over"] is True
            finally:
                for stream in streams.values():
                    await stream.close()

        asyncio.run(scenario())
        final = http.get(f"/rummy/matches/{match_id}", headers=a).json()
        assert final["status"] == "finished" and final["deadline_at"] is None
        r = act(http, match_id, a, {"type": "discard", "card": "Ac"}, final["version"])
        assert r.status_code == 409
        # the forfeit is in the export, and the audit checks it
        doc = http.get(f"/rummy/matches/{match_id}/export").json()
        assert [e["type"] for e in doc["events"][-2:]] == ["deadline_missed", "match_finished"]
        report = verify_rummy_export(doc)
        assert report["ok"], report["errors"]
        bad = copy.deepcopy(doc)
        bad["events"][-1]["returns"] = [0.0] * 3
        assert not verify_rummy_export(bad)["ok"]


def test_the_player_stream_and_the_lobby_carry_rummy_matches(
    served: tuple[Litestar, str],
) -> None:
    _, url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        (a_id, a), (_, b) = register(http), register(http)

        async def scenario() -> None:
            lobby = SSEClient(url, "/lobby/stream")
            mine = SSEClient(url, "/players/me/events/stream", a)
            theirs = SSEClient(url, "/players/me/events/stream", b)
            for stream in (lobby, mine, theirs):
                assert await stream.open() == 200
            try:
                first = await lobby.until(lambda m: m.event == "lobby_changed")
                assert first.data["open_by_game"] == {"gin": 0, "rummy": 0}
                made = await asyncio.to_thread(
                    http.post,
                    "/rummy/matches",
                    json={"seats": [{"kind": "me"}, {"kind": "open"}]},
                    headers=a,
                )
                match_id = made.json()["id"]
                opened = await lobby.until(
                    lambda m: m.event == "lobby_changed" and m.data["open_by_game"]["rummy"] == 1
                )
                assert opened.data["open"] == 0  # Gin's count, as before
                created = await mine.until(lambda m: m.event == "match_created")
                assert created.data["game"] == "rummy" and created.data["match_id"] == match_id
                joined = await asyncio.to_thread(
                    http.post, f"/rummy/matches/{match_id}/join", headers=b
                )
                body = joined.json()
                await lobby.until(
                    lambda m: m.event == "lobby_changed" and m.data["open_by_game"]["rummy"] == 0
                )
                people = {0: a, 1: b}
                streams = {0: mine, 1: theirs}
                seat = body["to_act"]
                turn = await streams[seat].until(
                    lambda m: m.event == "your_turn" and m.data["match_id"] == match_id
                )
                assert turn.data["version"] == body["version"]
                played = await asyncio.to_thread(
                    act, http, match_id, people[seat], {"type": "draw_stock"}, body["version"]
                )
                assert played.status_code == 200
                drawn = await streams[seat].until(lambda m: m.event == "drew_stock")
                seen = await streams[1 - seat].until(lambda m: m.event == "drew_stock")
                assert drawn.data["card"] is not None and seen.data["card"] is None
                assert drawn.id == seen.id  # the store's global position
                for m in mine.messages:
                    if m.event not in ("your_turn",):
                        msgspec.convert(m.data, schemas.RummyPlayerStreamEvent)
                # a Gin match's events come as before, without a game
                gin = await asyncio.to_thread(
                    http.post,
                    "/matches",
                    json={"opponent": {"kind": "bot", "level": "easy"}},
                    headers=a,
                )
                gin_id = gin.json()["id"]
                gin_event = await mine.until(
                    lambda m: m.data.get("match_id") == gin_id and m.event != "your_turn"
                )
                assert "game" not in gin_event.data and "data" in gin_event.data
                # the history from the start: every event of both matches, in log order
                again = SSEClient(url, "/players/me/events/stream?after=0", a)
                assert await again.open() == 200
                try:
                    await again.until(
                        lambda m: m.data.get("match_id") == gin_id and m.event != "your_turn"
                    )
                    history = [m for m in again.messages if m.event != "your_turn"]
                    ids = [m.id for m in history]
                    assert ids == sorted(ids) and len(set(ids)) == len(ids)
                    rummy_versions = [
                        m.data["version"] for m in history if m.data.get("match_id") == match_id
                    ]
                    assert rummy_versions == list(range(1, len(rummy_versions) + 1))
                    assert len(rummy_versions) >= played.json()["version"]
                    drew = [
                        m
                        for m in history
                        if m.data.get("match_id") == match_id and m.event == "drew_stock"
                    ]
                    assert all((m.data["card"] is None) == (m.data["seat"] != 0) for m in drew)
                finally:
                    await again.close()
            finally:
                for stream in (lobby, mine, theirs):
                    await stream.close()

        asyncio.run(scenario())
        assert a_id
