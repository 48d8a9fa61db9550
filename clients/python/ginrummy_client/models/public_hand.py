from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PublicHand")


@_attrs_define
class PublicHand:
    """What anyone at the table sees of a seat's hand: its size and the cards it took face up
    from the discard pile and still holds.

        Attributes:
            card_count (int):
            known (list[str]):
            seat (int):
    """

    card_count: int
    known: list[str]
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card_count = self.card_count

        known = self.known

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card_count": card_count,
                "known": known,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card_count = d.pop("card_count")

        known = cast(list[str], d.pop("known"))

        seat = d.pop("seat")

        public_hand = cls(
            card_count=card_count,
            known=known,
            seat=seat,
        )

        public_hand.additional_properties = d
        return public_hand

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
