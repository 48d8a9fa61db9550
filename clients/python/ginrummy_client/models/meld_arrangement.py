from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MeldArrangement")


@_attrs_define
class MeldArrangement:
    """One way to lay out cards: disjoint melds and the cards in none of them.

    Attributes:
        deadwood (int):
        deadwood_cards (list[str]):
        melds (list[list[str]]):
    """

    deadwood: int
    deadwood_cards: list[str]
    melds: list[list[str]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deadwood = self.deadwood

        deadwood_cards = self.deadwood_cards

        melds = []
        for melds_item_data in self.melds:
            melds_item = melds_item_data

            melds.append(melds_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deadwood": deadwood,
                "deadwood_cards": deadwood_cards,
                "melds": melds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deadwood = d.pop("deadwood")

        deadwood_cards = cast(list[str], d.pop("deadwood_cards"))

        melds = []
        _melds = d.pop("melds")
        for melds_item_data in _melds:
            melds_item = cast(list[str], melds_item_data)

            melds.append(melds_item)

        meld_arrangement = cls(
            deadwood=deadwood,
            deadwood_cards=deadwood_cards,
            melds=melds,
        )

        meld_arrangement.additional_properties = d
        return meld_arrangement

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
