from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameResult")


@_attrs_define
class GameResult:
    """One game's standings (three games in Hollywood).

    Attributes:
        closed (bool):
        game_bonus (list[int]):
        hand_points (list[int]):
        hands_won (list[int]):
        line_bonus (list[int]):
        shutout (bool):
        totals (list[int]):
        winner (int | None):
    """

    closed: bool
    game_bonus: list[int]
    hand_points: list[int]
    hands_won: list[int]
    line_bonus: list[int]
    shutout: bool
    totals: list[int]
    winner: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        closed = self.closed

        game_bonus = self.game_bonus

        hand_points = self.hand_points

        hands_won = self.hands_won

        line_bonus = self.line_bonus

        shutout = self.shutout

        totals = self.totals

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "closed": closed,
                "game_bonus": game_bonus,
                "hand_points": hand_points,
                "hands_won": hands_won,
                "line_bonus": line_bonus,
                "shutout": shutout,
                "totals": totals,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        closed = d.pop("closed")

        game_bonus = cast(list[int], d.pop("game_bonus"))

        hand_points = cast(list[int], d.pop("hand_points"))

        hands_won = cast(list[int], d.pop("hands_won"))

        line_bonus = cast(list[int], d.pop("line_bonus"))

        shutout = d.pop("shutout")

        totals = cast(list[int], d.pop("totals"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        game_result = cls(
            closed=closed,
            game_bonus=game_bonus,
            hand_points=hand_points,
            hands_won=hands_won,
            line_bonus=line_bonus,
            shutout=shutout,
            totals=totals,
            winner=winner,
        )

        game_result.additional_properties = d
        return game_result

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
