from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ReadMark")


@_attrs_define
class ReadMark:
    """
    Attributes:
        upto (int): the last message number read
    """

    upto: int

    def to_dict(self) -> dict[str, Any]:
        upto = self.upto

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "upto": upto,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        upto = d.pop("upto")

        read_mark = cls(
            upto=upto,
        )

        return read_mark
