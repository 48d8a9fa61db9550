from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameInPlay")


@_attrs_define
class GameInPlay:
    """An HTTP game of a pair not recorded yet: its match (watch it at /matches/{match_id}).

    Attributes:
        game (int): 0: the pairing's first entrant in seat 0; 1: in seat 1
        k (int): the pair's index within its pairing
        match_id (str):
        pairing (int):
    """

    game: int
    k: int
    match_id: str
    pairing: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        k = self.k

        match_id = self.match_id

        pairing = self.pairing

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "k": k,
                "match_id": match_id,
                "pairing": pairing,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game = d.pop("game")

        k = d.pop("k")

        match_id = d.pop("match_id")

        pairing = d.pop("pairing")

        game_in_play = cls(
            game=game,
            k=k,
            match_id=match_id,
            pairing=pairing,
        )

        game_in_play.additional_properties = d
        return game_in_play

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
