"""/matches/{id}/chat: the table's chat (the seats' room, the spectators' room) and its stream."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import anyio.to_thread
import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody, QueryParameter
from litestar.response import ServerSentEvent

from ginrummy.api.auth import SECURITY, current_player, optional_player
from ginrummy.api.controllers.common import LAST_EVENT_ID, MAX_POSITION
from ginrummy.api.controllers.events import STREAM_LIMITS
from ginrummy.api.live_response import admit, sse_response
from ginrummy.api.problems import responses
from ginrummy.api.schemas.chat import ChatLine, ChatLineCreate, ChatLines
from ginrummy.service.application import GinRummyService
from ginrummy.service.chat.live import ChatStreams
from ginrummy.service.live_limits import StreamLimits

_ROOMS = (
    "While the match is live a seat reads the seats' room only and everyone else (a player "
    "without a seat, an anonymous caller) the spectators' room only; once it is over both "
    "rooms are readable by all."
)


class ChatController(Controller):
    path = "/matches/{match_id:uuid}/chat"
    tags = ("chat",)

    @get(
        operation_id="listChatLines",
        summary="The table's chat lines you may read, after a line id",
        description=_ROOMS,
        dependencies={"viewer": Provide(optional_player)},
        sync_to_thread=True,
        responses=responses(400, 401, 404, 429),
    )
    def lines(
        self,
        match_id: FromPath[UUID],
        viewer: NamedDependency[UUID | None],
        service: NamedDependency[GinRummyService],
        after: Annotated[int, QueryParameter(name="after", ge=0, le=MAX_POSITION)] = 0,
    ) -> ChatLines:
        return msgspec.convert(service.chats.lines(match_id, viewer, after), ChatLines)

    @post(
        operation_id="sayChatLine",
        opt={"strict_body": ChatLineCreate},
        summary="Say a line at the table: a seat in the seats' room, anyone else in the "
        "spectators'",
        description=(
            "Refusals store nothing: 422 `chat-empty`, `chat-too-long` (over 500 characters), "
            "`chat-repeat` (one of your last 2 lines); 429 `chat-flood` (more than 5 lines in "
            "10 s, with Retry-After); 409 `chat-closed` (the match has not started or was "
            "cancelled). " + _ROOMS
        ),
        dependencies={"me": Provide(current_player)},
        sync_to_thread=True,
        security=SECURITY,
        responses=responses(400, 401, 404, 409, 415, 422, 429),
    )
    def say(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        data: JSONBody[ChatLineCreate],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[ChatLine]:
        line = msgspec.convert(service.chats.say(match_id, me, data.text), ChatLine)
        return Response(line, status_code=201)

    @get(
        "/stream",
        operation_id="streamChatLines",
        media_type="text/event-stream",
        summary="Live chat lines you may read (Server-Sent Events), after Last-Event-ID",
        description=(
            "Each line (a `ChatLineEvent`, event name 'chatLine') with its line id as the SSE "
            "id: the lines after Last-Event-ID (or 'after') first, then each new one. "
            + _ROOMS
            + " A stream opened during the match keeps its rooms; read GET /matches/{id}/chat "
            "after the end for both. " + STREAM_LIMITS
        ),
        dependencies={"viewer": Provide(optional_player)},
        responses=responses(400, 401, 404, 429, 503),
    )
    async def stream(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        viewer: NamedDependency[UUID | None],
        service: NamedDependency[GinRummyService],
        chat_streams: NamedDependency[ChatStreams],
        stream_limits: NamedDependency[StreamLimits],
        last_event_id: Annotated[str | None, LAST_EVENT_ID] = None,
        after: Annotated[int, QueryParameter(name="after", ge=0, le=MAX_POSITION)] = 0,
    ) -> ServerSentEvent:
        start = int(last_event_id) if last_event_id is not None else after
        # Fail before streaming when the match does not exist.
        await anyio.to_thread.run_sync(service.queries.match_view, match_id, viewer)
        ticket = admit(request, stream_limits)
        return sse_response(chat_streams.stream(match_id, viewer, start), ticket)
