"""SIGTERM to a live uvicorn replica under load: it stops accepting, finishes and commits the
moves in flight, ends its live streams with a ``retry:`` hint, and exits; every acknowledged
move is in the store (read back by a fresh replica)."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import httpx
import pytest

from api.helpers import register
from ops.bots import Bot, Tally
from ops.conftest import LiveServer
from support.waits import wait_until

pytestmark = pytest.mark.postgres

BOTS = 8


def _read_stream(
    url: str,
    headers: dict[str, str],
    lines: list[str],
    connected: threading.Event,
    ended: threading.Event,
) -> None:
    try:
        with (
            httpx.Client(base_url=url, timeout=30) as client,
            client.stream("GET", "/players/me/events/stream", headers=headers) as r,
        ):
            connected.set()
            for line in r.iter_lines():
                lines.append(line)
    except httpx.HTTPError as exc:
        lines.append(f"error: {exc!r}")
    finally:
        ended.set()


def test_sigterm_drains_and_commits(pg_schema: tuple[str, str]) -> None:
    url, schema = pg_schema
    env = {
        "DATABASE_URL": url,
        "GINRUMMY_DB_SCHEMA": schema,
        "GINRUMMY_DB_POOL_SIZE": "4",
        "GINRUMMY_SHUTDOWN_SECONDS": "10",
    }
    server = LiveServer(env)
    server.start()
    assert server.proc is not None
    tally = Tally()
    stop = threading.Event()
    bots = [Bot(server.url, tally, seed, stop) for seed in range(BOTS)]
    threads = [threading.Thread(target=bot.run) for bot in bots]
    with httpx.Client(base_url=server.url) as client:
        _, watcher = register(client)
    lines: list[str] = []
    connected, ended = threading.Event(), threading.Event()
    streamer = threading.Thread(
        target=_read_stream, args=(server.url, watcher, lines, connected, ended)
    )
    streamer.start()
    try:
        assert connected.wait(10), lines  # the stream is open before the SIGTERM
        for thread in threads:
            thread.start()
        wait_until(lambda: len(tally.acknowledged) >= 20 or tally.errors, timeout=30)
        assert tally.acknowledged, tally.errors
        os.kill(server.proc.pid, signal.SIGTERM)
        signalled = time.monotonic()
        assert ended.wait(5), "the live stream did not end"
        server.proc.wait(timeout=15)
        exited = time.monotonic() - signalled
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=30)
        streamer.join(timeout=5)
        server.stop()
    print(
        f"\nSIGTERM under load: exited after {exited:.2f} s; {len(tally.acknowledged)} moves "
        f"acknowledged, {tally.disconnected} requests refused by the closed listener"
    )
    assert not tally.errors, tally.errors[:5]
    assert any(line.startswith("retry:") for line in lines), lines[-5:]
    # A fresh replica over the same store holds every acknowledged move.
    again = LiveServer(env)
    again.start()
    try:
        client = httpx.Client(base_url=again.url, timeout=30)
        by_match: dict[str, set[int]] = {}
        seats_of: dict[str, dict[str, str]] = {}
        for match_id, version, seats in tally.acknowledged:
            by_match.setdefault(match_id, set()).add(version)
            seats_of[match_id] = seats[0]
        for match_id, versions in by_match.items():
            page = client.get(
                f"/matches/{match_id}/events", params={"limit": 5000}, headers=seats_of[match_id]
            ).json()
            recorded = {int(e["version"]) for e in page["events"]}
            assert versions <= recorded, f"acknowledged but lost: {versions - recorded}"
    finally:
        again.stop()


def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (from /proc)."""
    found: set[int] = set()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.add(int(entry))
    return found


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.parametrize("ending", ["sigterm", "kill -9"])
def test_no_tournament_worker_outlives_its_replica(tmp_path: Path, ending: str) -> None:
    """The tournaments' worker processes exit with the replica: on SIGTERM the lifespan's
    shutdown closes the pool (uvicorn ends the process by re-raising SIGTERM, so no exit hook
    runs); on kill -9 each worker notices that its parent has gone."""
    server = LiveServer({"GINRUMMY_SQLITE_PATH": str(tmp_path / "g.sqlite")})
    server.start()
    assert server.proc is not None
    try:
        client = httpx.Client(base_url=server.url, timeout=30)
        _, me = register(client)
        r = client.post(
            "/tournaments",
            json={"entrants": ["beginner", "easy", "medium"], "pairs": 40},
            headers=me,
        )
        assert r.status_code == 201, r.text
        assert client.post(f"/tournaments/{r.json()['id']}/start", headers=me).status_code == 202
        deadline = time.monotonic() + 30
        while not (workers := _children(server.proc.pid)) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert workers, "the tournament started no worker process"
    finally:
        if ending == "kill -9":
            server.kill()
        server.stop()
    deadline = time.monotonic() + 5
    while any(_alive(p) for p in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [p for p in workers if _alive(p)], "worker processes outlived the replica"
