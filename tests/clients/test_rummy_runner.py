"""The bot runner plays Rummy: a 3-seat match of the runner's player (the example Rummy bot)
and two built-in bots played to its end through the player's stream, a Gin and a Rummy match at
once, and a Rummy turn of a match the runner has seen no event of (learnt from Gin's 404)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from typing import Any
from uuid import UUID

import httpx
from rummy_bot import act as rummy_act
from simple_bot import act as gin_act

from api.conftest import LiveServer
from conftest import EXAMPLES, Running, assert_applied_once, new_match, player
from ginrummy_bot import Options, Runner, Stats
from ginrummy_client import AuthenticatedClient
from ginrummy_client.api.matches import get_match
from ginrummy_client.api.rummy import (
    create_rummy_match,
    get_rummy_match,
    list_rummy_match_events,
)
from ginrummy_client.models import (
    Match,
    MatchStatus,
    RummyEventList,
    RummyMatch,
    RummyMatchCreate,
    RummyMatchStatus,
)
from support.players import register

#: The event each Rummy action records.
RUMMY_EVENT_OF = {
    "draw_stock": "drew_stock",
    "draw_discard": "drew_discard",
    "meld": "melded",
    "lay_off": "laid_off",
    "swap_joker": "joker_swapped",
    "discard": "discarded",
}


def new_rummy_match(api: AuthenticatedClient, seat: int = 0) -> RummyMatch:
    """Three seats: the caller's at ``seat``, a beginner and an easy bot; a short match."""
    bots: list[dict[str, Any]] = [
        {"kind": "bot", "level": "beginner"},
        {"kind": "bot", "level": "easy"},
    ]
    seats = [*bots[:seat], {"kind": "me"}, *bots[seat:]]
    body = RummyMatchCreate.from_dict(
        {"seats": seats, "options": {"target_score": 50, "turn_limit": 50}}
    )
    made = create_rummy_match.sync(client=api, body=body)
    assert isinstance(made, RummyMatch), made
    assert made.status == RummyMatchStatus.ACTIVE and made.your_seat == seat
    return made


