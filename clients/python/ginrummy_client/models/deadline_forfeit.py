from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deadline_forfeit_reason import DeadlineForfeitReason

T = TypeVar("T", bound="DeadlineForfeit")


@_attrs_define
class DeadlineForfeit:
    """The match ended because a seat missed its per-move deadline (a tournament's time
    control): the other seat won.

        Attributes:
            forfeited (int):
            reason (DeadlineForfeitReason):
            scores (list[int]):
            winner (int):
    """

    forfeited: int
    reason: DeadlineForfeitReason
    scores: list[int]
    winner: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        forfeited = self.forfeited

        reason = self.reason.value

        scores = self.scores

        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "forfeited": forfeited,
                "reason": reason,
                "scores": scores,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        forfeited = d.pop("forfeited")

        reason = DeadlineForfeitReason(d.pop("reason"))

        scores = cast(list[int], d.pop("scores"))

        winner = d.pop("winner")

        deadline_forfeit = cls(
            forfeited=forfeited,
            reason=reason,
            scores=scores,
            winner=winner,
        )

        deadline_forfeit.additional_properties = d
        return deadline_forfeit

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
