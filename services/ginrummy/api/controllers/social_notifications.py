"""/players/me/notifications/stream: one live stream per player."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

from litestar import Controller, Request, get
from litestar.di import NamedDependency, Provide
from litestar.params import QueryParameter
from litestar.response import ServerSentEvent

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.controllers.common import LAST_EVENT_ID, MAX_POSITION
from ginrummy.api.controllers.events import STREAM_LIMITS
from ginrummy.api.live_response import admit, sse_response
from ginrummy.api.problems import responses
from ginrummy.service.application import GinRummyService
from ginrummy.service.live_limits import StreamLimits


class NotificationController(Controller):
    path = "/players/me/notifications"
    tags = ("social",)

    @get(
        "/stream",
        operation_id="streamMyNotifications",
        media_type="text/event-stream",
        summary="Your notifications (Server-Sent Events): friend requests, challenges, "
        "messages, your turns, your friends' presence",
        description=(
            "The SSE id is the store's global position; the SSE event name is the record's "
            "`type`: friend_request, friend_request_accepted, friend_request_declined, "
            "friend_request_cancelled, unfriended, message, message_deleted, challenge, "
            "challenge_accepted, challenge_declined, challenge_cancelled, challenge_expired, "
            "rematch_offer, rematch_accepted (with `new_match_id`), rematch_declined, "
            "your_turn (with `match_id`), presence (a friend's `online` and `last_seen`; live "
            "only), playing (a friend's matches in play in every game, `playing`, and the game of "
            "each, `playing_games`, when one of them starts or ends; live only). The turns "
            "pending now come first. Without Last-Event-ID or `after` the "
            "stream starts now; with either, the notifications after that position follow (as "
            "the store holds them now: a deleted message's text is gone), then the live ones. "
            "While it is open you are online to your friends. " + STREAM_LIMITS
        ),
        dependencies={"me": Provide(current_player)},
        security=SECURITY,
        responses=responses(400, 401, 429, 503),
    )
    async def stream(
        self,
        request: Request[Any, Any, Any],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
        stream_limits: NamedDependency[StreamLimits],
        last_event_id: Annotated[str | None, LAST_EVENT_ID] = None,
        after: Annotated[int, QueryParameter(name="after", ge=0, le=MAX_POSITION)] = 0,
    ) -> ServerSentEvent:
        streams = service.social.streams
        assert streams is not None  # wired by create_app
        given = last_event_id is not None or "after" in request.query_params
        start = (int(last_event_id) if last_event_id is not None else after) if given else None
        ticket = admit(request, stream_limits)
        return sse_response(streams.stream(me, start), ticket)
