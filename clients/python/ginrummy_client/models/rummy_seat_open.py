from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rummy_seat_open_kind import RummySeatOpenKind

T = TypeVar("T", bound="RummySeatOpen")


@_attrs_define
class RummySeatOpen:
    """A free seat: a player takes it with POST /rummy/matches/{id}/join.

    Attributes:
        kind (RummySeatOpenKind):
    """

    kind: RummySeatOpenKind

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = RummySeatOpenKind(d.pop("kind"))

        rummy_seat_open = cls(
            kind=kind,
        )

        return rummy_seat_open
