from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LegalAction")


@_attrs_define
class LegalAction:
    """An action the seat may take now, as it is sent to ``POST .../actions``.

    Attributes:
        type_ (str):
        card (None | str | Unset):
        discard (None | str | Unset):
        meld (int | None | Unset):
        melds (list[list[str]] | None | Unset):
    """

    type_: str
    card: None | str | Unset = UNSET
    discard: None | str | Unset = UNSET
    meld: int | None | Unset = UNSET
    melds: list[list[str]] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        discard: None | str | Unset
        if isinstance(self.discard, Unset):
            discard = UNSET
        else:
            discard = self.discard

        meld: int | None | Unset
        if isinstance(self.meld, Unset):
            meld = UNSET
        else:
            meld = self.meld

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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if discard is not UNSET:
            field_dict["discard"] = discard
        if meld is not UNSET:
            field_dict["meld"] = meld
        if melds is not UNSET:
            field_dict["melds"] = melds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = d.pop("type")

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        def _parse_discard(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        discard = _parse_discard(d.pop("discard", UNSET))

        def _parse_meld(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        meld = _parse_meld(d.pop("meld", UNSET))

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

        legal_action = cls(
            type_=type_,
            card=card,
            discard=discard,
            meld=meld,
            melds=melds,
        )

        legal_action.additional_properties = d
        return legal_action

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
