"""/rummy/matches/{match_id}'s records: its events (a page, or live), the match as it stood at
a version, and the export of a finished match; each as the caller may see it."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import anyio.to_thread
from litestar import Controller, Request, Response, get
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, PathParameter, QueryParameter
from litestar.response import ServerSentEvent

from ginrummy.api.auth import optional_player
from ginrummy.api.controllers.common import (
    LAST_EVENT_ID,
    MAX_POSITION,
    After,
    encoded,
    respond,
    resume_point,
)
from ginrummy.api.controllers.events import STREAM_LIMITS
from ginrummy.api.live_response import admit, sse_response
from ginrummy.api.problems import responses
from ginrummy.api.schemas.rummy import RummyEventList, RummyExport, RummyMatchAtVersion
from ginrummy.service.application import GinRummyService
from ginrummy.service.live_limits import StreamLimits
from ginrummy.service.rummy.live import RummyStreams


class RummyRecordController(Controller):
    path = "/rummy/matches"
    tags = ("rummy",)
    dependencies = {"viewer": Provide(optional_player)}  # noqa: RUF012

    @get(
        "/{match_id:uuid}/events",
        operation_id="listRummyMatchEvents",
        summary="The Rummy match's events; while a hand is live, only what your seat may see",
        sync_to_thread=True,
        responses=responses(400, 401, 404, 429),
    )
    def events(
        self,
        match_id: FromPath[UUID],
        viewer: NamedDependency[UUID | None],
        service: NamedDependency[GinRummyService],
        after: After = 0,
        limit: Annotated[int, QueryParameter(name="limit", ge=1, le=5000)] = 1000,
    ) -> Response[RummyEventList]:
        return respond(service.rummy.events(match_id, viewer, after, limit), RummyEventList)

    @get(
        "/{match_id:uuid}/versions/{version:int}",
        operation_id="getRummyMatchAtVersion",
        summary="The Rummy match as it stood at a version (hidden cards stay hidden while live)",
        description=(
            "As `GET /rummy/matches/{match_id}` served it then, as you may see it now: your "
            "seat's view of that moment (no legal actions), nobody else's hand; `seat_hands` "
            "(every seat's hand then) once that hand has ended."
        ),
        sync_to_thread=True,
        responses=responses(400, 401, 404, 429),
    )
    def at_version(
        self,
        match_id: FromPath[UUID],
        version: Annotated[int, PathParameter(ge=1, le=MAX_POSITION)],
        viewer: NamedDependency[UUID | None],
        service: NamedDependency[GinRummyService],
    ) -> Response[RummyMatchAtVersion]:
        return encoded(service.rummy.at_version(match_id, version, viewer), RummyMatchAtVersion)

    @get(
        "/{match_id:uuid}/export",
        operation_id="exportRummyMatch",
        summary="The complete record of a finished Rummy match (verify with `ginrummy audit FILE`)",
        sync_to_thread=True,
        responses=responses(401, 404, 409, 429),
    )
    def export(
        self, match_id: FromPath[UUID], service: NamedDependency[GinRummyService]
    ) -> Response[RummyExport]:
        return encoded(service.rummy.export(match_id), RummyExport)

    @get(
        "/{match_id:uuid}/events/stream",
        operation_id="streamRummyMatchEvents",
        media_type="text/event-stream",
        summary="Live events of the Rummy match (Server-Sent Events), resuming after Last-Event-ID",
        description=(
            "Each event is sent with its version as the SSE id and its type as the SSE event "
            "name; its data is the JSON of a `RummyEvent` (components/schemas/RummyEvent), as "
            "the stream's seat may see it. 'your_turn' (a `YourTurn`) is sent whenever the "
            "stream's seat is to act. An idle stream sends a comment line (keep-alive). The "
            "stream ends after 'match_finished' or 'match_cancelled'; reconnect with "
            "Last-Event-ID. " + STREAM_LIMITS
        ),
        responses=responses(400, 401, 404, 429, 503),
    )
    async def stream(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        viewer: NamedDependency[UUID | None],
        service: NamedDependency[GinRummyService],
        rummy_streams: NamedDependency[RummyStreams],
        stream_limits: NamedDependency[StreamLimits],
        last_event_id: Annotated[str | None, LAST_EVENT_ID] = None,
        after: After = 0,
    ) -> ServerSentEvent:
        start = resume_point(last_event_id, after)
        # Fail before streaming when the match does not exist.
        await anyio.to_thread.run_sync(service.rummy.match, match_id)
        ticket = admit(request, stream_limits)
        return sse_response(rummy_streams.stream(match_id, viewer, start), ticket)
