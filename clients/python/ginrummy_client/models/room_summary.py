from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RoomSummary")


@_attrs_define
class RoomSummary:
    """
    Attributes:
        created_by (str):
        id (str):
        matches_opened (int):
        members (int):
        name (str):
    """

    created_by: str
    id: str
    matches_opened: int
    members: int
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_by = self.created_by

        id = self.id

        matches_opened = self.matches_opened

        members = self.members

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_by": created_by,
                "id": id,
                "matches_opened": matches_opened,
                "members": members,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_by = d.pop("created_by")

        id = d.pop("id")

        matches_opened = d.pop("matches_opened")

        members = d.pop("members")

        name = d.pop("name")

        room_summary = cls(
            created_by=created_by,
            id=id,
            matches_opened=matches_opened,
            members=members,
            name=name,
        )

        room_summary.additional_properties = d
        return room_summary

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
