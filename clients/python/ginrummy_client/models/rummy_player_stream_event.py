from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_player_stream_event_game import RummyPlayerStreamEventGame

T = TypeVar("T", bound="RummyPlayerStreamEvent")


@_attrs_define
class RummyPlayerStreamEvent:
    """A Rummy match's message in ``GET /players/me/events/stream``: a ``RummyEvent`` (every
    field of the ``RummyEvent`` of its ``type``, as the player's seat may see it) plus its
    ``match_id`` and ``game: "rummy"`` (Gin's messages, ``PlayerStreamEvent``, have no
    ``game``); the SSE id is the store's global position.

        Attributes:
            at (str):
            game (RummyPlayerStreamEventGame):
            hand (int | None):
            match_id (str):
            type_ (str):
            version (int):
    """

    at: str
    game: RummyPlayerStreamEventGame
    hand: int | None
    match_id: str
    type_: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        game = self.game.value

        hand: int | None
        hand = self.hand

        match_id = self.match_id

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "game": game,
                "hand": hand,
                "match_id": match_id,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        game = RummyPlayerStreamEventGame(d.pop("game"))

        def _parse_hand(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand = _parse_hand(d.pop("hand"))

        match_id = d.pop("match_id")

        type_ = d.pop("type")

        version = d.pop("version")

        rummy_player_stream_event = cls(
            at=at,
            game=game,
            hand=hand,
            match_id=match_id,
            type_=type_,
            version=version,
        )

        rummy_player_stream_event.additional_properties = d
        return rummy_player_stream_event

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
