"""The tests' HTTP bot: plays both seats of a match with random legal actions.

One turn: read the match as seat 0 (who is to act), read that seat's view, choose one of its
legal actions (``api.helpers.choose``), and post it naming the version it was decided on.
Tests that need another way of sending (retries with the same ``Idempotency-Key``, tallying
503s) subclass it and override :meth:`HttpBot.request`.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Protocol

import httpx

from api.helpers import choose

Headers = dict[str, str]
Json = dict[str, Any]


class HttpBot:
    """Plays matches through ``http`` (an ``httpx.Client`` with a base URL, or a
    ``TestClient``), its choices drawn from ``rng``."""

    def __init__(self, http: Any, rng: random.Random) -> None:
        self.http = http
        self.rng = rng

    def request(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        """One request (subclasses add their retry policies)."""
        response: httpx.Response = self.http.request(method, path, **kwargs)
        return response

    def view(self, match_id: str, seat: Headers) -> Json:
        body: Json = self.request("GET", f"/matches/{match_id}", headers=seat).json()
        return body

    def next_action(self, match_id: str, seats: list[Headers]) -> tuple[Headers, Json] | None:
        """The seat to act and its action (with the version it saw); ``None`` once the match
        is no longer active."""
        match = self.view(match_id, seats[0])
        if match["status"] != "active":
            return None
        seat = seats[int(match["to_act"])]
        mine = self.view(match_id, seat)
        action = choose(mine["view"]["legal_actions"], self.rng)
        return seat, {**action, "version": mine["version"]}

    def act(self, match_id: str, seat: Headers, body: Json, **headers: str) -> httpx.Response:
        return self.request(
            "POST", f"/matches/{match_id}/actions", json=body, headers={**seat, **headers}
        )

    def play_out(self, match_id: str, seats: list[Headers]) -> Json:
        """Plays until the match ends; every action must be accepted. The last document."""
        while (decided := self.next_action(match_id, seats)) is not None:
            r = self.act(match_id, *decided)
            assert r.status_code == 200, r.text
        return self.view(match_id, seats[0])


class BackgroundPlayer(Protocol):
    """What :func:`playing_in_background` runs: a ``ginrummy_bot.Runner``."""

    def run(self) -> Any: ...
    def stop(self) -> None: ...
    def close(self) -> None: ...


@contextmanager
def playing_in_background(runner: BackgroundPlayer) -> Iterator[None]:
    """``runner`` plays in a thread for the block; after it (even on a failure) the runner is
    stopped, its thread joined (30 s at most) and the runner closed."""
    thread = threading.Thread(target=runner.run, daemon=True)
    thread.start()
    try:
        yield
    finally:
        runner.stop()
        thread.join(30)
        runner.close()
