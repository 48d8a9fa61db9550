"""/players/me/friends: the contact list with presence, friend requests, unfriending."""

from __future__ import annotations

from typing import Any
from uuid import UUID

import msgspec
from litestar import Controller, Response, delete, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.controllers.common import respond
from ginrummy.api.problems import responses
from ginrummy.api.schemas.social_friends import Contacts, FriendRequestCreate, FriendStatus
from ginrummy.service.application import GinRummyService


class FriendController(Controller):
    path = "/players/me/friends"
    tags = ("social",)
    dependencies = {"me": Provide(current_player)}  # noqa: RUF012
    security = SECURITY

    @get(
        operation_id="listMyFriends",
        summary="Your friends with their presence, your friend requests and your blocks",
        sync_to_thread=True,
        responses=responses(401, 429),
    )
    def contacts(
        self, me: NamedDependency[UUID], service: NamedDependency[GinRummyService]
    ) -> Contacts:
        social = service.social
        listed: dict[str, Any] = social.friends.contacts(me)
        listed["friends"] = [
            {"player_id": f, "name": service.players.name(f), **social.presence.of(f)}
            for f in listed["friends"]
        ]
        return msgspec.convert(listed, Contacts)

    @post(
        "/requests",
        operation_id="sendFriendRequest",
        opt={"strict_body": FriendRequestCreate},
        summary="Ask a player to be your friend (accepts theirs if they asked first)",
        status_code=200,
        sync_to_thread=True,
        responses=responses(400, 401, 404, 409, 415, 422, 429),
    )
    def request_friend(
        self,
        me: NamedDependency[UUID],
        data: JSONBody[FriendRequestCreate],
        service: NamedDependency[GinRummyService],
    ) -> Response[FriendStatus]:
        return respond(service.social.friends.request(me, data.player_id), FriendStatus)

    @post(
        "/requests/{player_id:uuid}/accept",
        operation_id="acceptFriendRequest",
        summary="Accept the player's friend request",
        status_code=200,
        sync_to_thread=True,
        responses=responses(401, 404, 409, 422, 429),
    )
    def accept(
        self,
        me: NamedDependency[UUID],
        player_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[FriendStatus]:
        return respond(service.social.friends.answer(me, player_id, accept=True), FriendStatus)

    @post(
        "/requests/{player_id:uuid}/decline",
        operation_id="declineFriendRequest",
        summary="Decline the player's friend request",
        status_code=200,
        sync_to_thread=True,
        responses=responses(401, 404, 409, 422, 429),
    )
    def decline(
        self,
        me: NamedDependency[UUID],
        player_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[FriendStatus]:
        return respond(service.social.friends.answer(me, player_id, accept=False), FriendStatus)

    @delete(
        "/requests/{player_id:uuid}",
        operation_id="cancelFriendRequest",
        summary="Cancel the friend request you sent the player",
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
        responses=responses(401, 404, 409, 422, 429),
    )
    def cancel(
        self,
        me: NamedDependency[UUID],
        player_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> None:
        service.social.friends.cancel(me, player_id)

    @delete(
        "/{player_id:uuid}",
        operation_id="unfriend",
        summary="Stop being the player's friend",
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
        responses=responses(401, 404, 409, 422, 429),
    )
    def unfriend(
        self,
        me: NamedDependency[UUID],
        player_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> None:
        service.social.friends.unfriend(me, player_id)
