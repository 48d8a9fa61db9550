"""Table chat (issue 25): the seats' room and the spectators' room, apart while the match is
live and readable by all after it; every refusal a 4xx problem that stores nothing; live lines
on the chat stream and, for the seats' room, on the seats' own streams (``chatLine``)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any
from uuid import UUID

import httpx
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.helpers import open_match, register
from api.live_load import SSEClient, serve
from ginrummy.api.app import create_app
from ginrummy.service.chat.aggregate import FLOOD_LINES, FLOOD_SECONDS, TableChat


class FakeClock:
    """The chat's clock, moved by the test (the flood rule without waiting)."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(app: Litestar) -> FakeClock:
    fake = FakeClock()
    app.state.service.chats.clock = fake
    return fake


def say(client: Any, match_id: str, headers: dict[str, str], text: str) -> Any:
    return client.post(f"/matches/{match_id}/chat", json={"text": text}, headers=headers)


def chat_version(app: Litestar, match_id: str) -> int:
    """The chat aggregate's version in the store (0: no chat yet)."""
    found = app.state.service.store.get(TableChat.create_id(match_id))
    return 0 if found is None else int(found.version)


def resign(client: Any, match_id: str, headers: dict[str, str]) -> None:
    version = client.get(f"/matches/{match_id}", headers=headers).json()["version"]
    r = client.post(
        f"/matches/{match_id}/actions",
        json={"type": "resign", "version": version},
        headers=headers,
    )
    assert r.status_code == 200, r.text
    assert r.json()["status"] == "finished"


def texts(client: Any, match_id: str, headers: dict[str, str]) -> list[tuple[str, str]]:
    r = client.get(f"/matches/{match_id}/chat", headers=headers)
    assert r.status_code == 200, r.text
    return [(line["room"], line["text"]) for line in r.json()["lines"]]


def test_seats_and_spectators_talk_apart_while_live_and_all_read_both_after(
    app: Litestar, client: TestClient[Any], clock: FakeClock
) -> None:
    a, b, eve = register(client), register(client), register(client)
    match_id = open_match(client, a.headers, b.headers)
    r = say(client, match_id, a.headers, "  good luck  ")
    assert r.status_code == 201, r.text
    line = r.json()
    assert line["room"] == "seats" and line["text"] == "good luck"
    assert line["author"] == a.id and line["author_name"] == a.name and line["id"] == 2
    assert say(client, match_id, eve.headers, "b holds the ace of spades").status_code == 201
    assert say(client, match_id, b.headers, "<script>alert(1)</script>").status_code == 201
    seats_room = [("seats", "good luck"), ("seats", "<script>alert(1)</script>")]
    for seat in (a, b):
        assert texts(client, match_id, seat.headers) == seats_room
        assert client.get(f"/matches/{match_id}/chat", headers=seat.headers).json()["rooms"] == [
            "seats"
        ]
    spectators_room = [("spectators", "b holds the ace of spades")]
    assert texts(client, match_id, eve.headers) == spectators_room
    assert texts(client, match_id, {}) == spectators_room
    # after: only the lines after that id
    after = client.get(f"/matches/{match_id}/chat?after=2", headers=a.headers).json()["lines"]
    assert [x["text"] for x in after] == ["<script>alert(1)</script>"]
    resign(client, match_id, b.headers)
    everything = [seats_room[0], spectators_room[0], seats_room[1]]
    for viewer in (a.headers, b.headers, eve.headers, {}):
        assert texts(client, match_id, viewer) == everything
    # the seats talk after the match too
    assert say(client, match_id, b.headers, "well played").json()["room"] == "seats"


