"""Against a real uvicorn process: Server-Sent Events with Last-Event-ID catch-up, and a
kill -9 in the middle of concurrent matches (on SQLite and PostgreSQL)."""

from __future__ import annotations

import contextlib
import json
import queue
import random
import socket
import threading
import time
from typing import Any

import httpx
import pytest

from api.conftest import LiveServer
from api.helpers import choose
from support.bots import HttpBot
from support.players import register
from support.waits import wait_until

H = dict[str, str]


class SSE(threading.Thread):
    """Reads a Server-Sent Events stream into a queue of {event, id, data} dicts."""

    def __init__(self, url: str, headers: H) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.headers = headers
        self.events: queue.Queue[dict[str, Any]] = queue.Queue()
        self.status: int | None = None
        self.ended = threading.Event()
        self._client = httpx.Client(timeout=httpx.Timeout(5.0, read=None))
        self._socket: socket.socket | None = None
        self.start()

    def run(self) -> None:
        try:
            with self._client.stream("GET", self.url, headers=self.headers) as response:
                self._socket = response.extensions["network_stream"].get_extra_info("socket")
                self.status = response.status_code
                current: dict[str, Any] = {}
                for line in response.iter_lines():
                    if not line:
                        if "data" in current:
                            current["data"] = json.loads(current["data"])
                            self.events.put(current)
                        current = {}
                    elif line.startswith(":"):
                        continue
                    else:
                        key, _, value = line.partition(":")
                        current[key] = value.lstrip(" ")
        except httpx.HTTPError:
            pass
        finally:
            self.ended.set()

    def until(self, kind: str, timeout: float = 15.0) -> list[dict[str, Any]]:
        seen: list[dict[str, Any]] = []
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"no {kind!r} event; got {[e['event'] for e in seen]}")
            try:
                event = self.events.get(timeout=remaining)
            except queue.Empty:
                continue
            seen.append(event)
            if event["event"] == kind:
                return seen

    def close(self) -> None:
        """Hangs up at once: the socket is shut down under the reading thread (closing the
        client alone leaves it open until the server next writes, a keep-alive away)."""
        if self._socket is not None:
            with contextlib.suppress(OSError):
                self._socket.shutdown(socket.SHUT_RDWR)
            self.ended.wait(timeout=10)
        self._client.close()


def new_match(http: httpx.Client, a: H, b: H, target: int = 30) -> str:
    r = http.post(
        "/matches",
        json={"opponent": {"kind": "open"}, "seat": 0, "rules": {"target_score": target}},
        headers=a,
    )
    match_id: str = r.json()["id"]
    assert http.post(f"/matches/{match_id}/join", headers=b).status_code == 200
    return match_id


def act(http: httpx.Client, match_id: str, who: H, action: dict[str, Any]) -> httpx.Response:
    version = http.get(f"/matches/{match_id}", headers=who).json()["version"]
    return http.post(
        f"/matches/{match_id}/actions", json={**action, "version": version}, headers=who
    )


def test_server_sent_events(live_server: LiveServer) -> None:
    http = httpx.Client(base_url=live_server.url, timeout=10)
    a_id, a = register(http, "sse-a")
    _, b = register(http, "sse-b")
    mine = SSE(live_server.url + "/players/me/events/stream", a)
    match_id = new_match(http, a, b)
    stream_b = SSE(f"{live_server.url}/matches/{match_id}/events/stream", b)
    seen = stream_b.until("your_turn")  # seat 1 is offered the upcard first
    kinds = [e["event"] for e in seen]
    assert kinds[:4] == ["match_created", "player_joined", "match_started", "deal_started"]
    assert "salt" not in seen[3]["data"]["data"]
    assert [int(e["id"]) for e in seen[:4]] == [1, 2, 3, 4]
    assert act(http, match_id, b, {"type": "pass_upcard"}).status_code == 200
    assert stream_b.until("upcard_passed")[-1]["data"]["data"]["seat"] == 1
    # Seat 0's player stream: its match's events, then its turn.
    seen_a = mine.until("your_turn")
    assert all(e["data"]["match_id"] == match_id for e in seen_a)
    assert act(http, match_id, a, {"type": "pass_upcard"}).status_code == 200
    stream_b.until("your_turn")
    # Seat 1 draws from the stock: seat 0's stream must not show the card.
    assert act(http, match_id, b, {"type": "draw_stock"}).status_code == 200
    drew = mine.until("drew_stock")[-1]
    assert "card" not in drew["data"]["data"]
    own = stream_b.until("drew_stock")[-1]
    assert "card" in own["data"]["data"]
    # Reconnect with Last-Event-ID: the events after it, from the store.
    resumed = SSE(
        f"{live_server.url}/matches/{match_id}/events/stream", {**b, "Last-Event-ID": "5"}
    )
    caught_up = resumed.until("drew_stock")
    assert [int(e["id"]) for e in caught_up if e["event"] != "your_turn"] == [6, 7]
    # Resignation ends the match and the stream.
    # Resigning is allowed at any time, also out of turn.
    r = act(http, match_id, a, {"type": "resign"})
    assert r.status_code == 200, r.text
    finished = resumed.until("match_finished")[-1]
    assert finished["data"]["data"]["winner"] == 1
    assert resumed.ended.wait(10)
    for s in (mine, stream_b, resumed):
        s.close()
    # An unknown match is a 404 problem before any streaming.
    r = http.get(f"{live_server.url}/matches/00000000-0000-0000-0000-000000000000/events/stream")
    assert r.status_code == 404
    assert a_id


