from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RoomChatLine")


@_attrs_define
class RoomChatLine:
    """
    Attributes:
        at (float): when it was said (seconds since the epoch)
        author (str): the author's player id
        author_name (None | str):
        id (int): the line's event in the room (its SSE id)
        text (str):
    """

    at: float
    author: str
    author_name: None | str
    id: int
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        author = self.author

        author_name: None | str
        author_name = self.author_name

        id = self.id

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "author": author,
                "author_name": author_name,
                "id": id,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        author = d.pop("author")

        def _parse_author_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        author_name = _parse_author_name(d.pop("author_name"))

        id = d.pop("id")

        text = d.pop("text")

        room_chat_line = cls(
            at=at,
            author=author,
            author_name=author_name,
            id=id,
            text=text,
        )

        room_chat_line.additional_properties = d
        return room_chat_line

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
