"""Idle live streams at scale on one replica (``make bench-streams``).

    .venv/bin/python scripts/bench_streams.py [--streams 1000,5000,10000] [--hold 60]

For each N of ``--streams``: a fresh replica (``uvicorn``, SQLite, rate limit off; its
open-file limit raised to the hard limit, which it inherits from this process), N/10 players
registered, then

1. a client plays ``--moves`` moves against a bot with no stream open: the p50/p99 of its
   POST .../actions (the bot answers in the same request);
2. the load probe (``python -m ginrummy.sseprobe``, another process) opens N player streams
   (10 per token, the default limit): the time to open them all;
3. they are held ``--hold`` seconds: after a settling time (``--settle``), the server's CPU
   (user + system, from ``/proc``) over ``--window`` seconds with nothing happening, as a
   share of one core; its resident memory grown per stream; then the client plays
   ``--moves`` more moves with the N streams open;
4. the streams closed, ``--moves`` moves again (apart from the streams, how the store's growth
   and the machine's other work moved the figures between 1 and 3).

With ``--control``, a second replica like the first holds no stream, and the moves of 3 alternate
between the two (one on each in turn): both p99 come from the same seconds, so the machine's
other work weighs on both alike (on a busy machine the phases 1 and 3, a minute apart, differ
by more than the streams do).

Prints one JSON line per N and a table at the end (``--output`` also writes the JSON), with the
machine's load average at the end of each run (other work on the machine skews the figures).
The idle window includes the keep-alives (a comment every 15 s per stream).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from ginrummy.devserver import ServerProcess
from ginrummy.sseprobe import raise_file_limit

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def register(http: httpx.Client, name: str) -> str:
    r = http.post("/players", json={"name": name})
    r.raise_for_status()
    token: str = r.json()["token"]
    return token


class Mover:
    """A client playing against a bot: each move a GET of its view and a POST of a random
    legal action (timed); a new match when one ends."""

    def __init__(self, http: httpx.Client, token: str) -> None:
        self.http = http
        self.headers = {"Authorization": f"Bearer {token}"}
        self.rng = random.Random(7)
        self.match_id = ""

    def _new_match(self) -> None:
        r = self.http.post(
            "/matches",
            json={"opponent": {"kind": "bot", "level": "beginner"}, "seat": 0},
            headers=self.headers,
        )
        r.raise_for_status()
        self.match_id = r.json()["id"]

    def moves(self, count: int) -> list[float]:
        """``count`` moves; the latency of each POST, in milliseconds."""
        latencies: list[float] = []
        if not self.match_id:
            self._new_match()
        while len(latencies) < count:
            view = self.http.get(f"/matches/{self.match_id}", headers=self.headers).json()
            if view["status"] != "active":
                self._new_match()
                continue
            legal = (view.get("view") or {}).get("legal_actions") or []
            if not legal:
                continue
            action = self.rng.choice(legal)
            started = time.perf_counter()
            r = self.http.post(
                f"/matches/{self.match_id}/actions",
                json={**action, "version": view["version"]},
                headers=self.headers,
            )
            elapsed = (time.perf_counter() - started) * 1000
            if r.status_code == 200:
                latencies.append(elapsed)
        return latencies


def percentiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    q = statistics.quantiles(ordered, n=100, method="inclusive")
    return {"p50": round(q[49], 2), "p99": round(q[98], 2)}


def replica_env(n: int, args: argparse.Namespace, sqlite: Path) -> dict[str, str]:
    return {
        "GINRUMMY_SQLITE_PATH": str(sqlite),
        "GINRUMMY_RATE_LIMIT": "0",
        "GINRUMMY_SSE_MAX_STREAMS": str(n + 100),
        "GINRUMMY_SSE_MAX_SECONDS": str(args.hold + 120),
        "GINRUMMY_TOURNAMENT_WORKERS": "0",
        "GINRUMMY_LOG_LEVEL": "warning",
    }


def alternate(movers: list[Mover], count: int) -> list[list[float]]:
    """``count`` moves of each mover, one of each in turn: the latencies of each."""
    out: list[list[float]] = [[] for _ in movers]
    for _ in range(count):
        for mover, latencies in zip(movers, out, strict=True):
            latencies.extend(mover.moves(1))
    return out


def run(n: int, args: argparse.Namespace, workdir: Path) -> dict[str, Any]:
    server = ServerProcess(
        replica_env(n, args, workdir / f"streams-{n}.sqlite"), ready_path="/ready"
    )
    server.start()
    control: ServerProcess | None = None
    try:
        control_mover: Mover | None = None
        if args.control:
            control = ServerProcess(
                replica_env(n, args, workdir / f"control-{n}.sqlite"), ready_path="/ready"
            )
            control.start()
            control_http = httpx.Client(base_url=control.url, timeout=30)
            control_mover = Mover(control_http, register(control_http, f"control-{n}"))
            control_mover.moves(50)  # warm up
        http = httpx.Client(base_url=server.url, timeout=30)
        tokens = [register(http, f"probe-{n}-{i}") for i in range((n + 9) // 10)]
        tokens_file = workdir / f"tokens-{n}.txt"
        tokens_file.write_text("\n".join(tokens) + "\n")
        mover = Mover(http, register(http, f"mover-{n}"))
        mover.moves(50)  # warm up
        unloaded = mover.moves(args.moves)
        rss_before = rss_kb(server.pid)
        probe = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "ginrummy.sseprobe",
                "--url",
                server.url,
                "--tokens",
                str(tokens_file),
                "--streams",
                str(n),
                "--per-token",
                "10",
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert probe.stdout is not None and probe.stdin is not None
        cpu_open = cpu_seconds(server.pid)
        held_from = time.monotonic()
        opened = json.loads(probe.stdout.readline())
        cpu_opening = cpu_seconds(server.pid) - cpu_open
        time.sleep(args.settle)
        cpu0, t0 = cpu_seconds(server.pid), time.monotonic()
        time.sleep(args.window)
        cpu1, t1 = cpu_seconds(server.pid), time.monotonic()
        rss_after = rss_kb(server.pid)
        if control_mover is not None:
            loaded, control_moves = alternate([mover, control_mover], args.moves)
        else:
            loaded, control_moves = mover.moves(args.moves), []
        time.sleep(max(0.0, args.hold - (time.monotonic() - held_from)))
        held = time.monotonic() - held_from
        probe.stdin.close()
        counts = json.loads(probe.stdout.readline())
        probe.wait(timeout=30)
        # the same moves again once the streams are closed: the drift of the store and of the
        # machine between the two runs above, apart from the streams
        after = mover.moves(args.moves)
        result = {
            "streams": n,
            "load_average_1_5_15": [round(x, 2) for x in os.getloadavg()],
            "open_seconds": opened["open_seconds"],
            "statuses": opened["statuses"],
            "opening_cpu_seconds": round(cpu_opening, 2),
            "steady_cpu_percent_of_a_core": round(100 * (cpu1 - cpu0) / (t1 - t0), 2),
            "memory_kb_per_stream": round((rss_after - rss_before) / n, 2),
            "held_seconds": round(held, 1),
            "move_ms_without_streams": percentiles(unloaded),
            "move_ms_with_streams": percentiles(loaded),
            "move_ms_after_streams_closed": percentiles(after),
            "probe": counts,
        }
        if control_moves:
            result["move_ms_control_alternating"] = percentiles(control_moves)
        return result
    finally:
        server.stop()
        if control is not None:
            control.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", default="1000,5000,10000")
    parser.add_argument("--hold", type=float, default=60.0)
    parser.add_argument("--settle", type=float, default=10.0)
    parser.add_argument("--window", type=float, default=30.0)
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument(
        "--control",
        action="store_true",
        help="a second replica without streams; the moves with N streams alternate with its",
    )
    parser.add_argument("--output", type=Path)
    args = parser.parse_args()
    limit = raise_file_limit()  # the replicas inherit it
    print(f"open-file limit {limit}", file=sys.stderr)
    if limit < max(int(n) for n in args.streams.split(",")) + 500:
        print("the open-file limit is too low for that many streams", file=sys.stderr)
    results = []
    with tempfile.TemporaryDirectory(prefix="bench-streams-") as tmp:
        for n in (int(x) for x in args.streams.split(",")):
            result = run(n, args, Path(tmp))
            print(json.dumps(result), flush=True)
            results.append(result)
    print(
        "\n| streams | open all (s) | steady CPU (% core) | KB/stream | move p50/p99 0 | N "
        "| 0 again | load (1 min) |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for r in results:
        a, b = r["move_ms_without_streams"], r["move_ms_with_streams"]
        c = r["move_ms_after_streams_closed"]
        print(
            f"| {r['streams']} | {r['open_seconds']} | {r['steady_cpu_percent_of_a_core']} | "
            f"{r['memory_kb_per_stream']} | {a['p50']}/{a['p99']} ms | {b['p50']}/{b['p99']} ms "
            f"| {c['p50']}/{c['p99']} ms | {r['load_average_1_5_15'][0]} |"
        )
    paired = [r for r in results if "move_ms_control_alternating" in r]
    if paired:
        print("\n| streams | move p50/p99 N | control (0, alternating) | p99 ratio |")
        print("|---|---|---|---|")
        for r in paired:
            b, k = r["move_ms_with_streams"], r["move_ms_control_alternating"]
            print(
                f"| {r['streams']} | {b['p50']}/{b['p99']} ms | {k['p50']}/{k['p99']} ms "
                f"| {round(b['p99'] / k['p99'], 2)} |"
            )
    if args.output is not None:
        args.output.write_text(json.dumps(results, indent=2) + "\n")


if __name__ == "__main__":
    main()
