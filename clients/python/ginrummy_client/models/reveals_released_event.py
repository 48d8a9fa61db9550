from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.reveals_released_event_type import RevealsReleasedEventType

if TYPE_CHECKING:
    from ..models.reveals_released_data import RevealsReleasedData


T = TypeVar("T", bound="RevealsReleasedEvent")


@_attrs_define
class RevealsReleasedEvent:
    """A tournament pair game's reveals are public: both games of its pair have ended.

    Attributes:
        at (str):
        data (RevealsReleasedData):
        deal (int | None):
        type_ (RevealsReleasedEventType):
        version (int):
    """

    at: str
    data: RevealsReleasedData
    deal: int | None
    type_: RevealsReleasedEventType
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
        from ..models.reveals_released_data import RevealsReleasedData

        d = dict(src_dict)
        at = d.pop("at")

        data = RevealsReleasedData.from_dict(d.pop("data"))

        def _parse_deal(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deal = _parse_deal(d.pop("deal"))

        type_ = RevealsReleasedEventType(d.pop("type"))

        version = d.pop("version")

        reveals_released_event = cls(
            at=at,
            data=data,
            deal=deal,
            type_=type_,
            version=version,
        )

        reveals_released_event.additional_properties = d
        return reveals_released_event

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
