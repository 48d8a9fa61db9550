"""/matches: create, lobby, join, view, act."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody

from ginrummy.api.actions import play_action
from ginrummy.api.auth import SECURITY, current_player, optional_player
from ginrummy.api.controllers import match_lists
from ginrummy.api.controllers.common import (
    IDEMPOTENCY_KEY,
    IF_MATCH,
    expected_version,
    idempotency,
    respond,
)
from ginrummy.api.controllers.games import table_of
from ginrummy.api.move_lane import action_lane, view_lane
from ginrummy.api.parsed_body import ParsedBody
from ginrummy.api.problems import responses
from ginrummy.api.schemas import (
    ActionRequest,
    Match,
    MatchCreate,
    MatchList,
    MatchSummary,
    RulesOut,
    SeatInfo,
)
from ginrummy.service.application import GinRummyService
from ginrummy.service.projections import ReadModel


class MatchController(Controller):
    path = "/matches"
    tags = ("matches",)
    dependencies = {  # noqa: RUF012
        "me": Provide(current_player),
        "viewer": Provide(optional_player),
    }

    @post(
        operation_id="createMatch",
        opt={"strict_body": MatchCreate},
        summary="Create a match against a built-in bot (starts at once) or open to anyone",
        sync_to_thread=True,
        security=SECURITY,
        responses=responses(400, 401, 403, 404, 409, 415, 422, 429),
    )
    def create(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[MatchCreate],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
        idempotency_key: Annotated[str | None, IDEMPOTENCY_KEY] = None,
    ) -> Response[Match]:
        # The game and its seat count first: a table no game has changes nothing.
        table_of(data.game, data.seats)
        idem = idempotency(request, idempotency_key, str(me), data)
        reply = service.matches.create_match(
            me,
            msgspec.structs.asdict(data.rules),
            msgspec.to_builtins(data.opponent),
            data.seat,
            idem,
            hints=data.hints,
            rated=data.rated,
            game=data.game,
            seats=data.seats,
            room=data.room,
        )
        return respond(reply, Match, f"/matches/{reply.body['id']}")

    @get(
        operation_id="listMatches",
        summary="The lobby: open matches by default; 'mine' lists your own matches, 'player' "
        "a player's (or a bot level's) matches",
        sync_to_thread=True,
        responses=match_lists.RESPONSES,
    )
    def lobby(
        self,
        read_model: NamedDependency[ReadModel],
        viewer: NamedDependency[UUID | None],
        status: match_lists.Status = "open",
        mine: match_lists.Mine = False,
        limit: match_lists.Limit = 50,
        player: match_lists.Side = None,
    ) -> MatchList:
        side = match_lists.listed_side(read_model, viewer, mine, player)
        rows = read_model.lobby(match_lists.wanted_status(status), side, limit)
        return MatchList(
            matches=[
                MatchSummary(
                    id=str(r.id),
                    game=r.game,
                    status=r.status,  # type: ignore[arg-type]
                    version=r.version,
                    rules=msgspec.convert(r.rules, RulesOut),
                    seats=[
                        msgspec.convert(
                            {
                                "seat": s,
                                "player_id": r.players[s],
                                "name": read_model.names.get(r.players[s] or ""),
                                "bot": r.bots[s],
                            },
                            SeatInfo,
                        )
                        for s in range(len(r.players))
                    ],
                    created_at=r.created_at,
                    scores=list(r.scores),
                    winner=r.winner,
                    totals=r.totals,
                )
                for r in rows
            ]
        )

    @get(
        "/{match_id:uuid}",
        operation_id="getMatch",
        middleware=[view_lane],
        summary="The match; a participant also gets its seat's view and legal actions",
        responses=responses(401, 404, 429),
    )
    async def view(
        self,
        match_id: FromPath[UUID],
        viewer: NamedDependency[UUID | None],
        service: NamedDependency[GinRummyService],
    ) -> Response[Match]:
        return respond(await service.queries.match_view_async(match_id, viewer), Match)

    @post(
        "/{match_id:uuid}/join",
        operation_id="joinMatch",
        summary="Take the free seat of an open match; the match starts",
        sync_to_thread=True,
        security=SECURITY,
        status_code=200,
        responses=responses(401, 403, 404, 409, 422, 429),
    )
    def join(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
        idempotency_key: Annotated[str | None, IDEMPOTENCY_KEY] = None,
    ) -> Response[Match]:
        idem = idempotency(request, idempotency_key, str(me), None)
        return respond(service.matches.join_match(me, match_id, idem), Match)

    @post(
        "/{match_id:uuid}/cancel",
        operation_id="cancelMatch",
        summary="Withdraw your open match before anyone joins it",
        sync_to_thread=True,
        security=SECURITY,
        status_code=200,
        responses=responses(401, 403, 404, 409, 422, 429),
    )
    def cancel(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
        idempotency_key: Annotated[str | None, IDEMPOTENCY_KEY] = None,
    ) -> Response[Match]:
        idem = idempotency(request, idempotency_key, str(me), None)
        return respond(service.matches.cancel_match(me, match_id, idem), Match)

    @post(
        "/{match_id:uuid}/actions",
        operation_id="playAction",
        middleware=[action_lane],
        opt={"strict_body": ActionRequest},
        dto=ParsedBody,
        return_dto=None,
        summary="Play an action for your seat (name the version you saw: If-Match or 'version')",
        description=(
            "Every action must name the match version the client saw, in the `If-Match` "
            'header (the ETag of `GET /matches/{match_id}`, e.g. `"12"`) or as `version` in '
            "the body: `version` is required in the body unless `If-Match` is sent (both may "
            "be sent if they agree; if they differ the request is 422 `version-mismatch`). "
            "Naming neither is 428 `version-required`. A stale version is 409 and changes "
            "nothing; an illegal action is 422 and changes nothing. A built-in bot opponent "
            "answers within the same request."
        ),
        security=SECURITY,
        status_code=200,
        responses=responses(
            400,
            401,
            403,
            404,
            409,
            415,
            422,
            428,
            429,
            described={
                409: "The match is at another version than the one named (nothing changed)",
                428: "No version named: send `If-Match` or `version` in the body",
            },
        ),
    )
    async def act(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        data: JSONBody[ActionRequest],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
        idempotency_key: Annotated[str | None, IDEMPOTENCY_KEY] = None,
        if_match: Annotated[str | None, IF_MATCH] = None,
    ) -> Response[Match]:
        expected = expected_version(if_match, data.version)
        idem = idempotency(request, idempotency_key, str(me), data, if_match or "")
        return respond(await play_action(service, me, match_id, data, expected, idem), Match)
