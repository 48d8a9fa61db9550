from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoomCreate")


@_attrs_define
class RoomCreate:
    """
    Attributes:
        name (str): 3 to 40 characters once trimmed: letters, digits, spaces and hyphens (else 422 invalid-room-name);
            unique whatever its case (else 409 room-name-taken)
    """

    name: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        room_create = cls(
            name=name,
        )

        return room_create
