from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rummy_options_aces_type_0 import RummyOptionsAcesType0
from ..models.rummy_options_jokers_type_0 import RummyOptionsJokersType0
from ..models.rummy_options_reshuffle_mode_type_0 import RummyOptionsReshuffleModeType0
from ..models.rummy_options_scoring_type_0 import RummyOptionsScoringType0
from ..types import UNSET, Unset

T = TypeVar("T", bound="RummyOptions")


@_attrs_define
class RummyOptions:
    """Every option of RULES-RUMMY.md (ranges from the rules core); omitted options take their defaults (target_score: 100,
    150 or 200 for 2, 3 or 4 seats).

        Attributes:
            aces (None | RummyOptionsAcesType0 | Unset):
            jokers (None | RummyOptionsJokersType0 | Unset):
            must_discard_to_go_out (bool | None | Unset):
            reshuffle_mode (None | RummyOptionsReshuffleModeType0 | Unset):
            reshuffles (int | None | Unset):
            scoring (None | RummyOptionsScoringType0 | Unset):
            target_score (int | None | Unset):
            turn_limit (int | None | Unset):
    """

    aces: None | RummyOptionsAcesType0 | Unset = UNSET
    jokers: None | RummyOptionsJokersType0 | Unset = UNSET
    must_discard_to_go_out: bool | None | Unset = UNSET
    reshuffle_mode: None | RummyOptionsReshuffleModeType0 | Unset = UNSET
    reshuffles: int | None | Unset = UNSET
    scoring: None | RummyOptionsScoringType0 | Unset = UNSET
    target_score: int | None | Unset = UNSET
    turn_limit: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        aces: None | str | Unset
        if isinstance(self.aces, Unset):
            aces = UNSET
        elif isinstance(self.aces, RummyOptionsAcesType0):
            aces = self.aces.value
        else:
            aces = self.aces

        jokers: int | None | Unset
        if isinstance(self.jokers, Unset):
            jokers = UNSET
        elif isinstance(self.jokers, RummyOptionsJokersType0):
            jokers = self.jokers.value
        else:
            jokers = self.jokers

        must_discard_to_go_out: bool | None | Unset
        if isinstance(self.must_discard_to_go_out, Unset):
            must_discard_to_go_out = UNSET
        else:
            must_discard_to_go_out = self.must_discard_to_go_out

        reshuffle_mode: None | str | Unset
        if isinstance(self.reshuffle_mode, Unset):
            reshuffle_mode = UNSET
        elif isinstance(self.reshuffle_mode, RummyOptionsReshuffleModeType0):
            reshuffle_mode = self.reshuffle_mode.value
        else:
            reshuffle_mode = self.reshuffle_mode

        reshuffles: int | None | Unset
        if isinstance(self.reshuffles, Unset):
            reshuffles = UNSET
        else:
            reshuffles = self.reshuffles

        scoring: None | str | Unset
        if isinstance(self.scoring, Unset):
            scoring = UNSET
        elif isinstance(self.scoring, RummyOptionsScoringType0):
            scoring = self.scoring.value
        else:
            scoring = self.scoring

        target_score: int | None | Unset
        if isinstance(self.target_score, Unset):
            target_score = UNSET
        else:
            target_score = self.target_score

        turn_limit: int | None | Unset
        if isinstance(self.turn_limit, Unset):
            turn_limit = UNSET
        else:
            turn_limit = self.turn_limit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if aces is not UNSET:
            field_dict["aces"] = aces
        if jokers is not UNSET:
            field_dict["jokers"] = jokers
        if must_discard_to_go_out is not UNSET:
            field_dict["must_discard_to_go_out"] = must_discard_to_go_out
        if reshuffle_mode is not UNSET:
            field_dict["reshuffle_mode"] = reshuffle_mode
        if reshuffles is not UNSET:
            field_dict["reshuffles"] = reshuffles
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if target_score is not UNSET:
            field_dict["target_score"] = target_score
        if turn_limit is not UNSET:
            field_dict["turn_limit"] = turn_limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_aces(data: object) -> None | RummyOptionsAcesType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                aces_type_0 = RummyOptionsAcesType0(data)

                return aces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummyOptionsAcesType0 | Unset, data)

        aces = _parse_aces(d.pop("aces", UNSET))

        def _parse_jokers(data: object) -> None | RummyOptionsJokersType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                jokers_type_0 = RummyOptionsJokersType0(data)

                return jokers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummyOptionsJokersType0 | Unset, data)

        jokers = _parse_jokers(d.pop("jokers", UNSET))

        def _parse_must_discard_to_go_out(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        must_discard_to_go_out = _parse_must_discard_to_go_out(
            d.pop("must_discard_to_go_out", UNSET)
        )

        def _parse_reshuffle_mode(data: object) -> None | RummyOptionsReshuffleModeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reshuffle_mode_type_0 = RummyOptionsReshuffleModeType0(data)

                return reshuffle_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummyOptionsReshuffleModeType0 | Unset, data)

        reshuffle_mode = _parse_reshuffle_mode(d.pop("reshuffle_mode", UNSET))

        def _parse_reshuffles(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        reshuffles = _parse_reshuffles(d.pop("reshuffles", UNSET))

        def _parse_scoring(data: object) -> None | RummyOptionsScoringType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scoring_type_0 = RummyOptionsScoringType0(data)

                return scoring_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummyOptionsScoringType0 | Unset, data)

        scoring = _parse_scoring(d.pop("scoring", UNSET))

        def _parse_target_score(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target_score = _parse_target_score(d.pop("target_score", UNSET))

        def _parse_turn_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_limit = _parse_turn_limit(d.pop("turn_limit", UNSET))

        rummy_options = cls(
            aces=aces,
            jokers=jokers,
            must_discard_to_go_out=must_discard_to_go_out,
            reshuffle_mode=reshuffle_mode,
            reshuffles=reshuffles,
            scoring=scoring,
            target_score=target_score,
            turn_limit=turn_limit,
        )

        return rummy_options