def rummy_events(api: AuthenticatedClient, match_id: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    while True:
        after = out[-1]["version"] if out else 0
        page = list_rummy_match_events.sync(UUID(match_id), client=api, after=after)
        assert isinstance(page, RummyEventList), page
        out.extend(e.to_dict() for e in page.events)
        if not page.events or out[-1]["version"] >= page.version:
            return out


def assert_rummy_applied_once(
    api: AuthenticatedClient, stats: Stats, match_id: str, seat: int
) -> None:
    """Each action the runner applied is in the log once, right after the version it was
    decided on, as it was sent; the seat has no other action in the log."""
    log = rummy_events(api, match_id)
    assert [e["version"] for e in log] == list(range(1, len(log) + 1)), "a gap in the log"
    by_version = {e["version"]: e for e in log}
    mine = [(v, body) for m, v, body in stats.applied if m == match_id]
    assert mine, "the runner played nothing"
    assert len({v for v, _ in mine}) == len(mine), "two actions decided on one version"
    for seen, body in mine:
        event = by_version[seen + 1]
        assert event["type"] == RUMMY_EVENT_OF[body["type"]], (seen, body, event)
        assert event["seat"] == seat and event["action"] == body, (seen, body, event)
    ours = [e for e in log if e["type"] in RUMMY_EVENT_OF.values() and e["seat"] == seat]
    assert len(ours) == len(mine), "an action of the seat that the runner did not apply once"


def assert_finished(api: AuthenticatedClient, match_id: str) -> RummyMatch:
    done = get_rummy_match.sync(UUID(match_id), client=api)
    assert isinstance(done, RummyMatch) and done.status == RummyMatchStatus.FINISHED, done
    assert done.standings is not None and done.hands
    return done


def test_a_three_seat_rummy_match_played_to_its_end_by_the_runner(
    live_server: LiveServer, run_bot: Callable[..., Running]
) -> None:
    token = register(live_server.url).token
    api = player(live_server.url, token)
    made = new_rummy_match(api, seat=1)
    stats = run_bot(live_server.url, token, None, Options(matches=1), rummy_act=rummy_act).join()
    assert stats.errors == [] and stats.finished == [made.id]
    done = assert_finished(api, made.id)
    assert_rummy_applied_once(api, stats, made.id, 1)
    kinds = {body["type"] for _, _, body in stats.applied}
    assert {"discard"} <= kinds and kinds & {"draw_stock", "draw_discard"}, kinds
    # every hand the runner's seat played went through the runner: it drew in each
    draws = [b for _, _, b in stats.applied if b["type"] in ("draw_stock", "draw_discard")]
    assert len(draws) >= len(done.hands)


def test_the_command_plays_rummy_only_with_the_example_bot(live_server: LiveServer) -> None:
    """``ginrummy-bot --play-rummy clients/examples/rummy_bot.py:act --matches 1`` (no Gin
    bot) plays the player's Rummy match to its end."""
    token = register(live_server.url).token
    api = player(live_server.url, token)
    made = new_rummy_match(api, seat=2)
    command = [
        sys.executable,
        "-m",
        "ginrummy_bot",
        "--url",
        live_server.url,
        "--token",
        token,
        "--play-rummy",
        f"{EXAMPLES / 'rummy_bot.py'}:act",
        "--matches",
        "1",
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "finished 1 match(es)" in done.stderr and " 0 errors" in done.stderr, done.stderr
    assert_finished(api, made.id)


def test_one_runner_plays_a_gin_and_a_rummy_match_at_once(
    live_server: LiveServer, run_bot: Callable[..., Running]
) -> None:
    token = register(live_server.url).token
    api = player(live_server.url, token)
    gin = new_match(api, bot="easy", target=10)
    rummy = new_rummy_match(api)
    stats = run_bot(live_server.url, token, gin_act, Options(matches=2), rummy_act=rummy_act).join()
    assert stats.errors == [] and sorted(stats.finished) == sorted([gin.id, rummy.id])
    finished = get_match.sync(UUID(gin.id), client=api)
    assert isinstance(finished, Match) and finished.status == MatchStatus.FINISHED
    assert_applied_once(api, stats, gin.id, gin.your_seat or 0)
    assert_finished(api, rummy.id)
    assert_rummy_applied_once(api, stats, rummy.id, 0)


class Recording(httpx.HTTPTransport):
    """The transport of a runner, recording each request's method and path."""

    def __init__(self) -> None:
        super().__init__()
        self.requests: list[tuple[str, str]] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.requests.append((request.method, request.url.path))
        return super().handle_request(request)


def test_a_turn_of_a_match_never_seen_is_learnt_from_gin_s_404(
    live_server: LiveServer,
) -> None:
    """No stream: ``take_turn`` on a Rummy match's id reads ``GET /matches/{id}`` once (a 404
    naming ``/rummy/matches``) and plays on as Rummy; the bots play inside the runner's
    requests, so it plays on to the match's end; a second call does not ask Gin's route."""
    token = register(live_server.url).token
    api = player(live_server.url, token)
    made = new_rummy_match(api)
    transport = Recording()
    runner = Runner(live_server.url, token, gin_act, rummy_act=rummy_act, transport=transport)
    try:
        runner.take_turn(made.id)
        assert runner.stats.errors == [] and runner.stats.finished == [made.id]
        assert_finished(api, made.id)
        assert_rummy_applied_once(api, runner.stats, made.id, 0)
        gin_route = ("GET", f"/matches/{made.id}")
        assert transport.requests[0] == gin_route
        assert transport.requests[1] == ("GET", f"/rummy/matches/{made.id}")
        posts = [r for r in transport.requests if r[0] == "POST"]
        assert posts == [("POST", f"/rummy/matches/{made.id}/actions")] * len(posts)
        assert len(posts) == len(runner.stats.applied)
        runner.take_turn(made.id)  # the match is over: it reads it, and plays nothing
        assert transport.requests.count(gin_route) == 1
        assert transport.requests[-1] == ("GET", f"/rummy/matches/{made.id}")
    finally:
        runner.close()
