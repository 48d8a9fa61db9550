"""A room's stream over a real server: joins, leaves, chat lines and matches opened arrive
live, the SSE id the room's version; resuming with Last-Event-ID gives what was missed; a
member never gets the lines of a player it blocks; members only; SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from litestar import Litestar

from api.live_load import serve
from api.test_api_live import SSE
from ginrummy.api.app import create_app
from support.players import Player, register
from support.waits import wait_until


def opened(url: str, path: str, headers: dict[str, str]) -> SSE:
    stream = SSE(url + path, headers)
    wait_until(lambda: stream.status is not None, what="the stream's answer")
    assert stream.status == 200
    return stream


@pytest.fixture
def served(store_env: dict[str, str]) -> Iterator[tuple[Litestar, str]]:
    app = create_app({**store_env, "GINRUMMY_TOURNAMENT_WORKERS": "0"}, rate_limit=0)
    with serve(app) as url:
        yield app, url
    app.state.service.close()


def test_room_events_live_and_resumed(served: tuple[Litestar, str]) -> None:
    _, url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        a, b, c = register(url), register(url), register(url)
        room = http.post("/rooms", json={"name": "Beginners"}, headers=a.headers).json()
        path = f"/rooms/{room['id']}/stream"
        r = http.get(path, headers=b.headers)
        assert r.status_code == 403 and r.json()["type"].endswith(":not-a-member")
        stream = opened(url, path, a.headers)
        try:
            # the backlog first: a's own join (version 2)
            first = stream.until("room_joined")[-1]
            assert first["data"]["player_id"] == a.id and first["id"] == "2"
            http.put(f"/players/me/blocks/{c.id}", headers=a.headers)
            for who in (b, c):
                assert http.post(f"/rooms/{room['id']}/join", headers=who.headers).is_success
            joined = stream.until("room_joined")[-1]
            assert joined["data"]["player_id"] == b.id
            assert stream.until("room_joined")[-1]["data"]["player_id"] == c.id
            said = http.post(
                f"/rooms/{room['id']}/chat", json={"text": "from c"}, headers=c.headers
            )
            assert said.status_code == 201
            http.post(f"/rooms/{room['id']}/chat", json={"text": "<i>b</i>"}, headers=b.headers)
            lines = stream.until("room_chat_line")
            assert [e["data"]["line"]["text"] for e in lines if e["event"] == "room_chat_line"] == [
                "<i>b</i>"
            ]
            match = http.post(
                "/matches",
                json={"opponent": {"kind": "open"}, "room": room["id"]},
                headers=b.headers,
            ).json()
            opened_match = stream.until("room_match_opened")[-1]
            assert opened_match["data"]["match_id"] == match["id"]
            last_id = opened_match["id"]
        finally:
            stream.close()
        # missed while away
        assert http.post(f"/rooms/{room['id']}/leave", headers=b.headers).is_success
        resumed = opened(url, path, {**a.headers, "Last-Event-ID": last_id})
        try:
            left = resumed.until("room_left")
            assert [e["event"] for e in left] == ["room_left"]
            assert left[-1]["data"]["player_id"] == b.id
        finally:
            resumed.close()
        # from the start: the blocked author's line is not in the backlog either
        again = opened(url, path, {**a.headers, "Last-Event-ID": "0"})
        try:
            seen = again.until("room_left")
            texts = [e["data"]["line"]["text"] for e in seen if e["event"] == "room_chat_line"]
            assert texts == ["<i>b</i>"]
            assert [int(e["id"]) for e in seen] == sorted(int(e["id"]) for e in seen)
        finally:
            again.close()


def test_concurrent_creates_and_joins(served: tuple[Litestar, str]) -> None:
    _, url = served
    players = [register(url) for _ in range(12)]
    name = f"Rush {players[0].id[:8]}"

    def create(i: int) -> int:
        spelled = name.upper() if i % 2 else name.lower()
        with httpx.Client(base_url=url, timeout=30) as http:
            r = http.post("/rooms", json={"name": spelled}, headers=players[i].headers)
            return r.status_code

    with ThreadPoolExecutor(6) as pool:
        statuses = list(pool.map(create, range(6)))
    assert sorted(statuses) == [201, 409, 409, 409, 409, 409]
    with httpx.Client(base_url=url, timeout=30) as http:
        rooms = [r for r in http.get("/rooms", headers=players[0].headers).json()["rooms"]]
        (room,) = [r for r in rooms if r["name"].casefold() == name.casefold()]
        joined = {
            m["player_id"]
            for m in http.get(f"/rooms/{room['id']}", headers=players[0].headers).json()["members"]
        }

    def join(player: Player) -> int:
        with httpx.Client(base_url=url, timeout=30) as http:
            return http.post(f"/rooms/{room['id']}/join", headers=player.headers).status_code

    others = [p for p in players if p.id not in joined]
    with ThreadPoolExecutor(6) as pool:
        assert set(pool.map(join, others)) == {200}
    with httpx.Client(base_url=url, timeout=30) as http:
        members = http.get(f"/rooms/{room['id']}", headers=players[0].headers).json()["members"]
    assert sorted(m["player_id"] for m in members) == sorted(p.id for p in players)
