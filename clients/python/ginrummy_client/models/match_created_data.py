from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_created_data_bots_item_type_0 import MatchCreatedDataBotsItemType0

if TYPE_CHECKING:
    from ..models.rules_out import RulesOut


T = TypeVar("T", bound="MatchCreatedData")


@_attrs_define
class MatchCreatedData:
    """
    Attributes:
        bots (list[MatchCreatedDataBotsItemType0 | None]):
        created_by (str):
        hints (bool):
        players (list[None | str]):
        rated (bool):
        rules (RulesOut): The rules of a table, every option given.
    """

    bots: list[MatchCreatedDataBotsItemType0 | None]
    created_by: str
    hints: bool
    players: list[None | str]
    rated: bool
    rules: RulesOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bots = []
        for bots_item_data in self.bots:
            bots_item: None | str
            if isinstance(bots_item_data, MatchCreatedDataBotsItemType0):
                bots_item = bots_item_data.value
            else:
                bots_item = bots_item_data
            bots.append(bots_item)

        created_by = self.created_by

        hints = self.hints

        players = []
        for players_item_data in self.players:
            players_item: None | str
            players_item = players_item_data
            players.append(players_item)

        rated = self.rated

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bots": bots,
                "created_by": created_by,
                "hints": hints,
                "players": players,
                "rated": rated,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rules_out import RulesOut

        d = dict(src_dict)
        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:

            def _parse_bots_item(data: object) -> MatchCreatedDataBotsItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    bots_item_type_0 = MatchCreatedDataBotsItemType0(data)

                    return bots_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(MatchCreatedDataBotsItemType0 | None, data)

            bots_item = _parse_bots_item(bots_item_data)

            bots.append(bots_item)

        created_by = d.pop("created_by")

        hints = d.pop("hints")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:

            def _parse_players_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            players_item = _parse_players_item(players_item_data)

            players.append(players_item)

        rated = d.pop("rated")

        rules = RulesOut.from_dict(d.pop("rules"))

        match_created_data = cls(
            bots=bots,
            created_by=created_by,
            hints=hints,
            players=players,
            rated=rated,
            rules=rules,
        )

        match_created_data.additional_properties = d
        return match_created_data

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
