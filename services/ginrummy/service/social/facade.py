"""The social part of the service (``service.social``): its read side, its notification
routes, its commands and (once wired to a read model by ``wiring``) its notifications fan-out
and streams."""

from __future__ import annotations

from collections.abc import Callable

from ginrummy.service.config import Settings
from ginrummy.service.errors import ForbiddenError
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.match import Match
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.players import PlayerDirectory
from ginrummy.service.social.challenges import ChallengeCommands
from ginrummy.service.social.expiry import ChallengeExpiry
from ginrummy.service.social.flood import FloodRules
from ginrummy.service.social.friends import FriendCommands
from ginrummy.service.social.graph import SocialGraph, SocialProjection
from ginrummy.service.social.messages import MessageCommands
from ginrummy.service.social.notifications import NotificationFanout, NotificationRoutes
from ginrummy.service.social.presence import PresenceBoard
from ginrummy.service.social.rematch import RematchCommands
from ginrummy.service.social.routes import register_social_routes
from ginrummy.service.social.stream import NotificationStreams


def refuse_blocked_join(graph: SocialGraph) -> Callable[[Match, str], None]:
    """``MatchCommands.refuse_join``: a player the match's creator blocks may not join it."""

    def refuse(match: Match, player: str) -> None:
        if graph.is_blocked(match.created_by, player):
            raise ForbiddenError("the match's creator blocks you", reason="blocked")

    return refuse


class Social:
    """Friends, blocks, settings, messages, challenges, rematches, presence and
    notifications."""

    def __init__(
        self,
        store: EventStore,
        commands: IdempotentCommands,
        players: PlayerDirectory,
        settings: Settings,
        cache: MatchCache,
    ) -> None:
        self.store = store
        self.projection = SocialProjection()
        self.graph = SocialGraph(store, self.projection)
        self.routes = NotificationRoutes()
        register_social_routes(self.routes, self.graph)
        self.friends = FriendCommands(store, commands, players, self.graph)
        self.rules = FloodRules(
            burst=settings.social_messages_burst,
            window=settings.social_messages_window_seconds,
            daily_new=settings.social_new_conversations_per_day,
        )
        self.messages = MessageCommands(store, commands, self.friends, self.graph, self.rules)
        self.challenges = ChallengeCommands(
            store, commands, self.friends, self.graph, settings.social_challenge_seconds
        )
        self.rematches = RematchCommands(store, commands, cache, self.graph)
        # a stream's lease: its longest life and a margin
        self.presence = PresenceBoard(
            store, commands, self.graph, lease=settings.sse_max_seconds + 30.0
        )
        self.expiry: ChallengeExpiry | None = None  # a serving process's (``wiring``)
        self.fanout: NotificationFanout | None = None
        self.streams: NotificationStreams | None = None

    def close(self) -> None:
        if self.expiry is not None:
            self.expiry.close()
