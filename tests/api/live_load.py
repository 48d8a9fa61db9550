"""Helpers of the live-stream load tests: a uvicorn server in a thread of the test process (its
app's state at hand), many Server-Sent Events clients on asyncio sockets, and the test sizes.

The sizes are CI-friendly by default; ``GINRUMMY_LIVE_FULL_SCALE=1`` (``make bench-streams``
sets it) runs the full ones of issue 24: 1,000,000 events in the store, 1,000 streams."""

from __future__ import annotations

import asyncio
import json
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import Any

import uvicorn
from litestar import Litestar

from ginrummy.devserver import free_port
from support.waits import until, wait_until

FULL_SCALE = os.environ.get("GINRUMMY_LIVE_FULL_SCALE", "") not in ("", "0", "n")


def scale(ci: int, full: int) -> int:
    """``full`` under ``GINRUMMY_LIVE_FULL_SCALE=1``, else ``ci``."""
    return full if FULL_SCALE else ci


@contextmanager
def serve(app: Litestar) -> Iterator[str]:
    """Serves ``app`` with uvicorn in a thread; yields its URL."""
    port = free_port()
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    wait_until(lambda: server.started or not thread.is_alive(), timeout=60, what="uvicorn")
    if not server.started:
        raise RuntimeError("uvicorn did not start")
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)


@dataclass
class Message:
    """One SSE message: its id, event name, data and arrival time (``perf_counter``)."""

    id: int
    event: str
    data: dict[str, Any]
    at: float


@dataclass
class SSEClient:
    """A Server-Sent Events stream on a raw asyncio socket (thousands fit in one process)."""

    url: str
    path: str
    headers: dict[str, str] = field(default_factory=dict)
    status: int = 0
    messages: list[Message] = field(default_factory=list)
    comments: int = 0
    _changed: asyncio.Event = field(default_factory=asyncio.Event)
    _writer: asyncio.StreamWriter | None = None
    _task: asyncio.Task[None] | None = None

    async def open(self) -> int:
        """Connects and reads the response's head; the body is read in a task."""
        host, _, port = self.url.removeprefix("http://").partition(":")
        reader, self._writer = await asyncio.open_connection(host, int(port))
        head = "".join(f"{k}: {v}\r\n" for k, v in self.headers.items())
        request = f"GET {self.path} HTTP/1.1\r\nHost: {host}\r\n{head}\r\n"
        self._writer.write(request.encode())
        raw = await reader.readuntil(b"\r\n\r\n")
        self.status = int(raw.split(b" ", 2)[1])
        chunked = b"transfer-encoding: chunked" in raw.lower()
        self._task = asyncio.create_task(self._read(reader, chunked))
        return self.status

    async def _read(self, reader: asyncio.StreamReader, chunked: bool) -> None:
        buffer = b""
        try:
            while True:
                if chunked:
                    size_line = await reader.readuntil(b"\r\n")
                    size = int(size_line.strip().split(b";")[0], 16)
                    if size == 0:
                        return
                    data = await reader.readexactly(size + 2)
                    buffer += data[:-2]
                else:
                    data = await reader.read(65536)
                    if not data:
                        return
                    buffer += data
                while b"\r\n\r\n" in buffer:
                    block, buffer = buffer.split(b"\r\n\r\n", 1)
                    self._parse(block.decode())
        except (OSError, asyncio.IncompleteReadError):
            return
        finally:
            self._changed.set()

    def _parse(self, block: str) -> None:
        fields: dict[str, str] = {}
        for line in block.split("\r\n"):
            if line.startswith(":"):
                self.comments += 1
                continue
            key, _, value = line.partition(":")
            fields[key] = value.lstrip(" ")
        if "data" in fields:
            self.messages.append(
                Message(
                    int(fields.get("id", "0")),
                    fields.get("event", ""),
                    json.loads(fields["data"]),
                    time.perf_counter(),
                )
            )
        self._changed.set()

    @property
    def ended(self) -> bool:
        return self._task is not None and self._task.done()

    async def until(self, found: Callable[[Message], bool], timeout: float = 30.0) -> Message:
        """The first message (already received or to come) for which ``found`` holds."""
        deadline = time.monotonic() + timeout
        seen = 0
        while True:
            for message in self.messages[seen:]:
                if found(message):
                    return message
            seen = len(self.messages)
            left = deadline - time.monotonic()
            if left <= 0 or self.ended:
                kinds = [m.event for m in self.messages]
                raise AssertionError(f"{self.path}: no such message; got {kinds}")
            self._changed.clear()
            with suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), timeout=left)

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
        if self._writer is not None:
            self._writer.close()


class RowCounter:
    """Counts the rows the recorder returns (the global log's and the aggregates' reads)."""

    def __init__(self, recorder: Any) -> None:
        self.rows = 0
        for name in ("select_notifications", "select_events"):
            inner = getattr(recorder, name)

            def counted(*args: Any, _inner: Any = inner, **kwargs: Any) -> Any:
                found = list(_inner(*args, **kwargs))
                self.rows += len(found)
                return found

            setattr(recorder, name, counted)


def streams_open(metrics: str) -> float:
    """``ginrummy_live_streams_open`` in a ``/metrics`` page."""
    for line in metrics.splitlines():
        if line.startswith("ginrummy_live_streams_open "):
            return float(line.split()[-1])
    return 0.0


@dataclass
class Player:
    headers: dict[str, str]
    stream: SSEClient
    match_id: str = ""
    # each move: its POST sent, its reply received, the version it answered
    posted: list[tuple[float, float, int]] = field(default_factory=list)


