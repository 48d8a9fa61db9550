"""Table chat: a line said at a match's table, and the lines a viewer may read."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta, Struct

from ginrummy.api.schemas.common import Request

ChatRoom = Annotated[
    Literal["seats", "spectators"],
    Meta(description="the seats' room or the spectators' room (apart while the match is live)"),
]


class ChatLineCreate(Request, kw_only=True):
    text: Annotated[
        str,
        Meta(
            min_length=1,
            max_length=2000,
            description="the line (at most 500 characters once trimmed: 422 chat-too-long); "
            "shown as text, never as markup",
        ),
    ]


class ChatLine(Struct, kw_only=True):
    id: Annotated[int, Meta(ge=2, description="the line's number in the match's chat (its SSE id)")]
    room: ChatRoom
    author: Annotated[str, Meta(description="the author's player id")]
    author_name: str | None
    text: str
    at: Annotated[float, Meta(description="when it was said (seconds since the epoch)")]


class ChatLineEvent(ChatLine, kw_only=True):
    """A line on a live stream: the chat stream's and, for the seats' room, the seated
    players' own streams (``/players/me/events/stream``, with ``match_id``)."""

    type: Literal["chatLine"]
    match_id: str | None = None


class ChatLines(Struct, kw_only=True):
    match_id: str
    rooms: Annotated[list[ChatRoom], Meta(description="the rooms the caller reads now")]
    lines: list[ChatLine]
