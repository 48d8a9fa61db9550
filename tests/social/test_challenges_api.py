"""Challenges over HTTP: issue, accept (the match starts with both seated), decline with a
reason, cancel, expiry, and every refusal storing nothing; SQLite and PostgreSQL."""

from __future__ import annotations

import time
from typing import Any
from uuid import UUID, uuid4

from litestar.testing import TestClient

from social.helpers import Player, refused, register

Client = TestClient[Any]


def issue(client: Client, who: Player, to: Player, **extra: Any) -> dict[str, Any]:
    r = client.post("/challenges", json={"to": to.id, **extra}, headers=who.headers)
    assert r.status_code == 201, r.text
    assert r.headers["location"] == f"/challenges/{r.json()['id']}"
    body: dict[str, Any] = r.json()
    return body


def test_accept_starts_the_match_with_both_seated(client: Client) -> None:
    a, b = register(client), register(client)
    challenge = issue(client, a, b, rules={"target_score": 50})
    assert challenge["status"] == "pending" and challenge["from"] == a.id
    assert challenge["rules"]["target_score"] == 50
    listed = client.get("/challenges", headers=b.headers).json()["challenges"]
    assert [c["id"] for c in listed] == [challenge["id"]]
    refused(client, "POST", f"/challenges/{challenge['id']}/accept", a, 403, "forbidden")
    r = client.post(f"/challenges/{challenge['id']}/accept", headers=b.headers)
    assert r.status_code == 200, r.text
    accepted = r.json()
    assert accepted["status"] == "accepted" and accepted["match_id"]
    match = client.get(f"/matches/{accepted['match_id']}", headers=a.headers).json()
    assert match["status"] == "active"
    assert sorted(s["player_id"] for s in match["seats"]) == sorted([a.id, b.id])
    assert match["rules"]["target_score"] == 50
    path = f"/challenges/{challenge['id']}/accept"
    refused(client, "POST", path, b, 409, "challenge-not-pending")


def test_decline_cancel_and_expiry(client: Client) -> None:
    a, b, c = register(client), register(client), register(client)
    first = issue(client, a, b)
    r = client.post(
        f"/challenges/{first['id']}/decline", json={"reason": "later"}, headers=b.headers
    )
    assert r.status_code == 200 and r.json()["status"] == "declined"
    assert r.json()["reason"] == "later"
    second = issue(client, a, b)
    refused(client, "POST", f"/challenges/{second['id']}/cancel", b, 403, "forbidden")
    refused(client, "GET", f"/challenges/{second['id']}", c, 404, "challenge-not-found")
    refused(client, "POST", f"/challenges/{second['id']}/accept", c, 404, "challenge-not-found")
    r = client.post(f"/challenges/{second['id']}/cancel", headers=a.headers)
    assert r.json()["status"] == "cancelled"
    challenges = client.app.state.service.social.challenges
    challenges.ttl = 0.0  # every new challenge has expired
    third = issue(client, a, b)
    assert third["status"] == "expired"
    challenges.expire_due()  # its Expired recorded (here or by the sweeper) before the refusal
    refused(client, "POST", f"/challenges/{third['id']}/accept", b, 409, "challenge-expired")


def test_refusals(client: Client) -> None:
    a, b, c = register(client), register(client), register(client)
    refused(client, "POST", "/challenges", a, 422, "self-social", {"to": a.id})
    refused(client, "POST", "/challenges", a, 404, "player-not-found", {"to": str(uuid4())})
    refused(client, "POST", "/challenges", a, 422, "invalid-request", {"to": b.id, "game": "chess"})
    refused(
        client,
        "POST",
        "/challenges",
        a,
        400,
        "validation-failed",
        {"to": b.id, "rules": {"target_score": -3}},
    )
    client.put(
        "/players/me/social-settings", json={"who_may_challenge": "friends"}, headers=b.headers
    )
    refused(client, "POST", "/challenges", a, 403, "not-allowed-by-settings", {"to": b.id})
    client.put(f"/players/me/blocks/{a.id}", headers=c.headers)
    refused(client, "POST", "/challenges", a, 403, "blocked", {"to": c.id})


def test_a_block_after_the_challenge_refuses_its_acceptance(client: Client) -> None:
    a, b = register(client), register(client)
    challenge = issue(client, a, b)
    client.put(f"/players/me/blocks/{b.id}", headers=a.headers)
    refused(client, "POST", f"/challenges/{challenge['id']}/accept", b, 403, "blocked")


def test_an_expired_challenge_is_recorded_listed_and_refused(client: Client) -> None:
    a, b = register(client), register(client)
    challenge = issue(client, a, b, expires_in=3600)
    assert challenge["status"] == "pending"
    service = client.app.state.service
    challenges = service.social.challenges
    later = time.time() + 3601
    assert challenges.expire_due(later) == 1
    assert challenges.expire_due(later) == 0  # once
    events = service.store.events(UUID(challenge["id"]))
    assert [type(e).__name__ for e in events] == ["Issued", "Expired"]
    listed = client.get("/challenges", headers=a.headers).json()["challenges"]
    assert [(c["id"], c["status"]) for c in listed] == [(challenge["id"], "expired")]
    path = f"/challenges/{challenge['id']}"
    assert client.get(path, headers=b.headers).json()["status"] == "expired"
    refused(client, "POST", f"{path}/accept", b, 409, "challenge-expired")
    refused(client, "POST", f"{path}/decline", b, 409, "challenge-expired", {"reason": "x"})
    refused(client, "POST", f"{path}/cancel", a, 409, "challenge-expired")


def test_an_answered_challenge_never_expires(client: Client) -> None:
    a, b = register(client), register(client)
    challenge = issue(client, a, b, expires_in=3600)
    client.post(f"/challenges/{challenge['id']}/decline", json={}, headers=b.headers)
    assert client.app.state.service.social.challenges.expire_due(time.time() + 3601) == 0
    got = client.get(f"/challenges/{challenge['id']}", headers=a.headers).json()
    assert got["status"] == "declined"


def test_expires_in_bounds(client: Client) -> None:
    a, b = register(client), register(client)
    for bad in (0, 7 * 24 * 3600 + 1, "soon"):
        body = {"to": b.id, "expires_in": bad}
        refused(client, "POST", "/challenges", a, 400, "validation-failed", body)
