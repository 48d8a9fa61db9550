from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.room_summary import RoomSummary


T = TypeVar("T", bound="RoomList")


@_attrs_define
class RoomList:
    """
    Attributes:
        rooms (list[RoomSummary]):
    """

    rooms: list[RoomSummary]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rooms = []
        for rooms_item_data in self.rooms:
            rooms_item = rooms_item_data.to_dict()
            rooms.append(rooms_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rooms": rooms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.room_summary import RoomSummary

        d = dict(src_dict)
        rooms = []
        _rooms = d.pop("rooms")
        for rooms_item_data in _rooms:
            rooms_item = RoomSummary.from_dict(rooms_item_data)

            rooms.append(rooms_item)

        room_list = cls(
            rooms=rooms,
        )

        room_list.additional_properties = d
        return room_list

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
