from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PlayerStats")


@_attrs_define
class PlayerStats:
    """A player's statistics (a built-in bot level's under ``bot:<level>``), from its deals and
    matches.

        Attributes:
            big_gins (int | Unset):  Default: 0.
            deals (int | Unset):  Default: 0.
            deals_won (int | Unset):  Default: 0.
            draws (int | Unset):  Default: 0.
            gins (int | Unset):  Default: 0.
            knocks (int | Unset):  Default: 0.
            matches (int | Unset):  Default: 0.
            matches_lost (int | Unset):  Default: 0.
            matches_won (int | Unset):  Default: 0.
            points (int | Unset):  Default: 0.
            resignations (int | Unset):  Default: 0.
            undercut_against (int | Unset):  Default: 0.
            undercuts (int | Unset):  Default: 0.
    """

    big_gins: int | Unset = 0
    deals: int | Unset = 0
    deals_won: int | Unset = 0
    draws: int | Unset = 0
    gins: int | Unset = 0
    knocks: int | Unset = 0
    matches: int | Unset = 0
    matches_lost: int | Unset = 0
    matches_won: int | Unset = 0
    points: int | Unset = 0
    resignations: int | Unset = 0
    undercut_against: int | Unset = 0
    undercuts: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        big_gins = self.big_gins

        deals = self.deals

        deals_won = self.deals_won

        draws = self.draws

        gins = self.gins

        knocks = self.knocks

        matches = self.matches

        matches_lost = self.matches_lost

        matches_won = self.matches_won

        points = self.points

        resignations = self.resignations

        undercut_against = self.undercut_against

        undercuts = self.undercuts

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if big_gins is not UNSET:
            field_dict["big_gins"] = big_gins
        if deals is not UNSET:
            field_dict["deals"] = deals
        if deals_won is not UNSET:
            field_dict["deals_won"] = deals_won
        if draws is not UNSET:
            field_dict["draws"] = draws
        if gins is not UNSET:
            field_dict["gins"] = gins
        if knocks is not UNSET:
            field_dict["knocks"] = knocks
        if matches is not UNSET:
            field_dict["matches"] = matches
        if matches_lost is not UNSET:
            field_dict["matches_lost"] = matches_lost
        if matches_won is not UNSET:
            field_dict["matches_won"] = matches_won
        if points is not UNSET:
            field_dict["points"] = points
        if resignations is not UNSET:
            field_dict["resignations"] = resignations
        if undercut_against is not UNSET:
            field_dict["undercut_against"] = undercut_against
        if undercuts is not UNSET:
            field_dict["undercuts"] = undercuts

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        big_gins = d.pop("big_gins", UNSET)

        deals = d.pop("deals", UNSET)

        deals_won = d.pop("deals_won", UNSET)

        draws = d.pop("draws", UNSET)

        gins = d.pop("gins", UNSET)

        knocks = d.pop("knocks", UNSET)

        matches = d.pop("matches", UNSET)

        matches_lost = d.pop("matches_lost", UNSET)

        matches_won = d.pop("matches_won", UNSET)

        points = d.pop("points", UNSET)

        resignations = d.pop("resignations", UNSET)

        undercut_against = d.pop("undercut_against", UNSET)

        undercuts = d.pop("undercuts", UNSET)

        player_stats = cls(
            big_gins=big_gins,
            deals=deals,
            deals_won=deals_won,
            draws=draws,
            gins=gins,
            knocks=knocks,
            matches=matches,
            matches_lost=matches_lost,
            matches_won=matches_won,
            points=points,
            resignations=resignations,
            undercut_against=undercut_against,
            undercuts=undercuts,
        )

        player_stats.additional_properties = d
        return player_stats

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
