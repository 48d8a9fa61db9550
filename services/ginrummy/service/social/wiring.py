"""Wiring the social part to a process's read model and live streams (``api.app``)."""

from __future__ import annotations

from typing import Any

from ginrummy.service.games import DEFAULT_GAME
from ginrummy.service.live import LiveStreams
from ginrummy.service.projections import ReadModel
from ginrummy.service.rummy import RUMMY
from ginrummy.service.social.expiry import ChallengeExpiry
from ginrummy.service.social.facade import Social
from ginrummy.service.social.notifications import NotificationFanout
from ginrummy.service.social.routes import register_playing_routes
from ginrummy.service.social.stream import NotificationStreams


def wire_social(social: Social, read_model: ReadModel, live: LiveStreams) -> NotificationFanout:
    """The projection folds the social events as the read model follows the log; after each
    batch (once the live streams had it) the notifications fan-out routes it; the
    challenges' expiry sweeps."""
    social.projection.catch_up = read_model.catch_up
    read_model.observers.update(social.projection.observers())
    fanout = NotificationFanout(
        social.routes,
        social.store,
        live.fanout.cache,
        live.positions,
        live.fanout.subscriptions,
        live.fanout.deliver,
    )
    previous = read_model.on_batch

    def on_batch(batch: list[Any]) -> None:
        if previous is not None:
            previous(batch)
        fanout.offer(batch)

    read_model.on_batch = on_batch
    social.fanout = fanout
    social.streams = NotificationStreams(live, fanout, social.presence, read_model)

    def playing(player: str) -> list[tuple[str, str]]:
        """The player's matches in play in every game, the newest first (the read model's,
        caught up: what the player just started is there)."""
        rows = [
            (row.created_at, str(row.id), row.game)
            for row in read_model.lobby("active", player, 20)
        ]
        rows += [
            (row.created_at, str(row.id), RUMMY.name)
            for row in read_model.rummy_lobby("active", player, 20)
        ]
        rows.sort(reverse=True)
        return [(match_id, game) for _, match_id, game in rows[:20]]

    social.presence.playing = playing
    # the live streams' indexes of every game's matches (Gin's, and each game feed's)
    indexes = {DEFAULT_GAME: live.positions} | {
        feed.game: feed.positions for feed in live.feeds.games
    }

    def playing_now(player: str) -> list[tuple[str, str]]:
        found = [
            (position, match_id, game)
            for game, index in indexes.items()
            for position, match_id in index.playing_since(player)
        ]
        found.sort(reverse=True)
        return [(match_id, game) for _, match_id, game in found]

    routes, graph = social.routes, social.graph
    register_playing_routes(routes, graph, live.positions.recipients, playing_now)
    for feed in live.feeds.games:
        register_playing_routes(
            routes, graph, feed.positions.recipients, playing_now, feed.playing_events
        )
    social.expiry = ChallengeExpiry(social.challenges)
    return fanout
