from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_reveals_released_type import RummyRevealsReleasedType

T = TypeVar("T", bound="RummyRevealsReleased")


@_attrs_define
class RummyRevealsReleased:
    """A tournament pair game's reveals are public now (both games of its pair ended): the
    seed, every hand's and rebuild's order and salt, in the events above.

        Attributes:
            at (str):
            hand (int | None):
            type_ (RummyRevealsReleasedType):
            version (int):
    """

    at: str
    hand: int | None
    type_: RummyRevealsReleasedType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        hand: int | None
        hand = self.hand

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "hand": hand,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        def _parse_hand(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand = _parse_hand(d.pop("hand"))

        type_ = RummyRevealsReleasedType(d.pop("type"))

        version = d.pop("version")

        rummy_reveals_released = cls(
            at=at,
            hand=hand,
            type_=type_,
            version=version,
        )

        rummy_reveals_released.additional_properties = d
        return rummy_reveals_released

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
