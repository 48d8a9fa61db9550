from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rummy_seat_bot_kind import RummySeatBotKind
from ..models.rummy_seat_bot_level import RummySeatBotLevel

T = TypeVar("T", bound="RummySeatBot")


@_attrs_define
class RummySeatBot:
    """A built-in bot of ``level``.

    Attributes:
        kind (RummySeatBotKind):
        level (RummySeatBotLevel):
    """

    kind: RummySeatBotKind
    level: RummySeatBotLevel

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
        kind = RummySeatBotKind(d.pop("kind"))

        level = RummySeatBotLevel(d.pop("level"))

        rummy_seat_bot = cls(
            kind=kind,
            level=level,
        )

        return rummy_seat_bot
