"""Wiring the social part to a process's read model and live streams (``api.app``)."""

from __future__ import annotations

from typing import Any

from ginrummy.service.live import LiveStreams
from ginrummy.service.projections import ReadModel
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

    def playing(player: str) -> list[str]:
        return [str(row.id) for row in read_model.lobby("active", player, 20)]

    social.presence.playing = playing
    positions = live.positions
    register_playing_routes(social.routes, social.graph, positions.recipients, positions.playing)
    social.expiry = ChallengeExpiry(social.challenges)
    return fanout
