from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.event import Event
    from ..models.export_player import ExportPlayer
    from ..models.rules_out import RulesOut


T = TypeVar("T", bound="MatchExport")


@_attrs_define
class MatchExport:
    """
    Attributes:
        events (list[Event]):
        format_ (str):
        match_id (str):
        players (list[ExportPlayer]):
        rules (RulesOut):
        version (int):
    """

    events: list[Event]
    format_: str
    match_id: str
    players: list[ExportPlayer]
    rules: RulesOut
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        format_ = self.format_

        match_id = self.match_id

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        rules = self.rules.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "format": format_,
                "match_id": match_id,
                "players": players,
                "rules": rules,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event import Event
        from ..models.export_player import ExportPlayer
        from ..models.rules_out import RulesOut

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        format_ = d.pop("format")

        match_id = d.pop("match_id")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = ExportPlayer.from_dict(players_item_data)

            players.append(players_item)

        rules = RulesOut.from_dict(d.pop("rules"))

        version = d.pop("version")

        match_export = cls(
            events=events,
            format_=format_,
            match_id=match_id,
            players=players,
            rules=rules,
            version=version,
        )

        match_export.additional_properties = d
        return match_export

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
