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
import pytest
from rummy_bot import act as rummy_act
from simple_bot import act as gin_act

from api.conftest import LiveServer
from conftest import EXAMPLES, Running, assert_applied_once, new_match, player
from ginrummy_bot import Options, Runner, Stats
from ginrummy_bot.levels import RummyLevel
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


SHORT = {"target_score": 50, "turn_limit": 50}


def seat_of(match: RummyMatch, player_id: str) -> int:
    return next(s.seat for s in match.seats if s.player_id == player_id)


def test_runners_fill_a_rummy_table_from_the_lobby_and_play_it_out(
    live_server: LiveServer, run_bot: Callable[..., Running]
) -> None:
    """``create_open`` with ``game="rummy"``: a runner creates a 3-seat Rummy match (its seat,
    two open ones, the options given); two runners with ``join_open`` take its open seats from
    ``GET /rummy/matches``, each hosting a built-in level (``RummyLevel``); the three play it to
    its end, each seat's actions once."""
    players = [register(live_server.url) for _ in range(3)]
    creates = Options(
        create_open=1, game="rummy", seats=3, options=SHORT, matches=1, lobby_seconds=0.1
    )
    host = run_bot(live_server.url, players[0].token, None, creates, rummy_act=rummy_act)
    joins = Options(join_open=True, game="rummy", matches=1, lobby_seconds=0.1)
    guests = [  # built-in levels, deciding in the runner through the rules core
        run_bot(live_server.url, p.token, None, joins, rummy_act=RummyLevel(level, seed=i))
        for i, (p, level) in enumerate(zip(players[1:], ("easy", "medium"), strict=True))
    ]
    stats = [host.join(), *(g.join() for g in guests)]
    assert all(s.errors == [] for s in stats), [s.errors for s in stats]
    assert stats[0].created == 1 and [s.joined for s in stats[1:]] == [1, 1]
    (match_id,) = set(stats[0].finished)
    assert all(s.finished == [match_id] for s in stats)
    api = player(live_server.url, players[0].token)
    done = assert_finished(api, match_id)
    assert len(done.seats) == 3 and done.options.target_score == 50
    assert done.seats[0].player_id == players[0].id
    for p, s in zip(players, stats, strict=True):
        assert_rummy_applied_once(api, s, match_id, seat_of(done, p.id))
    # Gin's lobby was not touched: none of them has a Gin match
    for p in players:
        listed = httpx.get(
            f"{live_server.url}/matches",
            params={"mine": "true", "status": "any"},
            headers=p.headers,
        )
        assert listed.status_code == 200 and listed.json()["matches"] == []


def test_the_command_creates_and_joins_rummy_matches(
    live_server: LiveServer, run_bot: Callable[..., Running]
) -> None:
    """``ginrummy-bot --rummy-level medium --game rummy --create-open 1 --seats 2 --options
    ...`` keeps a Rummy match of its own open and hosts the built-in level in it; a runner
    joining Rummy's lobby (the example bot) takes the seat; both play it out."""
    host, guest = register(live_server.url), register(live_server.url)
    command = [
        sys.executable,
        "-m",
        "ginrummy_bot",
        "--url",
        live_server.url,
        "--token",
        host.token,
        "--rummy-level",
        "medium",
        "--seed",
        "3",
        "--game",
        "rummy",
        "--create-open",
        "1",
        "--seats",
        "2",
        "--options",
        '{"target_score": 50, "turn_limit": 50, "jokers": 2}',
        "--matches",
        "1",
    ]
    process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True)
    try:
        joining = run_bot(
            live_server.url,
            guest.token,
            None,
            Options(join_open=True, game="rummy", matches=1, lobby_seconds=0.1),
            rummy_act=rummy_act,
        )
        stats = joining.join()
        _, err = process.communicate(timeout=120)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0, err
    assert "finished 1 match(es)" in err and " 0 errors" in err, err
    assert stats.errors == [] and stats.joined == 1 and len(stats.finished) == 1
    done = assert_finished(player(live_server.url, guest.token), stats.finished[0])
    assert done.options.jokers == 2 and len(done.seats) == 2
    assert done.seats[0].player_id == host.id and done.seats[1].player_id == guest.id


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--game", "rummy", "--join-open", "--play", "G"], "give --play-rummy"),
        (["--rummy-level", "grandmaster"], "one of beginner"),
        (["--game", "rummy", "--create-open", "1", "--seats", "5", "--play-rummy", "R"], "2 to 4"),
        (["--create-open", "1", "--seats", "3", "--play-rummy", "R"], "--seats"),
        (["--game", "rummy", "--join-open", "--rules", "{}", "--play-rummy", "R"], "rules"),
    ],
)
def test_the_command_refuses_a_lobby_it_cannot_play(args: list[str], says: str) -> None:
    """Refused before any request: a Rummy lobby without a Rummy bot (a Gin bot only), a
    table of 5, Gin with Rummy's seats, Rummy with Gin's rules."""
    from ginrummy_bot.cli import main

    specs = {"R": f"{EXAMPLES / 'rummy_bot.py'}:act", "G": f"{EXAMPLES / 'simple_bot.py'}:act"}
    argv = ["--url", "http://127.0.0.1:9", "--token", "t"] + [specs.get(a, a) for a in args]
    with pytest.raises(SystemExit) as refused:
        main(argv)
    assert says in str(refused.value), refused.value
