from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RummyStandings")


@_attrs_define
class RummyStandings:
    """
    Attributes:
        over (bool):
        scores (list[int]):
        target (int):
        winners (list[int]):
    """

    over: bool
    scores: list[int]
    target: int
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        over = self.over

        scores = self.scores

        target = self.target

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "over": over,
                "scores": scores,
                "target": target,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        over = d.pop("over")

        scores = cast(list[int], d.pop("scores"))

        target = d.pop("target")

        winners = cast(list[int], d.pop("winners"))

        rummy_standings = cls(
            over=over,
            scores=scores,
            target=target,
            winners=winners,
        )

        rummy_standings.additional_properties = d
        return rummy_standings

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
