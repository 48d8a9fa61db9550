"""Private messages (``/players/me/messages``, ``/players/me/conversations``)."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from msgspec import Meta, Struct, field

from ginrummy.api.schemas.common import Request
from ginrummy.service.social.flood import MAX_CHARS


class MessageCreate(Request, kw_only=True):
    to: UUID
    text: Annotated[
        str,
        Meta(
            max_length=4 * MAX_CHARS,
            description=f"at most {MAX_CHARS} characters once trimmed (else 422 "
            "message-too-long); shown as text, never as markup",
        ),
    ]


class Message(Struct, kw_only=True):
    """A message; a deleted one keeps its place, without its text."""

    number: int
    from_: str = field(name="from")
    to: str
    text: str
    at: str
    deleted: bool


class MessageSent(Struct, kw_only=True):
    conversation_id: str
    number: int
    from_: str = field(name="from")
    to: str
    text: str
    at: str
    deleted: bool


class ConversationSummary(Struct, kw_only=True):
    conversation_id: str
    with_: str = field(name="with")
    messages: int
    unread: int
    last_at: str | None


class ConversationList(Struct, kw_only=True):
    conversations: list[ConversationSummary]
    unread: int


class MessagePage(Struct, kw_only=True):
    conversation_id: str
    with_: str = field(name="with")
    read_upto: int
    messages: list[Message]
    has_more: bool


class ReadMark(Request, kw_only=True):
    upto: Annotated[int, Meta(ge=0, le=2**31, description="the last message number read")]


class ReadMarked(Struct, kw_only=True):
    conversation_id: str
    read_upto: int


class MessageReportCreate(Request, kw_only=True):
    reason: Annotated[str, Meta(max_length=500)] = ""


class MessageReported(Struct, kw_only=True):
    report_id: str


class ConversationExport(Struct, kw_only=True):
    conversation_id: str
    with_: str = field(name="with")
    messages: list[Message]


class MessageExport(Struct, kw_only=True):
    """Every conversation of yours, every message as you may see it."""

    player_id: str
    conversations: list[ConversationExport]
