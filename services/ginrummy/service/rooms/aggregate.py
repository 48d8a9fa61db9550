"""The ``Room`` aggregate: one per name (its id is derived from the name folded to lower case,
so two rooms cannot share a name whatever its case, on any replica); every join, leave, chat
line and match opened in it is an event, and the event's version is its id on the room's
stream. The chat's flood rule is the table chat's (``chat.aggregate.check_flood``)."""

from __future__ import annotations

import re
from typing import Any
from uuid import UUID, uuid5

from eventsourcing.domain import Aggregate, event

from ginrummy.service.chat.aggregate import check_flood
from ginrummy.service.errors import ConflictError, ForbiddenError, InvalidRequestError
from ginrummy.service.identity import NAMESPACE

NAME_RULE = re.compile(r"[A-Za-z0-9][A-Za-z0-9 -]{1,38}[A-Za-z0-9]")
NAME_RULE_TEXT = "3 to 40 characters: letters, digits, spaces and hyphens"


def checked_name(name: str) -> str:
    """The room's name as kept (trimmed, inner runs of spaces made one): 422
    ``invalid-room-name`` unless it keeps the rule."""
    kept = " ".join(name.split())
    if not NAME_RULE.fullmatch(kept) or not kept.isascii():
        raise InvalidRequestError(f"a room's name has {NAME_RULE_TEXT}", reason="invalid-room-name")
    return kept


def room_id(name: str) -> UUID:
    return uuid5(NAMESPACE, f"room:{name.casefold()}")


class Room(Aggregate):
    """A named room: its members (in the order they joined), the matches opened in it and
    its chat lines (``id``: the event's version, ``author``, ``text``, ``at``)."""

    @staticmethod
    def create_id(name: str, by: str) -> UUID:
        return room_id(name)

    @event("Created")
    def __init__(self, name: str, by: str) -> None:
        self.name = name
        self.created_by = by
        self.members: list[str] = []
        self.matches: list[str] = []
        self.lines: list[dict[str, Any]] = []

    def is_member(self, player: str) -> bool:
        return player in self.members

    def member(self, player: str) -> None:
        """403 ``not-a-member`` unless ``player`` is in the room."""
        if not self.is_member(player):
            raise ForbiddenError("you are not in this room; join it first", reason="not-a-member")

    def join(self, player: str) -> None:
        if self.is_member(player):
            raise ConflictError("you are already in this room", reason="already-a-member")
        self._joined(by=player)

    def leave(self, player: str) -> None:
        self.member(player)
        self._left(by=player)

    def say(self, player: str, text: str, now: float) -> None:
        """A member's line, under the table chat's flood rule."""
        self.member(player)
        check_flood(self.lines, player, text, now)
        self._said(by=player, text=text, at=now)

    def open_match(self, player: str, match_id: str) -> None:
        self.member(player)
        self._match_opened(by=player, match_id=match_id)

    @event("Joined")
    def _joined(self, by: str) -> None:
        self.members.append(by)

    @event("Left")
    def _left(self, by: str) -> None:
        self.members.remove(by)

    @event("Said")
    def _said(self, by: str, text: str, at: float) -> None:
        # the line's id is this event's version (the aggregate's version after it)
        self.lines.append({"id": self.version + 1, "author": by, "text": text, "at": at})

    @event("MatchOpened")
    def _match_opened(self, by: str, match_id: str) -> None:
        self.matches.append(match_id)
