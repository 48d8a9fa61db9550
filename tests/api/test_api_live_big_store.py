"""A player stream on a big store costs what the player's own events cost: it opens at once and
reads no event it does not send (issue 24). The store holds ``EVENTS`` events of other
aggregates, written through the store adapter in batches before the server starts (1,000,000
under ``GINRUMMY_LIVE_FULL_SCALE=1``, ``make bench-streams``; fewer in CI)."""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Iterator
from pathlib import Path
from uuid import uuid4

import httpx
import pytest
from eventsourcing.persistence import StoredEvent

from api.live_load import RowCounter, SSEClient, scale, serve
from ginrummy.api.app import create_app
from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings

EVENTS = scale(200_000, 1_000_000)
PER_AGGREGATE = 100
BATCH = 10_000


def write_events(env: dict[str, str], count: int) -> None:
    """``count`` events of other aggregates, straight through the recorder, in batches."""
    service = GinRummyService(Settings.from_env(env))
    try:
        recorder = service.recorder
        topic = "ginrummy.service.domain:Match.DrewStock"
        batch: list[StoredEvent] = []
        for _i in range(count // PER_AGGREGATE):
            oid = uuid4()
            batch.extend(StoredEvent(oid, v, topic, b"{}") for v in range(1, PER_AGGREGATE + 1))
            if len(batch) >= BATCH:
                recorder.insert_events(batch)
                batch = []
        if batch:
            recorder.insert_events(batch)
    finally:
        service.close()


@pytest.fixture(scope="module")
def big_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    path: Path = tmp_path_factory.mktemp("big") / "ginrummy.sqlite"
    env = {"GINRUMMY_SQLITE_PATH": str(path), "GINRUMMY_TOURNAMENT_WORKERS": "0"}
    started = time.perf_counter()
    write_events(env, EVENTS)
    print(f"\n{EVENTS} events written in {time.perf_counter() - started:.1f} s")
    yield env


def test_a_player_stream_on_a_big_store_opens_at_once_and_reads_only_what_it_sends(
    big_store: dict[str, str],
) -> None:
    app = create_app(big_store, rate_limit=0)
    started = time.perf_counter()
    with serve(app) as url:
        print(f"server caught up with the log in {time.perf_counter() - started:.1f} s")
        service = app.state.service
        read_model = app.state.read_model
        assert read_model.position >= EVENTS
        http = httpx.Client(base_url=url, timeout=30)
        r = http.post("/players", json={"name": "big-store"})
        headers = {"Authorization": f"Bearer {r.json()['token']}"}
        read_model.catch_up()
        before_match = read_model.position
        r = http.post(
            "/matches", json={"opponent": {"kind": "bot", "level": "beginner"}}, headers=headers
        )
        assert r.status_code == 201, r.text
        match_id = r.json()["id"]
        view = http.get(f"/matches/{match_id}", headers=headers).json()
        assert view["to_act"] == view["your_seat"]  # the bot has played: the player's turn
        read_model.catch_up()
        counter = RowCounter(service.recorder)

        async def first_message(extra: dict[str, str]) -> tuple[float, SSEClient]:
            stream = SSEClient(url, "/players/me/events/stream", {**headers, **extra})
            opened = time.perf_counter()
            assert await stream.open() == 200
            message = await stream.until(lambda m: True, timeout=10)
            return (message.at - opened) * 1000, stream

        async def opening() -> None:
            # A new stream starts now: it announces the pending turn and reads no event.
            times = []
            for _ in range(3):
                rows = counter.rows
                elapsed, stream = await first_message({})
                assert stream.messages[0].event == "your_turn"
                assert stream.messages[0].data["match_id"] == match_id
                assert counter.rows == rows, "a new stream read events it did not send"
                times.append(elapsed)
                await stream.close()
            print(f"first message of a new stream: {[round(t, 2) for t in times]} ms")
            assert min(times) < 50, times
            assert statistics.median(times) < 250, times
            # A resumed stream reads its match's events after the position, nothing else.
            rows = counter.rows
            _, resumed = await first_message({"Last-Event-ID": str(before_match)})
            # the pending turn first, then the match's events (the history asked for)
            assert resumed.messages[0].event == "your_turn"
            await resumed.until(
                lambda m: m.event != "your_turn" and m.data["version"] == view["version"]
            )
            events = [m for m in resumed.messages if m.event != "your_turn"]
            assert [m.data["version"] for m in events] == list(range(1, view["version"] + 1))
            assert all(m.data["match_id"] == match_id for m in events)
            assert counter.rows - rows == len(events), (counter.rows - rows, len(events))
            await resumed.close()

        asyncio.run(opening())
    service.close()
