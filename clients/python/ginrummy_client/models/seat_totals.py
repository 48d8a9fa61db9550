from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatTotals")


@_attrs_define
class SeatTotals:
    """One seat's decisions: how many, the loss, the count per label.

    Attributes:
        average_equity_loss (float | None):
        average_loss (float):
        blunder (int):
        decisions (int):
        good (int):
        inaccuracy (int):
        mistake (int):
        seat (int):
        total_loss (float):
    """

    average_equity_loss: float | None
    average_loss: float
    blunder: int
    decisions: int
    good: int
    inaccuracy: int
    mistake: int
    seat: int
    total_loss: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        average_equity_loss: float | None
        average_equity_loss = self.average_equity_loss

        average_loss = self.average_loss

        blunder = self.blunder

        decisions = self.decisions

        good = self.good

        inaccuracy = self.inaccuracy

        mistake = self.mistake

        seat = self.seat

        total_loss = self.total_loss

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "average_equity_loss": average_equity_loss,
                "average_loss": average_loss,
                "blunder": blunder,
                "decisions": decisions,
                "good": good,
                "inaccuracy": inaccuracy,
                "mistake": mistake,
                "seat": seat,
                "total_loss": total_loss,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_average_equity_loss(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_equity_loss = _parse_average_equity_loss(d.pop("average_equity_loss"))

        average_loss = d.pop("average_loss")

        blunder = d.pop("blunder")

        decisions = d.pop("decisions")

        good = d.pop("good")

        inaccuracy = d.pop("inaccuracy")

        mistake = d.pop("mistake")

        seat = d.pop("seat")

        total_loss = d.pop("total_loss")

        seat_totals = cls(
            average_equity_loss=average_equity_loss,
            average_loss=average_loss,
            blunder=blunder,
            decisions=decisions,
            good=good,
            inaccuracy=inaccuracy,
            mistake=mistake,
            seat=seat,
            total_loss=total_loss,
        )

        seat_totals.additional_properties = d
        return seat_totals

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
