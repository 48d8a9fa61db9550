from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoomChatLineCreate")


@_attrs_define
class RoomChatLineCreate:
    """
    Attributes:
        text (str): the line (at most 500 characters once trimmed: 422 chat-too-long); shown as text, never as markup
    """

    text: str

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        text = d.pop("text")

        room_chat_line_create = cls(
            text=text,
        )

        return room_chat_line_create
