from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_pair_unit import GamePairUnit
from ..types import UNSET, Unset

T = TypeVar("T", bound="GamePair")


@_attrs_define
class GamePair:
    """A finished game pair: the match of ``seed`` and index ``k`` played twice, A in seat 0
    then seat 1; replayable from (a, b, rules, seed, k).

        Attributes:
            a (str):
            a_points (int | None): the matches' totals with every bonus (a deal pair: its hand points)
            a_wins (int):
            b (str):
            b_points (int | None):
            b_wins (int):
            deals (int):
            k (int):
            pairing (int):
            position (int):
            seed (int):
            ties (int):
            a_hand_points (int | None | Unset): the hand points of the pair's deals (null: not recorded)
            b_hand_points (int | None | Unset):
            engine (None | str | Unset): the server's version that played the pair (its built-in bots)
            forfeits (int | None | Unset): an HTTP pair: games lost on time
            matches (list[str] | None | Unset): an HTTP pair: its two matches (A in seat 0, 1)
            unit (GamePairUnit | Unset):  Default: GamePairUnit.MATCHES.
    """

    a: str
    a_points: int | None
    a_wins: int
    b: str
    b_points: int | None
    b_wins: int
    deals: int
    k: int
    pairing: int
    position: int
    seed: int
    ties: int
    a_hand_points: int | None | Unset = UNSET
    b_hand_points: int | None | Unset = UNSET
    engine: None | str | Unset = UNSET
    forfeits: int | None | Unset = UNSET
    matches: list[str] | None | Unset = UNSET
    unit: GamePairUnit | Unset = GamePairUnit.MATCHES
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        a_points: int | None
        a_points = self.a_points

        a_wins = self.a_wins

        b = self.b

        b_points: int | None
        b_points = self.b_points

        b_wins = self.b_wins

        deals = self.deals

        k = self.k

        pairing = self.pairing

        position = self.position

        seed = self.seed

        ties = self.ties

        a_hand_points: int | None | Unset
        if isinstance(self.a_hand_points, Unset):
            a_hand_points = UNSET
        else:
            a_hand_points = self.a_hand_points

        b_hand_points: int | None | Unset
        if isinstance(self.b_hand_points, Unset):
            b_hand_points = UNSET
        else:
            b_hand_points = self.b_hand_points

        engine: None | str | Unset
        if isinstance(self.engine, Unset):
            engine = UNSET
        else:
            engine = self.engine

        forfeits: int | None | Unset
        if isinstance(self.forfeits, Unset):
            forfeits = UNSET
        else:
            forfeits = self.forfeits

        matches: list[str] | None | Unset
        if isinstance(self.matches, Unset):
            matches = UNSET
        elif isinstance(self.matches, list):
            matches = self.matches

        else:
            matches = self.matches

        unit: str | Unset = UNSET
        if not isinstance(self.unit, Unset):
            unit = self.unit.value

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
        if a_hand_points is not UNSET:
            field_dict["a_hand_points"] = a_hand_points
        if b_hand_points is not UNSET:
            field_dict["b_hand_points"] = b_hand_points
        if engine is not UNSET:
            field_dict["engine"] = engine
        if forfeits is not UNSET:
            field_dict["forfeits"] = forfeits
        if matches is not UNSET:
            field_dict["matches"] = matches
        if unit is not UNSET:
            field_dict["unit"] = unit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        a = d.pop("a")

        def _parse_a_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        a_points = _parse_a_points(d.pop("a_points"))

        a_wins = d.pop("a_wins")

        b = d.pop("b")

        def _parse_b_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        b_points = _parse_b_points(d.pop("b_points"))

        b_wins = d.pop("b_wins")

        deals = d.pop("deals")

        k = d.pop("k")

        pairing = d.pop("pairing")

        position = d.pop("position")

        seed = d.pop("seed")

        ties = d.pop("ties")

        def _parse_a_hand_points(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        a_hand_points = _parse_a_hand_points(d.pop("a_hand_points", UNSET))

        def _parse_b_hand_points(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        b_hand_points = _parse_b_hand_points(d.pop("b_hand_points", UNSET))

        def _parse_engine(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        engine = _parse_engine(d.pop("engine", UNSET))

        def _parse_forfeits(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        forfeits = _parse_forfeits(d.pop("forfeits", UNSET))

        def _parse_matches(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                matches_type_0 = cast(list[str], data)

                return matches_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        matches = _parse_matches(d.pop("matches", UNSET))

        _unit = d.pop("unit", UNSET)
        unit: GamePairUnit | Unset
        if isinstance(_unit, Unset):
            unit = UNSET
        else:
            unit = GamePairUnit(_unit)

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
            a_hand_points=a_hand_points,
            b_hand_points=b_hand_points,
            engine=engine,
            forfeits=forfeits,
            matches=matches,
            unit=unit,
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
