"""Helpers of the live-stream load tests: a uvicorn server in a thread of the test process (its
app's state at hand), many Server-Sent Events clients on asyncio sockets, and the test sizes.

The sizes are CI-friendly by default; ``GINRUMMY_LIVE_FULL_SCALE=1`` (``make bench-streams``
sets it) runs the full ones of issue 24: 1,000,000 events in the store, 1,000 streams."""

from __future__ import annotations

import asyncio
import json
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import Any

import uvicorn
from litestar import Litestar

from ginrummy.devserver import free_port

FULL_SCALE = os.environ.get("GINRUMMY_LIVE_FULL_SCALE", "") not in ("", "0", "n")


def scale(ci: int, full: int) -> int:
    """``full`` under ``GINRUMMY_LIVE_FULL_SCALE=1``, else ``ci``."""
    return full if FULL_SCALE else ci


@contextmanager
def serve(app: Litestar) -> Iterator[str]:
    """Serves ``app`` with uvicorn in a thread; yields its URL."""
    port = free_port()
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)


@dataclass
class Message:
    """One SSE message: its id, event name, data and arrival time (``perf_counter``)."""

    id: int
    event: str
    data: dict[str, Any]
    at: float


@dataclass
class SSEClient:
    """A Server-Sent Events stream on a raw asyncio socket (thousands fit in one process)."""

    url: str
    path: str
    headers: dict[str, str] = field(default_factory=dict)
    status: int = 0
    messages: list[Message] = field(default_factory=list)
    comments: int = 0
    _changed: asyncio.Event = field(default_factory=asyncio.Event)
    _writer: asyncio.StreamWriter | None = None
    _task: asyncio.Task[None] | None = None

    async def open(self) -> int:
        """Connects and reads the response's head; the body is read in a task."""
        host, _, port = self.url.removeprefix("http://").partition(":")
        reader, self._writer = await asyncio.open_connection(host, int(port))
        head = "".join(f"{k}: {v}\r\n" for k, v in self.headers.items())
        request = f"GET {self.path} HTTP/1.1\r\nHost: {host}\r\n{head}\r\n"
        self._writer.write(request.encode())
        raw = await reader.readuntil(b"\r\n\r\n")
        self.status = int(raw.split(b" ", 2)[1])
        chunked = b"transfer-encoding: chunked" in raw.lower()
        self._task = asyncio.create_task(self._read(reader, chunked))
        return self.status

    async def _read(self, reader: asyncio.StreamReader, chunked: bool) -> None:
        buffer = b""
        try:
            while True:
                if chunked:
                    size_line = await reader.readuntil(b"\r\n")
                    size = int(size_line.strip().split(b";")[0], 16)
                    if size == 0:
                        return
                    data = await reader.readexactly(size + 2)
                    buffer += data[:-2]
                else:
                    data = await reader.read(65536)
                    if not data:
                        return
                    buffer += data
                while b"\r\n\r\n" in buffer:
                    block, buffer = buffer.split(b"\r\n\r\n", 1)
                    self._parse(block.decode())
        except (OSError, asyncio.IncompleteReadError):
            return
        finally:
            self._changed.set()

    def _parse(self, block: str) -> None:
        fields: dict[str, str] = {}
        for line in block.split("\r\n"):
            if line.startswith(":"):
                self.comments += 1
                continue
            key, _, value = line.partition(":")
            fields[key] = value.lstrip(" ")
        if "data" in fields:
            self.messages.append(
                Message(
                    int(fields.get("id", "0")),
                    fields.get("event", ""),
                    json.loads(fields["data"]),
                    time.perf_counter(),
                )
            )
        self._changed.set()

    @property
    def ended(self) -> bool:
        return self._task is not None and self._task.done()

    async def until(self, found: Callable[[Message], bool], timeout: float = 30.0) -> Message:
        """The first message (already received or to come) for which ``found`` holds."""
        deadline = time.monotonic() + timeout
        seen = 0
        while True:
            for message in self.messages[seen:]:
                if found(message):
                    return message
            seen = len(self.messages)
            left = deadline - time.monotonic()
            if left <= 0 or self.ended:
                kinds = [m.event for m in self.messages]
                raise AssertionError(f"{self.path}: no such message; got {kinds}")
            self._changed.clear()
            with suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), timeout=left)

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
        if self._writer is not None:
            self._writer.close()


class RowCounter:
    """Counts the rows the recorder returns (the global log's and the aggregates' reads)."""

    def __init__(self, recorder: Any) -> None:
        self.rows = 0
        for name in ("select_notifications", "select_events"):
            inner = getattr(recorder, name)

            def counted(*args: Any, _inner: Any = inner, **kwargs: Any) -> Any:
                found = list(_inner(*args, **kwargs))
                self.rows += len(found)
                return found

            setattr(recorder, name, counted)
