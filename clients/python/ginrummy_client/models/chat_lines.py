from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chat_lines_rooms_item import ChatLinesRoomsItem

if TYPE_CHECKING:
    from ..models.chat_line import ChatLine


T = TypeVar("T", bound="ChatLines")


@_attrs_define
class ChatLines:
    """
    Attributes:
        lines (list[ChatLine]):
        match_id (str):
        rooms (list[ChatLinesRoomsItem]): the rooms the caller reads now
    """

    lines: list[ChatLine]
    match_id: str
    rooms: list[ChatLinesRoomsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)

        match_id = self.match_id

        rooms = []
        for rooms_item_data in self.rooms:
            rooms_item = rooms_item_data.value
            rooms.append(rooms_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lines": lines,
                "match_id": match_id,
                "rooms": rooms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_line import ChatLine

        d = dict(src_dict)
        lines = []
        _lines = d.pop("lines")
        for lines_item_data in _lines:
            lines_item = ChatLine.from_dict(lines_item_data)

            lines.append(lines_item)

        match_id = d.pop("match_id")

        rooms = []
        _rooms = d.pop("rooms")
        for rooms_item_data in _rooms:
            rooms_item = ChatLinesRoomsItem(rooms_item_data)

            rooms.append(rooms_item)

        chat_lines = cls(
            lines=lines,
            match_id=match_id,
            rooms=rooms,
        )

        chat_lines.additional_properties = d
        return chat_lines

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
