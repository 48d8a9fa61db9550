from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TournamentProgress")


@_attrs_define
class TournamentProgress:
    """
    Attributes:
        games_played (int):
        pairs_planned (int):
        pairs_played (int):
    """

    games_played: int
    pairs_planned: int
    pairs_played: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        games_played = self.games_played

        pairs_planned = self.pairs_planned

        pairs_played = self.pairs_played

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "games_played": games_played,
                "pairs_planned": pairs_planned,
                "pairs_played": pairs_played,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        games_played = d.pop("games_played")

        pairs_planned = d.pop("pairs_planned")

        pairs_played = d.pop("pairs_played")

        tournament_progress = cls(
            games_played=games_played,
            pairs_planned=pairs_planned,
            pairs_played=pairs_played,
        )

        tournament_progress.additional_properties = d
        return tournament_progress

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
