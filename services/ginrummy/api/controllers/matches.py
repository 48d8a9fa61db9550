"""/matches: create, lobby, join, view, act."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody, QueryParameter

from ginrummy.api.actions import play_action
from ginrummy.api.auth import SECURITY, current_player, optional_player
from ginrummy.api.controllers.common import (
    IDEMPOTENCY_KEY,
    IF_MATCH,
    idempotency,
    parse_if_match,
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
from ginrummy.service import bots
from ginrummy.service.application import GinRummyService
from ginrummy.service.errors import InvalidRequestError, NotFoundError
from ginrummy.service.projections import ReadModel


def check_side(read_model: ReadModel, player: str) -> None:
    """404 ``player-not-found`` unless ``player`` is a registered player's id or a bot level
    on offer's ``bot:<level>``."""
    level = player.removeprefix("bot:")
    if level != player and level in bots.available_levels():
        return
    if level == player and read_model.is_player(player):
        return
    raise NotFoundError(
        f"no player {player!r}: a player's id, or 'bot:<level>' with a level of GET /bots",
        reason="player-not-found",
    )


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
        responses=responses(
            400,
            401,
            404,
            422,
            429,
            described={
                404: "'player' names no player and no bot level (player-not-found)",
                422: "'mine' without a credential (mine-needs-token), or with 'player' "
                "(invalid-request)",
            },
        ),
    )
    def lobby(
        self,
        read_model: NamedDependency[ReadModel],
        viewer: NamedDependency[UUID | None],
        status: Annotated[
            Literal["open", "active", "finished", "cancelled", "any"],
            QueryParameter(name="status"),
        ] = "open",
        mine: Annotated[bool, QueryParameter(name="mine")] = False,
        limit: Annotated[int, QueryParameter(name="limit", ge=1, le=500)] = 50,
        player: Annotated[
            str | None,
            QueryParameter(
                name="player",
                max_length=64,
                description="a player's id, or a bot level's 'bot:<level>' (the leaderboard's "
                "player_id): that side's matches, as public as the lobby's",
            ),
        ] = None,
    ) -> MatchList:
        if mine and viewer is None:
            raise InvalidRequestError(
                "'mine' needs a credential: 'Authorization: Bearer <token>' or the session cookie",
                reason="mine-needs-token",
            )
        if mine and player is not None:
            raise InvalidRequestError(
                "'mine' and 'player' both name whose matches to list: send one of them",
                reason="invalid-request",
            )
        if player is not None:
            check_side(read_model, player)
        rows = read_model.lobby(
            None if status == "any" else status,
            str(viewer) if mine else player,
            limit,
        )
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
        header_version = parse_if_match(if_match)
        body_version = data.version
        if (
            header_version is not None
            and body_version is not None
            and header_version != body_version
        ):
            raise InvalidRequestError(
                f"If-Match names version {header_version} but the body names {body_version}",
                reason="version-mismatch",
            )
        expected = header_version if header_version is not None else body_version
        idem = idempotency(request, idempotency_key, str(me), data, if_match or "")
        return respond(await play_action(service, me, match_id, data, expected, idem), Match)
