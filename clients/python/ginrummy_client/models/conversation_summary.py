from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ConversationSummary")


@_attrs_define
class ConversationSummary:
    """
    Attributes:
        conversation_id (str):
        last_at (None | str):
        messages (int):
        unread (int):
        with_ (str):
    """

    conversation_id: str
    last_at: None | str
    messages: int
    unread: int
    with_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conversation_id = self.conversation_id

        last_at: None | str
        last_at = self.last_at

        messages = self.messages

        unread = self.unread

        with_ = self.with_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conversation_id": conversation_id,
                "last_at": last_at,
                "messages": messages,
                "unread": unread,
                "with": with_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conversation_id = d.pop("conversation_id")

        def _parse_last_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_at = _parse_last_at(d.pop("last_at"))

        messages = d.pop("messages")

        unread = d.pop("unread")

        with_ = d.pop("with")

        conversation_summary = cls(
            conversation_id=conversation_id,
            last_at=last_at,
            messages=messages,
            unread=unread,
            with_=with_,
        )

        conversation_summary.additional_properties = d
        return conversation_summary

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
