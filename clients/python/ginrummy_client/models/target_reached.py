from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.target_reached_reason import TargetReachedReason

if TYPE_CHECKING:
    from ..models.game_result import GameResult


T = TypeVar("T", bound="TargetReached")


@_attrs_define
class TargetReached:
    """The match ended by its scores: the standings of every game and the match totals.

    Attributes:
        draws (int):
        games (list[GameResult]):
        hand_points (list[int]):
        hands (int):
        hands_won (list[int]):
        over (bool):
        reason (TargetReachedReason):
        totals (list[int]):
        winner (int | None):
    """

    draws: int
    games: list[GameResult]
    hand_points: list[int]
    hands: int
    hands_won: list[int]
    over: bool
    reason: TargetReachedReason
    totals: list[int]
    winner: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        draws = self.draws

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        hand_points = self.hand_points

        hands = self.hands

        hands_won = self.hands_won

        over = self.over

        reason = self.reason.value

        totals = self.totals

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "draws": draws,
                "games": games,
                "hand_points": hand_points,
                "hands": hands,
                "hands_won": hands_won,
                "over": over,
                "reason": reason,
                "totals": totals,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_result import GameResult

        d = dict(src_dict)
        draws = d.pop("draws")

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = GameResult.from_dict(games_item_data)

            games.append(games_item)

        hand_points = cast(list[int], d.pop("hand_points"))

        hands = d.pop("hands")

        hands_won = cast(list[int], d.pop("hands_won"))

        over = d.pop("over")

        reason = TargetReachedReason(d.pop("reason"))

        totals = cast(list[int], d.pop("totals"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        target_reached = cls(
            draws=draws,
            games=games,
            hand_points=hand_points,
            hands=hands,
            hands_won=hands_won,
            over=over,
            reason=reason,
            totals=totals,
            winner=winner,
        )

        target_reached.additional_properties = d
        return target_reached

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
