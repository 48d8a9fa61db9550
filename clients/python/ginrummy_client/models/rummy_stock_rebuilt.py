from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_stock_rebuilt_type import RummyStockRebuiltType
from ..types import UNSET, Unset

T = TypeVar("T", bound="RummyStockRebuilt")


@_attrs_define
class RummyStockRebuilt:
    """The pile (but its top card) became the stock: the commitment to the new stock's order,
    made before its first draw; its salt once the hand is over.

        Attributes:
            at (str):
            commitment (str):
            hand (int | None):
            rebuild (int):
            type_ (RummyStockRebuiltType):
            version (int):
            salt (None | str | Unset):
    """

    at: str
    commitment: str
    hand: int | None
    rebuild: int
    type_: RummyStockRebuiltType
    version: int
    salt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        commitment = self.commitment

        hand: int | None
        hand = self.hand

        rebuild = self.rebuild

        type_ = self.type_.value

        version = self.version

        salt: None | str | Unset
        if isinstance(self.salt, Unset):
            salt = UNSET
        else:
            salt = self.salt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "commitment": commitment,
                "hand": hand,
                "rebuild": rebuild,
                "type": type_,
                "version": version,
            }
        )
        if salt is not UNSET:
            field_dict["salt"] = salt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        commitment = d.pop("commitment")

        def _parse_hand(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand = _parse_hand(d.pop("hand"))

        rebuild = d.pop("rebuild")

        type_ = RummyStockRebuiltType(d.pop("type"))

        version = d.pop("version")

        def _parse_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        salt = _parse_salt(d.pop("salt", UNSET))

        rummy_stock_rebuilt = cls(
            at=at,
            commitment=commitment,
            hand=hand,
            rebuild=rebuild,
            type_=type_,
            version=version,
            salt=salt,
        )

        rummy_stock_rebuilt.additional_properties = d
        return rummy_stock_rebuilt

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
