from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Message")


@_attrs_define
class Message:
    """
    Attributes:
        at (str):
        deleted (bool):
        from_ (str):
        number (int):
        text (str):
        to (str):
    """

    at: str
    deleted: bool
    from_: str
    number: int
    text: str
    to: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        deleted = self.deleted

        from_ = self.from_

        number = self.number

        text = self.text

        to = self.to

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "deleted": deleted,
                "from": from_,
                "number": number,
                "text": text,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        deleted = d.pop("deleted")

        from_ = d.pop("from")

        number = d.pop("number")

        text = d.pop("text")

        to = d.pop("to")

        message = cls(
            at=at,
            deleted=deleted,
            from_=from_,
            number=number,
            text=text,
            to=to,
        )

        message.additional_properties = d
        return message

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
