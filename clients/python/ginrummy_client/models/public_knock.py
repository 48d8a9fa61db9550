from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.layoff import Layoff


T = TypeVar("T", bound="PublicKnock")


@_attrs_define
class PublicKnock:
    """A knock as it lies face up: the knocker's whole hand laid out, its melds (as extended by
    the lay-offs) and its deadwood, as both seats see it, and the lay-offs; not its face-down
    discard.

        Attributes:
            deadwood (int): their value, as the scoring counts it
            deadwood_cards (list[str]): the knocker's deadwood cards, face up beside the melds
            knocker (int):
            layoffs (list[Layoff]):
            melds (list[list[str]]):
    """

    deadwood: int
    deadwood_cards: list[str]
    knocker: int
    layoffs: list[Layoff]
    melds: list[list[str]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deadwood = self.deadwood

        deadwood_cards = self.deadwood_cards

        knocker = self.knocker

        layoffs = []
        for layoffs_item_data in self.layoffs:
            layoffs_item = layoffs_item_data.to_dict()
            layoffs.append(layoffs_item)

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
                "knocker": knocker,
                "layoffs": layoffs,
                "melds": melds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.layoff import Layoff

        d = dict(src_dict)
        deadwood = d.pop("deadwood")

        deadwood_cards = cast(list[str], d.pop("deadwood_cards"))

        knocker = d.pop("knocker")

        layoffs = []
        _layoffs = d.pop("layoffs")
        for layoffs_item_data in _layoffs:
            layoffs_item = Layoff.from_dict(layoffs_item_data)

            layoffs.append(layoffs_item)

        melds = []
        _melds = d.pop("melds")
        for melds_item_data in _melds:
            melds_item = cast(list[str], melds_item_data)

            melds.append(melds_item)

        public_knock = cls(
            deadwood=deadwood,
            deadwood_cards=deadwood_cards,
            knocker=knocker,
            layoffs=layoffs,
            melds=melds,
        )

        public_knock.additional_properties = d
        return public_knock

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
