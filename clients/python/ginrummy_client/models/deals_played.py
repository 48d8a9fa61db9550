from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deals_played_reason import DealsPlayedReason

T = TypeVar("T", bound="DealsPlayed")


@_attrs_define
class DealsPlayed:
    """A deal-limited match (a game of a tournament's deal pair) played its deals: the seat
    with more hand points won (``null``: equal).

        Attributes:
            deals (int):
            reason (DealsPlayedReason):
            scores (list[int]):
            winner (int | None):
    """

    deals: int
    reason: DealsPlayedReason
    scores: list[int]
    winner: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deals = self.deals

        reason = self.reason.value

        scores = self.scores

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deals": deals,
                "reason": reason,
                "scores": scores,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deals = d.pop("deals")

        reason = DealsPlayedReason(d.pop("reason"))

        scores = cast(list[int], d.pop("scores"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        deals_played = cls(
            deals=deals,
            reason=reason,
            scores=scores,
            winner=winner,
        )

        deals_played.additional_properties = d
        return deals_played

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
