from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.friend_status_friendship import FriendStatusFriendship

T = TypeVar("T", bound="FriendStatus")


@_attrs_define
class FriendStatus:
    """
    Attributes:
        blocked (bool):
        friendship (FriendStatusFriendship):
        player_id (str):
    """

    blocked: bool
    friendship: FriendStatusFriendship
    player_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        blocked = self.blocked

        friendship = self.friendship.value

        player_id = self.player_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "blocked": blocked,
                "friendship": friendship,
                "player_id": player_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        blocked = d.pop("blocked")

        friendship = FriendStatusFriendship(d.pop("friendship"))

        player_id = d.pop("player_id")

        friend_status = cls(
            blocked=blocked,
            friendship=friendship,
            player_id=player_id,
        )

        friend_status.additional_properties = d
        return friend_status

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
