from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_hand_end_stalemate_type_0 import RummyHandEndStalemateType0

T = TypeVar("T", bound="RummyHandEnd")


@_attrs_define
class RummyHandEnd:
    """How a hand ended, every hand counted.

    Attributes:
        hands (list[list[str]]):
        multiplier (int):
        points (list[int]):
        rummy (bool):
        stalemate (None | RummyHandEndStalemateType0):
        turns (int):
        values (list[int]):
        winner (int | None):
    """

    hands: list[list[str]]
    multiplier: int
    points: list[int]
    rummy: bool
    stalemate: None | RummyHandEndStalemateType0
    turns: int
    values: list[int]
    winner: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        multiplier = self.multiplier

        points = self.points

        rummy = self.rummy

        stalemate: None | str
        if isinstance(self.stalemate, RummyHandEndStalemateType0):
            stalemate = self.stalemate.value
        else:
            stalemate = self.stalemate

        turns = self.turns

        values = self.values

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hands": hands,
                "multiplier": multiplier,
                "points": points,
                "rummy": rummy,
                "stalemate": stalemate,
                "turns": turns,
                "values": values,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        multiplier = d.pop("multiplier")

        points = cast(list[int], d.pop("points"))

        rummy = d.pop("rummy")

        def _parse_stalemate(data: object) -> None | RummyHandEndStalemateType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stalemate_type_0 = RummyHandEndStalemateType0(data)

                return stalemate_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummyHandEndStalemateType0, data)

        stalemate = _parse_stalemate(d.pop("stalemate"))

        turns = d.pop("turns")

        values = cast(list[int], d.pop("values"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        rummy_hand_end = cls(
            hands=hands,
            multiplier=multiplier,
            points=points,
            rummy=rummy,
            stalemate=stalemate,
            turns=turns,
            values=values,
            winner=winner,
        )

        rummy_hand_end.additional_properties = d
        return rummy_hand_end

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
