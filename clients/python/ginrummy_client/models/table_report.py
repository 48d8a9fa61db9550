from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.table_standing import TableStanding


T = TypeVar("T", bound="TableReport")


@_attrs_define
class TableReport:
    """A rummy-table tournament: each deal played once per rotation of the seats (a deal set),
    the standings in the openskill ordering.

        Attributes:
            deal_sets (int):
            games (int):
            ordering (list[str]):
            standings (list[TableStanding]):
    """

    deal_sets: int
    games: int
    ordering: list[str]
    standings: list[TableStanding]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deal_sets = self.deal_sets

        games = self.games

        ordering = self.ordering

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deal_sets": deal_sets,
                "games": games,
                "ordering": ordering,
                "standings": standings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.table_standing import TableStanding

        d = dict(src_dict)
        deal_sets = d.pop("deal_sets")

        games = d.pop("games")

        ordering = cast(list[str], d.pop("ordering"))

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = TableStanding.from_dict(standings_item_data)

            standings.append(standings_item)

        table_report = cls(
            deal_sets=deal_sets,
            games=games,
            ordering=ordering,
            standings=standings,
        )

        table_report.additional_properties = d
        return table_report

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
