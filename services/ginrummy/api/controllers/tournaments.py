"""/tournaments: bot tournaments (create, list, show, add an entrant, start, cancel, live
stream: ``TournamentController``; games, a game's moves, report: ``TournamentResultsController``).
The games run off the request path (``service.tournaments``); every POST takes an
``Idempotency-Key``."""

from __future__ import annotations

import csv
import io
from typing import Annotated, Any, Literal
from uuid import UUID

import anyio.to_thread
import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody, PathParameter, QueryParameter
from litestar.response import ServerSentEvent

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.controllers.common import (
    IDEMPOTENCY_KEY,
    LAST_EVENT_ID,
    MAX_POSITION,
    After,
    idempotency,
    resume_point,
)
from ginrummy.api.controllers.events import STREAM_LIMITS
from ginrummy.api.controllers.svg_report import PLAIN_TEXT, SVG, SvgOrTextOperation
from ginrummy.api.live_response import admit, sse_response
from ginrummy.api.problems import responses
from ginrummy.api.schemas import (
    EntrantAdd,
    GamePairList,
    ReplayedGame,
    Rules,
    RummyReplayedGame,
    Tournament,
    TournamentCreate,
    TournamentList,
    TournamentSummary,
)
from ginrummy.service.application import GinRummyService
from ginrummy.service.errors import InvalidRequestError
from ginrummy.service.live import LiveStreams
from ginrummy.service.live_limits import StreamLimits
from ginrummy.service.projections import ReadModel
from ginrummy.service.replies import Reply
from ginrummy.service.tournaments.report import ratings_svg
from ginrummy.service.tournaments.stats import standings_csv
from ginrummy.service.tournaments.table import table_csv


def _out(body: dict[str, Any]) -> Tournament:
    return msgspec.convert(body, Tournament)


def _reply(reply: Reply, status: int) -> Response[Tournament]:
    """A command's reply: ``status`` (201 with ``Location`` when created), and
    ``Idempotent-Replayed: true`` when it is the stored first reply to the same key."""
    body = reply.json()
    headers: dict[str, str] = {}
    if reply.created:
        headers["Location"] = f"/tournaments/{body['id']}"
    if reply.replayed:
        headers["Idempotent-Replayed"] = "true"
    return Response(_out(body), status_code=status, headers=headers)


