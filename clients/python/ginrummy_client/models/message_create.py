from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

T = TypeVar("T", bound="MessageCreate")


@_attrs_define
class MessageCreate:
    """
    Attributes:
        text (str): at most 500 characters once trimmed (else 422 message-too-long); shown as text, never as markup
        to (UUID):
    """

    text: str
    to: UUID

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        to = str(self.to)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "text": text,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        text = d.pop("text")

        to = UUID(d.pop("to"))

        message_create = cls(
            text=text,
            to=to,
        )

        return message_create
