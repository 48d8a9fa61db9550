from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.resignation_reason import ResignationReason

T = TypeVar("T", bound="Resignation")


@_attrs_define
class Resignation:
    """The match ended by a resignation: the other seat won.

    Attributes:
        reason (ResignationReason):
        resigned (int):
        scores (list[int]):
        winner (int):
    """

    reason: ResignationReason
    resigned: int
    scores: list[int]
    winner: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        resigned = self.resigned

        scores = self.scores

        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
                "resigned": resigned,
                "scores": scores,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reason = ResignationReason(d.pop("reason"))

        resigned = d.pop("resigned")

        scores = cast(list[int], d.pop("scores"))

        winner = d.pop("winner")

        resignation = cls(
            reason=reason,
            resigned=resigned,
            scores=scores,
            winner=winner,
        )

        resignation.additional_properties = d
        return resignation

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
