from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.deadline_forfeit import DeadlineForfeit
    from ..models.deal_record import DealRecord
    from ..models.deals_played import DealsPlayed
    from ..models.replayed_move import ReplayedMove
    from ..models.resignation import Resignation
    from ..models.target_reached import TargetReached


T = TypeVar("T", bound="ReplayedGame")


@_attrs_define
class ReplayedGame:
    """One game of a built-in pair, played again from its seed: every move in order, each
    deal's outcome and the match's result (equal to the recorded game's; a deal pair's game:
    its one deal, ``deals_played``).

        Attributes:
            a (str):
            b (str):
            deals (list[DealRecord]):
            game (int): 0: A in seat 0; 1: A in seat 1
            k (int):
            match_seed (str): the seed (a 64-bit integer, in decimal: beyond JSON's exact numbers) of the core match that
                deals the game's deals (a deal pair: of the core deal)
            moves (list[ReplayedMove]):
            position (int):
            result (DeadlineForfeit | DealsPlayed | Resignation | TargetReached):
            seats (list[str]): the entrants in seat order
            seed (int):
    """

    a: str
    b: str
    deals: list[DealRecord]
    game: int
    k: int
    match_seed: str
    moves: list[ReplayedMove]
    position: int
    result: DeadlineForfeit | DealsPlayed | Resignation | TargetReached
    seats: list[str]
    seed: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.deadline_forfeit import DeadlineForfeit
        from ..models.resignation import Resignation
        from ..models.target_reached import TargetReached

        a = self.a

        b = self.b

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        game = self.game

        k = self.k

        match_seed = self.match_seed

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        position = self.position

        result: dict[str, Any]
        if (
            isinstance(self.result, TargetReached)
            or isinstance(self.result, Resignation)
            or isinstance(self.result, DeadlineForfeit)
        ):
            result = self.result.to_dict()
        else:
            result = self.result.to_dict()

        seats = self.seats

        seed = self.seed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "a": a,
                "b": b,
                "deals": deals,
                "game": game,
                "k": k,
                "match_seed": match_seed,
                "moves": moves,
                "position": position,
                "result": result,
                "seats": seats,
                "seed": seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deadline_forfeit import DeadlineForfeit
        from ..models.deal_record import DealRecord
        from ..models.deals_played import DealsPlayed
        from ..models.replayed_move import ReplayedMove
        from ..models.resignation import Resignation
        from ..models.target_reached import TargetReached

        d = dict(src_dict)
        a = d.pop("a")

        b = d.pop("b")

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = DealRecord.from_dict(deals_item_data)

            deals.append(deals_item)

        game = d.pop("game")

        k = d.pop("k")

        match_seed = d.pop("match_seed")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = ReplayedMove.from_dict(moves_item_data)

            moves.append(moves_item)

        position = d.pop("position")

        def _parse_result(
            data: object,
        ) -> DeadlineForfeit | DealsPlayed | Resignation | TargetReached:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_0 = TargetReached.from_dict(data)

                return componentsschemas_match_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_1 = Resignation.from_dict(data)

                return componentsschemas_match_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_2 = DeadlineForfeit.from_dict(data)

                return componentsschemas_match_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_match_result_type_3 = DealsPlayed.from_dict(data)

            return componentsschemas_match_result_type_3

        result = _parse_result(d.pop("result"))

        seats = cast(list[str], d.pop("seats"))

        seed = d.pop("seed")

        replayed_game = cls(
            a=a,
            b=b,
            deals=deals,
            game=game,
            k=k,
            match_seed=match_seed,
            moves=moves,
            position=position,
            result=result,
            seats=seats,
            seed=seed,
        )

        replayed_game.additional_properties = d
        return replayed_game

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
