from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RummyGameResult")


@_attrs_define
class RummyGameResult:
    """The recorded game's measures: each seat's points (the match's scores, or the first
    hand's in a deal pair), its rank (1 first; equal points share one) and the hands played.

        Attributes:
            hands (int):
            points (list[int]):
            ranks (list[int]):
    """

    hands: int
    points: list[int]
    ranks: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hands = self.hands

        points = self.points

        ranks = self.ranks

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hands": hands,
                "points": points,
                "ranks": ranks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hands = d.pop("hands")

        points = cast(list[int], d.pop("points"))

        ranks = cast(list[int], d.pop("ranks"))

        rummy_game_result = cls(
            hands=hands,
            points=points,
            ranks=ranks,
        )

        rummy_game_result.additional_properties = d
        return rummy_game_result

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
