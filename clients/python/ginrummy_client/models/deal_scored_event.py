from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deal_scored_event_type import DealScoredEventType

if TYPE_CHECKING:
    from ..models.deal_scored_data import DealScoredData


T = TypeVar("T", bound="DealScoredEvent")


@_attrs_define
class DealScoredEvent:
    """
    Attributes:
        at (str):
        data (DealScoredData): The deal's outcome and the running scores, with the reveal of its deck (``order``,
            ``salt``; absent while a tournament pair game's reveals are held).
        deal (int | None):
        type_ (DealScoredEventType):
        version (int):
    """

    at: str
    data: DealScoredData
    deal: int | None
    type_: DealScoredEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        data = self.data.to_dict()

        deal: int | None
        deal = self.deal

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "data": data,
                "deal": deal,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deal_scored_data import DealScoredData

        d = dict(src_dict)
        at = d.pop("at")

        data = DealScoredData.from_dict(d.pop("data"))

        def _parse_deal(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deal = _parse_deal(d.pop("deal"))

        type_ = DealScoredEventType(d.pop("type"))

        version = d.pop("version")

        deal_scored_event = cls(
            at=at,
            data=data,
            deal=deal,
            type_=type_,
            version=version,
        )

        deal_scored_event.additional_properties = d
        return deal_scored_event

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
