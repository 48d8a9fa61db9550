"""The bot runner against what real networks do, over a live server: a restarted server, a
dropped stream, a 429, a 409 after a concurrent change. Each time the match finishes and the
log holds every action the runner applied exactly once."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any
from uuid import UUID

from simple_bot import act

from api.conftest import LiveServer
from conftest import Running, assert_applied_once, new_match, player
from ginrummy_bot import Options
from ginrummy_client.api.matches import get_match, play_action
from ginrummy_client.models import DrawStock, Match, MatchStatus, SeatView
from support.faults import DroppingTransport
from support.players import register


def finished(url: str, token: str, match_id: str) -> Match:
    done = get_match.sync(UUID(match_id), client=player(url, token))
    assert isinstance(done, Match) and done.status == MatchStatus.FINISHED, done
    return done


def test_the_server_restarts_mid_match(
    live_server: LiveServer, run_bot: Callable[..., Running]
) -> None:
    """Two runners play each other (every turn comes from the stream); the server is killed
    (-9) mid-match and started again: both reconnect, resume their streams and finish."""
    host = register(live_server.url).token
    guest = register(live_server.url).token
    # long enough to reach the kill (the host's 4th act): a match to 10 may end sooner
    match = new_match(player(live_server.url, host), target=100)
    restarted = threading.Event()
    acts: list[int] = []

    def restart() -> None:
        live_server.start()
        restarted.set()

    bots: list[Running] = []

    def act_then_kill(view: SeatView) -> Any:
        action = act(view)
        acts.append(1)
        # kill -9 between the decision and its request, from the 4th act on, once both streams
        # are connected (under load the guest's could still be connecting: CI once saw it)
        streaming = len(bots) == 2 and all(b.runner.stats.stream_connects >= 1 for b in bots)
        if len(acts) >= 4 and streaming and not killed:
            killed.append(1)
            live_server.kill()
            threading.Thread(target=restart, daemon=True).start()
        return action

    killed: list[int] = []
    host_bot = run_bot(live_server.url, host, act_then_kill, Options(matches=1))
    bots.append(host_bot)
    guest_bot = run_bot(
        live_server.url, guest, act, Options(join_open=True, matches=1, lobby_seconds=0.1)
    )
    bots.append(guest_bot)
    host_stats, guest_stats = host_bot.join(), guest_bot.join()
    assert restarted.is_set() and host_stats.errors == [] and guest_stats.errors == []
    assert host_stats.network_retries > 0
    for stats in (host_stats, guest_stats):
        assert stats.stream_connects >= 2
        assert stats.last_event_ids[-1] is not None  # resumed after the last event id
    finished(live_server.url, host, match.id)
    assert_applied_once(player(live_server.url, host), host_stats, match.id, 0)
    assert_applied_once(player(live_server.url, guest), guest_stats, match.id, 1)


def test_the_stream_drops_between_two_http_bots(
    live_server: LiveServer, run_bot: Callable[..., Running]
) -> None:
    """Two runners play each other, so every turn comes from the stream; one of them loses
    its stream five times and resumes with Last-Event-ID without missing a turn."""
    host = register(live_server.url).token
    guest = register(live_server.url).token
    # long enough for five drops (a match to 40 may end within 20 events)
    match = new_match(player(live_server.url, host), target=100)
    host_bot = run_bot(live_server.url, host, act, Options(matches=1))
    guest_bot = run_bot(
        live_server.url,
        guest,
        act,
        Options(join_open=True, matches=1, lobby_seconds=0.1),
        transport=DroppingTransport(after=3, limit=5),
    )
    guest_stats = guest_bot.join()
    host_stats = host_bot.join()
    assert guest_stats.errors == [] and host_stats.errors == []
    assert guest_stats.stream_connects >= 6
    assert all(last is not None for last in guest_stats.last_event_ids[1:])
    finished(live_server.url, host, match.id)
    assert_applied_once(player(live_server.url, host), host_stats, match.id, 0)
    assert_applied_once(player(live_server.url, guest), guest_stats, match.id, 1)


def test_a_429_is_waited_out(store_env: dict[str, str], run_bot: Callable[..., Running]) -> None:
    """Four requests a second, in windows of whole seconds: started just after one begins, the
    test's POST and the runner's first four requests (its player, its stream, the match, an
    action) cannot all fit in it, so the runner meets a 429 however short the match (at ten a
    second, CI once played a one-deal match across a window's end without one)."""
    server = LiveServer({**store_env, "GINRUMMY_RATE_LIMIT": "4"})
    server.start()
    try:
        token = register(server.url).token
        time.sleep(1 - time.time() % 1 + 0.01)
        match = new_match(player(server.url, token), bot="beginner", target=10)
        stats = run_bot(server.url, token, act, Options(matches=1)).join()
        assert stats.errors == [] and stats.rate_limited > 0
        time.sleep(1.1)  # the checks below use the same token
        finished(server.url, token, match.id)
        assert_applied_once(player(server.url, token), stats, match.id, 0)
    finally:
        server.stop()


def test_a_409_after_a_concurrent_change_reads_again_and_acts_once(
    live_server: LiveServer, run_bot: Callable[..., Running]
) -> None:
    """While the bot decides, another client of the same player draws from the stock: the
    bot's draw is refused (409), the runner reads the match again and discards instead."""
    token = register(live_server.url).token
    # to 100: a match to 50 can end in one deal where the runner never draws (CI once saw the
    # bot knock at once and the runner only lay off)
    match = new_match(player(live_server.url, token), bot="medium", target=100)
    meddled: list[int] = []
    views: list[SeatView] = []

    def act_while_meddling(view: SeatView) -> Any:
        views.append(view)
        kinds = {a.type_ for a in view.legal_actions}
        if not meddled and "draw_stock" in kinds:
            current = get_match.sync(UUID(match.id), client=player(live_server.url, token))
            assert isinstance(current, Match)
            drew = play_action.sync_detailed(
                UUID(match.id),
                client=player(live_server.url, token),
                body=DrawStock.from_dict({"type": "draw_stock", "version": current.version}),
            )
            assert drew.status_code == 200, drew.content
            meddled.append(current.version)
            return {"type": "draw_stock"}  # decided on the view before the change
        return act(view)

    stats = run_bot(live_server.url, token, act_while_meddling, Options(matches=1)).join()
    assert stats.errors == [] and stats.conflicts == 1 and meddled
    # After the 409 the runner decided again on the new view (a discard), and sent it once.
    after = [v for v in views if {a.type_ for a in v.legal_actions} >= {"discard"}]
    assert after and len(views) == stats.acts
    finished(live_server.url, token, match.id)
    log_stats = stats
    # The meddling draw is the player's too: count it with the runner's actions.
    log_stats.applied.append((match.id, meddled[0], {"type": "draw_stock"}))
    assert_applied_once(player(live_server.url, token), log_stats, match.id, 0)
