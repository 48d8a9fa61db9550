"""The ``TableChat`` aggregate: one per match, created by its first line; every line an event.

The flood rule is the one lichess applies to chat (and the private messages' rule, issue 25):
at most ``FLOOD_LINES`` lines of one author in ``FLOOD_SECONDS`` seconds, and no line equal to
one of that author's last ``REPEAT_WINDOW`` lines (in either room). The aggregate decides it from
its own lines, so every replica enforces the same rule on the same log.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID, uuid5

from eventsourcing.domain import Aggregate, event

from ginrummy.service.errors import InvalidRequestError, TooManyAttemptsError

SEATS = "seats"
SPECTATORS = "spectators"
ROOMS = (SEATS, SPECTATORS)

MAX_LINE_CHARS = 500
FLOOD_LINES = 5
FLOOD_SECONDS = 10.0
REPEAT_WINDOW = 2

_NAMESPACE = UUID("5b0c1f0e-8d1e-4a53-9b7c-2f6f3c1f7a25")


class ChatFloodError(TooManyAttemptsError, reason="chat-flood", title="Too many chat lines"):
    """Too many lines in too short a time: retry after ``retry_after`` seconds."""


def check_flood(lines: list[dict[str, Any]], author: str, text: str, now: float) -> None:
    """The chat's flood rule over ``lines`` (each with ``author``, ``text``, ``at``), for a new
    line of ``author``: :class:`ChatFloodError` past the burst, ``chat-repeat`` (422) for a
    repeat. The table chat and the rooms' chat (``service.rooms``) both apply it."""
    recent = [line for line in lines if line["author"] == author]
    within = [line for line in recent if now - line["at"] < FLOOD_SECONDS]
    if len(within) >= FLOOD_LINES:
        oldest = within[-FLOOD_LINES]["at"]
        wait = max(1, int(oldest + FLOOD_SECONDS - now + 0.999))
        raise ChatFloodError(
            f"at most {FLOOD_LINES} lines in {FLOOD_SECONDS:g} s; wait {wait} s",
            retry_after=wait,
        )
    if any(line["text"] == text for line in recent[-REPEAT_WINDOW:]):
        raise InvalidRequestError(
            f"this line repeats one of your last {REPEAT_WINDOW}; say something new",
            reason="chat-repeat",
        )


class TableChat(Aggregate):
    """The chat of one match: its lines (``room``, ``author``, ``text``, ``at``) in order.

    A line's number is its event's version (the first line is version 2: the chat's creation
    is version 1)."""

    class Created(Aggregate.Created):
        match_id: str

    class Said(Aggregate.Event):
        match_id: str
        room: str
        author: str
        text: str
        at: float

    @staticmethod
    def create_id(match_id: str) -> UUID:
        return uuid5(_NAMESPACE, f"table-chat:{match_id}")

    @event(Created)
    def __init__(self, match_id: str) -> None:
        self.match_id = match_id
        self.lines: list[dict[str, Any]] = []

    def say(self, room: str, author: str, text: str, now: float) -> None:
        """Adds a line; :class:`ChatFloodError` or ``chat-repeat`` (422) under the flood rule."""
        check_flood(self.lines, author, text, now)
        self._said(match_id=self.match_id, room=room, author=author, text=text, at=now)

    @event(Said)
    def _said(self, match_id: str, room: str, author: str, text: str, at: float) -> None:
        self.lines.append(
            {"id": len(self.lines) + 2, "room": room, "author": author, "text": text, "at": at}
        )
