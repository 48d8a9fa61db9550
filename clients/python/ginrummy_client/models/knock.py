from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.knock_type import KnockType
from ..types import UNSET, Unset

T = TypeVar("T", bound="Knock")


@_attrs_define
class Knock:
    """Knock, discarding ``discard`` face down; ``melds`` default to the best arrangement.

    Attributes:
        discard (str):
        type_ (KnockType):
        melds (list[list[str]] | None | Unset):
        version (int | None | Unset):
    """

    discard: str
    type_: KnockType
    melds: list[list[str]] | None | Unset = UNSET
    version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        discard = self.discard

        type_ = self.type_.value

        melds: list[list[str]] | None | Unset
        if isinstance(self.melds, Unset):
            melds = UNSET
        elif isinstance(self.melds, list):
            melds = []
            for melds_type_0_item_data in self.melds:
                melds_type_0_item = melds_type_0_item_data

                melds.append(melds_type_0_item)

        else:
            melds = self.melds

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "discard": discard,
                "type": type_,
            }
        )
        if melds is not UNSET:
            field_dict["melds"] = melds
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        discard = d.pop("discard")

        type_ = KnockType(d.pop("type"))

        def _parse_melds(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                melds_type_0 = []
                _melds_type_0 = data
                for melds_type_0_item_data in _melds_type_0:
                    melds_type_0_item = cast(list[str], melds_type_0_item_data)

                    melds_type_0.append(melds_type_0_item)

                return melds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        melds = _parse_melds(d.pop("melds", UNSET))

        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))

        knock = cls(
            discard=discard,
            type_=type_,
            melds=melds,
            version=version,
        )

        return knock
