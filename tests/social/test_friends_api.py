"""Friend requests, unfriending, blocks and settings over HTTP, with every refusal (and
nothing stored by one), on SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from litestar.testing import TestClient

from social.helpers import refused, register

Client = TestClient[Any]
FRIENDS = "/players/me/friends"


def test_request_accept_list_and_unfriend(client: Client) -> None:
    a, b = register(client), register(client)
    r = client.post(f"{FRIENDS}/requests", json={"player_id": b.id}, headers=a.headers)
    assert r.status_code == 200, r.text
    assert r.json() == {"player_id": b.id, "friendship": "request_sent", "blocked": False}
    mine = client.get(FRIENDS, headers=a.headers).json()
    assert mine["requests_sent"] == [b.id] and mine["friends"] == []
    theirs = client.get(FRIENDS, headers=b.headers).json()
    assert theirs["requests_received"] == [a.id]
    refused(client, "POST", f"{FRIENDS}/requests", a, 409, "already-requested", {"player_id": b.id})
    r = client.post(f"{FRIENDS}/requests/{a.id}/accept", headers=b.headers)
    assert r.status_code == 200 and r.json()["friendship"] == "friends", r.text
    listed = client.get(FRIENDS, headers=a.headers).json()
    assert [f["player_id"] for f in listed["friends"]] == [b.id]
    assert listed["friends"][0]["name"] == b.name
    assert listed["friends"][0]["online"] is False
    assert listed["requests_sent"] == []
    refused(client, "POST", f"{FRIENDS}/requests", b, 409, "already-friends", {"player_id": a.id})
    assert client.delete(f"{FRIENDS}/{b.id}", headers=a.headers).status_code == 204
    assert client.get(FRIENDS, headers=b.headers).json()["friends"] == []
    refused(client, "DELETE", f"{FRIENDS}/{b.id}", a, 404, "not-friends")


def test_decline_cancel_and_crossed_requests(client: Client) -> None:
    a, b, c = register(client), register(client), register(client)
    client.post(f"{FRIENDS}/requests", json={"player_id": b.id}, headers=a.headers)
    refused(client, "POST", f"{FRIENDS}/requests/{b.id}/accept", a, 404, "friend-request-not-found")
    r = client.post(f"{FRIENDS}/requests/{a.id}/decline", headers=b.headers)
    assert r.status_code == 200 and r.json()["friendship"] == "none"
    refused(
        client, "POST", f"{FRIENDS}/requests/{a.id}/decline", b, 404, "friend-request-not-found"
    )
    client.post(f"{FRIENDS}/requests", json={"player_id": c.id}, headers=a.headers)
    refused(client, "DELETE", f"{FRIENDS}/requests/{a.id}", c, 404, "friend-request-not-found")
    assert client.delete(f"{FRIENDS}/requests/{c.id}", headers=a.headers).status_code == 204
    assert client.get(FRIENDS, headers=c.headers).json()["requests_received"] == []
    # a request back to someone who asked you first accepts theirs
    client.post(f"{FRIENDS}/requests", json={"player_id": c.id}, headers=a.headers)
    r = client.post(f"{FRIENDS}/requests", json={"player_id": a.id}, headers=c.headers)
    assert r.json()["friendship"] == "friends"


def test_refusals_of_requests(client: Client) -> None:
    a, b = register(client), register(client)
    refused(client, "POST", f"{FRIENDS}/requests", a, 422, "self-social", {"player_id": a.id})
    refused(
        client,
        "POST",
        f"{FRIENDS}/requests",
        a,
        404,
        "player-not-found",
        {"player_id": str(uuid4())},
    )
    refused(client, "POST", f"{FRIENDS}/requests", a, 400, "validation-failed", {"player": b.id})
    assert client.put(f"/players/me/blocks/{a.id}", headers=b.headers).status_code == 200
    # either way round: no request between a blocker and the blocked
    refused(client, "POST", f"{FRIENDS}/requests", a, 409, "blocked", {"player_id": b.id})
    refused(client, "POST", f"{FRIENDS}/requests", b, 409, "blocked", {"player_id": a.id})


def test_block_ends_a_friendship_and_unblock(client: Client) -> None:
    a, b = register(client), register(client)
    client.post(f"{FRIENDS}/requests", json={"player_id": b.id}, headers=a.headers)
    client.post(f"{FRIENDS}/requests/{a.id}/accept", headers=b.headers)
    r = client.put(f"/players/me/blocks/{b.id}", headers=a.headers)
    assert r.status_code == 200, r.text
    assert r.json() == {"player_id": b.id, "friendship": "none", "blocked": True}
    listed = client.get(FRIENDS, headers=a.headers).json()
    assert listed["friends"] == [] and listed["blocked"] == [b.id]
    assert client.get(FRIENDS, headers=b.headers).json()["friends"] == []
    refused(client, "PUT", f"/players/me/blocks/{b.id}", a, 409, "already-blocked")
    assert client.delete(f"/players/me/blocks/{b.id}", headers=a.headers).status_code == 204
    refused(client, "DELETE", f"/players/me/blocks/{b.id}", a, 404, "not-blocked")
    assert client.get(FRIENDS, headers=a.headers).json()["blocked"] == []


def test_social_settings(client: Client) -> None:
    a = register(client)
    path = "/players/me/social-settings"
    assert client.get(path, headers=a.headers).json() == {
        "who_may_write": "everyone",
        "who_may_challenge": "everyone",
    }
    r = client.put(path, json={"who_may_write": "friends"}, headers=a.headers)
    assert r.status_code == 200, r.text
    assert r.json() == {"who_may_write": "friends", "who_may_challenge": "everyone"}
    refused(client, "PUT", path, a, 400, "validation-failed", {"who_may_write": "strangers"})
    assert client.get(path, headers=a.headers).json()["who_may_write"] == "friends"


def test_needs_a_player(client: Client) -> None:
    assert client.get(FRIENDS).status_code == 401


def test_a_blocked_player_cannot_join_your_open_match(client: Client) -> None:
    a, b, c = register(client), register(client), register(client)
    r = client.post("/matches", json={"opponent": {"kind": "open"}}, headers=a.headers)
    assert r.status_code == 201, r.text
    match_id = r.json()["id"]
    client.put(f"/players/me/blocks/{b.id}", headers=a.headers)
    refused(client, "POST", f"/matches/{match_id}/join", b, 403, "blocked")
    r = client.post(f"/matches/{match_id}/join", headers=c.headers)
    assert r.status_code == 200, r.text