def test_every_refusal_is_a_problem_with_its_reason_and_stores_nothing(
    app: Litestar, client: TestClient[Any], clock: FakeClock
) -> None:
    a, b = register(client), register(client)
    match_id = open_match(client, a.headers, b.headers)

    def refused(status: int, reason: str, headers: dict[str, str], text: str, mid: str) -> None:
        before = chat_version(app, mid)
        r = say(client, mid, headers, text)
        assert r.status_code == status, r.text
        assert r.headers["content-type"].startswith("application/problem+json")
        assert r.json()["type"].endswith(reason), r.json()
        assert chat_version(app, mid) == before

    refused(422, "chat-too-long", a.headers, "x" * 501, match_id)
    refused(422, "chat-empty", a.headers, " \n\t ", match_id)
    refused(401, "missing-token", {}, "hello", match_id)
    refused(404, "match-not-found", a.headers, "hello", "00000000-0000-4000-8000-000000000000")
    assert say(client, match_id, a.headers, "y" * 500).status_code == 201
    # an open match has no table yet
    r = client.post("/matches", json={"opponent": {"kind": "open"}, "seat": 0}, headers=a.headers)
    assert r.status_code == 201, r.text
    refused(409, "chat-closed", a.headers, "anyone?", r.json()["id"])
    # no repeat of one of your last 2 lines; a third line back is fine
    assert say(client, match_id, a.headers, "one").status_code == 201
    refused(422, "chat-repeat", a.headers, "one", match_id)
    refused(422, "chat-repeat", a.headers, "y" * 500, match_id)
    assert say(client, match_id, b.headers, "one").status_code == 201  # another author
    # five lines in 10 s, then 429 with Retry-After until the oldest is 10 s old
    clock.now += FLOOD_SECONDS
    for i in range(FLOOD_LINES):
        clock.now += 0.5
        assert say(client, match_id, a.headers, f"line {i}").status_code == 201
    before = chat_version(app, match_id)
    r = say(client, match_id, a.headers, "one more")
    assert r.status_code == 429 and r.json()["type"].endswith("chat-flood"), r.text
    assert int(r.headers["Retry-After"]) >= 1
    assert chat_version(app, match_id) == before
    assert say(client, match_id, b.headers, "b may still talk").status_code == 201
    clock.now += FLOOD_SECONDS - 2.0  # the first of the five is 10 s old now
    assert say(client, match_id, a.headers, "one more").status_code == 201
    # unknown fields and a missing text are 4xx too, and store nothing
    before = chat_version(app, match_id)
    for body in ({}, {"text": "hi", "room": "spectators"}, {"text": 5}):
        r = client.post(f"/matches/{match_id}/chat", json=body, headers=a.headers)
        assert 400 <= r.status_code < 500, r.text
    assert chat_version(app, match_id) == before
    r = client.get("/matches/00000000-0000-4000-8000-000000000000/chat")
    assert r.status_code == 404


def test_a_blocked_authors_lines_are_hidden_from_the_blocker(
    app: Litestar, client: TestClient[Any], clock: FakeClock
) -> None:
    a, b, eve = register(client), register(client), register(client)
    match_id = open_match(client, a.headers, b.headers)
    assert say(client, match_id, b.headers, "from b").status_code == 201
    assert say(client, match_id, eve.headers, "from eve").status_code == 201
    assert say(client, match_id, a.headers, "from a").status_code == 201
    r = client.put(f"/players/me/blocks/{b.id}", headers=a.headers)
    assert r.status_code == 200, r.text
    assert texts(client, match_id, a.headers) == [("seats", "from a")]
    assert texts(client, match_id, b.headers) == [("seats", "from b"), ("seats", "from a")]
    resign(client, match_id, b.headers)
    assert client.put(f"/players/me/blocks/{eve.id}", headers=a.headers).status_code == 200
    assert texts(client, match_id, a.headers) == [("seats", "from a")]
    assert [t for _, t in texts(client, match_id, {})] == ["from b", "from eve", "from a"]
    assert client.delete(f"/players/me/blocks/{b.id}", headers=a.headers).status_code == 204
    assert texts(client, match_id, a.headers) == [("seats", "from b"), ("seats", "from a")]


@pytest.fixture
def served(store_env: dict[str, str]) -> Iterator[tuple[Litestar, str]]:
    app = create_app({**store_env, "GINRUMMY_TOURNAMENT_WORKERS": "0"}, rate_limit=0)
    with serve(app) as url:
        yield app, url
    app.state.service.close()


