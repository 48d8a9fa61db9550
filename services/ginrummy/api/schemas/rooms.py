"""Rooms (``/rooms``): a room, its members, its lobby of open matches, its chat and stream."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta, Struct

from ginrummy.api.schemas.common import Request


class RoomCreate(Request, kw_only=True):
    name: Annotated[
        str,
        Meta(
            min_length=1,
            max_length=100,
            description="3 to 40 characters once trimmed: letters, digits, spaces and hyphens "
            "(else 422 invalid-room-name); unique whatever its case (else 409 room-name-taken)",
        ),
    ]


class RoomMember(Struct, kw_only=True):
    player_id: str
    name: str | None


class RoomMatch(Struct, kw_only=True):
    """An open match of the room's lobby (join it with POST /matches/{id}/join)."""

    id: str
    game: str
    created_by: str
    created_by_name: str | None
    rules: dict[str, object]
    seats: int
    free_seats: int


class Room(Struct, kw_only=True):
    id: str
    name: str
    created_by: str
    version: Annotated[int, Meta(description="the room's latest event (its stream's SSE id)")]
    members: list[RoomMember]
    open_matches: Annotated[list[RoomMatch], Meta(description="its lobby, the newest first")]


class RoomSummary(Struct, kw_only=True):
    id: str
    name: str
    created_by: str
    members: int
    matches_opened: int


class RoomList(Struct, kw_only=True):
    rooms: list[RoomSummary]


class RoomChatLineCreate(Request, kw_only=True):
    text: Annotated[
        str,
        Meta(
            min_length=1,
            max_length=2000,
            description="the line (at most 500 characters once trimmed: 422 chat-too-long); "
            "shown as text, never as markup",
        ),
    ]


class RoomChatLine(Struct, kw_only=True):
    id: Annotated[int, Meta(ge=2, description="the line's event in the room (its SSE id)")]
    author: Annotated[str, Meta(description="the author's player id")]
    author_name: str | None
    text: str
    at: Annotated[float, Meta(description="when it was said (seconds since the epoch)")]


class RoomChatLines(Struct, kw_only=True):
    room_id: str
    lines: list[RoomChatLine]


class RoomEvent(Struct, kw_only=True):
    """An event of a room's stream (the SSE event name is its ``type``, the SSE id its
    ``version``)."""

    type: Literal["room_joined", "room_left", "room_chat_line", "room_match_opened"]
    room_id: str
    version: int
    player_id: str
    player_name: str | None
    at: str
    line: RoomChatLine | None = None
    match_id: str | None = None
