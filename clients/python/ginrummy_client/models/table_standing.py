from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.table_rating import TableRating


T = TypeVar("T", bound="TableStanding")


@_attrs_define
class TableStanding:
    """One entrant of a Rummy table: its points per hand (the mean over the deal sets of its
    points over its hands there) with a 95% interval (null below 2 sets), games won alone and
    its openskill rating over every game's ranking.

        Attributes:
            deal_sets (int):
            entrant (str):
            games (int):
            hands (int):
            points (int):
            points_per_hand (float | None):
            points_per_hand_high (float | None):
            points_per_hand_low (float | None):
            rank (int):
            rating (TableRating): An openskill rating (Plackett-Luce, openskill's defaults): mean, deviation and the
                ordinal ``mu - 3 sigma`` the ordering ranks by.
            wins (int):
    """

    deal_sets: int
    entrant: str
    games: int
    hands: int
    points: int
    points_per_hand: float | None
    points_per_hand_high: float | None
    points_per_hand_low: float | None
    rank: int
    rating: TableRating
    wins: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deal_sets = self.deal_sets

        entrant = self.entrant

        games = self.games

        hands = self.hands

        points = self.points

        points_per_hand: float | None
        points_per_hand = self.points_per_hand

        points_per_hand_high: float | None
        points_per_hand_high = self.points_per_hand_high

        points_per_hand_low: float | None
        points_per_hand_low = self.points_per_hand_low

        rank = self.rank

        rating = self.rating.to_dict()

        wins = self.wins

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deal_sets": deal_sets,
                "entrant": entrant,
                "games": games,
                "hands": hands,
                "points": points,
                "points_per_hand": points_per_hand,
                "points_per_hand_high": points_per_hand_high,
                "points_per_hand_low": points_per_hand_low,
                "rank": rank,
                "rating": rating,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.table_rating import TableRating

        d = dict(src_dict)
        deal_sets = d.pop("deal_sets")

        entrant = d.pop("entrant")

        games = d.pop("games")

        hands = d.pop("hands")

        points = d.pop("points")

        def _parse_points_per_hand(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        points_per_hand = _parse_points_per_hand(d.pop("points_per_hand"))

        def _parse_points_per_hand_high(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        points_per_hand_high = _parse_points_per_hand_high(d.pop("points_per_hand_high"))

        def _parse_points_per_hand_low(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        points_per_hand_low = _parse_points_per_hand_low(d.pop("points_per_hand_low"))

        rank = d.pop("rank")

        rating = TableRating.from_dict(d.pop("rating"))

        wins = d.pop("wins")

        table_standing = cls(
            deal_sets=deal_sets,
            entrant=entrant,
            games=games,
            hands=hands,
            points=points,
            points_per_hand=points_per_hand,
            points_per_hand_high=points_per_hand_high,
            points_per_hand_low=points_per_hand_low,
            rank=rank,
            rating=rating,
            wins=wins,
        )

        table_standing.additional_properties = d
        return table_standing

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
