"""Cross-replica live latency: a move made on replica A, seen by an SSE subscriber on replica B.

Run under ``scripts/with-postgres.sh`` (``make bench-live``). For each mode, two uvicorn
replicas over one fresh schema of the same PostgreSQL: ``poll`` (``GINRUMMY_LISTEN=n``: B
learns of A's commits by polling the log every ``GINRUMMY_POLL_SECONDS``, 0.25 s) and
``listen`` (the default: ``LISTEN``/``NOTIFY``, the poll only a fallback). Two players play a
match on A (a GET of the view, a POST of a random legal action); a stream of that match on B,
opened by a seat, is read in a thread. Each move's delivery is the time from sending its POST
to the arrival on B of the event with the version the POST answered; the next move waits for
that arrival and a random pause (0-300 ms: moves fall anywhere in the poll's period).
Prints p50/p90/p99/max per mode, and the POST's own round trip for reference.

    scripts/with-postgres.sh .venv/bin/python scripts/bench_live.py [--moves 200]
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import random
import statistics
import sys
import threading
import time
import uuid
from typing import Any

import httpx
import psycopg

from ginrummy.devserver import ServerProcess


def replica(env: dict[str, str]) -> ServerProcess:
    """A replica (``ginrummy.devserver``), started once ``/ready`` answers."""
    server = ServerProcess(env, ready_path="/ready")
    server.start()
    return server


class Stream(threading.Thread):
    """Reads an SSE stream; puts (arrival time, id) of each event with an id in a queue."""

    def __init__(self, url: str, headers: dict[str, str]) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.headers = headers
        self.arrivals: queue.Queue[tuple[float, int]] = queue.Queue()
        self.client = httpx.Client(timeout=httpx.Timeout(5.0, read=None))
        self.start()

    def run(self) -> None:
        try:
            with self.client.stream("GET", self.url, headers=self.headers) as response:
                for line in response.iter_lines():
                    if line.startswith("id:"):
                        self.arrivals.put((time.perf_counter(), int(line[3:].strip())))
        except httpx.HTTPError:
            pass

    def until(self, version: int, timeout: float = 10.0) -> float:
        """The arrival time of the first event with an id at least ``version``."""
        deadline = time.monotonic() + timeout
        while True:
            at, event_id = self.arrivals.get(timeout=max(0.001, deadline - time.monotonic()))
            if event_id >= version:
                return at


def choose(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A random legal action; rarely an ending one, so one match lasts many moves."""
    calm = [a for a in legal if a["type"] not in ("knock", "big_gin", "gin")]
    return rng.choice(calm or legal)


def register(http: httpx.Client, name: str) -> dict[str, str]:
    r = http.post("/players", json={"name": name})
    r.raise_for_status()
    return {"Authorization": f"Bearer {r.json()['token']}"}


def measure(env: dict[str, str], moves: int, seed: int) -> tuple[list[float], list[float]]:
    """Delivery latencies (s) of ``moves`` moves made on A to a stream on B, and the POSTs'."""
    a, b = replica(env), replica(env)
    rng = random.Random(seed)
    http = httpx.Client(base_url=a.url, timeout=10)
    stream: Stream | None = None
    try:
        tag = uuid.uuid4().hex[:8]
        seats = [register(http, f"live{tag}a"), register(http, f"live{tag}b")]
        delivery: list[float] = []
        posts: list[float] = []
        while len(delivery) < moves:
            body = {"opponent": {"kind": "open"}, "seat": 0, "rules": {"target_score": 500}}
            match_id = http.post("/matches", json=body, headers=seats[0]).json()["id"]
            r = http.post(f"/matches/{match_id}/join", headers=seats[1])
            r.raise_for_status()
            if stream is not None:
                stream.client.close()
            stream = Stream(f"{b.url}/matches/{match_id}/events/stream", seats[1])
            stream.until(int(r.json()["version"]))
            while len(delivery) < moves:
                view = http.get(f"/matches/{match_id}", headers=seats[0]).json()
                if view["status"] != "active":
                    break
                seat = seats[int(view["to_act"])]
                view = http.get(f"/matches/{match_id}", headers=seat).json()
                action = choose(view["view"]["legal_actions"], rng)
                sent = time.perf_counter()
                r = http.post(
                    f"/matches/{match_id}/actions",
                    json={**action, "version": view["version"]},
                    headers=seat,
                )
                answered = time.perf_counter()
                r.raise_for_status()
                arrived = stream.until(int(r.json()["version"]))
                delivery.append(arrived - sent)
                posts.append(answered - sent)
                time.sleep(rng.uniform(0.0, 0.3))
        return delivery, posts
    finally:
        if stream is not None:
            stream.client.close()
        http.close()
        a.stop(timeout=15)
        b.stop(timeout=15)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def summary(values: list[float]) -> dict[str, float]:
    return {
        "p50_ms": round(percentile(values, 50) * 1000, 2),
        "p90_ms": round(percentile(values, 90) * 1000, 2),
        "p99_ms": round(percentile(values, 99) * 1000, 2),
        "max_ms": round(max(values) * 1000, 2),
        "mean_ms": round(statistics.fmean(values) * 1000, 2),
    }


def fresh_schema(url: str) -> str:
    schema = "bench_live_" + uuid.uuid4().hex[:10]
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    return schema


def drop_schema(url: str, schema: str) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    args = parser.parse_args()
    url = os.environ.get("DATABASE_URL", "")
    if not url:
        print("DATABASE_URL is not set: run under scripts/with-postgres.sh", file=sys.stderr)
        return 2
    results: dict[str, Any] = {"moves": args.moves}
    for mode, listen in (("poll", "n"), ("listen", "y")):
        schema = fresh_schema(url)
        try:
            env = {
                "DATABASE_URL": url,
                "GINRUMMY_DB_SCHEMA": schema,
                "GINRUMMY_LISTEN": listen,
                "GINRUMMY_RATE_LIMIT": "0",
                "GINRUMMY_TOURNAMENT_WORKERS": "0",
                "GINRUMMY_DB_POOL_SIZE": "4",
                "GINRUMMY_LOG_LEVEL": "warning",
            }
            delivery, posts = measure(env, args.moves, args.seed)
        finally:
            drop_schema(url, schema)
        results[mode] = {"delivery": summary(delivery), "post": summary(posts)}
    if args.json:
        print(json.dumps(results))
        return 0
    print(f"a move on replica A to an SSE subscriber on replica B, {args.moves} moves per mode")
    columns = ("p50 ms", "p90 ms", "p99 ms", "max ms", "mean ms")
    print(f"{'mode':8} {'':9} " + " ".join(f"{c:>8}" for c in columns))
    for mode in ("poll", "listen"):
        for what in ("delivery", "post"):
            s = results[mode][what]
            print(
                f"{mode:8} {what:9} {s['p50_ms']:8} {s['p90_ms']:8} {s['p99_ms']:8} "
                f"{s['max_ms']:8} {s['mean_ms']:8}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
