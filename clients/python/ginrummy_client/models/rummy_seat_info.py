from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_seat_info_bot_type_0 import RummySeatInfoBotType0

T = TypeVar("T", bound="RummySeatInfo")


@_attrs_define
class RummySeatInfo:
    """
    Attributes:
        bot (None | RummySeatInfoBotType0):
        name (None | str):
        player_id (None | str):
        seat (int):
    """

    bot: None | RummySeatInfoBotType0
    name: None | str
    player_id: None | str
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        if isinstance(self.bot, RummySeatInfoBotType0):
            bot = self.bot.value
        else:
            bot = self.bot

        name: None | str
        name = self.name

        player_id: None | str
        player_id = self.player_id

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bot": bot,
                "name": name,
                "player_id": player_id,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_bot(data: object) -> None | RummySeatInfoBotType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_0 = RummySeatInfoBotType0(data)

                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummySeatInfoBotType0, data)

        bot = _parse_bot(d.pop("bot"))

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_player_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player_id = _parse_player_id(d.pop("player_id"))

        seat = d.pop("seat")

        rummy_seat_info = cls(
            bot=bot,
            name=name,
            player_id=player_id,
            seat=seat,
        )

        rummy_seat_info.additional_properties = d
        return rummy_seat_info

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
