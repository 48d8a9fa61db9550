"""/rooms: named rooms, each with its members and its lobby of open matches; create, list,
read, join, leave (the chat and the stream: ``room_chat``)."""

from __future__ import annotations

from uuid import UUID

import msgspec
from litestar import Controller, Response, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.controllers.common import respond
from ginrummy.api.problems import responses
from ginrummy.api.schemas.rooms import Room, RoomCreate, RoomList
from ginrummy.service.application import GinRummyService


class RoomController(Controller):
    path = "/rooms"
    tags = ("rooms",)
    dependencies = {"me": Provide(current_player)}  # noqa: RUF012
    security = SECURITY

    @post(
        operation_id="createRoom",
        opt={"strict_body": RoomCreate},
        summary="Create a room (you are its first member)",
        description="Refusals store nothing: 422 `invalid-room-name` (3 to 40 characters: "
        "letters, digits, spaces and hyphens), 409 `room-name-taken` (whatever the case).",
        sync_to_thread=True,
        responses=responses(400, 401, 409, 415, 422, 429),
    )
    def create(
        self,
        me: NamedDependency[UUID],
        data: JSONBody[RoomCreate],
        service: NamedDependency[GinRummyService],
    ) -> Response[Room]:
        reply = service.rooms.create(me, data.name)
        return respond(reply, Room, f"/rooms/{reply.body['id']}")

    @get(
        operation_id="listRooms",
        summary="Every room, by name",
        sync_to_thread=True,
        responses=responses(401, 429),
    )
    def list_rooms(
        self, me: NamedDependency[UUID], service: NamedDependency[GinRummyService]
    ) -> RoomList:
        return msgspec.convert(service.rooms.listed(), RoomList)

    @get(
        "/{room_id:uuid}",
        operation_id="getRoom",
        summary="A room: its members and its lobby (the open matches opened in it)",
        sync_to_thread=True,
        responses=responses(401, 404, 429),
    )
    def get_room(
        self,
        me: NamedDependency[UUID],
        room_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Room:
        return msgspec.convert(service.rooms.view(room_id), Room)

    @post(
        "/{room_id:uuid}/join",
        operation_id="joinRoom",
        summary="Join the room",
        description="409 `already-a-member`; 404 `room-not-found`.",
        status_code=200,
        sync_to_thread=True,
        responses=responses(401, 404, 409, 429),
    )
    def join(
        self,
        me: NamedDependency[UUID],
        room_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Room:
        return msgspec.convert(service.rooms.join(me, room_id), Room)

    @post(
        "/{room_id:uuid}/leave",
        operation_id="leaveRoom",
        summary="Leave the room",
        description="403 `not-a-member`; 404 `room-not-found`.",
        status_code=200,
        sync_to_thread=True,
        responses=responses(401, 403, 404, 409, 429),
    )
    def leave(
        self,
        me: NamedDependency[UUID],
        room_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Room:
        return msgspec.convert(service.rooms.leave(me, room_id), Room)
