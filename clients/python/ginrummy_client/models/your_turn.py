from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.your_turn_type import YourTurnType
from ..types import UNSET, Unset

T = TypeVar("T", bound="YourTurn")


@_attrs_define
class YourTurn:
    """A live stream's ``your_turn`` message (SSE event ``your_turn``): the stream's seat is to
    act in the match at this version.

        Attributes:
            match_id (str):
            type_ (YourTurnType):
            version (int):
            deadline_at (None | str | Unset): under a time control: when this turn's deadline runs out
            deadline_ms (int | None | Unset): under a time control: the per-move deadline
    """

    match_id: str
    type_: YourTurnType
    version: int
    deadline_at: None | str | Unset = UNSET
    deadline_ms: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        match_id = self.match_id

        type_ = self.type_.value

        version = self.version

        deadline_at: None | str | Unset
        if isinstance(self.deadline_at, Unset):
            deadline_at = UNSET
        else:
            deadline_at = self.deadline_at

        deadline_ms: int | None | Unset
        if isinstance(self.deadline_ms, Unset):
            deadline_ms = UNSET
        else:
            deadline_ms = self.deadline_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "match_id": match_id,
                "type": type_,
                "version": version,
            }
        )
        if deadline_at is not UNSET:
            field_dict["deadline_at"] = deadline_at
        if deadline_ms is not UNSET:
            field_dict["deadline_ms"] = deadline_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        match_id = d.pop("match_id")

        type_ = YourTurnType(d.pop("type"))

        version = d.pop("version")

        def _parse_deadline_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deadline_at = _parse_deadline_at(d.pop("deadline_at", UNSET))

        def _parse_deadline_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        deadline_ms = _parse_deadline_ms(d.pop("deadline_ms", UNSET))

        your_turn = cls(
            match_id=match_id,
            type_=type_,
            version=version,
            deadline_at=deadline_at,
            deadline_ms=deadline_ms,
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
