"""The OpenAPI document describes the wire exactly: every body of complete matches (each seat,
a spectator, events, past versions, reveals, exports, problems) decodes strictly into its
response type, and encodes back to the same JSON (no field unknown to the schema, none missing,
every enum value listed)."""

from __future__ import annotations

import random
from typing import Any

import msgspec
from litestar.testing import TestClient

from api.helpers import choose, open_match, register
from ginrummy.api import schemas


def exactly(body: bytes, kind: Any) -> Any:
    decoded = msgspec.json.decode(body, type=kind, strict=True)
    again = msgspec.json.decode(msgspec.json.encode(decoded))
    sent = msgspec.json.decode(body)
    assert again == sent, (kind, _difference(again, sent))
    return decoded


def _difference(again: Any, sent: Any, path: str = "$") -> str:
    """Where two JSON values first differ."""
    if isinstance(again, dict) and isinstance(sent, dict):
        for key in sorted(set(again) | set(sent)):
            if again.get(key, "<absent>") != sent.get(key, "<absent>"):
                return _difference(
                    again.get(key, "<absent>"), sent.get(key, "<absent>"), f"{path}.{key}"
                )
    if isinstance(again, list) and isinstance(sent, list) and len(again) == len(sent):
        for i, (x, y) in enumerate(zip(again, sent, strict=True)):
            if x != y:
                return _difference(x, y, f"{path}[{i}]")
    return f"{path}: described {again!r}, sent {sent!r}"


def steer(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Random play that ends deals: besides ``choose``'s knocks, a discard is mostly (4 in 5)
    the highest card outside the best arrangement's melds (random discards alone can take
    thousands of moves to reach the target)."""
    legal = view["legal_actions"]
    discards = [a for a in legal if a["type"] == "discard"]
    enders = [a for a in legal if a["type"] in ("knock", "big_gin")]
    if discards and not enders and rng.random() < 0.8:
        loose = set((view.get("arrangement") or {}).get("deadwood_cards") or view["hand"])
        points = {"A": 1, "T": 10, "J": 10, "Q": 10, "K": 10}
        return max(
            discards,
            key=lambda a: (a["card"] in loose, points.get(a["card"][0]) or int(a["card"][0])),
        )
    return choose(legal, rng)


def check_match(client: TestClient[Any], match_id: str, seats: list[dict[str, str]]) -> None:
    for headers in (*seats, {}):
        r = client.get(f"/matches/{match_id}", headers=headers)
        assert r.status_code == 200
        exactly(r.content, schemas.Match)
        r = client.get(f"/matches/{match_id}/events", headers=headers)
        page = exactly(r.content, schemas.EventPage)
        assert page.next_after == (page.events[-1].version if page.events else 0)


def test_every_body_of_complete_matches_is_described_exactly(client: TestClient[Any]) -> None:
    rng = random.Random(7)
    _, a = register(client)
    _, b = register(client)
    seats = [a, b]
    match_id = open_match(client, a, b, {"target_score": 40})
    kinds: set[str] = set()
    for _ in range(5000):
        check_match(client, match_id, seats)
        view = client.get(f"/matches/{match_id}", headers=a).json()
        if view["status"] != "active":
            break
        seat = view["to_act"]
        mine = client.get(f"/matches/{match_id}", headers=seats[seat]).json()
        # a legal action goes back unchanged, plus the version
        action = steer(mine["view"], rng)
        kinds.add(action["type"])
        r = client.post(
            f"/matches/{match_id}/actions",
            json={**action, "version": mine["version"]},
            headers=seats[seat],
        )
        assert r.status_code == 200, r.text
        exactly(r.content, schemas.Match)
        # an illegal one: a problem with the legal actions, exactly described
        wrong = (
            {"type": "finish_layoff"}
            if action["type"] != "finish_layoff"
            else {"type": "draw_stock"}
        )
        r = client.post(
            f"/matches/{match_id}/actions",
            json={**wrong, "version": r.json()["version"]},
            headers=seats[seat],
        )
        if r.status_code == 422:
            exactly(r.content, schemas.Problem)
    finished = exactly(client.get(f"/matches/{match_id}").content, schemas.Match)
    assert finished.status == "finished"
    assert isinstance(finished.result, schemas.TargetReached)
    assert {"discard", "knock"} <= kinds
    export = exactly(client.get(f"/matches/{match_id}/export").content, schemas.MatchExport)
    types = {type(e).__name__ for e in export.events}
    assert {"MatchCreatedEvent", "DealScoredEvent", "MatchFinishedEvent"} <= types
    for version in range(1, finished.version + 1, 7):
        r = client.get(f"/matches/{match_id}/versions/{version}", headers=a)
        exactly(r.content, schemas.MatchAtVersion)
    exactly(client.get(f"/matches/{match_id}/deals/0/reveal").content, schemas.DealReveal)


def test_a_resigned_bot_match_and_problems_are_described_exactly(client: TestClient[Any]) -> None:
    _, a = register(client)
    r = client.post(
        "/matches", json={"opponent": {"kind": "bot", "level": "easy"}, "seat": 0}, headers=a
    )
    created = exactly(r.content, schemas.Match)
    r = client.post(
        f"/matches/{created.id}/actions",
        json={"type": "resign", "version": created.version},
        headers=a,
    )
    resigned = exactly(r.content, schemas.Match)
    assert isinstance(resigned.result, schemas.Resignation)
    page = exactly(client.get(f"/matches/{created.id}/events").content, schemas.EventPage)
    assert page.complete and not page.has_more
    for r in (
        client.post("/players", json={"name": "x"}),
        client.post("/matches", json={"opponent": {"kind": "bot", "level": "nope"}}, headers=a),
        client.get("/matches/not-a-uuid"),
        client.post(f"/matches/{created.id}/actions", json={"type": "draw_stock"}, headers=a),
    ):
        assert 400 <= r.status_code < 500
        exactly(r.content, schemas.Problem)
