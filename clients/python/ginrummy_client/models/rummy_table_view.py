from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_table_view_phase import RummyTableViewPhase

if TYPE_CHECKING:
    from ..models.rummy_discard_entry import RummyDiscardEntry
    from ..models.rummy_hand_end import RummyHandEnd
    from ..models.rummy_rebuild import RummyRebuild
    from ..models.rummy_table_meld import RummyTableMeld


T = TypeVar("T", bound="RummyTableView")


@_attrs_define
class RummyTableView:
    """The table as anyone may see it (a spectator's view, the same for every viewer): the
    melds by owner, each seat's card count, the pile and its history, the stock's count,
    whose turn. No hand: ``deck`` and a rebuild's ``order`` are there once the hand is over.

        Attributes:
            dealer (int):
            deck (list[str] | None):
            discards (list[RummyDiscardEntry]):
            end (None | RummyHandEnd):
            hand_sizes (list[int]):
            melds (list[RummyTableMeld]):
            phase (RummyTableViewPhase):
            pile (list[str]):
            rebuilds (list[RummyRebuild]):
            reshuffles_left (int):
            scores (list[int]):
            seats (int):
            stock_size (int):
            taken (None | str):
            to_act (int | None):
            turn (int):
    """

    dealer: int
    deck: list[str] | None
    discards: list[RummyDiscardEntry]
    end: None | RummyHandEnd
    hand_sizes: list[int]
    melds: list[RummyTableMeld]
    phase: RummyTableViewPhase
    pile: list[str]
    rebuilds: list[RummyRebuild]
    reshuffles_left: int
    scores: list[int]
    seats: int
    stock_size: int
    taken: None | str
    to_act: int | None
    turn: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.rummy_hand_end import RummyHandEnd

        dealer = self.dealer

        deck: list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        discards = []
        for discards_item_data in self.discards:
            discards_item = discards_item_data.to_dict()
            discards.append(discards_item)

        end: dict[str, Any] | None
        if isinstance(self.end, RummyHandEnd):
            end = self.end.to_dict()
        else:
            end = self.end

        hand_sizes = self.hand_sizes

        melds = []
        for melds_item_data in self.melds:
            melds_item = melds_item_data.to_dict()
            melds.append(melds_item)

        phase = self.phase.value

        pile = self.pile

        rebuilds = []
        for rebuilds_item_data in self.rebuilds:
            rebuilds_item = rebuilds_item_data.to_dict()
            rebuilds.append(rebuilds_item)

        reshuffles_left = self.reshuffles_left

        scores = self.scores

        seats = self.seats

        stock_size = self.stock_size

        taken: None | str
        taken = self.taken

        to_act: int | None
        to_act = self.to_act

        turn = self.turn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dealer": dealer,
                "deck": deck,
                "discards": discards,
                "end": end,
                "hand_sizes": hand_sizes,
                "melds": melds,
                "phase": phase,
                "pile": pile,
                "rebuilds": rebuilds,
                "reshuffles_left": reshuffles_left,
                "scores": scores,
                "seats": seats,
                "stock_size": stock_size,
                "taken": taken,
                "to_act": to_act,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_discard_entry import RummyDiscardEntry
        from ..models.rummy_hand_end import RummyHandEnd
        from ..models.rummy_rebuild import RummyRebuild
        from ..models.rummy_table_meld import RummyTableMeld

        d = dict(src_dict)
        dealer = d.pop("dealer")

        def _parse_deck(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = cast(list[str], data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        deck = _parse_deck(d.pop("deck"))

        discards = []
        _discards = d.pop("discards")
        for discards_item_data in _discards:
            discards_item = RummyDiscardEntry.from_dict(discards_item_data)

            discards.append(discards_item)

        def _parse_end(data: object) -> None | RummyHandEnd:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                end_type_0 = RummyHandEnd.from_dict(data)

                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummyHandEnd, data)

        end = _parse_end(d.pop("end"))

        hand_sizes = cast(list[int], d.pop("hand_sizes"))

        melds = []
        _melds = d.pop("melds")
        for melds_item_data in _melds:
            melds_item = RummyTableMeld.from_dict(melds_item_data)

            melds.append(melds_item)

        phase = RummyTableViewPhase(d.pop("phase"))

        pile = cast(list[str], d.pop("pile"))

        rebuilds = []
        _rebuilds = d.pop("rebuilds")
        for rebuilds_item_data in _rebuilds:
            rebuilds_item = RummyRebuild.from_dict(rebuilds_item_data)

            rebuilds.append(rebuilds_item)

        reshuffles_left = d.pop("reshuffles_left")

        scores = cast(list[int], d.pop("scores"))

        seats = d.pop("seats")

        stock_size = d.pop("stock_size")

        def _parse_taken(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        taken = _parse_taken(d.pop("taken"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        turn = d.pop("turn")

        rummy_table_view = cls(
            dealer=dealer,
            deck=deck,
            discards=discards,
            end=end,
            hand_sizes=hand_sizes,
            melds=melds,
            phase=phase,
            pile=pile,
            rebuilds=rebuilds,
            reshuffles_left=reshuffles_left,
            scores=scores,
            seats=seats,
            stock_size=stock_size,
            taken=taken,
            to_act=to_act,
            turn=turn,
        )

        rummy_table_view.additional_properties = d
        return rummy_table_view

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
