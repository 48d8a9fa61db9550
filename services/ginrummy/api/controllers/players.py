"""/players: registration and profiles."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.controllers.common import IDEMPOTENCY_KEY, idempotency, respond
from ginrummy.api.problems import responses
from ginrummy.api.schemas import Player, PlayerCreate, PlayerRegistered
from ginrummy.service.application import GinRummyService
from ginrummy.service.projections import ReadModel


class PlayerController(Controller):
    path = "/players"
    tags = ("players",)

    @post(
        operation_id="registerPlayer",
        opt={"strict_body": PlayerCreate},
        summary="Register a player; the response holds the API token, shown only once",
        sync_to_thread=True,
        responses=responses(400, 409, 415, 422, 429),
    )
    def register(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[PlayerCreate],
        service: NamedDependency[GinRummyService],
        idempotency_key: Annotated[str | None, IDEMPOTENCY_KEY] = None,
    ) -> Response[PlayerRegistered]:
        idem = idempotency(request, idempotency_key, "anonymous", data)
        reply = service.players.register(data.name, idem)
        return respond(reply, PlayerRegistered, f"/players/{reply.body['id']}")

    @get(
        "/me",
        operation_id="getMyProfile",
        summary="The authenticated player's profile, statistics and rating",
        sync_to_thread=True,
        dependencies={"me": Provide(current_player)},
        security=SECURITY,
        responses=responses(401, 429),
    )
    def me(self, me: NamedDependency[UUID], read_model: NamedDependency[ReadModel]) -> Player:
        return msgspec.convert(read_model.profile(me), Player)

    @get(
        "/{player_id:uuid}",
        operation_id="getPlayer",
        summary="A player's public profile, statistics and rating",
        sync_to_thread=True,
        responses=responses(404, 429),
    )
    def get_player(
        self, player_id: FromPath[UUID], read_model: NamedDependency[ReadModel]
    ) -> Player:
        return msgspec.convert(read_model.profile(player_id), Player)
