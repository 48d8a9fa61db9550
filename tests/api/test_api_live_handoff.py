"""Live streams handed off from Litestar (``api.live_handoff``): while streams of every kind
are open, no Litestar request (nor any other connection object) stays alive, and the streams
still deliver; the tournament's stream is under the same limits as the others."""

from __future__ import annotations

import asyncio
import gc

import httpx
from litestar.connection import ASGIConnection

from api.live_load import SSEClient, serve
from ginrummy.api.app import create_app
from support.waits import until

STREAM = "/players/me/events/stream"
TOURNAMENT = {"entrants": ["beginner"], "rules": {"target_score": 25}, "pairs": 1}


def register(http: httpx.Client, name: str) -> dict[str, str]:
    r = http.post("/players", json={"name": name})
    assert r.status_code == 201, r.text
    return {"Authorization": f"Bearer {r.json()['token']}"}


def create_tournament(http: httpx.Client, host: dict[str, str], key: str) -> str:
    """A tournament created and not started (no worker runs it): its stream stays open."""
    r = http.post("/tournaments", json=TOURNAMENT, headers={**host, "Idempotency-Key": key})
    assert r.status_code == 201, r.text
    tournament_id: str = r.json()["id"]
    return tournament_id


def connections_alive() -> list[str]:
    """The Litestar connection objects (requests, websockets) the collector can reach."""
    gc.collect()
    return [type(o).__name__ for o in gc.get_objects() if isinstance(o, ASGIConnection)]


def test_no_litestar_request_stays_alive_while_streams_are_open(
    sqlite_env: dict[str, str],
) -> None:
    app = create_app(
        {
            **sqlite_env,
            "GINRUMMY_TOURNAMENT_WORKERS": "0",
            "GINRUMMY_SSE_KEEPALIVE_SECONDS": "0.1",
        },
        rate_limit=0,
    )
    with serve(app) as url:
        http = httpx.Client(base_url=url, timeout=10)
        me = register(http, "handed-off")
        r = http.post(
            "/matches", json={"opponent": {"kind": "bot", "level": "beginner"}}, headers=me
        )
        assert r.status_code == 201, r.text
        match_id = r.json()["id"]
        tournament_id = create_tournament(http, me, "handoff-1")

        async def check() -> None:
            streams = [
                SSEClient(url, STREAM, me),
                SSEClient(url, f"/matches/{match_id}/events/stream", me),
                SSEClient(url, "/lobby/stream"),
                SSEClient(url, f"/tournaments/{tournament_id}/stream"),
            ]
            for stream in streams:
                assert await stream.open() == 200, stream.path
            # A keep-alive comes from the body, which runs once Litestar has returned.
            for stream in streams:
                await until(lambda s=stream: s.comments >= 1, what=f"{stream.path} keep-alive")
            assert app.state.stream_limits.open == 4
            alive = await asyncio.to_thread(connections_alive)
            assert alive == [], f"Litestar connections alive with 4 streams open: {alive}"
            # The streams still deliver: a move reaches the player's and the match's.
            view = (await asyncio.to_thread(http.get, f"/matches/{match_id}", headers=me)).json()
            legal = [a for a in view["view"]["legal_actions"] if a["type"] not in ("knock", "gin")]
            body = {**legal[0], "version": view["version"]}
            moved = await asyncio.to_thread(
                http.post, f"/matches/{match_id}/actions", json=body, headers=me
            )
            assert moved.status_code == 200, moved.text
            version = moved.json()["version"]
            for stream in streams[:2]:
                await stream.until(
                    lambda m: m.event != "your_turn" and m.data["version"] == version
                )
            for stream in streams:
                await stream.close()
            # Each closed stream gives back its place and its subscription.
            await until(lambda: app.state.stream_limits.open == 0, what="the places given back")
            await until(lambda: app.state.live.open == 0, what="the subscriptions ended")

        asyncio.run(check())
    app.state.service.close()


def test_tournament_streams_are_under_the_stream_limits(sqlite_env: dict[str, str]) -> None:
    app = create_app(
        {
            **sqlite_env,
            "GINRUMMY_TOURNAMENT_WORKERS": "0",
            "GINRUMMY_SSE_MAX_PER_TOKEN": "1",
            "GINRUMMY_SSE_MAX_STREAMS": "2",
        },
        rate_limit=0,
    )
    with serve(app) as url:
        http = httpx.Client(base_url=url, timeout=10)
        host, other = register(http, "t-host"), register(http, "t-other")
        path = f"/tournaments/{create_tournament(http, host, 'limits-1')}/stream"

        async def limits() -> None:
            anonymous = SSEClient(url, path)  # anonymous: its address's own count
            assert await anonymous.open() == 200
            r = await asyncio.to_thread(http.get, path)
            assert r.status_code == 429, r.text
            assert r.json()["type"] == "urn:ginrummy:problem:too-many-streams"
            assert int(r.headers["Retry-After"]) >= 1
            hosted = SSEClient(url, path, host)  # a token's own count
            assert await hosted.open() == 200
            r = await asyncio.to_thread(http.get, path, headers=other)
            assert r.status_code == 503, r.text
            assert r.json()["type"] == "urn:ginrummy:problem:streams-full"
            assert int(r.headers["Retry-After"]) >= 1
            # A refused stream subscribed nothing; a closed one gives its place back.
            assert app.state.live.open == 2
            await anonymous.close()
            await until(lambda: app.state.stream_limits.open == 1, what="the place given back")
            again = SSEClient(url, path, other)
            assert await again.open() == 200
            for stream in (hosted, again):
                await stream.close()
            await until(lambda: app.state.stream_limits.open == 0, what="every place back")

        asyncio.run(limits())
    app.state.service.close()
