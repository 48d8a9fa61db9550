from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.seat_view_phase import SeatViewPhase

if TYPE_CHECKING:
    from ..models.arrangement import Arrangement
    from ..models.big_gin import BigGin
    from ..models.deal_end import DealEnd
    from ..models.discard import Discard
    from ..models.discard_entry import DiscardEntry
    from ..models.draw_discard import DrawDiscard
    from ..models.draw_stock import DrawStock
    from ..models.finish_layoff import FinishLayoff
    from ..models.knock import Knock
    from ..models.knock_arrangements import KnockArrangements
    from ..models.knock_info import KnockInfo
    from ..models.lay_off import LayOff
    from ..models.outcome import Outcome
    from ..models.pass_upcard import PassUpcard
    from ..models.rules_out import RulesOut
    from ..models.take_upcard import TakeUpcard


T = TypeVar("T", bound="SeatView")


@_attrs_define
class SeatView:
    """What the seat sees of the current deal.

    Attributes:
        arrangement (Arrangement | None):
        dealer (int):
        discards (list[DiscardEntry]):
        end (DealEnd | None): once the deal has ended: every hand as scored
        game_scores (list[list[int]]):
        hand (list[str]):
        knock (KnockInfo | None):
        knock_arrangements (list[KnockArrangements]): for each legal knock, the ways to lay out the kept cards
        knock_limit (int):
        legal_actions (list[BigGin | Discard | DrawDiscard | DrawStock | FinishLayoff | Knock | LayOff | PassUpcard |
            TakeUpcard]):
        opponent_card_count (int):
        opponent_hand (list[str] | None):
        opponent_known (list[str]):
        outcome (None | Outcome):
        phase (SeatViewPhase):
        rules (RulesOut): The rules of a table, every option given.
        scores (list[int]):
        seat (int):
        stock_size (int):
        taken_card (None | str):
        to_act (int | None):
        upcard_passed_by (list[int]):
    """

    arrangement: Arrangement | None
    dealer: int
    discards: list[DiscardEntry]
    end: DealEnd | None
    game_scores: list[list[int]]
    hand: list[str]
    knock: KnockInfo | None
    knock_arrangements: list[KnockArrangements]
    knock_limit: int
    legal_actions: list[
        BigGin
        | Discard
        | DrawDiscard
        | DrawStock
        | FinishLayoff
        | Knock
        | LayOff
        | PassUpcard
        | TakeUpcard
    ]
    opponent_card_count: int
    opponent_hand: list[str] | None
    opponent_known: list[str]
    outcome: None | Outcome
    phase: SeatViewPhase
    rules: RulesOut
    scores: list[int]
    seat: int
    stock_size: int
    taken_card: None | str
    to_act: int | None
    upcard_passed_by: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.arrangement import Arrangement
        from ..models.big_gin import BigGin
        from ..models.deal_end import DealEnd
        from ..models.discard import Discard
        from ..models.draw_discard import DrawDiscard
        from ..models.draw_stock import DrawStock
        from ..models.knock import Knock
        from ..models.knock_info import KnockInfo
        from ..models.lay_off import LayOff
        from ..models.outcome import Outcome
        from ..models.pass_upcard import PassUpcard
        from ..models.take_upcard import TakeUpcard

        arrangement: dict[str, Any] | None
        if isinstance(self.arrangement, Arrangement):
            arrangement = self.arrangement.to_dict()
        else:
            arrangement = self.arrangement

        dealer = self.dealer

        discards = []
        for discards_item_data in self.discards:
            discards_item = discards_item_data.to_dict()
            discards.append(discards_item)

        end: dict[str, Any] | None
        if isinstance(self.end, DealEnd):
            end = self.end.to_dict()
        else:
            end = self.end

        game_scores = []
        for game_scores_item_data in self.game_scores:
            game_scores_item = game_scores_item_data

            game_scores.append(game_scores_item)

        hand = self.hand

        knock: dict[str, Any] | None
        if isinstance(self.knock, KnockInfo):
            knock = self.knock.to_dict()
        else:
            knock = self.knock

        knock_arrangements = []
        for knock_arrangements_item_data in self.knock_arrangements:
            knock_arrangements_item = knock_arrangements_item_data.to_dict()
            knock_arrangements.append(knock_arrangements_item)

        knock_limit = self.knock_limit

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if (
                isinstance(legal_actions_item_data, TakeUpcard)
                or isinstance(legal_actions_item_data, PassUpcard)
                or isinstance(legal_actions_item_data, DrawStock)
                or isinstance(legal_actions_item_data, DrawDiscard)
                or isinstance(legal_actions_item_data, Discard)
                or isinstance(legal_actions_item_data, Knock)
                or isinstance(legal_actions_item_data, BigGin)
                or isinstance(legal_actions_item_data, LayOff)
            ):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)

        opponent_card_count = self.opponent_card_count

        opponent_hand: list[str] | None
        if isinstance(self.opponent_hand, list):
            opponent_hand = self.opponent_hand

        else:
            opponent_hand = self.opponent_hand

        opponent_known = self.opponent_known

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        phase = self.phase.value

        rules = self.rules.to_dict()

        scores = self.scores

        seat = self.seat

        stock_size = self.stock_size

        taken_card: None | str
        taken_card = self.taken_card

        to_act: int | None
        to_act = self.to_act

        upcard_passed_by = self.upcard_passed_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "arrangement": arrangement,
                "dealer": dealer,
                "discards": discards,
                "end": end,
                "game_scores": game_scores,
                "hand": hand,
                "knock": knock,
                "knock_arrangements": knock_arrangements,
                "knock_limit": knock_limit,
                "legal_actions": legal_actions,
                "opponent_card_count": opponent_card_count,
                "opponent_hand": opponent_hand,
                "opponent_known": opponent_known,
                "outcome": outcome,
                "phase": phase,
                "rules": rules,
                "scores": scores,
                "seat": seat,
                "stock_size": stock_size,
                "taken_card": taken_card,
                "to_act": to_act,
                "upcard_passed_by": upcard_passed_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.arrangement import Arrangement
        from ..models.big_gin import BigGin
        from ..models.deal_end import DealEnd
        from ..models.discard import Discard
        from ..models.discard_entry import DiscardEntry
        from ..models.draw_discard import DrawDiscard
        from ..models.draw_stock import DrawStock
        from ..models.finish_layoff import FinishLayoff
        from ..models.knock import Knock
        from ..models.knock_arrangements import KnockArrangements
        from ..models.knock_info import KnockInfo
        from ..models.lay_off import LayOff
        from ..models.outcome import Outcome
        from ..models.pass_upcard import PassUpcard
        from ..models.rules_out import RulesOut
        from ..models.take_upcard import TakeUpcard

        d = dict(src_dict)

        def _parse_arrangement(data: object) -> Arrangement | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                arrangement_type_0 = Arrangement.from_dict(data)

                return arrangement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Arrangement | None, data)

        arrangement = _parse_arrangement(d.pop("arrangement"))

        dealer = d.pop("dealer")

        discards = []
        _discards = d.pop("discards")
        for discards_item_data in _discards:
            discards_item = DiscardEntry.from_dict(discards_item_data)

            discards.append(discards_item)

        def _parse_end(data: object) -> DealEnd | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                end_type_0 = DealEnd.from_dict(data)

                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealEnd | None, data)

        end = _parse_end(d.pop("end"))

        game_scores = []
        _game_scores = d.pop("game_scores")
        for game_scores_item_data in _game_scores:
            game_scores_item = cast(list[int], game_scores_item_data)

            game_scores.append(game_scores_item)

        hand = cast(list[str], d.pop("hand"))

        def _parse_knock(data: object) -> KnockInfo | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                knock_type_0 = KnockInfo.from_dict(data)

                return knock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KnockInfo | None, data)

        knock = _parse_knock(d.pop("knock"))

        knock_arrangements = []
        _knock_arrangements = d.pop("knock_arrangements")
        for knock_arrangements_item_data in _knock_arrangements:
            knock_arrangements_item = KnockArrangements.from_dict(knock_arrangements_item_data)

            knock_arrangements.append(knock_arrangements_item)

        knock_limit = d.pop("knock_limit")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:

            def _parse_legal_actions_item(
                data: object,
            ) -> (
                BigGin
                | Discard
                | DrawDiscard
                | DrawStock
                | FinishLayoff
                | Knock
                | LayOff
                | PassUpcard
                | TakeUpcard
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_0 = TakeUpcard.from_dict(data)

                    return componentsschemas_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_1 = PassUpcard.from_dict(data)

                    return componentsschemas_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_2 = DrawStock.from_dict(data)

                    return componentsschemas_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_3 = DrawDiscard.from_dict(data)

                    return componentsschemas_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_4 = Discard.from_dict(data)

                    return componentsschemas_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_5 = Knock.from_dict(data)

                    return componentsschemas_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_6 = BigGin.from_dict(data)

                    return componentsschemas_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_7 = LayOff.from_dict(data)

                    return componentsschemas_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_8 = FinishLayoff.from_dict(data)

                return componentsschemas_action_type_8

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        opponent_card_count = d.pop("opponent_card_count")

        def _parse_opponent_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                opponent_hand_type_0 = cast(list[str], data)

                return opponent_hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        opponent_hand = _parse_opponent_hand(d.pop("opponent_hand"))

        opponent_known = cast(list[str], d.pop("opponent_known"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        phase = SeatViewPhase(d.pop("phase"))

        rules = RulesOut.from_dict(d.pop("rules"))

        scores = cast(list[int], d.pop("scores"))

        seat = d.pop("seat")

        stock_size = d.pop("stock_size")

        def _parse_taken_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        taken_card = _parse_taken_card(d.pop("taken_card"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        upcard_passed_by = cast(list[int], d.pop("upcard_passed_by"))

        seat_view = cls(
            arrangement=arrangement,
            dealer=dealer,
            discards=discards,
            end=end,
            game_scores=game_scores,
            hand=hand,
            knock=knock,
            knock_arrangements=knock_arrangements,
            knock_limit=knock_limit,
            legal_actions=legal_actions,
            opponent_card_count=opponent_card_count,
            opponent_hand=opponent_hand,
            opponent_known=opponent_known,
            outcome=outcome,
            phase=phase,
            rules=rules,
            scores=scores,
            seat=seat,
            stock_size=stock_size,
            taken_card=taken_card,
            to_act=to_act,
            upcard_passed_by=upcard_passed_by,
        )

        seat_view.additional_properties = d
        return seat_view

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
