"""What the shared rate limit costs per request, and what it holds across three replicas.

Run under ``scripts/with-postgres.sh`` (``make bench-rate-limit``).

1. Cost: one replica over PostgreSQL, one client sending ``--requests`` sequential
   ``GET /players/me`` with a limit never reached, each mode in turn, ``--rounds`` times:
   ``off`` (``GINRUMMY_RATE_LIMIT=0``), ``process`` (Litestar's in-process window,
   ``GINRUMMY_RATE_LIMIT_SHARED=n``) and ``shared`` (the PostgreSQL window). Prints the mean and
   p50/p99 round trip and the replica's CPU per request; and the counter's statement alone
   (``SharedRateLimit.hit`` in a row, as the middleware awaits it).
2. Across replicas: three replicas, ``--rate`` per second, eight threads sending as fast as
   they can round-robin over them for ``--seconds`` whole seconds: requests accepted per
   second, shared against per process.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import statistics
import sys
import threading
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "services")]

from bench_live import Replica, drop_schema, fresh_schema, percentile  # noqa: E402

from ginrummy.service.persistence.ratelimit import SharedRateLimit  # noqa: E402

MODES = {
    "off": {"GINRUMMY_RATE_LIMIT": "0"},
    "process": {"GINRUMMY_RATE_LIMIT": "100000", "GINRUMMY_RATE_LIMIT_SHARED": "n"},
    "shared": {"GINRUMMY_RATE_LIMIT": "100000", "GINRUMMY_RATE_LIMIT_SHARED": "y"},
}


def base_env(url: str, schema: str) -> dict[str, str]:
    return {
        "DATABASE_URL": url,
        "GINRUMMY_DB_SCHEMA": schema,
        "GINRUMMY_TOURNAMENT_WORKERS": "0",
        "GINRUMMY_DB_POOL_SIZE": "4",
        "GINRUMMY_LOG_LEVEL": "warning",
    }


def token(url: str) -> dict[str, str]:
    r = httpx.post(url + "/players", json={"name": f"rl{time.time_ns() % 10**9}"})
    r.raise_for_status()
    return {"Authorization": f"Bearer {r.json()['token']}"}


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux: /proc/PID/stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cost(env: dict[str, str], requests: int) -> dict[str, float]:
    replica = Replica(env)
    try:
        headers = token(replica.url)
        with httpx.Client(base_url=replica.url, headers=headers) as http:
            for _ in range(100):
                http.get("/players/me")
            cpu = cpu_seconds(replica.proc.pid)
            times = []
            for _ in range(requests):
                started = time.perf_counter()
                http.get("/players/me").raise_for_status()
                times.append(time.perf_counter() - started)
        used = cpu_seconds(replica.proc.pid) - cpu
        return {
            "mean_ms": statistics.fmean(times) * 1000,
            "p50_ms": percentile(times, 50) * 1000,
            "p99_ms": percentile(times, 99) * 1000,
            "cpu_ms": used / requests * 1000,
        }
    finally:
        replica.stop()


def statement(url: str, schema: str, count: int) -> dict[str, float]:
    """The shared counter alone: ``count`` sequential hits of one key (never over the limit),
    from one asyncio task, as a replica's middleware makes them."""

    async def run() -> tuple[list[float], float]:
        limit = SharedRateLimit(url, schema, 10**9)
        await limit.open()
        try:
            for _ in range(50):
                await limit.hit("bench")
            times = []
            cpu = time.process_time()
            for _ in range(count):
                started = time.perf_counter()
                await limit.hit("bench")
                times.append(time.perf_counter() - started)
            return times, (time.process_time() - cpu) / count
        finally:
            await limit.close()

    times, cpu = asyncio.run(run())
    return {
        "cpu_ms": cpu * 1000,
        "mean_ms": statistics.fmean(times) * 1000,
        "p50_ms": percentile(times, 50) * 1000,
        "p99_ms": percentile(times, 99) * 1000,
    }


def across(env: dict[str, str], seconds: int) -> tuple[int, int]:
    replicas = [Replica(env) for _ in range(3)]
    try:
        headers = token(replicas[0].url)
        pools = [
            [httpx.Client(base_url=r.url, headers=headers, timeout=10) for r in replicas]
            for _ in range(8)
        ]
        for sessions in pools:
            for session in sessions:
                session.get("/players/me")
        counts = {"accepted": 0, "refused": 0}
        lock = threading.Lock()
        turn = itertools.count()
        start = float(int(time.time()) + 1)
        end = start + seconds - 0.05

        def client(sessions: list[httpx.Client]) -> None:
            while time.time() < start:
                time.sleep(0.001)
            while time.time() < end:
                r = sessions[next(turn) % 3].get("/players/me")
                if time.time() < end + 0.04:
                    with lock:
                        counts["accepted" if r.status_code == 200 else "refused"] += 1
            for session in sessions:
                session.close()

        threads = [threading.Thread(target=client, args=(s,)) for s in pools]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        return counts["accepted"], counts["refused"]
    finally:
        for replica in replicas:
            replica.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=1500)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--rate", type=int, default=25)
    parser.add_argument("--seconds", type=int, default=8)
    args = parser.parse_args()
    url = os.environ.get("DATABASE_URL", "")
    if not url:
        print("DATABASE_URL is not set: run under scripts/with-postgres.sh", file=sys.stderr)
        return 2
    schema = fresh_schema(url)
    try:
        env = base_env(url, schema)
        results: dict[str, list[dict[str, float]]] = {mode: [] for mode in MODES}
        for _ in range(args.rounds):
            for mode, extra in MODES.items():
                results[mode].append(cost({**env, **extra}, args.requests))
        alone = statement(url, schema, args.requests)
        print(
            f"the shared counter's statement alone ({args.requests} in a row): "
            f"mean {alone['mean_ms']:.3f} ms, p50 {alone['p50_ms']:.3f} ms, "
            f"p99 {alone['p99_ms']:.3f} ms, CPU of the caller {alone['cpu_ms']:.3f} ms"
        )
        print(f"cost: {args.requests} sequential GET /players/me on one replica, by round")
        print(f"{'mode':8} {'mean ms':>8} {'p50 ms':>8} {'p99 ms':>8} {'CPU ms/req':>10}")
        for mode, rounds in results.items():
            for r in rounds:
                print(
                    f"{mode:8} {r['mean_ms']:8.3f} {r['p50_ms']:8.3f} {r['p99_ms']:8.3f} "
                    f"{r['cpu_ms']:10.3f}"
                )
        print(f"three replicas, limit {args.rate}/s, {args.seconds} s, 8 threads round-robin")
        for mode, shared in (("process", "n"), ("shared", "y")):
            limited = {
                **env,
                "GINRUMMY_RATE_LIMIT": str(args.rate),
                "GINRUMMY_RATE_LIMIT_SHARED": shared,
            }
            accepted, refused = across(limited, args.seconds)
            rate = accepted / args.seconds
            print(
                f"{mode:8} accepted {accepted} ({rate:.1f}/s, {rate / args.rate:.0%} of the "
                f"limit), refused {refused}"
            )
    finally:
        drop_schema(url, schema)
    return 0


if __name__ == "__main__":
    sys.exit(main())
