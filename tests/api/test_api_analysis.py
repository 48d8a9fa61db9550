"""The analysis of a finished match (computed off the request path once, stored, shared by the
replicas) and hints (only in matches created with hints, never rated), over HTTP on SQLite and
PostgreSQL."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any
from uuid import UUID, uuid4

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.helpers import Headers, choose, register
from ginrummy import core
from ginrummy.api.app import create_app
from ginrummy.api.schemas import Hint, MatchAnalysis
from ginrummy.service.analysis import DONE, Analysis, analysis_id
from support.bots import HttpBot
from support.waits import wait_until

# Small searches: the tests check the plumbing and the values, not the expert's strength.
ANALYSIS_ENV = {"GINRUMMY_ANALYSIS_PLAYOUTS": "6", "GINRUMMY_HINT_PLAYOUTS": "12"}
PROBLEM = "urn:ginrummy:problem:"


@pytest.fixture
def app(store_env: dict[str, str]) -> Iterator[Litestar]:
    application = create_app({**store_env, **ANALYSIS_ENV}, rate_limit=0, poll_interval=0.05)
    yield application
    application.state.service.close()


def create(client: TestClient[Any], creator: Headers, **body: Any) -> dict[str, Any]:
    r = client.post("/matches", json={"seat": 0, **body}, headers=creator)
    assert r.status_code == 201, r.text
    created: dict[str, Any] = r.json()
    return created


def person_match(
    client: TestClient[Any], a: Headers, b: Headers, *, target: int = 10, **flags: Any
) -> str:
    match = create(client, a, rules={"target_score": target}, **flags)
    r = client.post(f"/matches/{match['id']}/join", headers=b)
    assert r.status_code == 200, r.text
    return str(match["id"])


def play_out(
    client: TestClient[Any], match_id: str, seats: list[Headers], rng: random.Random
) -> dict[str, Any]:
    return HttpBot(client, rng).play_out(match_id, seats)


def key(action: dict[str, Any]) -> tuple[str, str | None, int | None]:
    return action["type"], action.get("card") or action.get("discard"), action.get("meld")


def finished_match(client: TestClient[Any], seed: int = 1) -> str:
    """A finished match against the easy bot (it answers within each request)."""
    _, a = register(client)
    match = create(client, a, rules={"target_score": 10}, opponent={"kind": "bot", "level": "easy"})
    match_id = str(match["id"])
    assert play_out(client, match_id, [a, a], random.Random(seed))["status"] == "finished"
    return match_id


def poll_analysis(client: TestClient[Any], match_id: str, timeout: float = 120) -> dict[str, Any]:
    def computed() -> dict[str, Any] | None:
        r = client.get(f"/matches/{match_id}/analysis")
        assert r.status_code in (200, 202), r.text
        body: dict[str, Any] | None = r.json() if r.status_code == 200 else None
        return body

    return wait_until(computed, timeout=timeout, what="the analysis", interval=0.05)


def test_analysis_of_a_finished_match_is_computed_once_and_stored(
    app: Litestar, client: TestClient[Any], store_env: dict[str, str]
) -> None:
    service = app.state.service
    _, a = register(client)
    _, b = register(client)
    match_id = person_match(client, a, b)
    # Not finished yet: a clear 409, nothing scheduled or stored.
    r = client.get(f"/matches/{match_id}/analysis")
    assert r.status_code == 409, r.text
    assert r.json()["type"] == PROBLEM + "match-not-finished"
    assert service.store.get(analysis_id(match_id)) is None
    r = client.get(f"/matches/{uuid4()}/analysis")
    assert r.status_code == 404 and r.json()["type"] == PROBLEM + "match-not-found"

    play_out(client, match_id, [a, b], random.Random(7))
    first = client.get(f"/matches/{match_id}/analysis")
    assert first.status_code == 202, first.text
    assert first.headers["Retry-After"] == str(service.settings.retry_after)
    assert first.headers["Location"] == f"/matches/{match_id}/analysis"
    assert first.json() == {
        "match_id": match_id,
        "status": "pending",
        "retry_after": service.settings.retry_after,
    }
    body = poll_analysis(client, match_id)
    # strictly the documented schema, nothing more or less
    assert msgspec.to_builtins(msgspec.convert(body, MatchAnalysis)) == body
    assert service.analyses.computed == 1
    stored = service.store.get(analysis_id(match_id))
    assert isinstance(stored, Analysis) and stored.status == DONE
    # Later requests read the stored result: nothing is computed again.
    for _ in range(3):
        again = client.get(f"/matches/{match_id}/analysis")
        assert again.status_code == 200 and again.json() == body
    assert service.analyses.computed == 1

    # What the core says of the match's export, with the settings' seed and playouts.
    export = client.get(f"/matches/{match_id}/export").json()
    report = core.analyze_match(export, playouts=6, seed=0)
    assert body["playouts"] == 6 and body["seed"] == 0 and body["objective"] == "points"
    assert body["moves"] == report["moves"]
    assert len(body["decisions"]) == len(report["decisions"]) > 0
    events = {e["version"]: e for e in export["events"]}
    for got, want in zip(body["decisions"], report["decisions"], strict=True):
        for key in ("index", "deal", "seat", "phase", "chosen", "best", "loss", "label"):
            assert got[key] == want[key], key
        assert got["actions"] == want["actions"]
        # the decision's version is the event of its move, by its seat
        move = events[got["version"]]
        assert move["data"]["seat"] == got["seat"]
        assert got["loss"] == pytest.approx(max(0.0, got["best_points"] - got["chosen_points"]))
    for seat, totals in enumerate(body["seats"]):
        mine = [d for d in body["decisions"] if d["seat"] == seat]
        assert totals["decisions"] == len(mine)
        for label in ("good", "inaccuracy", "mistake", "blunder"):
            assert totals[label] == sum(d["label"] == label for d in mine)

    # Another replica on the same store answers from the stored result and computes nothing.
    replica = create_app({**store_env, **ANALYSIS_ENV}, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(replica) as other:
            r = other.get(f"/matches/{match_id}/analysis")
            assert r.status_code == 200 and r.json() == body
        assert replica.state.service.analyses.computed == 0
    finally:
        replica.state.service.close()


def test_concurrent_first_requests_on_two_replicas_compute_once(
    app: Litestar, client: TestClient[Any], store_env: dict[str, str]
) -> None:
    match_id = finished_match(client, seed=3)
    replica = create_app({**store_env, **ANALYSIS_ENV}, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(replica) as other:
            statuses: list[int] = []
            start = threading.Barrier(8)

            def ask(c: TestClient[Any]) -> None:
                start.wait()
                statuses.append(c.get(f"/matches/{match_id}/analysis").status_code)

            threads = [threading.Thread(target=ask, args=(c,)) for c in [client, other] * 4]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            assert set(statuses) <= {200, 202} and 202 in statuses
            body = poll_analysis(client, match_id)
            assert poll_analysis(other, match_id) == body
        computed = app.state.service.analyses.computed + replica.state.service.analyses.computed
        assert computed == 1
    finally:
        replica.state.service.close()


def test_a_pending_analysis_left_by_a_stopped_replica_is_taken_over(
    client: TestClient[Any], store_env: dict[str, str]
) -> None:
    match_id = finished_match(client, seed=5)
    # A replica claimed the analysis and stopped before recording it.
    gone = create_app({**store_env, **ANALYSIS_ENV}, rate_limit=0)
    gone.state.service.store.save(
        Analysis(match_id=match_id, playouts=6, seed=0, objective="points")
    )
    gone.state.service.close()
    # Before the stale time every replica says pending; after it, one takes the claim over.
    assert client.get(f"/matches/{match_id}/analysis").status_code == 202
    env = {**store_env, **ANALYSIS_ENV, "GINRUMMY_ANALYSIS_STALE_SECONDS": "0.2"}
    taker = create_app(env, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(taker) as other:
            claim = taker.state.service.store.get(analysis_id(match_id))
            # the condition the service checks: the claim older than the stale time (0.2 s)
            wait_until(
                lambda: (datetime.now(UTC) - claim.modified_on).total_seconds() > 0.2,
                what="the claim stale",
            )
            assert other.get(f"/matches/{match_id}/analysis").status_code == 202
            body = poll_analysis(other, match_id)
        assert taker.state.service.analyses.computed == 1
        assert body["decisions"] and poll_analysis(client, match_id) == body
    finally:
        taker.state.service.close()


def test_hints_are_refused_in_a_rated_match(client: TestClient[Any]) -> None:
    _, a = register(client)
    # rated (the default) against a bot: the match shows it, and no hint is given
    rated = create(client, a, opponent={"kind": "bot", "level": "easy"})
    assert rated["hints"] is False and rated["rated"] is True
    r = client.get(f"/matches/{rated['id']}/hint", headers=a)
    assert r.status_code == 403, r.text
    assert r.json()["type"] == PROBLEM + "hints-not-allowed"
    # a rated match cannot be created with hints (nothing is created)
    before = client.get("/matches?mine=true&status=any", headers=a).json()["matches"]
    r = client.post(
        "/matches", json={"hints": True, "rated": True, "opponent": {"kind": "open"}}, headers=a
    )
    assert r.status_code == 422, r.text
    assert r.json()["type"] == PROBLEM + "hints-in-rated-match"
    after = client.get("/matches?mine=true&status=any", headers=a).json()["matches"]
    assert len(after) == len(before)


def test_hints_are_refused_in_a_match_without_hints(client: TestClient[Any]) -> None:
    _, a = register(client)
    _, b = register(client)
    match_id = person_match(client, a, b, rated=False)
    seen = client.get(f"/matches/{match_id}", headers=a).json()
    assert seen["hints"] is False and seen["rated"] is False
    seat = seen["to_act"]
    r = client.get(f"/matches/{match_id}/hint", headers=[a, b][seat])
    assert r.status_code == 403 and r.json()["type"] == PROBLEM + "hints-not-allowed"


def test_a_hint_is_given_to_the_seat_to_act_in_a_hints_match(
    app: Litestar, client: TestClient[Any]
) -> None:
    _, a = register(client)
    _, b = register(client)
    _, eve = register(client)
    seats = [a, b]
    match_id = person_match(client, a, b, target=500, hints=True)  # no deal ends it
    seen = client.get(f"/matches/{match_id}").json()
    assert seen["hints"] is True and seen["rated"] is False  # unrated, as the match shows
    rng = random.Random(11)
    for _ in range(12):
        view = client.get(f"/matches/{match_id}", headers=a).json()
        if view["status"] != "active":
            break
        seat = view["to_act"]
        mine = client.get(f"/matches/{match_id}", headers=seats[seat]).json()
        r = client.get(f"/matches/{match_id}/hint", headers=seats[seat])
        assert r.status_code == 200, r.text
        hint = r.json()
        assert msgspec.to_builtins(msgspec.convert(hint, Hint)) == hint
        assert hint["version"] == mine["version"] and hint["seat"] == seat
        assert hint["playouts"] == 12 and hint["seed"] == 0
        legal = mine["view"]["legal_actions"]
        # every legal action of the seat, valued (a knock by its discard)
        assert {key(v["action"]) for v in hint["actions"]} == {key(x) for x in legal}
        assert hint["best"] == hint["actions"][hint["best_index"]]["action"]
        # the same position gives the same hint
        assert client.get(f"/matches/{match_id}/hint", headers=seats[seat]).json() == hint
        # not this seat's turn, not a seat, no token
        other = client.get(f"/matches/{match_id}/hint", headers=seats[1 - seat])
        assert other.status_code == 422 and other.json()["type"] == PROBLEM + "not-your-turn"
        spectator = client.get(f"/matches/{match_id}/hint", headers=eve)
        assert spectator.status_code == 403
        assert spectator.json()["type"] == PROBLEM + "not-your-match"
        assert client.get(f"/matches/{match_id}/hint").status_code == 401
        action = choose(legal, rng)
        r = client.post(
            f"/matches/{match_id}/actions",
            json={**action, "version": mine["version"]},
            headers=seats[seat],
        )
        assert r.status_code == 200, r.text
    version = client.get(f"/matches/{match_id}", headers=a).json()["version"]
    r = client.post(
        f"/matches/{match_id}/actions", json={"type": "resign", "version": version}, headers=a
    )
    assert r.status_code == 200, r.text
    over = client.get(f"/matches/{match_id}/hint", headers=b)
    assert over.status_code == 409 and over.json()["type"] == PROBLEM + "match-not-active"
    assert client.get(f"/matches/{UUID(int=0)}/hint", headers=a).status_code == 404
    # a match ended by resignation is analysed up to its last move
    analysed = poll_analysis(client, match_id)
    assert 0 < len(analysed["decisions"]) <= analysed["moves"] <= 12
