from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SkillLeaderboardEntry")


@_attrs_define
class SkillLeaderboardEntry:
    """A side ranked by its openskill rating (the ordinal mu - 3 sigma, best first).

    Attributes:
        matches (int):
        mu (float):
        name (str):
        ordinal (float):
        player_id (str):
        rank (int):
        sigma (float):
    """

    matches: int
    mu: float
    name: str
    ordinal: float
    player_id: str
    rank: int
    sigma: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        matches = self.matches

        mu = self.mu

        name = self.name

        ordinal = self.ordinal

        player_id = self.player_id

        rank = self.rank

        sigma = self.sigma

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "matches": matches,
                "mu": mu,
                "name": name,
                "ordinal": ordinal,
                "player_id": player_id,
                "rank": rank,
                "sigma": sigma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        matches = d.pop("matches")

        mu = d.pop("mu")

        name = d.pop("name")

        ordinal = d.pop("ordinal")

        player_id = d.pop("player_id")

        rank = d.pop("rank")

        sigma = d.pop("sigma")

        skill_leaderboard_entry = cls(
            matches=matches,
            mu=mu,
            name=name,
            ordinal=ordinal,
            player_id=player_id,
            rank=rank,
            sigma=sigma,
        )

        skill_leaderboard_entry.additional_properties = d
        return skill_leaderboard_entry

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
