from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tournament_summary_format import TournamentSummaryFormat
from ..models.tournament_summary_status import TournamentSummaryStatus

T = TypeVar("T", bound="TournamentSummary")


@_attrs_define
class TournamentSummary:
    """
    Attributes:
        created_at (str):
        entrants (list[str]):
        format_ (TournamentSummaryFormat):
        id (str):
        status (TournamentSummaryStatus):
    """

    created_at: str
    entrants: list[str]
    format_: TournamentSummaryFormat
    id: str
    status: TournamentSummaryStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        entrants = self.entrants

        format_ = self.format_.value

        id = self.id

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "entrants": entrants,
                "format": format_,
                "id": id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        entrants = cast(list[str], d.pop("entrants"))

        format_ = TournamentSummaryFormat(d.pop("format"))

        id = d.pop("id")

        status = TournamentSummaryStatus(d.pop("status"))

        tournament_summary = cls(
            created_at=created_at,
            entrants=entrants,
            format_=format_,
            id=id,
            status=status,
        )

        tournament_summary.additional_properties = d
        return tournament_summary

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
