from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rummy_seat_me_kind import RummySeatMeKind

T = TypeVar("T", bound="RummySeatMe")


@_attrs_define
class RummySeatMe:
    """The caller's seat (exactly one).

    Attributes:
        kind (RummySeatMeKind):
    """

    kind: RummySeatMeKind

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
        kind = RummySeatMeKind(d.pop("kind"))

        rummy_seat_me = cls(
            kind=kind,
        )

        return rummy_seat_me
