from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.finish_layoff_type import FinishLayoffType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FinishLayoff")


@_attrs_define
class FinishLayoff:
    """Stop laying off: the deal is scored.

    Attributes:
        type_ (FinishLayoffType):
        version (int | None | Unset):
    """

    type_: FinishLayoffType
    version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = FinishLayoffType(d.pop("type"))

        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))

        finish_layoff = cls(
            type_=type_,
            version=version,
        )

        return finish_layoff
