from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rummy_stats import RummyStats
    from ..models.skill_rating import SkillRating


T = TypeVar("T", bound="RummyRecord")


@_attrs_define
class RummyRecord:
    """A side's Rummy statistics and openskill rating (``GET /leaderboard?game=rummy``).

    Attributes:
        rating (SkillRating): An openskill rating (Plackett-Luce, openskill's default model): the skill's mean and
            standard deviation, from 25 and 25/3 before any match.
        stats (RummyStats): A side's Rummy statistics, counted per seat held (a bot level holding two seats of a
            table counts both). A stalemate (``RULES-RUMMY.md`` rule 6 and precise points 1 and 7: no
            winner) counts as a hand lost for every seat.
    """

    rating: SkillRating
    stats: RummyStats
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
        from ..models.rummy_stats import RummyStats
        from ..models.skill_rating import SkillRating

        d = dict(src_dict)
        rating = SkillRating.from_dict(d.pop("rating"))

        stats = RummyStats.from_dict(d.pop("stats"))

        rummy_record = cls(
            rating=rating,
            stats=stats,
        )

        rummy_record.additional_properties = d
        return rummy_record

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
