from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.gin_record import GinRecord
    from ..models.rummy_record import RummyRecord


T = TypeVar("T", bound="GameRecords")


@_attrs_define
class GameRecords:
    """A side's statistics and rating in each game.

    Attributes:
        gin (GinRecord): A side's Gin statistics and Glicko-2 rating (the profile's ``stats`` and ``rating``).
        rummy (RummyRecord): A side's Rummy statistics and openskill rating (``GET /leaderboard?game=rummy``).
    """

    gin: GinRecord
    rummy: RummyRecord
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        gin = self.gin.to_dict()

        rummy = self.rummy.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "gin": gin,
                "rummy": rummy,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gin_record import GinRecord
        from ..models.rummy_record import RummyRecord

        d = dict(src_dict)
        gin = GinRecord.from_dict(d.pop("gin"))

        rummy = RummyRecord.from_dict(d.pop("rummy"))

        game_records = cls(
            gin=gin,
            rummy=rummy,
        )

        game_records.additional_properties = d
        return game_records

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
