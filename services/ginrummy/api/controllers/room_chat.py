"""/rooms/{id}/chat and /rooms/{id}/stream: a room's chat (its members only) and its live
events (joins, leaves, chat lines, matches opened)."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import anyio.to_thread
import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody, QueryParameter
from litestar.response import ServerSentEvent

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.controllers.common import LAST_EVENT_ID, MAX_POSITION
from ginrummy.api.controllers.events import STREAM_LIMITS
from ginrummy.api.live_response import admit, sse_response
from ginrummy.api.problems import responses
from ginrummy.api.schemas.rooms import RoomChatLine, RoomChatLineCreate, RoomChatLines
from ginrummy.service.application import GinRummyService
from ginrummy.service.live_limits import StreamLimits

_HIDDEN = "The lines of a player you block are never shown to you."


class RoomChatController(Controller):
    path = "/rooms/{room_id:uuid}"
    tags = ("rooms",)
    dependencies = {"me": Provide(current_player)}  # noqa: RUF012
    security = SECURITY

    @get(
        "/chat",
        operation_id="listRoomChatLines",
        summary="The room's chat lines after a line id (members only)",
        description="403 `not-a-member`. " + _HIDDEN,
        sync_to_thread=True,
        responses=responses(400, 401, 403, 404, 429),
    )
    def lines(
        self,
        me: NamedDependency[UUID],
        room_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
        after: Annotated[int, QueryParameter(name="after", ge=0, le=MAX_POSITION)] = 0,
    ) -> RoomChatLines:
        return msgspec.convert(service.rooms.lines(me, room_id, after), RoomChatLines)

    @post(
        "/chat",
        operation_id="sayRoomChatLine",
        opt={"strict_body": RoomChatLineCreate},
        summary="Say a line in the room (members only)",
        description=(
            "The table chat's rules; refusals store nothing: 403 `not-a-member`; 422 "
            "`chat-empty`, `chat-too-long` (over 500 characters), `chat-repeat` (one of your "
            "last 2 lines); 429 `chat-flood` (more than 5 lines in 10 s, with Retry-After)."
        ),
        sync_to_thread=True,
        responses=responses(400, 401, 403, 404, 409, 415, 422, 429),
    )
    def say(
        self,
        me: NamedDependency[UUID],
        room_id: FromPath[UUID],
        data: JSONBody[RoomChatLineCreate],
        service: NamedDependency[GinRummyService],
    ) -> Response[RoomChatLine]:
        line = msgspec.convert(service.rooms.say(me, room_id, data.text), RoomChatLine)
        return Response(line, status_code=201)

    @get(
        "/stream",
        operation_id="streamRoom",
        media_type="text/event-stream",
        summary="The room's live events (Server-Sent Events), after Last-Event-ID (members only)",
        description=(
            "Each event a `RoomEvent` (event name: its type: room_joined, room_left, "
            "room_chat_line, room_match_opened) with the room's version as the SSE id: the "
            "events after Last-Event-ID (or 'after') first, then each new one. 403 "
            "`not-a-member`. " + _HIDDEN + " " + STREAM_LIMITS
        ),
        responses=responses(400, 401, 403, 404, 429, 503),
    )
    async def stream(
        self,
        request: Request[Any, Any, Any],
        me: NamedDependency[UUID],
        room_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
        stream_limits: NamedDependency[StreamLimits],
        last_event_id: Annotated[str | None, LAST_EVENT_ID] = None,
        after: Annotated[int, QueryParameter(name="after", ge=0, le=MAX_POSITION)] = 0,
    ) -> ServerSentEvent:
        start = int(last_event_id) if last_event_id is not None else after
        room = await anyio.to_thread.run_sync(service.rooms.room, room_id)
        room.member(str(me))  # before streaming: 403 not-a-member
        streams = service.rooms.streams
        assert streams is not None  # wired by create_app
        ticket = admit(request, stream_limits)
        return sse_response(streams.stream(room_id, me, start), ticket)
