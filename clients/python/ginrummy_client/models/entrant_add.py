from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EntrantAdd")


@_attrs_define
class EntrantAdd:
    """
    Attributes:
        name (str): a built-in level; the expert with its playout cap as expert:64 (default 32)
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

        entrant_add = cls(
            name=name,
        )

        return entrant_add
