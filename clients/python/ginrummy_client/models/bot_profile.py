from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_profile_level import BotProfileLevel

if TYPE_CHECKING:
    from ..models.game_records import GameRecords
    from ..models.player_stats import PlayerStats
    from ..models.rating import Rating


T = TypeVar("T", bound="BotProfile")


@_attrs_define
class BotProfile:
    """A built-in bot level's public profile, the leaderboard's ``bot:<level>``: its
    statistics and rating (a bot has no registration).

        Attributes:
            games (GameRecords): A side's statistics and rating in each game.
            id (str): the leaderboard's player_id: 'bot:<level>'
            level (BotProfileLevel):
            name (str):
            rating (Rating):
            stats (PlayerStats): A player's statistics (a built-in bot level's under ``bot:<level>``), from its deals and
                matches.
    """

    games: GameRecords
    id: str
    level: BotProfileLevel
    name: str
    rating: Rating
    stats: PlayerStats
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        games = self.games.to_dict()

        id = self.id

        level = self.level.value

        name = self.name

        rating = self.rating.to_dict()

        stats = self.stats.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "games": games,
                "id": id,
                "level": level,
                "name": name,
                "rating": rating,
                "stats": stats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_records import GameRecords
        from ..models.player_stats import PlayerStats
        from ..models.rating import Rating

        d = dict(src_dict)
        games = GameRecords.from_dict(d.pop("games"))

        id = d.pop("id")

        level = BotProfileLevel(d.pop("level"))

        name = d.pop("name")

        rating = Rating.from_dict(d.pop("rating"))

        stats = PlayerStats.from_dict(d.pop("stats"))

        bot_profile = cls(
            games=games,
            id=id,
            level=level,
            name=name,
            rating=rating,
            stats=stats,
        )

        bot_profile.additional_properties = d
        return bot_profile

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
