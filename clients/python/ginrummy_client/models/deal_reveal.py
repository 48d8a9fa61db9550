from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DealReveal")


@_attrs_define
class DealReveal:
    """
    Attributes:
        commitment (str):
        deal (int):
        order (list[str]):
        recomputed (str):
        salt (str):
        valid (bool):
    """

    commitment: str
    deal: int
    order: list[str]
    recomputed: str
    salt: str
    valid: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        deal = self.deal

        order = self.order

        recomputed = self.recomputed

        salt = self.salt

        valid = self.valid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "commitment": commitment,
                "deal": deal,
                "order": order,
                "recomputed": recomputed,
                "salt": salt,
                "valid": valid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        deal = d.pop("deal")

        order = cast(list[str], d.pop("order"))

        recomputed = d.pop("recomputed")

        salt = d.pop("salt")

        valid = d.pop("valid")

        deal_reveal = cls(
            commitment=commitment,
            deal=deal,
            order=order,
            recomputed=recomputed,
            salt=salt,
            valid=valid,
        )

        deal_reveal.additional_properties = d
        return deal_reveal

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