@pytest.mark.parametrize("matches", [4])
def test_kill_minus_nine_loses_no_acknowledged_action(
    live_server: LiveServer, matches: int
) -> None:
    http = httpx.Client(base_url=live_server.url, timeout=10)
    games = []
    for i in range(matches):
        _, a = register(http, f"crash-a{i}")
        _, b = register(http, f"crash-b{i}")
        games.append((new_match(http, a, b, target=60), [a, b]))
    acknowledged: dict[str, list[int]] = {m: [] for m, _ in games}
    stop = threading.Event()

    def player(match_id: str, seats: list[H], seed: int) -> None:
        with httpx.Client(base_url=live_server.url, timeout=5) as c:
            bot = HttpBot(c, random.Random(seed))
            while not stop.is_set():
                try:
                    decided = bot.next_action(match_id, seats)
                    if decided is None:
                        return
                    r = bot.act(match_id, *decided)
                except (httpx.HTTPError, ValueError, KeyError):
                    return  # the server died under us
                if r.status_code == 200:
                    acknowledged[match_id].append(int(r.json()["version"]))

    threads = [
        threading.Thread(target=player, args=(m, s, i), daemon=True)
        for i, (m, s) in enumerate(games)
    ]
    for t in threads:
        t.start()
    wait_until(lambda: sum(len(v) for v in acknowledged.values()) > 20, timeout=60)
    live_server.kill()
    stop.set()
    for t in threads:
        t.join(timeout=10)
    assert sum(len(v) for v in acknowledged.values()) > 20
    live_server.start()
    http = httpx.Client(base_url=live_server.url, timeout=10)
    for match_id, seats in games:
        view = http.get(f"/matches/{match_id}", headers=seats[0]).json()
        versions = acknowledged[match_id]
        assert not versions or view["version"] >= max(versions)
        events: list[dict[str, Any]] = []
        while True:
            page = http.get(
                f"/matches/{match_id}/events", params={"after": len(events)}, headers=seats[0]
            ).json()["events"]
            if not page:
                break
            events.extend(page)
        assert [e["version"] for e in events] == list(range(1, view["version"] + 1))
        # Every acknowledged version is an action of this match, in the log.
        assert {e["version"] for e in events} >= set(versions)
        # The match goes on after the restart.
        for _ in range(20):
            view = http.get(f"/matches/{match_id}", headers=seats[0]).json()
            if view["status"] != "active":
                break
            seat = view["to_act"]
            mine = http.get(f"/matches/{match_id}", headers=seats[seat]).json()
            r = http.post(
                f"/matches/{match_id}/actions",
                json={
                    **choose(mine["view"]["legal_actions"], random.Random(1)),
                    "version": mine["version"],
                },
                headers=seats[seat],
            )
            assert r.status_code == 200, r.text


def test_keep_alives_are_comment_lines_only(sqlite_env: dict[str, str]) -> None:
    """An idle stream sends ``: keep-alive`` and a blank line, never an empty ``data:``."""
    from litestar.testing import TestClient

    from ginrummy.api.app import create_app

    app = create_app(sqlite_env, rate_limit=0, stream_seconds=1.5)
    app.state.live.keepalive_seconds = 0.2
    with TestClient(app) as client:
        token = register(client, "idle").token
        with client.stream(
            "GET", "/players/me/events/stream", headers={"Authorization": f"Bearer {token}"}
        ) as response:
            raw = b"".join(response.iter_bytes())
    app.state.service.close()
    assert raw.count(b": keep-alive\r\n\r\n") >= 3, raw
    assert b"data:" not in raw, raw