def test_lines_arrive_live_in_the_rooms_their_viewers_may_read(
    served: tuple[Litestar, str],
) -> None:
    """The chat stream of a seat carries the seats' room, a spectator's the spectators'; the
    seats' own player streams carry the seats' lines as ``chatLine``. A line is delivered in
    log order, so a line said before another that arrived would have arrived first."""
    _, url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        a, b, eve = register(http), register(http), register(http)
        match_id = open_match(http, a.headers, b.headers)
        said_before = say(http, match_id, a.headers, "before the streams").json()

        async def scenario() -> None:
            path = f"/matches/{match_id}/chat/stream"
            seat = SSEClient(url, path, a.headers)
            watcher = SSEClient(url, path, eve.headers)
            anonymous = SSEClient(url, path + f"?after={said_before['id']}")
            player = SSEClient(url, "/players/me/events/stream", b.headers)
            for stream in (seat, watcher, anonymous, player):
                assert await stream.open() == 200
            try:
                first = await seat.until(lambda m: m.event == "chatLine")
                assert first.data["text"] == "before the streams" and first.id == 2
                await asyncio.to_thread(say, http, match_id, eve.headers, "psst, the seats")
                await asyncio.to_thread(say, http, match_id, b.headers, "your move")
                got = await seat.until(lambda m: m.data.get("text") == "your move")
                assert got.data["room"] == "seats" and got.data["author"] == b.id
                seen = await watcher.until(lambda m: m.data.get("text") == "psst, the seats")
                assert seen.data["room"] == "spectators"
                await anonymous.until(lambda m: m.data.get("text") == "psst, the seats")
                line = await player.until(lambda m: m.event == "chatLine")
                assert line.data["text"] == "your move" and line.data["match_id"] == match_id
                await asyncio.to_thread(say, http, match_id, eve.headers, "last of eve")
                await asyncio.to_thread(say, http, match_id, a.headers, "last of a")
                await seat.until(lambda m: m.data.get("text") == "last of a")
                await player.until(lambda m: m.data.get("text") == "last of a")
                await watcher.until(lambda m: m.data.get("text") == "last of eve")
                await asyncio.to_thread(say, http, match_id, eve.headers, "eve's marker")
                await watcher.until(lambda m: m.data.get("text") == "eve's marker")
                for stream in (seat, player):
                    assert all(m.data.get("room") != "spectators" for m in stream.messages)
                    assert not any("eve" in str(m.data.get("text")) for m in stream.messages)
                assert all(m.data["room"] == "spectators" for m in watcher.messages)
                assert all(m.data["room"] == "spectators" for m in anonymous.messages)
                # b blocks a: a's lines no longer reach b (b's own line after them does)
                r = await asyncio.to_thread(
                    http.put, f"/players/me/blocks/{a.id}", headers=b.headers
                )
                assert r.status_code == 200, r.text
                await asyncio.to_thread(say, http, match_id, a.headers, "words b blocks")
                await asyncio.to_thread(say, http, match_id, b.headers, "b again")
                await player.until(lambda m: m.data.get("text") == "b again")
                await seat.until(lambda m: m.data.get("text") == "words b blocks")
                assert not [m for m in player.messages if m.data.get("text") == "words b blocks"]
                # resuming after a line id gives the lines after it
                resumed = SSEClient(url, path, {**a.headers, "Last-Event-ID": str(got.id)})
                assert await resumed.open() == 200
                after = await resumed.until(lambda m: m.data.get("text") == "b again")
                assert [m.data["text"] for m in resumed.messages] == [
                    "last of a",
                    "words b blocks",
                    "b again",
                ]
                assert after.id > got.id
                await resumed.close()
            finally:
                for stream in (seat, watcher, anonymous, player):
                    await stream.close()

        asyncio.run(scenario())
        path = f"/matches/{UUID(match_id)}/chat/stream"
        r = http.get(path, headers=a.headers, params={"after": -1})
        assert r.status_code == 400
