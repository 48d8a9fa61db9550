"""/players/me/blocks: block and unblock a player."""

from __future__ import annotations

from uuid import UUID

from litestar import Controller, Response, delete, put
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath
from litestar.status_codes import HTTP_204_NO_CONTENT

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.controllers.common import respond
from ginrummy.api.problems import responses
from ginrummy.api.schemas.social_friends import FriendStatus
from ginrummy.service.application import GinRummyService


class BlockController(Controller):
    path = "/players/me/blocks"
    tags = ("social",)
    dependencies = {"me": Provide(current_player)}  # noqa: RUF012
    security = SECURITY

    @put(
        "/{player_id:uuid}",
        operation_id="blockPlayer",
        summary="Block a player: no messages, challenges or joining your open match from them; "
        "their messages are hidden from you; a friendship or request between you ends",
        status_code=200,
        sync_to_thread=True,
        responses=responses(401, 404, 409, 422, 429),
    )
    def block(
        self,
        me: NamedDependency[UUID],
        player_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[FriendStatus]:
        return respond(service.social.friends.block(me, player_id), FriendStatus)

    @delete(
        "/{player_id:uuid}",
        operation_id="unblockPlayer",
        summary="Unblock a player",
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
        responses=responses(401, 404, 409, 422, 429),
    )
    def unblock(
        self,
        me: NamedDependency[UUID],
        player_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> None:
        service.social.friends.unblock(me, player_id)
