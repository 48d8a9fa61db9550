from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_info_bot_levels_item import GameInfoBotLevelsItem
from ..models.game_info_features_item import GameInfoFeaturesItem
from ..models.game_info_tournament_formats_item import GameInfoTournamentFormatsItem

if TYPE_CHECKING:
    from ..models.game_rule_option import GameRuleOption


T = TypeVar("T", bound="GameInfo")


@_attrs_define
class GameInfo:
    """A game hosted here.

    Attributes:
        bot_levels (list[GameInfoBotLevelsItem]): the built-in bot levels an opponent can be
        features (list[GameInfoFeaturesItem]): what it supports beyond play: hints, analysis, tournaments
        max_seats (int): the most seats a table of it has
        min_seats (int): the fewest seats a table of it has
        name (str): a game's name, as GET /games lists them (Gin Rummy: gin)
        rule_options (list[GameRuleOption]):
        rules_document (str): the rules, in the repository
        title (str):
        tournament_formats (list[GameInfoTournamentFormatsItem]): the tournament formats it is played in (POST
            /tournaments' format)
    """

    bot_levels: list[GameInfoBotLevelsItem]
    features: list[GameInfoFeaturesItem]
    max_seats: int
    min_seats: int
    name: str
    rule_options: list[GameRuleOption]
    rules_document: str
    title: str
    tournament_formats: list[GameInfoTournamentFormatsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bot_levels = []
        for bot_levels_item_data in self.bot_levels:
            bot_levels_item = bot_levels_item_data.value
            bot_levels.append(bot_levels_item)

        features = []
        for features_item_data in self.features:
            features_item = features_item_data.value
            features.append(features_item)

        max_seats = self.max_seats

        min_seats = self.min_seats

        name = self.name

        rule_options = []
        for rule_options_item_data in self.rule_options:
            rule_options_item = rule_options_item_data.to_dict()
            rule_options.append(rule_options_item)

        rules_document = self.rules_document

        title = self.title

        tournament_formats = []
        for tournament_formats_item_data in self.tournament_formats:
            tournament_formats_item = tournament_formats_item_data.value
            tournament_formats.append(tournament_formats_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bot_levels": bot_levels,
                "features": features,
                "max_seats": max_seats,
                "min_seats": min_seats,
                "name": name,
                "rule_options": rule_options,
                "rules_document": rules_document,
                "title": title,
                "tournament_formats": tournament_formats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_rule_option import GameRuleOption

        d = dict(src_dict)
        bot_levels = []
        _bot_levels = d.pop("bot_levels")
        for bot_levels_item_data in _bot_levels:
            bot_levels_item = GameInfoBotLevelsItem(bot_levels_item_data)

            bot_levels.append(bot_levels_item)

        features = []
        _features = d.pop("features")
        for features_item_data in _features:
            features_item = GameInfoFeaturesItem(features_item_data)

            features.append(features_item)

        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        name = d.pop("name")

        rule_options = []
        _rule_options = d.pop("rule_options")
        for rule_options_item_data in _rule_options:
            rule_options_item = GameRuleOption.from_dict(rule_options_item_data)

            rule_options.append(rule_options_item)

        rules_document = d.pop("rules_document")

        title = d.pop("title")

        tournament_formats = []
        _tournament_formats = d.pop("tournament_formats")
        for tournament_formats_item_data in _tournament_formats:
            tournament_formats_item = GameInfoTournamentFormatsItem(tournament_formats_item_data)

            tournament_formats.append(tournament_formats_item)

        game_info = cls(
            bot_levels=bot_levels,
            features=features,
            max_seats=max_seats,
            min_seats=min_seats,
            name=name,
            rule_options=rule_options,
            rules_document=rules_document,
            title=title,
            tournament_formats=tournament_formats,
        )

        game_info.additional_properties = d
        return game_info

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
