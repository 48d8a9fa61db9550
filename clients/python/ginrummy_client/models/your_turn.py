from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.your_turn_type import YourTurnType

T = TypeVar("T", bound="YourTurn")


@_attrs_define
class YourTurn:
    """A live stream's ``your_turn`` message (SSE event ``your_turn``): the stream's seat is to
    act in the match at this version.

        Attributes:
            match_id (str):
            type_ (YourTurnType):
            version (int):
    """

    match_id: str
    type_: YourTurnType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        match_id = self.match_id

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "match_id": match_id,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        match_id = d.pop("match_id")

        type_ = YourTurnType(d.pop("type"))

        version = d.pop("version")

        your_turn = cls(
            match_id=match_id,
            type_=type_,
            version=version,
        )

        your_turn.additional_properties = d
        return your_turn

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
