from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RummyStats")


@_attrs_define
class RummyStats:
    """A side's Rummy statistics, counted per seat held (a bot level holding two seats of a
    table counts both). A stalemate (``RULES-RUMMY.md`` rule 6 and precise points 1 and 7: no
    winner) counts as a hand lost for every seat.

        Attributes:
            hands (int | Unset):  Default: 0.
            hands_lost (int | Unset):  Default: 0.
            hands_won (int | Unset):  Default: 0.
            matches (int | Unset):  Default: 0.
            matches_lost (int | Unset):  Default: 0.
            matches_won (int | Unset):  Default: 0.
            rummies (int | Unset):  Default: 0.
            stalemates (int | Unset):  Default: 0.
    """

    hands: int | Unset = 0
    hands_lost: int | Unset = 0
    hands_won: int | Unset = 0
    matches: int | Unset = 0
    matches_lost: int | Unset = 0
    matches_won: int | Unset = 0
    rummies: int | Unset = 0
    stalemates: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hands = self.hands

        hands_lost = self.hands_lost

        hands_won = self.hands_won

        matches = self.matches

        matches_lost = self.matches_lost

        matches_won = self.matches_won

        rummies = self.rummies

        stalemates = self.stalemates

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if hands is not UNSET:
            field_dict["hands"] = hands
        if hands_lost is not UNSET:
            field_dict["hands_lost"] = hands_lost
        if hands_won is not UNSET:
            field_dict["hands_won"] = hands_won
        if matches is not UNSET:
            field_dict["matches"] = matches
        if matches_lost is not UNSET:
            field_dict["matches_lost"] = matches_lost
        if matches_won is not UNSET:
            field_dict["matches_won"] = matches_won
        if rummies is not UNSET:
            field_dict["rummies"] = rummies
        if stalemates is not UNSET:
            field_dict["stalemates"] = stalemates

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hands = d.pop("hands", UNSET)

        hands_lost = d.pop("hands_lost", UNSET)

        hands_won = d.pop("hands_won", UNSET)

        matches = d.pop("matches", UNSET)

        matches_lost = d.pop("matches_lost", UNSET)

        matches_won = d.pop("matches_won", UNSET)

        rummies = d.pop("rummies", UNSET)

        stalemates = d.pop("stalemates", UNSET)

        rummy_stats = cls(
            hands=hands,
            hands_lost=hands_lost,
            hands_won=hands_won,
            matches=matches,
            matches_lost=matches_lost,
            matches_won=matches_won,
            rummies=rummies,
            stalemates=stalemates,
        )

        rummy_stats.additional_properties = d
        return rummy_stats

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
