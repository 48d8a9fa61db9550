"""Rooms over HTTP: create (the name rule, unique whatever its case), list, read, join, leave;
a match opened in a room is in that room's lobby until it starts; the room's chat (members
only, the table chat's flood rules, a blocked player's lines hidden from the blocker); every
refusal a problem that stores nothing; SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

import pytest
from litestar.testing import TestClient

from social.helpers import Player, refused, register

Client = TestClient[Any]


def new_room(client: Client, who: Player, name: str | None = None) -> dict[str, Any]:
    name = name or f"Room {uuid4().hex[:8]}"
    r = client.post("/rooms", json={"name": name}, headers=who.headers)
    assert r.status_code == 201, r.text
    body: dict[str, Any] = r.json()
    assert r.headers["location"] == f"/rooms/{body['id']}"
    return body


def test_create_list_join_leave(client: Client) -> None:
    a, b = register(client), register(client)
    room = new_room(client, a, "  Oklahoma   to 250 ")
    assert room["name"] == "Oklahoma to 250"
    assert [m["player_id"] for m in room["members"]] == [a.id]
    assert room["created_by"] == a.id and room["open_matches"] == []
    listed = client.get("/rooms", headers=b.headers).json()["rooms"]
    assert [(r["id"], r["name"], r["members"]) for r in listed] == [
        (room["id"], "Oklahoma to 250", 1)
    ]
    r = client.post(f"/rooms/{room['id']}/join", headers=b.headers)
    assert r.status_code == 200, r.text
    assert [m["player_id"] for m in r.json()["members"]] == [a.id, b.id]
    assert [m["name"] for m in r.json()["members"]] == [a.name, b.name]
    refused(client, "POST", f"/rooms/{room['id']}/join", b, 409, "already-a-member")
    r = client.post(f"/rooms/{room['id']}/leave", headers=a.headers)
    assert [m["player_id"] for m in r.json()["members"]] == [b.id]
    refused(client, "POST", f"/rooms/{room['id']}/leave", a, 403, "not-a-member")
    got = client.get(f"/rooms/{room['id']}", headers=a.headers).json()
    assert [m["player_id"] for m in got["members"]] == [b.id]
    assert client.get("/rooms", headers=a.headers).json()["rooms"][0]["members"] == 1


@pytest.mark.parametrize(
    "name", ["ab", "x" * 41, "bad_name", "<script>", "-Beginners", "Beginners-", "   ", "Café"]
)
def test_the_name_rule(client: Client, name: str) -> None:
    a = register(client)
    refused(client, "POST", "/rooms", a, 422, "invalid-room-name", {"name": name})


def test_a_name_is_taken_whatever_its_case(client: Client) -> None:
    a, b = register(client), register(client)
    name = f"Beginners {uuid4().hex[:6]}"
    new_room(client, a, name)
    refused(client, "POST", "/rooms", b, 409, "room-name-taken", {"name": name.upper()})
    refused(client, "POST", "/rooms", b, 409, "room-name-taken", {"name": name.lower()})
    refused(client, "POST", "/rooms", b, 400, "validation-failed", {"name": name, "x": 1})


def test_unknown_room(client: Client) -> None:
    a = register(client)
    missing = str(uuid4())
    refused(client, "GET", f"/rooms/{missing}", a, 404, "room-not-found")
    refused(client, "POST", f"/rooms/{missing}/join", a, 404, "room-not-found")
    refused(client, "POST", f"/rooms/{missing}/chat", a, 404, "room-not-found", {"text": "hi"})
    body = {"opponent": {"kind": "open"}, "room": missing}
    refused(client, "POST", "/matches", a, 404, "room-not-found", body)


def test_a_rooms_lobby(client: Client) -> None:
    a, b, c = register(client), register(client), register(client)
    room = new_room(client, a)
    other = new_room(client, c)
    r = client.post(
        "/matches",
        json={"opponent": {"kind": "open"}, "room": room["id"], "rules": {"target_score": 50}},
        headers=a.headers,
    )
    assert r.status_code == 201, r.text
    match_id = r.json()["id"]
    lobby = client.get(f"/rooms/{room['id']}", headers=b.headers).json()["open_matches"]
    assert [(m["id"], m["created_by"], m["free_seats"]) for m in lobby] == [(match_id, a.id, 1)]
    assert lobby[0]["rules"]["target_score"] == 50
    assert client.get(f"/rooms/{other['id']}", headers=b.headers).json()["open_matches"] == []
    # only a member opens a match in a room, and only an open one
    open_body = {"opponent": {"kind": "open"}, "room": room["id"]}
    refused(client, "POST", "/matches", b, 403, "not-a-member", open_body)
    bot_body = {"opponent": {"kind": "bot", "level": "easy"}, "room": room["id"]}
    refused(client, "POST", "/matches", a, 422, "bad-opponent", bot_body)
    # once someone joins, the match leaves the lobby (it started)
    assert client.post(f"/matches/{match_id}/join", headers=b.headers).status_code == 200
    assert client.get(f"/rooms/{room['id']}", headers=b.headers).json()["open_matches"] == []
    rows = {r["id"]: r for r in client.get("/rooms", headers=a.headers).json()["rooms"]}
    assert rows[room["id"]]["matches_opened"] == 1 and rows[other["id"]]["matches_opened"] == 0


def test_room_chat_members_only_and_blocks(client: Client) -> None:
    a, b, c = register(client), register(client), register(client)
    room = new_room(client, a)
    key = room["id"]
    refused(client, "POST", f"/rooms/{key}/chat", b, 403, "not-a-member", {"text": "hi"})
    refused(client, "GET", f"/rooms/{key}/chat", b, 403, "not-a-member")
    for who in (b, c):
        assert client.post(f"/rooms/{key}/join", headers=who.headers).status_code == 200
    r = client.post(f"/rooms/{key}/chat", json={"text": " <b>hello</b> "}, headers=a.headers)
    assert r.status_code == 201, r.text
    line = r.json()
    assert line["text"] == "<b>hello</b>" and line["author"] == a.id
    assert line["author_name"] == a.name
    assert client.put(f"/players/me/blocks/{c.id}", headers=b.headers).status_code in (200, 204)
    assert (
        client.post(f"/rooms/{key}/chat", json={"text": "me"}, headers=c.headers).status_code == 201
    )
    seen_by_b = client.get(f"/rooms/{key}/chat", headers=b.headers).json()["lines"]
    assert [x["author"] for x in seen_by_b] == [a.id]
    seen_by_a = client.get(f"/rooms/{key}/chat", headers=a.headers).json()["lines"]
    assert [x["author"] for x in seen_by_a] == [a.id, c.id]
    after = client.get(f"/rooms/{key}/chat?after={line['id']}", headers=a.headers).json()
    assert [x["author"] for x in after["lines"]] == [c.id]
    # leaving: no more reading nor saying
    client.post(f"/rooms/{key}/leave", headers=c.headers)
    refused(client, "POST", f"/rooms/{key}/chat", c, 403, "not-a-member", {"text": "again"})


def test_room_chat_flood_rules(client: Client) -> None:
    now = [1_000_000.0]
    client.app.state.service.rooms.clock = lambda: now[0]
    a = register(client)
    key = new_room(client, a)["id"]
    path = f"/rooms/{key}/chat"
    refused(client, "POST", path, a, 422, "chat-empty", {"text": "   "})
    refused(client, "POST", path, a, 422, "chat-too-long", {"text": "x" * 501})
    assert client.post(path, json={"text": "one"}, headers=a.headers).status_code == 201
    refused(client, "POST", path, a, 422, "chat-repeat", {"text": "one"})
    for n in range(4):
        assert client.post(path, json={"text": f"line {n}"}, headers=a.headers).status_code == 201
    problem = refused(client, "POST", path, a, 429, "chat-flood", {"text": "sixth"})
    assert "5 lines" in problem["detail"]
    assert len(client.get(path, headers=a.headers).json()["lines"]) == 5
    now[0] += 10.0  # the window passed
    assert client.post(path, json={"text": "sixth"}, headers=a.headers).status_code == 201
