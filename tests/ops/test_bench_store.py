"""``scripts/bench_store.py`` measures what it says: batches of the size asked, every append
committed once, at the versions it claims (SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings
from ginrummy.service.persistence.writer import EventWriter

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "bench_store.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_store", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_store"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def service(store_env: dict[str, str]) -> Iterator[GinRummyService]:
    app = GinRummyService(Settings.from_env(store_env))
    try:
        yield app
    finally:
        app.close()


def test_a_real_move_event_is_sampled(bench: ModuleType) -> None:
    topic, state, mean = bench.sample_move_event(moves=12)
    assert topic.endswith("Match.Discarded")
    assert b'"card"' in state and mean > 0


@pytest.mark.parametrize("size", [1, 4])
def test_batches_hold_the_size_asked_and_every_append_is_stored(
    bench: ModuleType, service: GinRummyService, size: int
) -> None:
    topic, state, _ = bench.sample_move_event(moves=4)
    writer = EventWriter(service.recorder, max_batch=size)
    try:
        row = asyncio.run(bench.measure(writer, 2 * size, 2, topic, state, 0.2, 1.0))
    finally:
        writer.close()
    assert row["appends_per_second"] > 0
    assert row["events_per_second"] == pytest.approx(2 * row["appends_per_second"], rel=0.01)
    assert size * 0.9 <= row["mean_batch"] <= size
    assert writer.appends >= 2 * size  # every appender appended at least once
    # each append went in whole, at its match's next versions: 1, 2, 3, ... with no gap
    stored = list(service.recorder.select_notifications(start=1, limit=100_000))
    versions: dict[object, list[int]] = {}
    for record in stored:
        versions.setdefault(record.originator_id, []).append(record.originator_version)
    assert len(versions) == 2 * size
    for found in versions.values():
        assert sorted(found) == list(range(1, len(found) + 1)) and len(found) % 2 == 0
