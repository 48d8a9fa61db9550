from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_deadline_missed_type import RummyDeadlineMissedType

T = TypeVar("T", bound="RummyDeadlineMissed")


@_attrs_define
class RummyDeadlineMissed:
    """The seat to act let its move deadline pass: it forfeits (``match_finished`` follows).

    Attributes:
        at (str):
        deadline_ms (int):
        hand (int | None):
        seat (int):
        type_ (RummyDeadlineMissedType):
        version (int):
    """

    at: str
    deadline_ms: int
    hand: int | None
    seat: int
    type_: RummyDeadlineMissedType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        deadline_ms = self.deadline_ms

        hand: int | None
        hand = self.hand

        seat = self.seat

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "deadline_ms": deadline_ms,
                "hand": hand,
                "seat": seat,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        deadline_ms = d.pop("deadline_ms")

        def _parse_hand(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand = _parse_hand(d.pop("hand"))

        seat = d.pop("seat")

        type_ = RummyDeadlineMissedType(d.pop("type"))

        version = d.pop("version")

        rummy_deadline_missed = cls(
            at=at,
            deadline_ms=deadline_ms,
            hand=hand,
            seat=seat,
            type_=type_,
            version=version,
        )

        rummy_deadline_missed.additional_properties = d
        return rummy_deadline_missed

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
