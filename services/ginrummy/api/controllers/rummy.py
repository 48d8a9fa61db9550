"""/rummy/matches: classic Rummy for 2 to 4 seats, on its own paths and schemas (Gin's
``/matches`` stays as it was). Create, lobby, view, join, cancel, act (a match's records:
``rummy_records``); every rule is the core's (``service.rummy``)."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody

from ginrummy.api.auth import SECURITY, current_player, optional_player
from ginrummy.api.controllers import match_lists
from ginrummy.api.controllers.common import (
    IDEMPOTENCY_KEY,
    IF_MATCH,
    encoded,
    expected_version,
    idempotency,
    respond,
)
from ginrummy.api.parsed_body import ParsedBody
from ginrummy.api.problems import responses
from ginrummy.api.schemas.rummy import (
    RummyActionRequest,
    RummyMatch,
    RummyMatchCreate,
    RummyMatchList,
)
from ginrummy.service import metrics
from ginrummy.service.application import GinRummyService
from ginrummy.service.projections import ReadModel


class RummyMatchController(Controller):
    path = "/rummy/matches"
    tags = ("rummy",)
    dependencies = {  # noqa: RUF012
        "me": Provide(current_player),
        "viewer": Provide(optional_player),
    }

    @post(
        operation_id="createRummyMatch",
        opt={"strict_body": RummyMatchCreate},
        summary="Create a Rummy match of 2 to 4 seats: yours, built-in bots, open seats "
        "(it starts once every seat is held)",
        sync_to_thread=True,
        security=SECURITY,
        responses=responses(400, 401, 403, 409, 415, 422, 429),
    )
    def create(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[RummyMatchCreate],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
        idempotency_key: Annotated[str | None, IDEMPOTENCY_KEY] = None,
    ) -> Response[RummyMatch]:
        idem = idempotency(request, idempotency_key, str(me), data)
        seats: list[dict[str, Any]] = msgspec.to_builtins(data.seats)
        reply = service.rummy.create(
            me, seats, msgspec.to_builtins(data.options), idem, data.move_deadline_ms
        )
        return respond(reply, RummyMatch, f"/rummy/matches/{reply.body['id']}")

    @get(
        operation_id="listRummyMatches",
        summary="The Rummy lobby: matches waiting for players by default (Gin's are at GET "
        "/matches); 'mine' lists your own matches, 'player' a player's (or a bot level's)",
        sync_to_thread=True,
        responses=match_lists.RESPONSES,
    )
    def lobby(
        self,
        read_model: NamedDependency[ReadModel],
        service: NamedDependency[GinRummyService],
        viewer: NamedDependency[UUID | None],
        status: match_lists.Status = "open",
        mine: match_lists.Mine = False,
        limit: match_lists.Limit = 50,
        player: match_lists.Side = None,
    ) -> Response[RummyMatchList]:
        # As Gin's GET /matches: the same parameters, refusals and semantics.
        side = match_lists.listed_side(read_model, viewer, mine, player)
        wanted = match_lists.wanted_status(status)
        rows = read_model.rummy_lobby(wanted, side, limit)  # a side's: through its index
        names = service.players.names
        body = {
            "matches": [
                {
                    "id": str(r.id),
                    "game": "rummy",
                    "status": r.status,
                    "version": r.version,
                    "options": r.options,
                    "seats": [
                        {"seat": s, "player_id": p, "name": n, "bot": r.bots[s]}
                        for s, (p, n) in enumerate(zip(r.players, names(r.players), strict=True))
                    ],
                    "created_at": r.created_at,
                    "scores": r.scores,
                    "winners": r.winners,
                }
                for r in rows
            ]
        }
        return encoded(body, RummyMatchList)

    @get(
        "/{match_id:uuid}",
        operation_id="getRummyMatch",
        summary="The Rummy match; a seat holder also gets its seat's view and legal actions",
        sync_to_thread=True,
        responses=responses(401, 404, 429),
    )
    def view(
        self,
        match_id: FromPath[UUID],
        viewer: NamedDependency[UUID | None],
        service: NamedDependency[GinRummyService],
    ) -> Response[RummyMatch]:
        return respond(service.rummy.view(match_id, viewer), RummyMatch)

    @post(
        "/{match_id:uuid}/join",
        operation_id="joinRummyMatch",
        summary="Take a free seat of an open Rummy match (the last one starts it)",
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
    ) -> Response[RummyMatch]:
        idem = idempotency(request, idempotency_key, str(me), None)
        return respond(service.rummy.join(me, match_id, idem), RummyMatch)

    @post(
        "/{match_id:uuid}/cancel",
        operation_id="cancelRummyMatch",
        summary="Withdraw your Rummy match while it waits for players",
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
    ) -> Response[RummyMatch]:
        idem = idempotency(request, idempotency_key, str(me), None)
        return respond(service.rummy.cancel(me, match_id, idem), RummyMatch)

    @post(
        "/{match_id:uuid}/actions",
        operation_id="playRummyAction",
        sync_to_thread=True,
        opt={"strict_body": RummyActionRequest},
        dto=ParsedBody,
        return_dto=None,
        summary="Play an action for your seat (one of its legal actions, as served), naming "
        "the version you saw",
        description=(
            "`action` is one of the seat's `legal_actions` as `GET /rummy/matches/{match_id}` "
            "serves them, sent back unchanged. Name the match version you saw in the "
            "`If-Match` header or as `version` (if both, they must agree: else 422 "
            "`version-mismatch`; neither: 428 `version-required`). A stale version is 409, an "
            "illegal action 422 (`illegal-action`, with the core's `refusal` code and the "
            "seat's legal actions), another seat's turn 422 `not-your-turn`: each changes "
            "nothing. The built-in bots play their turns within the same request."
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
    def act(
        self,
        request: Request[Any, Any, Any],
        match_id: FromPath[UUID],
        data: JSONBody[RummyActionRequest],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
        idempotency_key: Annotated[str | None, IDEMPOTENCY_KEY] = None,
        if_match: Annotated[str | None, IF_MATCH] = None,
    ) -> Response[RummyMatch]:
        expected = expected_version(if_match, data.version)
        idem = idempotency(request, idempotency_key, str(me), data, if_match or "")
        action: dict[str, Any] = msgspec.to_builtins(data.action)
        reply = service.rummy.act(me, match_id, action, expected, idem)
        metrics.MOVES.inc()
        return respond(reply, RummyMatch)
