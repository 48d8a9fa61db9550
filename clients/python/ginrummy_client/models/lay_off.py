from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lay_off_type import LayOffType
from ..types import UNSET, Unset

T = TypeVar("T", bound="LayOff")


@_attrs_define
class LayOff:
    """Lay a card off on one of the knocker's melds.

    Attributes:
        card (str):
        meld (int): index of the knocker's meld
        type_ (LayOffType):
        version (int | None | Unset):
    """

    card: str
    meld: int
    type_: LayOffType
    version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        meld = self.meld

        type_ = self.type_.value

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "meld": meld,
                "type": type_,
            }
        )
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        meld = d.pop("meld")

        type_ = LayOffType(d.pop("type"))

        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))

        lay_off = cls(
            card=card,
            meld=meld,
            type_=type_,
            version=version,
        )

        return lay_off
