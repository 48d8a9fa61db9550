from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_options_out_aces import RummyOptionsOutAces
from ..models.rummy_options_out_jokers import RummyOptionsOutJokers
from ..models.rummy_options_out_reshuffle_mode import RummyOptionsOutReshuffleMode
from ..models.rummy_options_out_scoring import RummyOptionsOutScoring

T = TypeVar("T", bound="RummyOptionsOut")


@_attrs_define
class RummyOptionsOut:
    """A Rummy table's options, every one given.

    Attributes:
        aces (RummyOptionsOutAces): low: the ace is low only and worth 1; high_or_low: Q-K-A and A-2-3 are runs (not
            K-A-2) and an ace is worth 15.
        jokers (RummyOptionsOutJokers): Wild jokers in the deck (worth 15); a joker on the table may be swapped for the
            card it stands for.
        must_discard_to_go_out (bool): Whether the last card must go by a discard (no meld or lay-off of the last card).
        reshuffle_mode (RummyOptionsOutReshuffleMode): shuffle: the pile is shuffled into the new stock; turn: it is
            turned over unshuffled.
        reshuffles (int): How many times the discard pile may become the stock in a hand; the next exhaustion is a
            stalemate (0: block rummy).
        scoring (RummyOptionsOutScoring): winner_takes_all: the winner scores the other hands; penalty: each loser
            scores its own hand, reaching the target loses.
        target_score (int): The match's target (default 100, 150 or 200 for 2, 3 or 4 players).
        turn_limit (int): A hand still going after this many turns is a stalemate.
    """

    aces: RummyOptionsOutAces
    jokers: RummyOptionsOutJokers
    must_discard_to_go_out: bool
    reshuffle_mode: RummyOptionsOutReshuffleMode
    reshuffles: int
    scoring: RummyOptionsOutScoring
    target_score: int
    turn_limit: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        aces = self.aces.value

        jokers = self.jokers.value

        must_discard_to_go_out = self.must_discard_to_go_out

        reshuffle_mode = self.reshuffle_mode.value

        reshuffles = self.reshuffles

        scoring = self.scoring.value

        target_score = self.target_score

        turn_limit = self.turn_limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "aces": aces,
                "jokers": jokers,
                "must_discard_to_go_out": must_discard_to_go_out,
                "reshuffle_mode": reshuffle_mode,
                "reshuffles": reshuffles,
                "scoring": scoring,
                "target_score": target_score,
                "turn_limit": turn_limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        aces = RummyOptionsOutAces(d.pop("aces"))

        jokers = RummyOptionsOutJokers(d.pop("jokers"))

        must_discard_to_go_out = d.pop("must_discard_to_go_out")

        reshuffle_mode = RummyOptionsOutReshuffleMode(d.pop("reshuffle_mode"))

        reshuffles = d.pop("reshuffles")

        scoring = RummyOptionsOutScoring(d.pop("scoring"))

        target_score = d.pop("target_score")

        turn_limit = d.pop("turn_limit")

        rummy_options_out = cls(
            aces=aces,
            jokers=jokers,
            must_discard_to_go_out=must_discard_to_go_out,
            reshuffle_mode=reshuffle_mode,
            reshuffles=reshuffles,
            scoring=scoring,
            target_score=target_score,
            turn_limit=turn_limit,
        )

        rummy_options_out.additional_properties = d
        return rummy_options_out

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