async def _gathered(coros: list[Any], limit: int) -> list[Any]:
    slots = asyncio.Semaphore(limit)

    async def one(coro: Any) -> Any:
        async with slots:
            return await coro

    return await asyncio.gather(*(one(c) for c in coros))


def _turn_of(match_id: str, since: int) -> Callable[[Message], bool]:
    def found(m: Message) -> bool:
        return (
            m.event in ("your_turn", "match_finished")
            and m.data.get("match_id") == match_id
            and m.data["version"] >= since
        )

    return found


async def _play(http: Any, player: Player, moves: int, rng: Any) -> None:
    """``moves`` moves of the player, each on a ``your_turn`` of its stream."""
    acted = 0  # the version after the player's last move: its next turn is at it or later
    for _ in range(moves):
        turn = await player.stream.until(_turn_of(player.match_id, acted), timeout=120)
        if turn.event == "match_finished":
            return
        view = (await http.get(f"/matches/{player.match_id}", headers=player.headers)).json()
        if view["status"] != "active":
            return
        legal = [a for a in view["view"]["legal_actions"] if a["type"] not in ("knock", "gin")]
        action = rng.choice(legal or view["view"]["legal_actions"])
        sent = time.perf_counter()
        r = await http.post(
            f"/matches/{player.match_id}/actions",
            json={**action, "version": view["version"]},
            headers=player.headers,
        )
        assert r.status_code == 200, r.text
        player.posted.append((sent, time.perf_counter(), int(r.json()["version"])))
        acted = int(r.json()["version"])


async def delivery_run(stream_url: str, move_url: str, streams: int, moves: int) -> dict[str, Any]:
    """``streams`` players, each with a player stream on ``stream_url`` and a match against a
    bot on ``move_url``, play ``moves`` moves each on their ``your_turn``; then every stream is
    checked against its match's log (``GET /matches/{id}/events``): each event exactly once,
    in order. Returns the delivery latencies' p50/p99 (from a POST's reply to the arrival of the
    event it answered on the player's stream; negative when the event came first), and the
    POSTs' own round trips."""
    import random
    import statistics

    import httpx

    # an idle connection is dropped before the server's keep-alive timeout (uvicorn's 5 s, also
    # httpx's default expiry): at equal timeouts a request sent on a connection the server was
    # closing failed with "Server disconnected without sending a response" on a loaded machine
    limits = httpx.Limits(max_connections=64, keepalive_expiry=2.0)
    async with (
        httpx.AsyncClient(base_url=move_url, timeout=60, limits=limits) as http,
        httpx.AsyncClient(base_url=stream_url, timeout=60) as watcher,
    ):

        async def register(i: int) -> dict[str, str]:
            r = await http.post("/players", json={"name": f"delivery-{i}"})
            assert r.status_code == 201, r.text
            return {"Authorization": f"Bearer {r.json()['token']}"}

        tokens = await _gathered([register(i) for i in range(streams)], 32)
        players = [Player(h, SSEClient(stream_url, "/players/me/events/stream", h)) for h in tokens]
        statuses = await _gathered([p.stream.open() for p in players], 100)
        assert set(statuses) == {200}, statuses

        async def all_open() -> bool:
            return streams_open((await watcher.get("/metrics")).text) >= streams

        await until(all_open, timeout=60, what="every stream open")

        async def create(player: Player) -> None:
            r = await http.post(
                "/matches",
                json={"opponent": {"kind": "bot", "level": "beginner"}},
                headers=player.headers,
            )
            assert r.status_code == 201, r.text
            player.match_id = r.json()["id"]

        await _gathered([create(p) for p in players], 32)
        started = time.perf_counter()
        await asyncio.gather(
            *(_play(http, p, moves, random.Random(i)) for i, p in enumerate(players))
        )
        played = time.perf_counter() - started

        async def check(player: Player) -> list[float]:
            page = (
                await http.get(
                    f"/matches/{player.match_id}/events",
                    params={"limit": 5000},
                    headers=player.headers,
                )
            ).json()
            log = [(e["version"], e["type"]) for e in page["events"]]
            await player.stream.until(
                lambda m: m.event != "your_turn" and m.data["version"] == log[-1][0], timeout=60
            )
            got = [m for m in player.stream.messages if m.event != "your_turn"]
            assert [(m.data["version"], m.event) for m in got] == log, player.match_id
            assert all(m.data["match_id"] == player.match_id for m in got)
            ids = [m.id for m in got]
            assert ids == sorted(set(ids)), "ids out of order or repeated"
            arrival = {m.data["version"]: m.at for m in got}
            return [
                ((arrival[v] - acked) * 1000, (acked - sent) * 1000)
                for sent, acked, v in player.posted
            ]

        checked = await _gathered([check(p) for p in players], 64)
        latencies = [ms for found in checked for ms, _ in found]
        round_trips = [ms for found in checked for _, ms in found]
        for player in players:
            await player.stream.close()
    q = statistics.quantiles(sorted(latencies), n=100, method="inclusive")
    rt = statistics.quantiles(sorted(round_trips), n=100, method="inclusive")
    return {
        "streams": streams,
        "moves": len(latencies),
        "seconds": round(played, 1),
        "delivery_ms_p50": round(q[49], 2),
        "delivery_ms_p99": round(q[98], 2),
        "post_ms_p50": round(rt[49], 2),
        "post_ms_p99": round(rt[98], 2),
    }
