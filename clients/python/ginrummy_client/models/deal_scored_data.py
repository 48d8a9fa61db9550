from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.deal_record import DealRecord


T = TypeVar("T", bound="DealScoredData")


@_attrs_define
class DealScoredData:
    """The deal's outcome and the running scores, with the reveal of its deck.

    Attributes:
        deal (int):
        order (list[str]):
        record (DealRecord):
        salt (str):
        scores (list[int]):
    """

    deal: int
    order: list[str]
    record: DealRecord
    salt: str
    scores: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deal = self.deal

        order = self.order

        record = self.record.to_dict()

        salt = self.salt

        scores = self.scores

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deal": deal,
                "order": order,
                "record": record,
                "salt": salt,
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deal_record import DealRecord

        d = dict(src_dict)
        deal = d.pop("deal")

        order = cast(list[str], d.pop("order"))

        record = DealRecord.from_dict(d.pop("record"))

        salt = d.pop("salt")

        scores = cast(list[int], d.pop("scores"))

        deal_scored_data = cls(
            deal=deal,
            order=order,
            record=record,
            salt=salt,
            scores=scores,
        )

        deal_scored_data.additional_properties = d
        return deal_scored_data

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
