from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GamePair")


@_attrs_define
class GamePair:
    """A finished game pair: the match of ``seed`` and index ``k`` played twice, A in seat 0
    then seat 1; replayable from (a, b, rules, seed, k).

        Attributes:
            a (str):
            a_points (int):
            a_wins (int):
            b (str):
            b_points (int):
            b_wins (int):
            deals (int):
            k (int):
            pairing (int):
            position (int):
            seed (int):
            ties (int):
    """

    a: str
    a_points: int
    a_wins: int
    b: str
    b_points: int
    b_wins: int
    deals: int
    k: int
    pairing: int
    position: int
    seed: int
    ties: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        a_points = self.a_points

        a_wins = self.a_wins

        b = self.b

        b_points = self.b_points

        b_wins = self.b_wins

        deals = self.deals

        k = self.k

        pairing = self.pairing

        position = self.position

        seed = self.seed

        ties = self.ties

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "a": a,
                "a_points": a_points,
                "a_wins": a_wins,
                "b": b,
                "b_points": b_points,
                "b_wins": b_wins,
                "deals": deals,
                "k": k,
                "pairing": pairing,
                "position": position,
                "seed": seed,
                "ties": ties,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        a = d.pop("a")

        a_points = d.pop("a_points")

        a_wins = d.pop("a_wins")

        b = d.pop("b")

        b_points = d.pop("b_points")

        b_wins = d.pop("b_wins")

        deals = d.pop("deals")

        k = d.pop("k")

        pairing = d.pop("pairing")

        position = d.pop("position")

        seed = d.pop("seed")

        ties = d.pop("ties")

        game_pair = cls(
            a=a,
            a_points=a_points,
            a_wins=a_wins,
            b=b,
            b_points=b_points,
            b_wins=b_wins,
            deals=deals,
            k=k,
            pairing=pairing,
            position=position,
            seed=seed,
            ties=ties,
        )

        game_pair.additional_properties = d
        return game_pair

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
