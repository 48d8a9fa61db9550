from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DealStartedData")


@_attrs_define
class DealStartedData:
    """``salt`` is revealed once the deal is over.

    Attributes:
        commitment (str):
        deal (int):
        dealer (int):
        salt (None | str | Unset):
    """

    commitment: str
    deal: int
    dealer: int
    salt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        deal = self.deal

        dealer = self.dealer

        salt: None | str | Unset
        if isinstance(self.salt, Unset):
            salt = UNSET
        else:
            salt = self.salt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "commitment": commitment,
                "deal": deal,
                "dealer": dealer,
            }
        )
        if salt is not UNSET:
            field_dict["salt"] = salt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        deal = d.pop("deal")

        dealer = d.pop("dealer")

        def _parse_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        salt = _parse_salt(d.pop("salt", UNSET))

        deal_started_data = cls(
            commitment=commitment,
            deal=deal,
            dealer=dealer,
            salt=salt,
        )

        deal_started_data.additional_properties = d
        return deal_started_data

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
