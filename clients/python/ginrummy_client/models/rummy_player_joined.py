from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_player_joined_type import RummyPlayerJoinedType

T = TypeVar("T", bound="RummyPlayerJoined")


@_attrs_define
class RummyPlayerJoined:
    """
    Attributes:
        at (str):
        hand (int | None):
        player_id (str):
        seat (int):
        type_ (RummyPlayerJoinedType):
        version (int):
    """

    at: str
    hand: int | None
    player_id: str
    seat: int
    type_: RummyPlayerJoinedType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        hand: int | None
        hand = self.hand

        player_id = self.player_id

        seat = self.seat

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "hand": hand,
                "player_id": player_id,
                "seat": seat,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        def _parse_hand(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand = _parse_hand(d.pop("hand"))

        player_id = d.pop("player_id")

        seat = d.pop("seat")

        type_ = RummyPlayerJoinedType(d.pop("type"))

        version = d.pop("version")

        rummy_player_joined = cls(
            at=at,
            hand=hand,
            player_id=player_id,
            seat=seat,
            type_=type_,
            version=version,
        )

        rummy_player_joined.additional_properties = d
        return rummy_player_joined

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
