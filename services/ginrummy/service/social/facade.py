"""The social part of the service (``service.social``): its read side, its notification
routes, and (once wired to a read model by ``wiring``) its notifications fan-out."""

from __future__ import annotations

from ginrummy.service.persistence.store import EventStore
from ginrummy.service.social.graph import SocialGraph, SocialProjection
from ginrummy.service.social.notifications import NotificationFanout, NotificationRoutes
from ginrummy.service.social.routes import register_social_routes


class Social:
    """Friends, blocks, settings and the notifications' routes of one service."""

    def __init__(self, store: EventStore) -> None:
        self.store = store
        self.projection = SocialProjection()
        self.graph = SocialGraph(store, self.projection)
        self.routes = NotificationRoutes()
        register_social_routes(self.routes, self.graph)
        self.fanout: NotificationFanout | None = None
