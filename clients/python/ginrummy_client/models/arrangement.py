from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Arrangement")


@_attrs_define
class Arrangement:
    """The best arrangement of a hand: melds, deadwood, and (11 cards) the best discard.

    Attributes:
        deadwood (int):
        deadwood_cards (list[str]):
        discard (None | str):
        melds (list[list[str]]):
    """

    deadwood: int
    deadwood_cards: list[str]
    discard: None | str
    melds: list[list[str]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deadwood = self.deadwood

        deadwood_cards = self.deadwood_cards

        discard: None | str
        discard = self.discard

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
                "discard": discard,
                "melds": melds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deadwood = d.pop("deadwood")

        deadwood_cards = cast(list[str], d.pop("deadwood_cards"))

        def _parse_discard(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        discard = _parse_discard(d.pop("discard"))

        melds = []
        _melds = d.pop("melds")
        for melds_item_data in _melds:
            melds_item = cast(list[str], melds_item_data)

            melds.append(melds_item)

        arrangement = cls(
            deadwood=deadwood,
            deadwood_cards=deadwood_cards,
            discard=discard,
            melds=melds,
        )

        arrangement.additional_properties = d
        return arrangement

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
