"""/tournaments: bot tournaments (create, list, show, add an entrant, start, cancel, games,
report). The games run off the request path (``service.tournaments``)."""

from __future__ import annotations

import csv
import io
from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec
from litestar import Controller, Response, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody, QueryParameter

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.problems import responses
from ginrummy.api.schemas import (
    EntrantAdd,
    GamePairList,
    Tournament,
    TournamentCreate,
    TournamentList,
    TournamentSummary,
)
from ginrummy.service.application import GinRummyService
from ginrummy.service.projections import ReadModel
from ginrummy.service.tournament_report import ratings_svg
from ginrummy.service.tournament_stats import standings_csv


def _out(body: dict[str, Any]) -> Tournament:
    return msgspec.convert(body, Tournament)


class TournamentController(Controller):
    path = "/tournaments"
    tags = ("tournaments",)
    dependencies = {"me": Provide(current_player)}  # noqa: RUF012

    @post(
        operation_id="createTournament",
        opt={"strict_body": TournamentCreate},
        summary="Create a tournament of built-in bots (paired matches); start it to play",
        description=(
            "409: an entrant named twice, or a third entrant of an SPRT. A Swiss tournament"
            " takes `rounds`."
        ),
        sync_to_thread=True,
        security=SECURITY,
        responses=responses(401, 409, 415, 422),
    )
    def create(
        self,
        data: JSONBody[TournamentCreate],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[Tournament]:
        body = service.tournaments.create(
            me,
            data.format,
            list(data.entrants),
            msgspec.structs.asdict(data.rules),
            data.pairs,
            data.seed,
            msgspec.structs.asdict(data.sprt) if data.sprt is not None else None,
            data.rounds,
        )
        return Response(
            _out(body), status_code=201, headers={"Location": f"/tournaments/{body['id']}"}
        )

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
        return _out(service.tournaments.show(tournament_id))

    @post(
        "/{tournament_id:uuid}/entrants",
        operation_id="addTournamentEntrant",
        opt={"strict_body": EntrantAdd},
        summary="Add an entrant (a built-in level) before the start",
        sync_to_thread=True,
        security=SECURITY,
        status_code=200,
        responses=responses(401, 403, 404, 409, 415, 422),
    )
    def add_entrant(
        self,
        tournament_id: FromPath[UUID],
        data: JSONBody[EntrantAdd],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Tournament:
        return _out(service.tournaments.add_entrant(tournament_id, me, data.name))

    @post(
        "/{tournament_id:uuid}/start",
        operation_id="startTournament",
        summary="Start: its games run in the background; follow the progress with GET",
        sync_to_thread=True,
        security=SECURITY,
        status_code=202,
        responses=responses(401, 403, 404, 409),
    )
    def start(
        self,
        tournament_id: FromPath[UUID],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Tournament:
        return _out(service.tournaments.start(tournament_id, me))

    @post(
        "/{tournament_id:uuid}/cancel",
        operation_id="cancelTournament",
        summary="Cancel: no more games are recorded; the recorded ones stay",
        sync_to_thread=True,
        security=SECURITY,
        status_code=200,
        responses=responses(401, 403, 404, 409),
    )
    def cancel(
        self,
        tournament_id: FromPath[UUID],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Tournament:
        return _out(service.tournaments.cancel(tournament_id, me))

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
        after: Annotated[int, QueryParameter(name="after", ge=0, le=2**53 - 1)] = 0,
        limit: Annotated[int, QueryParameter(name="limit", ge=1, le=1000)] = 100,
    ) -> GamePairList:
        rows = service.tournaments.games(tournament_id, after, limit)
        return msgspec.convert({"games": rows}, GamePairList)

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
        return _out(service.tournaments.show(tournament_id))

    @get(
        "/{tournament_id:uuid}/report.csv",
        operation_id="getTournamentReportCsv",
        summary="The standings as CSV (Elo with its interval, nElo, LOS, pentanomial counts)",
        sync_to_thread=True,
        media_type="text/csv",
        responses=responses(404),
    )
    def report_csv(
        self,
        tournament_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[str]:
        body = service.tournaments.show(tournament_id)
        out = io.StringIO()
        csv.writer(out).writerows(standings_csv(body))
        return Response(
            out.getvalue(),
            media_type="text/csv",
            headers={"Content-Disposition": f'attachment; filename="tournament-{body["id"]}.csv"'},
        )

    @get(
        "/{tournament_id:uuid}/report.svg",
        operation_id="getTournamentReportSvg",
        summary="The ratings as an SVG chart: each entrant's Elo with its 95% interval",
        sync_to_thread=True,
        media_type="image/svg+xml",
        responses=responses(404),
    )
    def report_svg(
        self,
        tournament_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[str]:
        body = service.tournaments.show(tournament_id)
        return Response(ratings_svg(body), media_type="image/svg+xml")
