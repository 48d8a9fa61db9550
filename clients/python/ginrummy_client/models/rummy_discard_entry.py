from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RummyDiscardEntry")


@_attrs_define
class RummyDiscardEntry:
    """A card put on the pile: who discarded it (``null``: the upcard) and who took it.

    Attributes:
        by (int | None):
        card (str): a natural card (rank A 2-9 T J Q K, suit c d h s) or a joker, X1 or X2
        taken_by (int | None):
    """

    by: int | None
    card: str
    taken_by: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by: int | None
        by = self.by

        card = self.card

        taken_by: int | None
        taken_by = self.taken_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "card": card,
                "taken_by": taken_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        by = _parse_by(d.pop("by"))

        card = d.pop("card")

        def _parse_taken_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        taken_by = _parse_taken_by(d.pop("taken_by"))

        rummy_discard_entry = cls(
            by=by,
            card=card,
            taken_by=taken_by,
        )

        rummy_discard_entry.additional_properties = d
        return rummy_discard_entry

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
