from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.deal_record import DealRecord


T = TypeVar("T", bound="DealScoredData")


@_attrs_define
class DealScoredData:
    """The deal's outcome and the running scores, with the reveal of its deck (``order``,
    ``salt``; absent while a tournament pair game's reveals are held).

        Attributes:
            deal (int):
            record (DealRecord):
            scores (list[int]):
            order (list[str] | None | Unset):
            salt (None | str | Unset):
    """

    deal: int
    record: DealRecord
    scores: list[int]
    order: list[str] | None | Unset = UNSET
    salt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deal = self.deal

        record = self.record.to_dict()

        scores = self.scores

        order: list[str] | None | Unset
        if isinstance(self.order, Unset):
            order = UNSET
        elif isinstance(self.order, list):
            order = self.order

        else:
            order = self.order

        salt: None | str | Unset
        if isinstance(self.salt, Unset):
            salt = UNSET
        else:
            salt = self.salt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deal": deal,
                "record": record,
                "scores": scores,
            }
        )
        if order is not UNSET:
            field_dict["order"] = order
        if salt is not UNSET:
            field_dict["salt"] = salt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deal_record import DealRecord

        d = dict(src_dict)
        deal = d.pop("deal")

        record = DealRecord.from_dict(d.pop("record"))

        scores = cast(list[int], d.pop("scores"))

        def _parse_order(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                order_type_0 = cast(list[str], data)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        order = _parse_order(d.pop("order", UNSET))

        def _parse_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        salt = _parse_salt(d.pop("salt", UNSET))

        deal_scored_data = cls(
            deal=deal,
            record=record,
            scores=scores,
            order=order,
            salt=salt,
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
