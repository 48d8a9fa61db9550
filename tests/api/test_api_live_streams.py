"""Live streams (issue 24): a player stream starts now and announces its pending turns first;
``after=0`` gives its history; keep-alives touch no store; the limits per token and per
replica answer clear problems; the metrics count open streams and wake-ups."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from litestar import Litestar

from api.live_load import RowCounter, SSEClient, serve
from ginrummy.api.app import create_app
from support.waits import until

STREAM = "/players/me/events/stream"


@pytest.fixture
def served(sqlite_env: dict[str, str]) -> Iterator[tuple[Litestar, str]]:
    app = create_app(
        {**sqlite_env, "GINRUMMY_TOURNAMENT_WORKERS": "0", "GINRUMMY_SSE_MAX_PER_TOKEN": "2"},
        rate_limit=0,
    )
    with serve(app) as url:
        yield app, url
    app.state.service.close()


def register(http: httpx.Client, name: str) -> dict[str, str]:
    r = http.post("/players", json={"name": name})
    assert r.status_code == 201, r.text
    return {"Authorization": f"Bearer {r.json()['token']}"}


def play_one(http: httpx.Client, match_id: str, who: dict[str, str]) -> dict[str, Any]:
    """One legal move of ``who`` (its turn, against a bot); the reply."""
    view = http.get(f"/matches/{match_id}", headers=who).json()
    legal = [a for a in view["view"]["legal_actions"] if a["type"] not in ("knock", "gin")]
    r = http.post(
        f"/matches/{match_id}/actions", json={**legal[0], "version": view["version"]}, headers=who
    )
    assert r.status_code == 200, r.text
    reply: dict[str, Any] = r.json()
    return reply


def vs_bot(http: httpx.Client, who: dict[str, str]) -> str:
    r = http.post("/matches", json={"opponent": {"kind": "bot", "level": "beginner"}}, headers=who)
    assert r.status_code == 201, r.text
    match_id: str = r.json()["id"]
    return match_id


def test_a_new_stream_starts_now_with_the_pending_turns_and_after_0_gives_history(
    served: tuple[Litestar, str],
) -> None:
    app, url = served
    http = httpx.Client(base_url=url, timeout=10)
    me = register(http, "now")
    first, second = vs_bot(http, me), vs_bot(http, me)
    play_one(http, first, me)
    version = http.get(f"/matches/{second}", headers=me).json()["version"]

    async def check() -> None:
        now = SSEClient(url, STREAM, me)
        history = SSEClient(url, STREAM + "?after=0", me)
        assert await now.open() == 200 and await history.open() == 200
        # Now: the two pending turns (with the position of now as their id), no history.
        await now.until(lambda m: len(now.messages) >= 2)
        assert {m.data["match_id"] for m in now.messages} == {first, second}
        assert all(m.event == "your_turn" for m in now.messages), now.messages
        start = now.messages[0].id
        assert start == app.state.read_model.position
        # after=0: the turns, then every event of both matches in log order.
        await history.until(
            lambda m: (
                m.event != "your_turn"
                and m.data["match_id"] == second
                and m.data["version"] == version
            )
        )
        assert [m.event for m in history.messages[:2]] == ["your_turn", "your_turn"]
        events = [m for m in history.messages if m.event != "your_turn"]
        ids = [m.id for m in events]
        assert ids == sorted(set(ids)), "history out of order or repeated"
        assert events[0].event == "match_created"
        for match_id in (first, second):
            versions = [m.data["version"] for m in events if m.data["match_id"] == match_id]
            last = http.get(f"/matches/{match_id}", headers=me).json()["version"]
            assert versions == list(range(1, last + 1))
        # A move then reaches both, once, after what they had.
        reply = await asyncio.to_thread(play_one, http, second, me)
        for stream in (now, history):
            got = await stream.until(
                lambda m: (
                    m.event != "your_turn"
                    and m.data["match_id"] == second
                    and m.data["version"] == reply["version"]
                )
            )
            assert got.id > start
            seen = [
                (m.data["match_id"], m.data["version"])
                for m in stream.messages
                if m.event != "your_turn"
            ]
            assert len(seen) == len(set(seen)), "an event sent twice"
        await now.close()
        await history.close()

    asyncio.run(check())


def test_keepalives_touch_no_store(sqlite_env: dict[str, str]) -> None:
    app = create_app({**sqlite_env, "GINRUMMY_SSE_KEEPALIVE_SECONDS": "0.1"}, rate_limit=0)
    with serve(app) as url:
        http = httpx.Client(base_url=url, timeout=10)
        me = register(http, "idle")
        counter = RowCounter(app.state.service.recorder)

        async def idle() -> None:
            stream = SSEClient(url, STREAM, me)
            assert await stream.open() == 200
            rows = counter.rows
            await until(lambda: stream.comments >= 5)
            assert counter.rows == rows
            assert stream.messages == []
            await stream.close()

        asyncio.run(idle())
    app.state.service.close()


def test_streams_per_token_and_per_replica_are_limited(sqlite_env: dict[str, str]) -> None:
    app = create_app(
        {**sqlite_env, "GINRUMMY_SSE_MAX_PER_TOKEN": "2", "GINRUMMY_SSE_MAX_STREAMS": "3"},
        rate_limit=0,
    )
    with serve(app) as url:
        http = httpx.Client(base_url=url, timeout=10)
        a, b = register(http, "limit-a"), register(http, "limit-b")

        async def limits() -> None:
            held = [SSEClient(url, STREAM, a), SSEClient(url, STREAM, a)]
            for stream in held:
                assert await stream.open() == 200
            r = await asyncio.to_thread(http.get, STREAM, headers=a)
            assert r.status_code == 429
            assert r.json()["type"] == "urn:ginrummy:problem:too-many-streams"
            assert int(r.headers["Retry-After"]) >= 1
            lobby = SSEClient(url, "/lobby/stream")  # anonymous: its address's own count
            assert await lobby.open() == 200
            r = await asyncio.to_thread(http.get, STREAM, headers=b)
            assert r.status_code == 503
            assert r.json()["type"] == "urn:ginrummy:problem:streams-full"
            # A stream closed gives its place back.
            await held[0].close()
            await until(lambda: app.state.stream_limits.open == 2)
            again = SSEClient(url, STREAM, b)
            assert await again.open() == 200
            metrics = (await asyncio.to_thread(http.get, "/metrics")).text
            assert "ginrummy_live_streams_open 3.0" in metrics  # subscribed before the 200
            assert 'ginrummy_live_streams_refused_total{reason="too-many-streams"}' in metrics
            for stream in [*held[1:], lobby, again]:
                await stream.close()

        asyncio.run(limits())
    app.state.service.close()


def test_the_fanout_wakes_only_the_streams_concerned(served: tuple[Litestar, str]) -> None:
    _, url = served
    http = httpx.Client(base_url=url, timeout=10)
    me, other = register(http, "woken"), register(http, "asleep")
    match_id = vs_bot(http, me)

    async def check() -> None:
        mine, theirs = SSEClient(url, STREAM, me), SSEClient(url, STREAM, other)
        assert await mine.open() == 200 and await theirs.open() == 200
        await mine.until(lambda m: m.event == "your_turn")
        reply = await asyncio.to_thread(play_one, http, match_id, me)
        await mine.until(lambda m: m.event != "your_turn" and m.data["version"] == reply["version"])
        assert theirs.messages == []
        metrics = (await asyncio.to_thread(http.get, "/metrics")).text
        wakeups = [
            line
            for line in metrics.splitlines()
            if line.startswith("ginrummy_live_stream_wakeups_total")
        ]
        assert wakeups and float(wakeups[0].split()[-1]) >= 1
        await mine.close()
        await theirs.close()

    asyncio.run(check())
