from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.bot_opponent_kind import BotOpponentKind
from ..models.bot_opponent_level import BotOpponentLevel

T = TypeVar("T", bound="BotOpponent")


@_attrs_define
class BotOpponent:
    """Play a built-in bot of ``level`` (the match starts at once).

    Attributes:
        kind (BotOpponentKind):
        level (BotOpponentLevel):
    """

    kind: BotOpponentKind
    level: BotOpponentLevel

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        level = self.level.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "level": level,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = BotOpponentKind(d.pop("kind"))

        level = BotOpponentLevel(d.pop("level"))

        bot_opponent = cls(
            kind=kind,
            level=level,
        )

        return bot_opponent
