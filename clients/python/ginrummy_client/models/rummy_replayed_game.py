from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_replayed_game_unit import RummyReplayedGameUnit

if TYPE_CHECKING:
    from ..models.rummy_game_result import RummyGameResult
    from ..models.rummy_hand_record import RummyHandRecord
    from ..models.rummy_replayed_game_options import RummyReplayedGameOptions
    from ..models.rummy_replayed_move import RummyReplayedMove


T = TypeVar("T", bound="RummyReplayedGame")


@_attrs_define
class RummyReplayedGame:
    """One game of a built-in Rummy pair, played again from its seed by the core (the same
    loop, the same bots' seeds): every action with the table it was played on, each hand's
    end, and the result (equal to the recorded pair's measures).

        Attributes:
            a (str):
            b (str):
            game (int): 0: A in seat 0; 1: A in seat 1
            hands (list[RummyHandRecord]):
            k (int):
            match_seed (str): the seed (a 64-bit integer, in decimal) of the core Rummy match that deals the game
            moves (list[RummyReplayedMove]):
            options (RummyReplayedGameOptions): the tournament's options (those given; the others at their defaults)
            position (int):
            result (RummyGameResult): The recorded game's measures: each seat's points (the match's scores, or the first
                hand's in a deal pair), its rank (1 first; equal points share one) and the hands played.
            seats (list[str]): the entrants in seat order
            seed (int):
            unit (RummyReplayedGameUnit):
    """

    a: str
    b: str
    game: int
    hands: list[RummyHandRecord]
    k: int
    match_seed: str
    moves: list[RummyReplayedMove]
    options: RummyReplayedGameOptions
    position: int
    result: RummyGameResult
    seats: list[str]
    seed: int
    unit: RummyReplayedGameUnit
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        b = self.b

        game = self.game

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        k = self.k

        match_seed = self.match_seed

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        options = self.options.to_dict()

        position = self.position

        result = self.result.to_dict()

        seats = self.seats

        seed = self.seed

        unit = self.unit.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "a": a,
                "b": b,
                "game": game,
                "hands": hands,
                "k": k,
                "match_seed": match_seed,
                "moves": moves,
                "options": options,
                "position": position,
                "result": result,
                "seats": seats,
                "seed": seed,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_game_result import RummyGameResult
        from ..models.rummy_hand_record import RummyHandRecord
        from ..models.rummy_replayed_game_options import RummyReplayedGameOptions
        from ..models.rummy_replayed_move import RummyReplayedMove

        d = dict(src_dict)
        a = d.pop("a")

        b = d.pop("b")

        game = d.pop("game")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = RummyHandRecord.from_dict(hands_item_data)

            hands.append(hands_item)

        k = d.pop("k")

        match_seed = d.pop("match_seed")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = RummyReplayedMove.from_dict(moves_item_data)

            moves.append(moves_item)

        options = RummyReplayedGameOptions.from_dict(d.pop("options"))

        position = d.pop("position")

        result = RummyGameResult.from_dict(d.pop("result"))

        seats = cast(list[str], d.pop("seats"))

        seed = d.pop("seed")

        unit = RummyReplayedGameUnit(d.pop("unit"))

        rummy_replayed_game = cls(
            a=a,
            b=b,
            game=game,
            hands=hands,
            k=k,
            match_seed=match_seed,
            moves=moves,
            options=options,
            position=position,
            result=result,
            seats=seats,
            seed=seed,
            unit=unit,
        )

        rummy_replayed_game.additional_properties = d
        return rummy_replayed_game

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
