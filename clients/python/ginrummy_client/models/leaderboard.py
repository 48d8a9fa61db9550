from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.leaderboard_rating_system import LeaderboardRatingSystem

if TYPE_CHECKING:
    from ..models.leaderboard_entry import LeaderboardEntry
    from ..models.skill_leaderboard_entry import SkillLeaderboardEntry


T = TypeVar("T", bound="Leaderboard")


@_attrs_define
class Leaderboard:
    """
    Attributes:
        entries (list[LeaderboardEntry]): the Glicko-2 ranking (Gin; empty for a game rated by openskill)
        game (str): the game ranked (query parameter game)
        rating_system (LeaderboardRatingSystem): how the game is rated: Gin by Glicko-2, Rummy by openskill
        skill_entries (list[SkillLeaderboardEntry]): the openskill ranking (Rummy; empty for a game rated by Glicko-2)
    """

    entries: list[LeaderboardEntry]
    game: str
    rating_system: LeaderboardRatingSystem
    skill_entries: list[SkillLeaderboardEntry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        game = self.game

        rating_system = self.rating_system.value

        skill_entries = []
        for skill_entries_item_data in self.skill_entries:
            skill_entries_item = skill_entries_item_data.to_dict()
            skill_entries.append(skill_entries_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entries": entries,
                "game": game,
                "rating_system": rating_system,
                "skill_entries": skill_entries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.leaderboard_entry import LeaderboardEntry
        from ..models.skill_leaderboard_entry import SkillLeaderboardEntry

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = LeaderboardEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        game = d.pop("game")

        rating_system = LeaderboardRatingSystem(d.pop("rating_system"))

        skill_entries = []
        _skill_entries = d.pop("skill_entries")
        for skill_entries_item_data in _skill_entries:
            skill_entries_item = SkillLeaderboardEntry.from_dict(skill_entries_item_data)

            skill_entries.append(skill_entries_item)

        leaderboard = cls(
            entries=entries,
            game=game,
            rating_system=rating_system,
            skill_entries=skill_entries,
        )

        leaderboard.additional_properties = d
        return leaderboard

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
