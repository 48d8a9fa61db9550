from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rematch_out_status import RematchOutStatus

T = TypeVar("T", bound="RematchOut")


@_attrs_define
class RematchOut:
    """
    Attributes:
        match_id (str):
        new_match_id (None | str):
        offered_by (None | str):
        offered_to (None | str): a player id, or bot:<level> for a built-in bot
        status (RematchOutStatus):
    """

    match_id: str
    new_match_id: None | str
    offered_by: None | str
    offered_to: None | str
    status: RematchOutStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        match_id = self.match_id

        new_match_id: None | str
        new_match_id = self.new_match_id

        offered_by: None | str
        offered_by = self.offered_by

        offered_to: None | str
        offered_to = self.offered_to

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "match_id": match_id,
                "new_match_id": new_match_id,
                "offered_by": offered_by,
                "offered_to": offered_to,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        match_id = d.pop("match_id")

        def _parse_new_match_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        new_match_id = _parse_new_match_id(d.pop("new_match_id"))

        def _parse_offered_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        offered_by = _parse_offered_by(d.pop("offered_by"))

        def _parse_offered_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        offered_to = _parse_offered_to(d.pop("offered_to"))

        status = RematchOutStatus(d.pop("status"))

        rematch_out = cls(
            match_id=match_id,
            new_match_id=new_match_id,
            offered_by=offered_by,
            offered_to=offered_to,
            status=status,
        )

        rematch_out.additional_properties = d
        return rematch_out

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
