"""Rematches over HTTP: at the end of a match a seat offers, the other accepts (a new match,
same game and rules, seats swapped) or declines; a built-in bot accepts at once; every refusal
a problem that stores nothing; SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from litestar.testing import TestClient

from social.helpers import Player, refused, register

Client = TestClient[Any]


def finished_match(client: Client, a: Player, b: Player) -> dict[str, Any]:
    """A match a (seat 0) and b (seat 1) played to its end (b resigned)."""
    r = client.post(
        "/matches",
        json={"opponent": {"kind": "open"}, "seat": 0, "rules": {"target_score": 50}},
        headers=a.headers,
    )
    match_id = r.json()["id"]
    assert client.post(f"/matches/{match_id}/join", headers=b.headers).status_code == 200
    refused(client, "POST", f"/matches/{match_id}/rematch", a, 409, "match-not-finished")
    version = client.get(f"/matches/{match_id}", headers=b.headers).json()["version"]
    r = client.post(
        f"/matches/{match_id}/actions",
        json={"type": "resign", "version": version},
        headers=b.headers,
    )
    assert r.json()["status"] == "finished", r.text
    body: dict[str, Any] = r.json()
    return body


def seats(client: Client, match_id: str, who: Player) -> list[str | None]:
    view = client.get(f"/matches/{match_id}", headers=who.headers).json()
    return [s["player_id"] for s in view["seats"]]


def test_offer_and_accept_swaps_the_seats(client: Client) -> None:
    a, b, c = register(client), register(client), register(client)
    match = finished_match(client, a, b)
    path = f"/matches/{match['id']}/rematch"
    assert client.get(path, headers=a.headers).json()["status"] == "none"
    refused(client, "POST", path, c, 403, "not-your-match")
    refused(client, "POST", f"{path}/accept", b, 409, "rematch-not-pending")
    r = client.post(path, headers=a.headers)
    assert r.status_code == 201, r.text
    offer = r.json()
    assert offer["status"] == "pending" and offer["offered_by"] == a.id
    assert offer["offered_to"] == b.id and offer["new_match_id"] is None
    refused(client, "POST", path, b, 409, "rematch-pending")
    refused(client, "POST", f"{path}/accept", a, 403, "forbidden")
    refused(client, "POST", f"{path}/decline", a, 403, "forbidden")
    r = client.post(f"{path}/accept", headers=b.headers)
    assert r.status_code == 200, r.text
    accepted = r.json()
    assert accepted["status"] == "accepted" and accepted["new_match_id"]
    new_id = accepted["new_match_id"]
    new = client.get(f"/matches/{new_id}", headers=a.headers).json()
    assert new["status"] == "active" and new["rules"]["target_score"] == 50
    assert new["game"] == match["game"]
    assert seats(client, new_id, a) == [b.id, a.id]  # swapped: b deals first now
    assert client.get(path, headers=b.headers).json()["new_match_id"] == new_id
    refused(client, "POST", path, b, 409, "rematch-accepted")


def test_decline_then_offer_again(client: Client) -> None:
    a, b = register(client), register(client)
    match = finished_match(client, a, b)
    path = f"/matches/{match['id']}/rematch"
    assert client.post(path, headers=a.headers).status_code == 201
    r = client.post(f"{path}/decline", headers=b.headers)
    assert r.status_code == 200 and r.json()["status"] == "declined"
    refused(client, "POST", f"{path}/decline", b, 409, "rematch-not-pending")
    r = client.post(path, headers=b.headers)  # the other seat may offer in turn
    assert r.status_code == 201 and r.json()["offered_to"] == a.id


def test_blocks_refuse_a_rematch(client: Client) -> None:
    a, b = register(client), register(client)
    match = finished_match(client, a, b)
    path = f"/matches/{match['id']}/rematch"
    assert client.post(path, headers=a.headers).status_code == 201
    client.put(f"/players/me/blocks/{a.id}", headers=b.headers)
    refused(client, "POST", f"{path}/accept", b, 403, "blocked")
    other = finished_match(client, a, b)
    refused(client, "POST", f"/matches/{other['id']}/rematch", a, 403, "blocked")


def test_a_bot_accepts_at_once(client: Client) -> None:
    a = register(client)
    r = client.post(
        "/matches",
        json={"opponent": {"kind": "bot", "level": "easy"}, "seat": 1},
        headers=a.headers,
    )
    match_id = r.json()["id"]
    version = client.get(f"/matches/{match_id}", headers=a.headers).json()["version"]
    r = client.post(
        f"/matches/{match_id}/actions",
        json={"type": "resign", "version": version},
        headers=a.headers,
    )
    assert r.json()["status"] == "finished", r.text
    r = client.post(f"/matches/{match_id}/rematch", headers=a.headers)
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["status"] == "accepted" and body["offered_to"] == "bot:easy"
    new = client.get(f"/matches/{body['new_match_id']}", headers=a.headers).json()
    assert new["status"] == "active" and new["your_seat"] == 0
    assert [s["bot"] for s in new["seats"]] == [None, "easy"]


def test_unknown_match(client: Client) -> None:
    a = register(client)
    refused(client, "POST", f"/matches/{uuid4()}/rematch", a, 404, "match-not-found")
