from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SwissRound")


@_attrs_define
class SwissRound:
    """A Swiss round's pairings (the higher-placed entrant first) and its bye (odd fields).

    Attributes:
        pairings (list[list[str]]):
        round_ (int):
        bye (None | str | Unset):
    """

    pairings: list[list[str]]
    round_: int
    bye: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pairings = []
        for pairings_item_data in self.pairings:
            pairings_item = pairings_item_data

            pairings.append(pairings_item)

        round_ = self.round_

        bye: None | str | Unset
        if isinstance(self.bye, Unset):
            bye = UNSET
        else:
            bye = self.bye

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pairings": pairings,
                "round": round_,
            }
        )
        if bye is not UNSET:
            field_dict["bye"] = bye

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pairings = []
        _pairings = d.pop("pairings")
        for pairings_item_data in _pairings:
            pairings_item = cast(list[str], pairings_item_data)

            pairings.append(pairings_item)

        round_ = d.pop("round")

        def _parse_bye(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bye = _parse_bye(d.pop("bye", UNSET))

        swiss_round = cls(
            pairings=pairings,
            round_=round_,
            bye=bye,
        )

        swiss_round.additional_properties = d
        return swiss_round

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
