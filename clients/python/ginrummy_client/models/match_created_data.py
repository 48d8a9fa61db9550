from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_created_data_bots_item_type_0 import MatchCreatedDataBotsItemType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rules_out import RulesOut


T = TypeVar("T", bound="MatchCreatedData")


@_attrs_define
class MatchCreatedData:
    """A tournament's game also names its tournament, its time control and the expert seats'
    playout caps.

        Attributes:
            bots (list[MatchCreatedDataBotsItemType0 | None]):
            created_by (str):
            hints (bool):
            players (list[None | str]):
            rated (bool):
            rules (RulesOut): The rules of a table, every option given.
            bot_playouts (list[int | None] | None | Unset):
            deal_limit (int | None | Unset): a tournament deal pair's game: it ends after these deals
            move_deadline_ms (int | None | Unset):
            reveals_held (bool | None | Unset): a tournament pair's game: its reveals (seed, deck orders, salts) are
                withheld until both games of the pair have ended (a `reveals_released` event)
            tournament_id (None | str | Unset):
    """

    bots: list[MatchCreatedDataBotsItemType0 | None]
    created_by: str
    hints: bool
    players: list[None | str]
    rated: bool
    rules: RulesOut
    bot_playouts: list[int | None] | None | Unset = UNSET
    deal_limit: int | None | Unset = UNSET
    move_deadline_ms: int | None | Unset = UNSET
    reveals_held: bool | None | Unset = UNSET
    tournament_id: None | str | Unset = UNSET
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

        bot_playouts: list[int | None] | None | Unset
        if isinstance(self.bot_playouts, Unset):
            bot_playouts = UNSET
        elif isinstance(self.bot_playouts, list):
            bot_playouts = []
            for bot_playouts_type_0_item_data in self.bot_playouts:
                bot_playouts_type_0_item: int | None
                bot_playouts_type_0_item = bot_playouts_type_0_item_data
                bot_playouts.append(bot_playouts_type_0_item)

        else:
            bot_playouts = self.bot_playouts

        deal_limit: int | None | Unset
        if isinstance(self.deal_limit, Unset):
            deal_limit = UNSET
        else:
            deal_limit = self.deal_limit

        move_deadline_ms: int | None | Unset
        if isinstance(self.move_deadline_ms, Unset):
            move_deadline_ms = UNSET
        else:
            move_deadline_ms = self.move_deadline_ms

        reveals_held: bool | None | Unset
        if isinstance(self.reveals_held, Unset):
            reveals_held = UNSET
        else:
            reveals_held = self.reveals_held

        tournament_id: None | str | Unset
        if isinstance(self.tournament_id, Unset):
            tournament_id = UNSET
        else:
            tournament_id = self.tournament_id

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
        if bot_playouts is not UNSET:
            field_dict["bot_playouts"] = bot_playouts
        if deal_limit is not UNSET:
            field_dict["deal_limit"] = deal_limit
        if move_deadline_ms is not UNSET:
            field_dict["move_deadline_ms"] = move_deadline_ms
        if reveals_held is not UNSET:
            field_dict["reveals_held"] = reveals_held
        if tournament_id is not UNSET:
            field_dict["tournament_id"] = tournament_id

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

        def _parse_bot_playouts(data: object) -> list[int | None] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                bot_playouts_type_0 = []
                _bot_playouts_type_0 = data
                for bot_playouts_type_0_item_data in _bot_playouts_type_0:

                    def _parse_bot_playouts_type_0_item(data: object) -> int | None:
                        if data is None:
                            return data
                        return cast(int | None, data)

                    bot_playouts_type_0_item = _parse_bot_playouts_type_0_item(
                        bot_playouts_type_0_item_data
                    )

                    bot_playouts_type_0.append(bot_playouts_type_0_item)

                return bot_playouts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | None] | None | Unset, data)

        bot_playouts = _parse_bot_playouts(d.pop("bot_playouts", UNSET))

        def _parse_deal_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        deal_limit = _parse_deal_limit(d.pop("deal_limit", UNSET))

        def _parse_move_deadline_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        move_deadline_ms = _parse_move_deadline_ms(d.pop("move_deadline_ms", UNSET))

        def _parse_reveals_held(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        reveals_held = _parse_reveals_held(d.pop("reveals_held", UNSET))

        def _parse_tournament_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tournament_id = _parse_tournament_id(d.pop("tournament_id", UNSET))

        match_created_data = cls(
            bots=bots,
            created_by=created_by,
            hints=hints,
            players=players,
            rated=rated,
            rules=rules,
            bot_playouts=bot_playouts,
            deal_limit=deal_limit,
            move_deadline_ms=move_deadline_ms,
            reveals_held=reveals_held,
            tournament_id=tournament_id,
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
