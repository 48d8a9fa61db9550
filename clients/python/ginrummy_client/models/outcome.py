from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.outcome_kind import OutcomeKind

T = TypeVar("T", bound="Outcome")


@_attrs_define
class Outcome:
    """
    Attributes:
        defender_deadwood (int | None):
        doubled (bool):
        kind (OutcomeKind):
        knocker (int | None):
        knocker_deadwood (int | None):
        points (int):
        winner (int | None):
    """

    defender_deadwood: int | None
    doubled: bool
    kind: OutcomeKind
    knocker: int | None
    knocker_deadwood: int | None
    points: int
    winner: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        defender_deadwood: int | None
        defender_deadwood = self.defender_deadwood

        doubled = self.doubled

        kind = self.kind.value

        knocker: int | None
        knocker = self.knocker

        knocker_deadwood: int | None
        knocker_deadwood = self.knocker_deadwood

        points = self.points

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "defender_deadwood": defender_deadwood,
                "doubled": doubled,
                "kind": kind,
                "knocker": knocker,
                "knocker_deadwood": knocker_deadwood,
                "points": points,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_defender_deadwood(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        defender_deadwood = _parse_defender_deadwood(d.pop("defender_deadwood"))

        doubled = d.pop("doubled")

        kind = OutcomeKind(d.pop("kind"))

        def _parse_knocker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        knocker = _parse_knocker(d.pop("knocker"))

        def _parse_knocker_deadwood(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        knocker_deadwood = _parse_knocker_deadwood(d.pop("knocker_deadwood"))

        points = d.pop("points")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        outcome = cls(
            defender_deadwood=defender_deadwood,
            doubled=doubled,
            kind=kind,
            knocker=knocker,
            knocker_deadwood=knocker_deadwood,
            points=points,
            winner=winner,
        )

        outcome.additional_properties = d
        return outcome

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
