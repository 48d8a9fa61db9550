from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.elo_figures import EloFigures


T = TypeVar("T", bound="Record")


@_attrs_define
class Record:
    """Games, wins, points (a win 1, a tie 1/2), pentanomial counts and both measures of the
    points scored, by name: ``match_points`` the matches' totals with every bonus (a deal
    pair: its hand points) and ``hand_points`` the hand points, each with the opponents' and
    the difference per deal; ``null``: some pair recorded before that measure was kept.

        Attributes:
            deals (int):
            elo (EloFigures): Pentanomial Elo over game pairs (null where infinite), its 95% interval, normalized
                Elo and the likelihood of superiority.
            games (int):
            hand_points (int | None):
            hand_points_against (int | None):
            losses (int):
            match_points (int | None):
            match_points_against (int | None):
            mean_hand_points_per_deal (float | None):
            mean_points_per_deal (float | None):
            pairs (int):
            pentanomial (list[int]):
            points (float):
            score (float):
            ties (int):
            wins (int):
    """

    deals: int
    elo: EloFigures
    games: int
    hand_points: int | None
    hand_points_against: int | None
    losses: int
    match_points: int | None
    match_points_against: int | None
    mean_hand_points_per_deal: float | None
    mean_points_per_deal: float | None
    pairs: int
    pentanomial: list[int]
    points: float
    score: float
    ties: int
    wins: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deals = self.deals

        elo = self.elo.to_dict()

        games = self.games

        hand_points: int | None
        hand_points = self.hand_points

        hand_points_against: int | None
        hand_points_against = self.hand_points_against

        losses = self.losses

        match_points: int | None
        match_points = self.match_points

        match_points_against: int | None
        match_points_against = self.match_points_against

        mean_hand_points_per_deal: float | None
        mean_hand_points_per_deal = self.mean_hand_points_per_deal

        mean_points_per_deal: float | None
        mean_points_per_deal = self.mean_points_per_deal

        pairs = self.pairs

        pentanomial = self.pentanomial

        points = self.points

        score = self.score

        ties = self.ties

        wins = self.wins

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deals": deals,
                "elo": elo,
                "games": games,
                "hand_points": hand_points,
                "hand_points_against": hand_points_against,
                "losses": losses,
                "match_points": match_points,
                "match_points_against": match_points_against,
                "mean_hand_points_per_deal": mean_hand_points_per_deal,
                "mean_points_per_deal": mean_points_per_deal,
                "pairs": pairs,
                "pentanomial": pentanomial,
                "points": points,
                "score": score,
                "ties": ties,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.elo_figures import EloFigures

        d = dict(src_dict)
        deals = d.pop("deals")

        elo = EloFigures.from_dict(d.pop("elo"))

        games = d.pop("games")

        def _parse_hand_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand_points = _parse_hand_points(d.pop("hand_points"))

        def _parse_hand_points_against(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand_points_against = _parse_hand_points_against(d.pop("hand_points_against"))

        losses = d.pop("losses")

        def _parse_match_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        match_points = _parse_match_points(d.pop("match_points"))

        def _parse_match_points_against(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        match_points_against = _parse_match_points_against(d.pop("match_points_against"))

        def _parse_mean_hand_points_per_deal(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        mean_hand_points_per_deal = _parse_mean_hand_points_per_deal(
            d.pop("mean_hand_points_per_deal")
        )

        def _parse_mean_points_per_deal(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        mean_points_per_deal = _parse_mean_points_per_deal(d.pop("mean_points_per_deal"))

        pairs = d.pop("pairs")

        pentanomial = cast(list[int], d.pop("pentanomial"))

        points = d.pop("points")

        score = d.pop("score")

        ties = d.pop("ties")

        wins = d.pop("wins")

        record = cls(
            deals=deals,
            elo=elo,
            games=games,
            hand_points=hand_points,
            hand_points_against=hand_points_against,
            losses=losses,
            match_points=match_points,
            match_points_against=match_points_against,
            mean_hand_points_per_deal=mean_hand_points_per_deal,
            mean_points_per_deal=mean_points_per_deal,
            pairs=pairs,
            pentanomial=pentanomial,
            points=points,
            score=score,
            ties=ties,
            wins=wins,
        )

        record.additional_properties = d
        return record

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
