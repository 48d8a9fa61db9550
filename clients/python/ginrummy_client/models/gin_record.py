from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.player_stats import PlayerStats
    from ..models.rating import Rating


T = TypeVar("T", bound="GinRecord")


@_attrs_define
class GinRecord:
    """A side's Gin statistics and Glicko-2 rating (the profile's ``stats`` and ``rating``).

    Attributes:
        rating (Rating):
        stats (PlayerStats): A player's statistics (a built-in bot level's under ``bot:<level>``), from its deals and
            matches.
    """

    rating: Rating
    stats: PlayerStats
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rating = self.rating.to_dict()

        stats = self.stats.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rating": rating,
                "stats": stats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.player_stats import PlayerStats
        from ..models.rating import Rating

        d = dict(src_dict)
        rating = Rating.from_dict(d.pop("rating"))

        stats = PlayerStats.from_dict(d.pop("stats"))

        gin_record = cls(
            rating=rating,
            stats=stats,
        )

        gin_record.additional_properties = d
        return gin_record

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
