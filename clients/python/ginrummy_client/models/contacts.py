from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.friend import Friend


T = TypeVar("T", bound="Contacts")


@_attrs_define
class Contacts:
    """
    Attributes:
        blocked (list[str]):
        friends (list[Friend]):
        requests_received (list[str]):
        requests_sent (list[str]):
    """

    blocked: list[str]
    friends: list[Friend]
    requests_received: list[str]
    requests_sent: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        blocked = self.blocked

        friends = []
        for friends_item_data in self.friends:
            friends_item = friends_item_data.to_dict()
            friends.append(friends_item)

        requests_received = self.requests_received

        requests_sent = self.requests_sent

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "blocked": blocked,
                "friends": friends,
                "requests_received": requests_received,
                "requests_sent": requests_sent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.friend import Friend

        d = dict(src_dict)
        blocked = cast(list[str], d.pop("blocked"))

        friends = []
        _friends = d.pop("friends")
        for friends_item_data in _friends:
            friends_item = Friend.from_dict(friends_item_data)

            friends.append(friends_item)

        requests_received = cast(list[str], d.pop("requests_received"))

        requests_sent = cast(list[str], d.pop("requests_sent"))

        contacts = cls(
            blocked=blocked,
            friends=friends,
            requests_received=requests_received,
            requests_sent=requests_sent,
        )

        contacts.additional_properties = d
        return contacts

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
