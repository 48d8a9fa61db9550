"""/matches/{id}/events, /players/me/events: replay, audit and live streams (SSE)."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import anyio.to_thread
import msgspec
from litestar import Controller, Request, Response, get
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, PathParameter, QueryParameter
from litestar.response import ServerSentEvent

from ginrummy.api.auth import SECURITY, current_player, optional_player
from ginrummy.api.controllers.common import (
    LAST_EVENT_ID,
    MAX_POSITION,
    After,
    encoded,
    resume_point,
)
from ginrummy.api.live_response import admit, sse_response
from ginrummy.api.problems import responses
from ginrummy.api.schemas import (
    DealReveal,
    EventPage,
    MatchAtVersion,
    MatchExport,
)
from ginrummy.service.application import GinRummyService
from ginrummy.service.live import LiveStreams
from ginrummy.service.live_limits import StreamLimits

STREAM_LIMITS = (
    "A token (anonymous: an address) holds at most GINRUMMY_SSE_MAX_PER_TOKEN streams (429 "
    "`too-many-streams` past it), a replica GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`)."
)


class MatchEventController(Controller):
    path = "/matches/{match_id:uuid}"
    tags = ("replay and audit",)
    dependencies = {"viewer": Provide(optional_player)}  # noqa: RUF012

    @get(
        "/events",
        operation_id="listMatchEvents",
        summary="The match's events; while it is live, only what your seat may see",
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
    ) -> Response[EventPage]:
        records, version, status = service.queries.match_events(match_id, viewer, after, limit)
        last = int(records[-1]["version"]) if records else after
        page = {
            "match_id": str(match_id),
            "status": status,
            "version": version,
            "complete": status == "finished" and last >= version,
            "has_more": last < version,
            "next_after": last,
            "events": records,
        }
        return encoded(page, EventPage)

    @get(
        "/events/stream",
        operation_id="streamMatchEvents",
        media_type="text/event-stream",
        summary="Live events of the match (Server-Sent Events), resuming after Last-Event-ID",
        description=(
            "Each stored event is sent with its version as the SSE id and its type as the SSE "
            "event name; its data is the JSON of an `Event` (components/schemas/Event). "
            "'your_turn' (a `YourTurn`) is sent whenever the stream's seat is to act. An idle "
            "stream sends a comment line (keep-alive). The stream ends after 'match_finished' "
            "or 'match_cancelled'; reconnect with Last-Event-ID. " + STREAM_LIMITS
        ),
        responses=responses(400, 401, 404, 429, 503),
    )
    async def stream(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        viewer: NamedDependency[UUID | None],
        service: NamedDependency[GinRummyService],
        live: NamedDependency[LiveStreams],
        stream_limits: NamedDependency[StreamLimits],
        last_event_id: Annotated[str | None, LAST_EVENT_ID] = None,
        after: After = 0,
    ) -> ServerSentEvent:
        start = resume_point(last_event_id, after)
        # Fail before streaming when the match does not exist.
        await anyio.to_thread.run_sync(service.queries.match_view, match_id, viewer)
        ticket = admit(request, stream_limits)
        return sse_response(live.match_stream(match_id, viewer, start), ticket)

    @get(
        "/versions/{version:int}",
        operation_id="getMatchAtVersion",
        summary="The match as it stood at a version (hidden cards stay hidden while live)",
        sync_to_thread=True,
        responses=responses(400, 401, 404, 429),
    )
    def at_version(
        self,
        match_id: FromPath[UUID],
        version: Annotated[int, PathParameter(ge=1, le=MAX_POSITION)],
        viewer: NamedDependency[UUID | None],
        service: NamedDependency[GinRummyService],
    ) -> Response[MatchAtVersion]:
        return encoded(service.queries.match_at(match_id, version, viewer), MatchAtVersion)

    @get(
        "/deals/{deal:int}/reveal",
        operation_id="getDealReveal",
        summary="A finished deal's deck order and salt, checked against its commitment",
        sync_to_thread=True,
        responses=responses(401, 404, 409, 429),
    )
    def reveal(
        self,
        match_id: FromPath[UUID],
        deal: Annotated[int, PathParameter(ge=0, le=MAX_POSITION)],
        service: NamedDependency[GinRummyService],
    ) -> DealReveal:
        return msgspec.convert(service.queries.deal_reveal(match_id, deal), DealReveal)

    @get(
        "/export",
        operation_id="exportMatch",
        summary="The complete record of a finished match (verify with `ginrummy audit FILE`)",
        sync_to_thread=True,
        responses=responses(401, 404, 409, 429),
    )
    def export(
        self, match_id: FromPath[UUID], service: NamedDependency[GinRummyService]
    ) -> MatchExport:
        return msgspec.convert(service.queries.export(match_id), MatchExport)


class PlayerEventController(Controller):
    path = "/players/me/events"
    tags = ("players",)

    @get(
        "/stream",
        operation_id="streamMyEvents",
        media_type="text/event-stream",
        summary="Live events of all your matches (Server-Sent Events) after Last-Event-ID",
        description=(
            "The SSE id is the store's global position. Messages: every event of your "
            "matches as your seat may see it (a `PlayerStreamEvent`: an `Event` with its "
            "'match_id'; of a Rummy match, a `RummyPlayerStreamEvent`: a `RummyEvent` with its "
            "'match_id' and 'game': 'rummy'), and 'your_turn' (a `YourTurn`) when you are to "
            "act (in a Gin or a Rummy match: its 'match_id' says which). The turns "
            "pending now come first. Without Last-Event-ID or 'after' the stream starts now: "
            "no history. With either, the events of your matches after that position follow "
            "(`after=0`: all of them), read page by page, then the live ones. " + STREAM_LIMITS
        ),
        dependencies={"me": Provide(current_player)},
        security=SECURITY,
        responses=responses(400, 401, 429, 503),
    )
    async def stream(
        self,
        request: Request[Any, Any, Any],
        me: NamedDependency[UUID],
        live: NamedDependency[LiveStreams],
        stream_limits: NamedDependency[StreamLimits],
        last_event_id: Annotated[str | None, LAST_EVENT_ID] = None,
        after: After = 0,
    ) -> ServerSentEvent:
        # neither Last-Event-ID nor 'after' given: the stream starts now
        given = last_event_id is not None or "after" in request.query_params
        start = resume_point(last_event_id, after) if given else None
        ticket = admit(request, stream_limits)
        try:
            stream = await live.player_stream(me, start)
        except BaseException:
            ticket.release()
            raise
        return sse_response(stream, ticket)


class LobbyController(Controller):
    path = "/lobby"
    tags = ("matches",)

    @get(
        "/stream",
        operation_id="streamLobby",
        media_type="text/event-stream",
        summary="Live changes of the lobby (Server-Sent Events): read GET /matches on each",
        description=(
            "Sends 'lobby_changed' (a `LobbyChanged`: `open`, the number of open Gin matches; "
            "`open_by_game`, each game's) when the stream opens and whenever the open matches "
            "of a lobby (Gin's or Rummy's) change: one is created, joined, started or "
            "cancelled. An idle stream sends a comment line (keep-alive); it ends "
            "after GINRUMMY_SSE_MAX_SECONDS (reconnect). " + STREAM_LIMITS
        ),
        responses=responses(429, 503),
    )
    async def stream(
        self,
        request: Request[Any, Any, Any],
        live: NamedDependency[LiveStreams],
        stream_limits: NamedDependency[StreamLimits],
    ) -> ServerSentEvent:
        ticket = admit(request, stream_limits)
        return sse_response(live.lobby_stream(), ticket)
