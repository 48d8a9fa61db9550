from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.analysis_pending_status import AnalysisPendingStatus

T = TypeVar("T", bound="AnalysisPending")


@_attrs_define
class AnalysisPending:
    """The analysis is being computed (202): ask again after ``retry_after`` seconds.

    Attributes:
        match_id (str):
        retry_after (int):
        status (AnalysisPendingStatus):
    """

    match_id: str
    retry_after: int
    status: AnalysisPendingStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        match_id = self.match_id

        retry_after = self.retry_after

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "match_id": match_id,
                "retry_after": retry_after,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        match_id = d.pop("match_id")

        retry_after = d.pop("retry_after")

        status = AnalysisPendingStatus(d.pop("status"))

        analysis_pending = cls(
            match_id=match_id,
            retry_after=retry_after,
            status=status,
        )

        analysis_pending.additional_properties = d
        return analysis_pending

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
