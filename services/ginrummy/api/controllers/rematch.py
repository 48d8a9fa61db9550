"""/matches/{id}/rematch: at the end of a match, a seat offers a rematch; the other accepts
(a new match, seats swapped) or declines."""

from __future__ import annotations

from uuid import UUID

import msgspec
from litestar import Controller, Response, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.controllers.common import respond
from ginrummy.api.problems import responses
from ginrummy.api.schemas.rematch import RematchOut
from ginrummy.service.application import GinRummyService


class RematchController(Controller):
    path = "/matches/{match_id:uuid}/rematch"
    tags = ("social",)
    dependencies = {"me": Provide(current_player)}  # noqa: RUF012
    security = SECURITY

    @get(
        operation_id="getRematch",
        summary="Where the rematch of your match stands",
        sync_to_thread=True,
        responses=responses(401, 403, 404, 429),
    )
    def get_rematch(
        self,
        me: NamedDependency[UUID],
        match_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> RematchOut:
        return msgspec.convert(service.social.rematches.view(me, match_id), RematchOut)

    @post(
        operation_id="offerRematch",
        summary="Offer a rematch (same game and rules, seats swapped) of your finished match",
        description="The opponent gets a `rematch_offer` on its notifications stream; a "
        "built-in bot accepts at once (`new_match_id`). Refusals store nothing: 409 "
        "`match-not-finished`, `rematch-pending` (an offer waits), `rematch-accepted`; 403 "
        "`not-your-match`, `blocked`; 422 `rematch-not-allowed` (a tournament's game).",
        sync_to_thread=True,
        responses=responses(401, 403, 404, 409, 422, 429),
    )
    def offer(
        self,
        me: NamedDependency[UUID],
        match_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[RematchOut]:
        reply = service.social.rematches.offer(me, match_id)
        return respond(reply, RematchOut, f"/matches/{match_id}/rematch")

    @post(
        "/accept",
        operation_id="acceptRematch",
        summary="Accept the rematch offered to you: the new match starts, seats swapped",
        description="409 `rematch-not-pending`; 403 `forbidden` (you made the offer), "
        "`blocked`. The offerer gets `rematch_accepted` with `new_match_id`.",
        status_code=200,
        sync_to_thread=True,
        responses=responses(401, 403, 404, 409, 422, 429),
    )
    def accept(
        self,
        me: NamedDependency[UUID],
        match_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[RematchOut]:
        return respond(service.social.rematches.accept(me, match_id), RematchOut)

    @post(
        "/decline",
        operation_id="declineRematch",
        summary="Decline the rematch offered to you",
        description="409 `rematch-not-pending`; 403 `forbidden` (you made the offer).",
        status_code=200,
        sync_to_thread=True,
        responses=responses(401, 403, 404, 409, 422, 429),
    )
    def decline(
        self,
        me: NamedDependency[UUID],
        match_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[RematchOut]:
        return respond(service.social.rematches.decline(me, match_id), RematchOut)
