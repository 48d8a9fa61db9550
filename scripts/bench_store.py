"""The store's group-commit append rate alone, by batch size (PostgreSQL).

    scripts/with-postgres.sh .venv/bin/python scripts/bench_store.py [--sizes 1,4,16,64,256]
        [--seconds 5] [--events-per-append 1]

No HTTP, no rules, no aggregates: the service's own :class:`EventWriter` (the one writer
thread of a replica, ``service/persistence/writer.py``) over the service's own PostgreSQL
recorder (eventsourcing's, configured by ``Settings`` exactly as ``make run`` configures it:
its stored insert function, its ``LOCK TABLE ... IN EXCLUSIVE MODE`` per transaction, one WAL
flush per commit). For each batch size ``B`` a fresh writer with ``max_batch=B`` is kept full:
``2 B`` appends are in flight at all times (coroutines on one event loop, as the API's handlers
are), so that while one transaction of ``B`` appends commits, the next ``B`` queue behind it.
Each append is one command: ``--events-per-append`` stored events (default 1, what most moves
record) of a match of its own, at that match's next version (no conflicts), carrying the
topic and the state of a real move's event (a discard, recorded first by playing a few moves of
a real match through the service on a throwaway SQLite store: the bytes a move writes).

Reports, per batch size: appends/s and events/s over ``--seconds`` (after a one-second
warm-up), the mean batch the writer actually took, the mean time of one transaction, the
p50/p99 latency of one append (queued and committed), and this process's CPU per append and
share of a core (the appenders, the writer thread and the driver: when that nears 1, Python
is the limit, not PostgreSQL). Prints a JSON report (and writes it to
``--output`` when given).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from eventsourcing.persistence import StoredEvent

from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings
from ginrummy.service.persistence.writer import EventWriter


def sample_move_event(moves: int = 40) -> tuple[str, bytes, float]:
    """The topic and state of a real move's stored event, and the mean state size of the
    ``moves`` moves played: a match played through the service on a throwaway SQLite file."""
    directory = tempfile.mkdtemp(prefix="bench-store-")
    settings = Settings.from_env({"GINRUMMY_SQLITE_PATH": str(Path(directory) / "sample.sqlite")})
    service = GinRummyService(settings)
    try:
        a = uuid.UUID(str(service.players.register("store-bench-a").body["id"]))
        b = uuid.UUID(str(service.players.register("store-bench-b").body["id"]))
        created = service.matches.create_match(a, {"target_score": 1000}, {"kind": "open"}, 0)
        match_id = uuid.UUID(str(created.body["id"]))
        service.matches.join_match(b, match_id)
        seats = [a, b]
        rng = random.Random(1)
        start_version = service.store.match(match_id).version
        for _ in range(moves):
            view = service.queries.match_view(match_id, a).json()
            seat = view["to_act"]
            mine = service.queries.match_view(match_id, seats[seat]).json()
            legal = mine["view"]["legal_actions"]
            action = rng.choice(legal)
            body = json.dumps(action).encode()
            service.seats.act(seats[seat], match_id, body, mine["version"])
        recorder = service.recorder
        stored = list(recorder.select_events(match_id, gt=start_version))
    finally:
        service.close()
    discards = [e for e in stored if e.topic.endswith(".Discarded")]
    chosen = discards or stored
    typical = chosen[len(chosen) // 2]
    return typical.topic, typical.state, statistics.fmean(len(e.state) for e in stored)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


async def measure(
    writer: EventWriter,
    in_flight: int,
    events_per_append: int,
    topic: str,
    state: bytes,
    warmup: float,
    seconds: float,
) -> dict[str, Any]:
    """``in_flight`` appenders, each appending to a match of its own, version after version."""
    latencies: list[float] = []
    counting = False
    stop = False

    async def appender() -> None:
        originator = uuid.uuid4()
        version = 0
        while not stop:
            events = []
            for _ in range(events_per_append):
                version += 1
                events.append(StoredEvent(originator, version, topic, state))
            started = time.perf_counter()
            await writer.append(events)
            if counting:
                latencies.append(time.perf_counter() - started)

    tasks = [asyncio.create_task(appender()) for _ in range(in_flight)]
    await asyncio.sleep(warmup)
    counting = True
    batches_before, appends_before = writer.batches, writer.appends
    started = time.perf_counter()
    cpu_started = time.process_time()
    await asyncio.sleep(seconds)
    counting = False
    wall = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    # the appends the writer took in those batches, counted at the same moment (a batch still
    # in flight when the appenders stop is neither)
    batches = writer.batches - batches_before
    taken = writer.appends - appends_before
    appends = len(latencies)
    stop = True
    await asyncio.gather(*tasks)
    return {
        "appends_per_second": round(appends / wall, 1),
        "events_per_second": round(appends * events_per_append / wall, 1),
        "mean_batch": round(taken / max(1, batches), 2),
        "transactions_per_second": round(batches / wall, 1),
        "ms_per_transaction": round(wall / max(1, batches) * 1000, 3),
        "p50_append_ms": round(percentile(latencies, 0.50) * 1000, 2),
        "p99_append_ms": round(percentile(latencies, 0.99) * 1000, 2),
        "python_cpu_us_per_append": round(cpu / max(1, appends) * 1e6, 1),
        "python_cpu_share": round(cpu / wall, 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1,4,16,64,256", help="batch sizes, comma-separated")
    parser.add_argument("--seconds", type=float, default=5.0, help="measured time per size")
    parser.add_argument("--events-per-append", type=int, default=1)
    parser.add_argument("--output", type=Path)
    args = parser.parse_args()
    if not os.environ.get("DATABASE_URL"):
        print("DATABASE_URL is not set: run under scripts/with-postgres.sh", file=sys.stderr)
        return 2
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    if not sizes or min(sizes) < 1 or args.events_per_append < 1:
        print("batch sizes and --events-per-append must be 1 or more", file=sys.stderr)
        return 2
    topic, state, mean_state = sample_move_event()
    service = GinRummyService(Settings.from_env())
    results = []
    try:
        for size in sizes:
            writer = EventWriter(service.recorder, max_batch=size)
            try:
                row = asyncio.run(
                    measure(
                        writer, 2 * size, args.events_per_append, topic, state, 1.0, args.seconds
                    )
                )
            finally:
                writer.close()
            row = {"batch_size": size, **row}
            print(json.dumps(row), file=sys.stderr)
            results.append(row)
    finally:
        service.close()
    report = {
        "cpus": os.cpu_count(),
        "store": "postgresql",
        "events_per_append": args.events_per_append,
        "event_topic": topic,
        "event_state_bytes": len(state),
        "mean_move_event_state_bytes": round(mean_state, 1),
        "seconds_per_size": args.seconds,
        "sizes": results,
    }
    text = json.dumps(report, indent=2)
    print(text)
    if args.output is not None:
        args.output.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
