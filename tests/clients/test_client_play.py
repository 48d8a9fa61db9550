"""The generated Python client over a live server: complete matches against every bot level,
the example bot through the ``ginrummy-bot`` command, a built-in level hosted as an HTTP bot."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from uuid import UUID

from simple_bot import act

from api.conftest import LiveServer
from conftest import EXAMPLES, Running, assert_applied_once, new_match, player
from ginrummy_bot import Options
from ginrummy_bot.levels import level_policy
from ginrummy_client.api.matches import get_match, list_bot_levels
from ginrummy_client.models import BotLevels, Match, MatchStatus
from support.players import register

ROOT = Path(__file__).resolve().parents[2]


def test_complete_matches_against_every_bot_level(
    live_server: LiveServer, run_bot: Callable[..., Running]
) -> None:
    token = register(live_server.url).token
    api = player(live_server.url, token)
    levels = list_bot_levels.sync(client=api)
    assert isinstance(levels, BotLevels) and len(levels.levels) >= 4, levels
    matches = [new_match(api, bot=level, seat=i % 2) for i, level in enumerate(levels.levels)]
    stats = run_bot(live_server.url, token, act, Options(matches=len(matches))).join()
    assert stats.errors == []
    for created in matches:
        done = get_match.sync(UUID(created.id), client=api)
        assert isinstance(done, Match) and done.status == MatchStatus.FINISHED, done
        assert done.winner in (0, 1)
        assert_applied_once(api, stats, created.id, created.your_seat or 0)
    assert sorted(stats.finished) == sorted(m.id for m in matches)


def test_the_example_bot_through_the_command_against_a_hosted_level(
    live_server: LiveServer, run_bot: Callable[..., Running]
) -> None:
    """``ginrummy-bot --play clients/examples/simple_bot.py:act --create-open 1`` against a
    runner that joins open matches with the built-in expert's choices (``--level expert``)."""
    host_token = register(live_server.url).token
    guest_token = register(live_server.url).token
    guest = run_bot(
        live_server.url,
        guest_token,
        level_policy("expert", seed=7),
        Options(join_open=True, matches=1, lobby_seconds=0.2),
    )
    command = [
        sys.executable,
        "-m",
        "ginrummy_bot",
        "--url",
        live_server.url,
        "--token",
        host_token,
        "--play",
        f"{EXAMPLES / 'simple_bot.py'}:act",
        "--create-open",
        "1",
        "--matches",
        "1",
        "--rules",
        json.dumps({"target_score": 10}),
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert "finished 1 match(es)" in done.stderr
    stats = guest.join()
    assert stats.errors == [] and stats.joined == 1 and len(stats.finished) == 1
    api = player(live_server.url, guest_token)
    finished = get_match.sync(UUID(stats.finished[0]), client=api)
    assert isinstance(finished, Match) and finished.status == MatchStatus.FINISHED
    assert_applied_once(api, stats, finished.id, finished.your_seat or 0)
