from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.outcome import Outcome


T = TypeVar("T", bound="DealRecord")


@_attrs_define
class DealRecord:
    """
    Attributes:
        dealer (int):
        number (int):
        outcome (Outcome):
    """

    dealer: int
    number: int
    outcome: Outcome
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        number = self.number

        outcome = self.outcome.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dealer": dealer,
                "number": number,
                "outcome": outcome,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.outcome import Outcome

        d = dict(src_dict)
        dealer = d.pop("dealer")

        number = d.pop("number")

        outcome = Outcome.from_dict(d.pop("outcome"))

        deal_record = cls(
            dealer=dealer,
            number=number,
            outcome=outcome,
        )

        deal_record.additional_properties = d
        return deal_record

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
