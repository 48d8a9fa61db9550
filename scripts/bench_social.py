"""Private messages under load, over PostgreSQL (``make bench-social``): three phases.

1. ``delivery``: a message sent on replica A reaches the recipient's notifications stream on
   replica B (``LISTEN``/``NOTIFY``): p50/p90/p99 over ``--messages`` messages, from sending the
   POST to the arrival of the ``message`` event holding that text (40 senders take turns, so no
   one passes the flood rule; a random pause of 0-300 ms between messages).
2. ``flood``: ``--flooders`` clients at once, half on each replica, each sending
   ``--per-flooder`` messages to one recipient as fast as the server answers: exactly
   ``GINRUMMY_SOCIAL_MESSAGES_BURST`` (5) of each are accepted within the window, every other
   one is ``429 message-flood``. With the burst raised (so that it does not bind), each sends
   one text twice (the second ``409 message-repeated``), then writes to more new recipients,
   ``GINRUMMY_SOCIAL_NEW_CONVERSATIONS_PER_DAY`` + 5 in all, at once: exactly the cap is
   accepted, the rest ``429 daily-conversation-cap``. The counts are checked, not only printed
   (exit status 1 on a difference).
3. ``moves``: the throughput phase of ``bench_api.py`` (the native load generator, both
   replicas) with and without ``--flooders`` clients flooding messages beside it, alternating
   for ``--rounds`` rounds: moves/s and the moves' p50/p99, and the flood's requests/s.

    scripts/with-postgres.sh .venv/bin/python scripts/bench_social.py [--messages 200]
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import queue
import random
import statistics
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
from bench_api import build_loadgen, native_throughput, start_server, stop_servers
from bench_live import drop_schema, fresh_schema, summary

from ginrummy.devserver import ServerProcess

BURST = 5  # GINRUMMY_SOCIAL_MESSAGES_BURST's default
DAILY = 20  # GINRUMMY_SOCIAL_NEW_CONVERSATIONS_PER_DAY's default


class Notifications(threading.Thread):
    """Reads a notifications stream; queues (arrival time, record) of each ``message``."""

    def __init__(self, url: str, token: str) -> None:
        super().__init__(daemon=True)
        self.url = f"{url}/players/me/notifications/stream"
        self.headers = {"Authorization": f"Bearer {token}"}
        self.messages: queue.Queue[tuple[float, dict[str, Any]]] = queue.Queue()
        self.opened = threading.Event()
        self.client = httpx.Client(timeout=httpx.Timeout(5.0, read=None))
        self.start()

    def run(self) -> None:
        event = ""
        try:
            with self.client.stream("GET", self.url, headers=self.headers) as response:
                response.raise_for_status()
                self.opened.set()
                for line in response.iter_lines():
                    if line.startswith("event:"):
                        event = line[6:].strip()
                    elif line.startswith("data:") and event == "message":
                        self.messages.put((time.perf_counter(), json.loads(line[5:])))
        except httpx.HTTPError:
            pass

    def arrival_of(self, text: str, timeout: float = 10.0) -> float:
        """When the message holding ``text`` arrived."""
        deadline = time.monotonic() + timeout
        while True:
            at, record = self.messages.get(timeout=max(0.001, deadline - time.monotonic()))
            if record["text"] == text:
                return at


def register(http: httpx.Client, name: str) -> tuple[str, str]:
    """A new player: (id, token)."""
    r = http.post("/players", json={"name": name})
    r.raise_for_status()
    body = r.json()
    return str(body["id"]), str(body["token"])


def send(http: httpx.Client, token: str, to: str, text: str) -> httpx.Response:
    return http.post(
        "/players/me/messages",
        json={"to": to, "text": text},
        headers={"Authorization": f"Bearer {token}"},
    )


@contextmanager
def replicas(env: dict[str, str], count: int = 2) -> Iterator[list[ServerProcess]]:
    """``count`` replicas over one fresh schema of ``DATABASE_URL``."""
    url = env["DATABASE_URL"]
    schema = fresh_schema(url)
    servers: list[ServerProcess] = []
    try:
        for _ in range(count):
            servers.append(start_server({**env, "GINRUMMY_DB_SCHEMA": schema}))
        yield servers
    finally:
        stop_servers(servers)
        drop_schema(url, schema)


@contextmanager
def clients_of(urls: list[str]) -> Iterator[list[httpx.Client]]:
    """One HTTP client per replica, closed after."""
    clients = [httpx.Client(base_url=url, timeout=30) for url in urls]
    try:
        yield clients
    finally:
        for http in clients:
            http.close()


def delivery(env: dict[str, str], messages: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    with replicas(env) as (a, b), httpx.Client(base_url=a.url, timeout=10) as http:
        tag = uuid.uuid4().hex[:8]
        recipient, token = register(http, f"to{tag}")
        stream = Notifications(b.url, token)
        try:
            if not stream.opened.wait(10):
                raise RuntimeError("the notifications stream did not open")
            senders = [register(http, f"s{tag}{i}")[1] for i in range(40)]
            latencies: list[float] = []
            posts: list[float] = []
            for k in range(messages):
                text = f"message {k} of {tag}"
                sent = time.perf_counter()
                r = send(http, senders[k % len(senders)], recipient, text)
                answered = time.perf_counter()
                r.raise_for_status()
                latencies.append(stream.arrival_of(text) - sent)
                posts.append(answered - sent)
                time.sleep(rng.uniform(0.0, 0.3))
        finally:
            stream.client.close()
    return {"messages": messages, "delivery": summary(latencies), "post": summary(posts)}


def _at_once(calls: list[Any]) -> list[Any]:
    """Runs the calls each on its own thread, released together; their results in order."""
    results: list[Any] = [None] * len(calls)
    start = threading.Barrier(len(calls))

    def run(i: int) -> None:
        start.wait()
        results[i] = calls[i]()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def _reasons(responses: list[httpx.Response]) -> dict[str, int]:
    counts: collections.Counter[str] = collections.Counter()
    for r in responses:
        # a problem's reason ends its ``type`` (urn:ginrummy:problem:REASON)
        reason = "" if r.status_code < 400 else str(r.json()["type"]).rsplit(":", 1)[-1]
        counts[f"{r.status_code} {reason}".strip()] += 1
    return dict(sorted(counts.items()))


def flood(env: dict[str, str], flooders: int, per_flooder: int) -> dict[str, Any]:
    report: dict[str, Any] = {"flooders": flooders, "per_flooder": per_flooder}
    with replicas(env) as servers, clients_of([s.url for s in servers]) as clients:
        tag = uuid.uuid4().hex[:6]
        recipient, _ = register(clients[0], f"fr{tag}")
        tokens = [register(clients[0], f"f{tag}{i}")[1] for i in range(flooders)]

        def flooder(i: int) -> list[httpx.Response]:
            http = clients[i % len(clients)]
            return [
                send(http, tokens[i], recipient, f"flood {k} from {i}") for k in range(per_flooder)
            ]

        rounds = _at_once([lambda i=i: flooder(i) for i in range(flooders)])
        accepted = [sum(r.status_code == 201 for r in mine) for mine in rounds]
        report["burst"] = {
            "statuses": _reasons([r for mine in rounds for r in mine]),
            "accepted_per_flooder": sorted(set(accepted)),
        }
    wide = {**env, "GINRUMMY_SOCIAL_MESSAGES_BURST": "1000"}
    with replicas(wide) as servers, clients_of([s.url for s in servers]) as clients:
        tag = uuid.uuid4().hex[:6]
        recipients = [register(clients[0], f"dr{tag}{j}")[0] for j in range(DAILY + 5)]
        tokens = [register(clients[0], f"d{tag}{i}")[1] for i in range(flooders)]

        def repeater(i: int) -> list[httpx.Response]:
            http, text = clients[i % len(clients)], f"hello from {i}"
            return [send(http, tokens[i], recipients[0], text) for _ in range(2)]

        pairs = _at_once([lambda i=i: repeater(i) for i in range(flooders)])
        report["repeat"] = {"statuses": _reasons([pair[1] for pair in pairs])}

        def opener(i: int, pair: list[httpx.Response]) -> list[httpx.Response]:
            http = clients[i % len(clients)]
            return [
                pair[0],
                *(send(http, tokens[i], to, f"hello {j} from {i}") for j, to in rest),
            ]

        rest = list(enumerate(recipients))[1:]
        rounds = _at_once([lambda i=i, pair=pair: opener(i, pair) for i, pair in enumerate(pairs)])
        report["daily"] = {
            "new_conversations_tried": flooders * len(recipients),
            "statuses": _reasons([r for mine in rounds for r in mine]),
            "accepted_per_flooder": sorted(
                {sum(r.status_code == 201 for r in mine) for mine in rounds}
            ),
        }
    expected = {
        "burst": {"201": flooders * BURST, "429 message-flood": flooders * (per_flooder - BURST)},
        "repeat": {"409 message-repeated": flooders},
        "daily": {
            "201": flooders * DAILY,
            "429 daily-conversation-cap": flooders * 5,
        },
    }
    report["expected"] = expected
    report["holds"] = all(report[k]["statuses"] == v for k, v in expected.items())
    return report


class Flood(threading.Thread):
    """``flooders`` clients sending messages as fast as the replicas answer, until stopped."""

    def __init__(self, urls: list[str], flooders: int) -> None:
        super().__init__(daemon=True)
        self.urls = urls
        self.flooders = flooders
        self.stopped = threading.Event()
        self.ready = threading.Event()
        self.statuses: collections.Counter[int] = collections.Counter()
        self.lock = threading.Lock()
        self.started_at = self.ended_at = 0.0

    def run(self) -> None:
        with clients_of(self.urls) as clients:
            tag = uuid.uuid4().hex[:6]
            recipient, _ = register(clients[0], f"mr{tag}")
            tokens = [register(clients[0], f"m{tag}{i}")[1] for i in range(self.flooders)]
            threads = [
                threading.Thread(target=self._flood, args=(clients[i % len(clients)], t, recipient))
                for i, t in enumerate(tokens)
            ]
            self.started_at = time.perf_counter()
            self.ready.set()
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            self.ended_at = time.perf_counter()

    def _flood(self, http: httpx.Client, token: str, to: str) -> None:
        k = 0
        while not self.stopped.is_set():
            r = send(http, token, to, f"flood {k}")
            k += 1
            with self.lock:
                self.statuses[r.status_code] += 1

    def report(self) -> dict[str, Any]:
        seconds = max(1e-9, self.ended_at - self.started_at)
        total = sum(self.statuses.values())
        return {
            "requests_per_second": round(total / seconds, 1),
            "statuses": {str(k): v for k, v in sorted(self.statuses.items())},
        }


def moves(env: dict[str, str], flooders: int, rounds: int, seconds: float) -> dict[str, Any]:
    loadgen = build_loadgen()
    runs: list[dict[str, Any]] = []
    for round_index in range(rounds):
        for label in ("quiet", "flood"):
            with replicas(env) as servers:
                urls = [s.url for s in servers]
                flood_thread = Flood(urls, flooders) if label == "flood" else None
                if flood_thread is not None:
                    flood_thread.start()
                    flood_thread.ready.wait(60)
                try:
                    result = native_throughput(loadgen, urls, 64, seconds, [s.pid for s in servers])
                finally:
                    if flood_thread is not None:
                        flood_thread.stopped.set()
                        flood_thread.join()
            row = {"variant": label, "round": round_index + 1, **result}
            if flood_thread is not None:
                row["flood"] = flood_thread.report()
            print(json.dumps(row), file=sys.stderr)
            runs.append(row)
    keys = ("moves_per_second", "p50_ms", "p99_ms")
    medians = {
        label: {
            k: round(statistics.median(r[k] for r in runs if r["variant"] == label), 2)
            for k in keys
        }
        for label in ("quiet", "flood")
    }
    return {"flooders": flooders, "seconds": seconds, "runs": runs, "medians": medians}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=int, default=200)
    parser.add_argument("--flooders", type=int, default=50)
    parser.add_argument("--per-flooder", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument(
        "--phases", default="delivery,flood,moves", help="which phases, comma-separated"
    )
    parser.add_argument("--output", help="write the JSON report there too")
    args = parser.parse_args()
    url = os.environ.get("DATABASE_URL", "")
    if not url:
        print("DATABASE_URL is not set: run under scripts/with-postgres.sh", file=sys.stderr)
        return 2
    env = {
        "DATABASE_URL": url,
        "GINRUMMY_RATE_LIMIT": "0",
        "GINRUMMY_TOURNAMENT_WORKERS": "0",
        "GINRUMMY_LOG_LEVEL": "warning",
    }
    phases = {p.strip() for p in args.phases.split(",") if p.strip()}
    report: dict[str, Any] = {"cpus": os.cpu_count()}
    if "delivery" in phases:
        report["delivery"] = delivery(env, args.messages, args.seed)
    if "flood" in phases:
        report["flood"] = flood(env, args.flooders, args.per_flooder)
    if "moves" in phases:
        report["moves"] = moves(env, args.flooders, args.rounds, args.seconds)
    text = json.dumps(report, indent=2)
    print(text)
    if args.output:
        with open(args.output, "w") as out:
            out.write(text + "\n")
    return 1 if "flood" in report and not report["flood"]["holds"] else 0


if __name__ == "__main__":
    sys.exit(main())
