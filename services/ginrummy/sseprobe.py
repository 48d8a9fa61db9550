"""A load probe: many idle Server-Sent Events clients from one process (``make bench-streams``).

    python -m ginrummy.sseprobe --url http://127.0.0.1:8000 --path /players/me/events/stream \
        --tokens tokens.txt --streams 10000 [--per-token 10] [--concurrency 200]

Raises its open-file limit to the hard limit, opens ``--streams`` streams (the tokens of
``--tokens``, one a line, each used ``--per-token`` times; ``--concurrency`` connections
being opened at a time) on plain asyncio sockets, and prints one JSON line once they are all
open (or refused): how many, the time it took, the statuses. It then holds them, counting the
messages and keep-alive comments they receive, until its standard input closes (or SIGTERM),
and prints a last JSON line with those counts.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import signal
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from urllib.parse import urlsplit


def raise_file_limit() -> int:
    """Raises this process's soft limit of open files to its hard limit; returns it."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


@dataclass
class Tally:
    statuses: Counter[str] = field(default_factory=Counter)
    messages: int = 0
    keepalives: int = 0
    closed: int = 0


async def _hold(
    host: str, port: int, path: str, token: str, tally: Tally, opened: asyncio.Semaphore
) -> None:
    try:
        reader, writer = await asyncio.open_connection(host, port)
        writer.write(
            (
                f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\n"
                f"Authorization: Bearer {token}\r\nAccept: text/event-stream\r\n\r\n"
            ).encode()
        )
        head = await reader.readuntil(b"\r\n\r\n")
    except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError) as exc:
        tally.statuses[type(exc).__name__] += 1
        opened.release()
        return
    status = head.split(b" ", 2)[1].decode()
    tally.statuses[status] += 1
    opened.release()
    try:
        while True:
            chunk = await reader.read(65536)
            if not chunk:
                break
            tally.messages += chunk.count(b"\nevent:") + chunk.startswith(b"event:")
            tally.keepalives += chunk.count(b": keep-alive")
    except OSError:
        pass
    finally:
        tally.closed += 1
        writer.close()


async def probe(args: argparse.Namespace) -> None:
    url = urlsplit(args.url)
    host, port = url.hostname or "127.0.0.1", url.port or 80
    with open(args.tokens, encoding="utf-8") as f:
        tokens = [line.strip() for line in f if line.strip()]
    tally = Tally()
    slots = asyncio.Semaphore(args.concurrency)
    tasks: list[asyncio.Task[None]] = []
    started = time.perf_counter()
    for i in range(args.streams):
        await slots.acquire()
        token = tokens[(i // args.per_token) % len(tokens)]
        tasks.append(asyncio.create_task(_hold(host, port, args.path, token, tally, slots)))
    for _ in range(args.concurrency):  # every connection answered
        await slots.acquire()
    seconds = time.perf_counter() - started
    report = {"streams": args.streams, "open_seconds": round(seconds, 3)}
    print(json.dumps({**report, "statuses": dict(tally.statuses)}), flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    loop.add_reader(sys.stdin.fileno(), lambda: stop.set() if not sys.stdin.read(1) else None)
    await stop.wait()
    print(
        json.dumps(
            {
                "messages": tally.messages,
                "keepalives": tally.keepalives,
                "closed_by_server": tally.closed,
            }
        ),
        flush=True,
    )
    for task in tasks:
        task.cancel()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--path", default="/players/me/events/stream")
    parser.add_argument("--tokens", required=True, help="a file of bearer tokens, one a line")
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--per-token", type=int, default=10)
    parser.add_argument("--concurrency", type=int, default=200)
    args = parser.parse_args()
    raise_file_limit()
    asyncio.run(probe(args))


if __name__ == "__main__":
    main()
