from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lobby_changed_type import LobbyChangedType

T = TypeVar("T", bound="LobbyChanged")


@_attrs_define
class LobbyChanged:
    """The message of ``GET /lobby/stream`` (SSE event ``lobby_changed``): the open matches
    changed (``open`` of them now); read ``GET /matches`` for the list.

        Attributes:
            open_ (int):
            type_ (LobbyChangedType):
    """

    open_: int
    type_: LobbyChangedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        open_ = self.open_

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "open": open_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        open_ = d.pop("open")

        type_ = LobbyChangedType(d.pop("type"))

        lobby_changed = cls(
            open_=open_,
            type_=type_,
        )

        lobby_changed.additional_properties = d
        return lobby_changed

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
