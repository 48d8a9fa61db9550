"""Concurrent HTTP bots for the operations tests: each plays both seats of its own matches
(random legal moves) and tallies what was acknowledged, refused (503) or failed."""

from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import httpx

from support.bots import HttpBot


class StoppedError(Exception):
    """The bot stops (asked to, or the server went away)."""


@dataclass
class Tally:
    acknowledged: list[tuple[str, int, list[dict[str, str]]]] = field(default_factory=list)
    refused: list[float] = field(default_factory=list)  # when each 503 arrived
    ok_times: list[float] = field(default_factory=list)  # when each move was acknowledged
    slowest: float = 0.0
    errors: list[str] = field(default_factory=list)
    disconnected: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


class Bot(HttpBot):
    """Plays its own matches until ``stop``; every read is retried while refused (503),
    an action is not (it is decided again on a fresh read)."""

    def __init__(self, url: str, tally: Tally, seed: int, stop: threading.Event) -> None:
        self.client = httpx.Client(base_url=url, timeout=30)
        super().__init__(self.client, random.Random(seed))
        self.tally = tally
        self.stop = stop
        self.name = f"bot{seed}x{random.randrange(10**6)}"

    def call(self, method: str, path: str, **kwargs: Any) -> httpx.Response | None:
        """One request; ``None`` when refused with a well-formed 503 (then waits a little)."""
        started = time.monotonic()
        try:
            r = self.client.request(method, path, **kwargs)
        except httpx.TransportError:
            # the server is gone (shutting down): nothing acknowledged; stop this bot
            with self.tally.lock:
                self.tally.disconnected += 1
            self.stop.set()
            raise StoppedError from None
        elapsed = time.monotonic() - started
        with self.tally.lock:
            self.tally.slowest = max(self.tally.slowest, elapsed)
        if r.status_code == 503:
            problem = r.json()
            if (
                problem.get("type") != "urn:ginrummy:problem:store-unavailable"
                or not r.headers.get("retry-after", "").isdigit()
                or not r.headers.get("content-type", "").startswith("application/problem+json")
            ):
                self.tally.errors.append(f"malformed 503: {r.headers} {r.text[:200]}")
            with self.tally.lock:
                self.tally.refused.append(time.monotonic())
            time.sleep(0.1)
            return None
        if r.status_code >= 500:
            self.tally.errors.append(f"{method} {path}: {r.status_code} {r.text[:300]}")
        return r

    def request(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        """Until not refused (or asked to stop)."""
        while True:
            if self.stop.is_set():
                raise StoppedError
            r = self.call(method, path, **kwargs)
            if r is not None:
                return r

    def run(self) -> None:
        try:
            self._run()
        except StoppedError:
            pass
        except Exception as exc:  # pragma: no cover - reported by the test
            self.tally.errors.append(f"{self.name}: {exc!r}")

    def _register(self, suffix: str) -> dict[str, str]:
        while True:
            r = self.request("POST", "/players", json={"name": f"{self.name}{suffix}"})
            if r.status_code == 201:
                return {"Authorization": f"Bearer {r.json()['token']}"}
            # a registration refused mid-flight may have been recorded: take another name
            suffix += "r"

    def _new_match(self) -> tuple[str, list[dict[str, str]]]:
        a, b = (
            self._register(f"a{self.rng.random():.6f}"),
            self._register(f"b{self.rng.random():.6f}"),
        )
        body = {"opponent": {"kind": "open"}, "seat": 0, "rules": {"target_score": 100}}
        r = self.request("POST", "/matches", json=body, headers=a)
        assert r.status_code == 201, r.text
        match_id = r.json()["id"]
        r = self.request("POST", f"/matches/{match_id}/join", headers=b)
        assert r.status_code == 200, r.text
        return match_id, [a, b]

    def _run(self) -> None:
        match_id, seats = self._new_match()
        while not self.stop.is_set():
            decided = self.next_action(match_id, seats)
            if decided is None:
                match_id, seats = self._new_match()
                continue
            seat, body = decided
            r = self.call("POST", f"/matches/{match_id}/actions", json=body, headers=seat)
            if r is None or r.status_code == 409:
                continue  # refused (or recorded but not acknowledged): read the match again
            assert r.status_code == 200, r.text
            with self.tally.lock:
                self.tally.acknowledged.append((match_id, int(r.json()["version"]), seats))
                self.tally.ok_times.append(time.monotonic())
