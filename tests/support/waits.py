"""Waits of the tests: on a condition with a deadline, never a fixed sleep.

``wait_until`` asks a condition (a read of the state the test waits for) until it holds and
returns what it returned; it fails naming what it waited for. ``tournament_ended`` waits for
a tournament's runner to end (in process: the runner thread's end; over HTTP: its status).
"""

from __future__ import annotations

import asyncio
import inspect
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar
from uuid import UUID

import httpx

T = TypeVar("T")
Json = dict[str, Any]
ENDED = frozenset({"finished", "failed", "cancelled"})


def wait_until(
    condition: Callable[[], T],
    *,
    timeout: float = 20.0,
    what: str = "the condition",
    interval: float = 0.02,
) -> T:
    """``condition()`` once it is true (asked every ``interval`` s until ``timeout``)."""
    deadline = time.monotonic() + timeout
    pause = threading.Event()
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not within {timeout} s (last: {value!r})")
        pause.wait(interval)


async def until(
    condition: Callable[[], Any], *, timeout: float = 20.0, what: str = "the condition"
) -> Any:
    """:func:`wait_until` for a test on an event loop: ``condition()`` (awaited when it is a
    coroutine, such as a read over HTTP) once it is true, asked again after the loop has run
    the other tasks (they make it true)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        value = condition()
        if inspect.isawaitable(value):
            value = await value
        if value:
            return value
        if loop.time() > deadline:
            raise AssertionError(f"{what}: not within {timeout} s (last: {value!r})")
        await asyncio.sleep(0.01)


def tournament_ended(client: Any, tid: str, timeout: float = 90) -> Json:
    """The tournament ``tid`` once it has ended (finished, failed or cancelled), read through
    ``client`` (a ``TestClient`` of an app whose runner is waited for, or a base URL)."""
    if isinstance(client, str):

        def read() -> Json:
            body: Json = httpx.get(f"{client}/tournaments/{tid}", timeout=30).json()
            return body
    else:
        client.app.state.service.tournament_runner.wait(UUID(tid), timeout)

        def read() -> Json:
            body: Json = client.get(f"/tournaments/{tid}").json()
            return body

    def ended() -> Json | None:
        body = read()
        return body if body["status"] in ENDED else None

    return wait_until(ended, timeout=timeout, what=f"tournament {tid} to end", interval=0.05)
