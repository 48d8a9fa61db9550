from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rummy_discard import RummyDiscard
    from ..models.rummy_draw_discard import RummyDrawDiscard
    from ..models.rummy_draw_stock import RummyDrawStock
    from ..models.rummy_lay_off import RummyLayOff
    from ..models.rummy_meld import RummyMeld
    from ..models.rummy_swap_joker import RummySwapJoker
    from ..models.rummy_table_view import RummyTableView


T = TypeVar("T", bound="RummyReplayedMove")


@_attrs_define
class RummyReplayedMove:
    """One action of a Rummy game, with the table it was played on (before it) and every
    seat's hand then (a built-in pair's finished game: every card is public).

        Attributes:
            action (RummyDiscard | RummyDrawDiscard | RummyDrawStock | RummyLayOff | RummyMeld | RummySwapJoker):
            hand (int): the hand it belongs to (0: the first)
            hands (list[list[str]]): each seat's hand, in seat order
            seat (int):
            table (RummyTableView): The table as anyone may see it (a spectator's view, the same for every viewer): the
                melds by owner, each seat's card count, the pile and its history, the stock's count,
                whose turn. No hand: ``deck`` and a rebuild's ``order`` are there once the hand is over.
    """

    action: (
        RummyDiscard | RummyDrawDiscard | RummyDrawStock | RummyLayOff | RummyMeld | RummySwapJoker
    )
    hand: int
    hands: list[list[str]]
    seat: int
    table: RummyTableView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.rummy_draw_discard import RummyDrawDiscard
        from ..models.rummy_draw_stock import RummyDrawStock
        from ..models.rummy_lay_off import RummyLayOff
        from ..models.rummy_meld import RummyMeld
        from ..models.rummy_swap_joker import RummySwapJoker

        action: dict[str, Any]
        if (
            isinstance(self.action, RummyDrawStock)
            or isinstance(self.action, RummyDrawDiscard)
            or isinstance(self.action, RummyMeld)
            or isinstance(self.action, RummyLayOff)
            or isinstance(self.action, RummySwapJoker)
        ):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        hand = self.hand

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        seat = self.seat

        table = self.table.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "hand": hand,
                "hands": hands,
                "seat": seat,
                "table": table,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_discard import RummyDiscard
        from ..models.rummy_draw_discard import RummyDrawDiscard
        from ..models.rummy_draw_stock import RummyDrawStock
        from ..models.rummy_lay_off import RummyLayOff
        from ..models.rummy_meld import RummyMeld
        from ..models.rummy_swap_joker import RummySwapJoker
        from ..models.rummy_table_view import RummyTableView

        d = dict(src_dict)

        def _parse_action(
            data: object,
        ) -> (
            RummyDiscard
            | RummyDrawDiscard
            | RummyDrawStock
            | RummyLayOff
            | RummyMeld
            | RummySwapJoker
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummy_action_type_0 = RummyDrawStock.from_dict(data)

                return componentsschemas_rummy_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummy_action_type_1 = RummyDrawDiscard.from_dict(data)

                return componentsschemas_rummy_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummy_action_type_2 = RummyMeld.from_dict(data)

                return componentsschemas_rummy_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummy_action_type_3 = RummyLayOff.from_dict(data)

                return componentsschemas_rummy_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummy_action_type_4 = RummySwapJoker.from_dict(data)

                return componentsschemas_rummy_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_rummy_action_type_5 = RummyDiscard.from_dict(data)

            return componentsschemas_rummy_action_type_5

        action = _parse_action(d.pop("action"))

        hand = d.pop("hand")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        seat = d.pop("seat")

        table = RummyTableView.from_dict(d.pop("table"))

        rummy_replayed_move = cls(
            action=action,
            hand=hand,
            hands=hands,
            seat=seat,
            table=table,
        )

        rummy_replayed_move.additional_properties = d
        return rummy_replayed_move

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