class TournamentController(Controller):
    path = "/tournaments"
    tags = ("tournaments",)
    dependencies = {"me": Provide(current_player)}  # noqa: RUF012

    @post(
        operation_id="createTournament",
        opt={"strict_body": TournamentCreate},
        summary="Create a tournament of bots (pairs of matches or of deals); start it to play",
        description=(
            "409: an entrant named twice, a third entrant of an SPRT or a fifth of a Rummy"
            " table. A Swiss tournament takes `rounds`. `game: rummy` plays Rummy's built-in"
            " levels with its `options` (422 for Gin's `rules`); format rummy-table seats 3 or"
            " 4 of them at one table. Players enter their own bots with POST"
            " /tournaments/{id}/entrants (kind http; in Gin's and Rummy's two-seat formats)."
        ),
        sync_to_thread=True,
        security=SECURITY,
        responses=responses(401, 409, 415, 422),
    )
    def create(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[TournamentCreate],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
        idempotency_key: Annotated[str | None, IDEMPOTENCY_KEY] = None,
    ) -> Response[Tournament]:
        if data.game != "gin" and data.rules != Rules():
            raise InvalidRequestError(
                "rules are Gin's: a Rummy tournament takes options", reason="invalid-rules"
            )
        reply = service.tournaments.create(
            me,
            data.format,
            list(data.entrants),
            msgspec.structs.asdict(data.rules),
            data.pairs,
            data.seed,
            msgspec.structs.asdict(data.sprt) if data.sprt is not None else None,
            data.move_deadline_ms,
            idempotency(request, idempotency_key, str(me), data),
            rounds=data.rounds,
            pair=data.pair,
            rated=data.rated,
            sprt_model=data.sprt_model,
            game=data.game,
            options=msgspec.structs.asdict(data.options) if data.options is not None else None,
        )
        return _reply(reply, 201 if reply.created else 200)

    @get(
        operation_id="listTournaments",
        summary="Tournaments, newest first",
        sync_to_thread=True,
        responses=responses(),
    )
    def list_tournaments(
        self,
        read_model: NamedDependency[ReadModel],
        status: Annotated[
            Literal["created", "running", "finished", "cancelled", "failed", "any"],
            QueryParameter(name="status"),
        ] = "any",
        limit: Annotated[int, QueryParameter(name="limit", ge=1, le=500)] = 50,
    ) -> TournamentList:
        read_model.catch_up()
        rows = read_model.tournament_list(None if status == "any" else status, limit)
        return TournamentList(tournaments=[msgspec.convert(r, TournamentSummary) for r in rows])

    @get(
        "/{tournament_id:uuid}",
        operation_id="getTournament",
        summary="A tournament: standings (Elo with 95% intervals), crosstable, progress, SPRT",
        sync_to_thread=True,
        responses=responses(404),
    )
    def show(
        self,
        tournament_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Tournament:
        return _out(service.tournaments.views.show(tournament_id))

    @post(
        "/{tournament_id:uuid}/entrants",
        operation_id="addTournamentEntrant",
        opt={"strict_body": EntrantAdd},
        summary="Add an entrant before the start: a built-in level, or your own bot (HTTP)",
        description=(
            "kind builtin (the creator): a built-in level. kind http (any registered player): "
            "the caller's own bot enters as @name; its games are ordinary matches (a Rummy "
            "tournament's: Rummy matches of two seats, under /rummy/matches), found on the "
            "player's live stream (your_turn, with the deadline of the time control). 422: an "
            "HTTP bot at a rummy-table (built-in levels only)."
        ),
        sync_to_thread=True,
        security=SECURITY,
        status_code=200,
        responses=responses(401, 403, 404, 409, 415, 422),
    )
    def add_entrant(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        data: JSONBody[EntrantAdd],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
        idempotency_key: Annotated[str | None, IDEMPOTENCY_KEY] = None,
    ) -> Response[Tournament]:
        reply = service.tournaments.add_entrant(
            tournament_id,
            me,
            data.name,
            data.kind,
            idempotency(request, idempotency_key, str(me), data),
        )
        return _reply(reply, 200)

    @post(
        "/{tournament_id:uuid}/start",
        operation_id="startTournament",
        summary="Start: its games run in the background; follow the progress with GET",
        sync_to_thread=True,
        security=SECURITY,
        status_code=202,
        responses=responses(401, 403, 404, 409, 422),
    )
    def start(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
        idempotency_key: Annotated[str | None, IDEMPOTENCY_KEY] = None,
    ) -> Response[Tournament]:
        idem = idempotency(request, idempotency_key, str(me), None)
        return _reply(service.tournaments.start(tournament_id, me, idem), 202)

    @post(
        "/{tournament_id:uuid}/cancel",
        operation_id="cancelTournament",
        summary="Cancel: no more games are recorded; the recorded ones stay",
        sync_to_thread=True,
        security=SECURITY,
        status_code=200,
        responses=responses(401, 403, 404, 409, 422),
    )
    def cancel(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
        idempotency_key: Annotated[str | None, IDEMPOTENCY_KEY] = None,
    ) -> Response[Tournament]:
        idem = idempotency(request, idempotency_key, str(me), None)
        return _reply(service.tournaments.cancel(tournament_id, me, idem), 200)

    @get(
        "/{tournament_id:uuid}/stream",
        operation_id="streamTournament",
        media_type="text/event-stream",
        summary="Live: games scheduled and finished, standings, the end (SSE; Last-Event-ID)",
        description=(
            "Each record's SSE id is the tournament's version and its type the SSE event name: "
            "`game_scheduled` (an HTTP game's match), `game_finished` (a recorded pair, a "
            "`GamePair`), `standings_changed` (standings and progress after the pairs just "
            "sent; same id as the last of them; a Rummy table's: its `table` report after the "
            "deal sets just recorded), `tournament_finished` (finished, cancelled or "
            "failed; the stream ends). Reconnect with Last-Event-ID to resume. " + STREAM_LIMITS
        ),
        responses=responses(400, 404, 429, 503),
    )
    async def stream(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
        live: NamedDependency[LiveStreams],
        stream_limits: NamedDependency[StreamLimits],
        last_event_id: Annotated[str | None, LAST_EVENT_ID] = None,
        after: After = 0,
    ) -> ServerSentEvent:
        start = resume_point(last_event_id, after)
        await anyio.to_thread.run_sync(service.tournaments.views.get, tournament_id)  # 404 first
        ticket = admit(request, stream_limits)
        read = service.tournaments.views.stream_records
        return sse_response(live.tournament_stream(tournament_id, start, read), ticket)


class TournamentResultsController(Controller):
    """A tournament's results: its recorded pairs, a built-in pair's game move by move, the
    report (JSON, CSV, SVG). Public reads, no token."""

    path = "/tournaments"
    tags = ("tournaments",)

    @get(
        "/{tournament_id:uuid}/games",
        operation_id="listTournamentGames",
        summary="The finished game pairs with their seeds (each replayable)",
        sync_to_thread=True,
        responses=responses(404),
    )
    def games(
        self,
        tournament_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
        after: After = 0,
        limit: Annotated[int, QueryParameter(name="limit", ge=1, le=1000)] = 100,
    ) -> GamePairList:
        rows = service.tournaments.views.games(tournament_id, after, limit)
        return msgspec.convert({"games": rows}, GamePairList)

    @get(
        "/{tournament_id:uuid}/games/{position:int}/moves",
        operation_id="replayTournamentGame",
        summary="One game of a recorded built-in pair, move by move, played again from its seed",
        description=(
            "`game` 0 is the pair's first game (A in seat 0), 1 the second (A in seat 1). The "
            "game is played again by the core from the pair's seed, with the same bots' seeds, "
            "so it is the recorded game; it takes as long as the bots take. A deal pair's game "
            "is its one deal (`match_seed` and the deal's `dealer` deal it in a core `Deal`; "
            "the result `deals_played`). 404: no pair at that position; 409: an HTTP pair, "
            "whose games are ordinary matches (read them under /matches), or a Rummy "
            "tournament's pair (read it at .../rummy-moves)."
        ),
        sync_to_thread=True,
        responses=responses(404, 409),
    )
    def replay_game(
        self,
        tournament_id: FromPath[UUID],
        position: Annotated[int, PathParameter(ge=1, le=MAX_POSITION)],
        service: NamedDependency[GinRummyService],
        game: Annotated[int, QueryParameter(name="game", ge=0, le=1)] = 0,
    ) -> ReplayedGame:
        body = service.tournaments.views.replay_game(tournament_id, position, game)
        return msgspec.convert(body, ReplayedGame)

    @get(
        "/{tournament_id:uuid}/games/{position:int}/rummy-moves",
        operation_id="replayTournamentRummyGame",
        summary="One game of a recorded built-in Rummy pair, move by move, played again",
        description=(
            "A Rummy tournament's `/moves`: `game` 0 is the pair's first game (A in seat 0), 1 "
            "the second. The core plays the game again from the pair's seed with the same "
            "bots' seeds (the loop that recorded it), so it is the recorded game: every action "
            "with the table it was played on and every seat's hand then (a built-in game: all "
            "public), each hand's end, and the result (the recorded points). A deal pair's game "
            "is its first hand. 404: no pair at that position; 409: an HTTP pair, whose games "
            "are Rummy matches (read them under /rummy/matches), or a Gin tournament's pair."
        ),
        sync_to_thread=True,
        responses=responses(404, 409),
    )
    def replay_rummy_game(
        self,
        tournament_id: FromPath[UUID],
        position: Annotated[int, PathParameter(ge=1, le=MAX_POSITION)],
        service: NamedDependency[GinRummyService],
        game: Annotated[int, QueryParameter(name="game", ge=0, le=1)] = 0,
    ) -> RummyReplayedGame:
        body = service.tournaments.views.replay_rummy_game(tournament_id, position, game)
        return msgspec.convert(body, RummyReplayedGame)

    @get(
        "/{tournament_id:uuid}/report",
        operation_id="getTournamentReport",
        summary="The report as JSON: the tournament with its standings and crosstable",
        sync_to_thread=True,
        responses=responses(404),
    )
    def report(
        self,
        tournament_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Tournament:
        return _out(service.tournaments.views.show(tournament_id))

    @get(
        "/{tournament_id:uuid}/report.csv",
        operation_id="getTournamentReportCsv",
        summary="The standings as CSV (Elo with its interval, nElo, LOS, pentanomial counts; a "
        "Rummy table: points per hand with its interval, the openskill rating)",
        sync_to_thread=True,
        media_type="text/csv",
        responses=responses(404),
    )
    def report_csv(
        self,
        tournament_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[str]:
        body = service.tournaments.views.show(tournament_id)
        out = io.StringIO()
        table = body.get("table")
        csv.writer(out).writerows(table_csv(table) if table else standings_csv(body))
        return Response(
            out.getvalue(),
            media_type="text/csv",
            headers={"Content-Disposition": f'attachment; filename="tournament-{body["id"]}.csv"'},
        )

    @get(
        "/{tournament_id:uuid}/report.svg",
        operation_id="getTournamentReportSvg",
        summary="The ratings as an SVG chart: each entrant's Elo with its 95% interval (a Rummy "
        "table: points per hand)",
        sync_to_thread=True,
        media_type=SVG,
        responses=responses(404),
        operation_class=SvgOrTextOperation,
    )
    def report_svg(
        self,
        request: Request[Any, Any, Any],
        tournament_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[str]:
        body = service.tournaments.views.show(tournament_id)
        media_type = request.accept.best_match([SVG, PLAIN_TEXT], default=SVG)
        return Response(ratings_svg(body), media_type=media_type)
