"""Fixtures of the client tests: a live server (SQLite and PostgreSQL), players and bots run
through the generated client (``clients/python``)."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest

from api.conftest import LiveServer, live_server, make_env, pg_schema, store_env  # noqa: F401
from ginrummy_bot import Options, Runner, Stats
from ginrummy_client import AuthenticatedClient
from ginrummy_client.api.matches import create_match
from ginrummy_client.api.replay_and_audit import list_match_events
from ginrummy_client.models import (
    BotOpponent,
    BotOpponentKind,
    BotOpponentLevel,
    EventPage,
    Match,
    MatchCreate,
    OpenOpponent,
    OpenOpponentKind,
    Rules,
)

EXAMPLES = Path(__file__).resolve().parents[2] / "clients" / "examples"
sys.path.insert(0, str(EXAMPLES))

# The event each action records.
EVENT_OF = {
    "take_upcard": "upcard_taken",
    "pass_upcard": "upcard_passed",
    "draw_stock": "drew_stock",
    "draw_discard": "drew_discard",
    "discard": "discarded",
    "knock": "knocked",
    "big_gin": "big_gin_declared",
    "lay_off": "laid_off",
    "finish_layoff": "layoff_finished",
    "resign": "resigned",
}


def player(url: str, token: str) -> AuthenticatedClient:
    return AuthenticatedClient(base_url=url, token=token)


def new_match(
    api: AuthenticatedClient, *, bot: str | None = None, target: int = 10, seat: int = 0
) -> Match:
    opponent: BotOpponent | OpenOpponent = (
        BotOpponent(kind=BotOpponentKind.BOT, level=BotOpponentLevel(bot))
        if bot
        else OpenOpponent(kind=OpenOpponentKind.OPEN)
    )
    body = MatchCreate(
        rules=Rules.from_dict({"target_score": target}), opponent=opponent, seat=seat
    )
    created = create_match.sync(client=api, body=body)
    assert isinstance(created, Match), created
    return created


def events(api: AuthenticatedClient, match_id: str) -> list[dict[str, Any]]:
    """The match's whole log, page by page, as dicts."""
    out: list[dict[str, Any]] = []
    after = 0
    while True:
        page = list_match_events.sync(UUID(match_id), client=api, after=after, limit=1000)
        assert isinstance(page, EventPage), page
        out.extend(e.to_dict() for e in page.events)
        if page.complete or not page.events:
            return out
        after = out[-1]["version"]


def assert_applied_once(api: AuthenticatedClient, stats: Stats, match_id: str, seat: int) -> None:
    """The log holds each action the runner had applied exactly once, right after the version
    it was decided on, and no other action of the runner's seat."""
    log = events(api, match_id)
    assert [e["version"] for e in log] == list(range(1, len(log) + 1)), "a gap in the log"
    by_version = {e["version"]: e for e in log}
    mine = [(v, body) for m, v, body in stats.applied if m == match_id]
    assert len({v for v, _ in mine}) == len(mine), "two actions decided on one version"
    for seen, body in mine:
        event = by_version[seen + 1]
        assert event["type"] == EVENT_OF[body["type"]], (seen, body, event)
        assert event["data"].get("seat") == seat, (seen, body, event)
    actions = set(EVENT_OF.values())
    ours = [e for e in log if e["type"] in actions and e["data"].get("seat") == seat]
    assert len(ours) == len(mine), "an action of the seat that the runner did not apply once"


class Running:
    """A runner playing in a thread of the test."""

    def __init__(self, runner: Runner) -> None:
        self.runner = runner
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.runner.run()
        except BaseException as error:
            self.error = error

    def join(self, timeout: float = 240) -> Stats:
        """The runner's stats once it has finished (the timeout only guards against a hang)."""
        self.thread.join(timeout)
        if self.thread.is_alive():
            self.runner.stop()
            self.thread.join(10)
            raise AssertionError(f"the runner did not finish in {timeout}s: {self.runner.stats}")
        self.runner.close()
        if self.error is not None:
            raise self.error
        return self.runner.stats


@pytest.fixture
def run_bot() -> Iterator[Callable[..., Running]]:
    """Starts runners in threads; stops whatever is left at the end of the test."""
    started: list[Running] = []

    def start(url: str, token: str, act: Any, options: Options | None = None, **kw: Any) -> Running:
        running = Running(Runner(url, token, act, options, **kw))
        started.append(running)
        return running

    yield start
    for running in started:
        running.runner.stop()
        running.thread.join(10)
