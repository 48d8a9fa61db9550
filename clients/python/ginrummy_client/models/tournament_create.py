from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tournament_create_format import TournamentCreateFormat
from ..models.tournament_create_game import TournamentCreateGame
from ..models.tournament_create_pair import TournamentCreatePair
from ..models.tournament_create_sprt_model_type_0 import TournamentCreateSprtModelType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rules import Rules
    from ..models.rummy_options import RummyOptions
    from ..models.sprt_params import SprtParams


T = TypeVar("T", bound="TournamentCreate")


@_attrs_define
class TournamentCreate:
    """
    Attributes:
        entrants (list[str] | Unset):
        format_ (TournamentCreateFormat | Unset):  Default: TournamentCreateFormat.ROUND_ROBIN.
        game (TournamentCreateGame | Unset): the game: gin (the default; its rules) or rummy (its options; the built-in
            levels of GET /games/rummy, 2 entrants a table in every format but rummy-table, which seats 3 or 4) Default:
            TournamentCreateGame.GIN.
        move_deadline_ms (int | Unset): the HTTP bots' per-move deadline; a missed one forfeits the game Default: 10000.
        options (None | RummyOptions | Unset): rummy: Rummy's options, as POST /rummy/matches takes them
        pair (TournamentCreatePair | Unset): the unit of a pair: two matches (the default) or two deals, the same cards
            with the seats swapped; Elo and the SPRT count pairs Default: TournamentCreatePair.MATCHES.
        pairs (int | Unset): game pairs per pairing (SPRT: the cap) Default: 100.
        rated (bool | Unset): the HTTP bots' games count for the players' ratings (default not) Default: False.
        rounds (int | None | Unset):
        rules (Rules | Unset): Every rule option of RULES.md (ranges and defaults from the rules core); omitted options
            take their defaults.
        seed (int | Unset):  Default: 0.
        sprt (None | SprtParams | Unset):
        sprt_model (None | TournamentCreateSprtModelType0 | Unset): sprt: the log-likelihood ratio, the exact
            pentanomial GSPRT (the default, as today's fastchess) or the older approximation, by name
    """

    entrants: list[str] | Unset = UNSET
    format_: TournamentCreateFormat | Unset = TournamentCreateFormat.ROUND_ROBIN
    game: TournamentCreateGame | Unset = TournamentCreateGame.GIN
    move_deadline_ms: int | Unset = 10000
    options: None | RummyOptions | Unset = UNSET
    pair: TournamentCreatePair | Unset = TournamentCreatePair.MATCHES
    pairs: int | Unset = 100
    rated: bool | Unset = False
    rounds: int | None | Unset = UNSET
    rules: Rules | Unset = UNSET
    seed: int | Unset = 0
    sprt: None | SprtParams | Unset = UNSET
    sprt_model: None | TournamentCreateSprtModelType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rummy_options import RummyOptions
        from ..models.sprt_params import SprtParams

        entrants: list[str] | Unset = UNSET
        if not isinstance(self.entrants, Unset):
            entrants = self.entrants

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value

        game: str | Unset = UNSET
        if not isinstance(self.game, Unset):
            game = self.game.value

        move_deadline_ms = self.move_deadline_ms

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, RummyOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        pair: str | Unset = UNSET
        if not isinstance(self.pair, Unset):
            pair = self.pair.value

        pairs = self.pairs

        rated = self.rated

        rounds: int | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        else:
            rounds = self.rounds

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seed = self.seed

        sprt: dict[str, Any] | None | Unset
        if isinstance(self.sprt, Unset):
            sprt = UNSET
        elif isinstance(self.sprt, SprtParams):
            sprt = self.sprt.to_dict()
        else:
            sprt = self.sprt

        sprt_model: None | str | Unset
        if isinstance(self.sprt_model, Unset):
            sprt_model = UNSET
        elif isinstance(self.sprt_model, TournamentCreateSprtModelType0):
            sprt_model = self.sprt_model.value
        else:
            sprt_model = self.sprt_model

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if entrants is not UNSET:
            field_dict["entrants"] = entrants
        if format_ is not UNSET:
            field_dict["format"] = format_
        if game is not UNSET:
            field_dict["game"] = game
        if move_deadline_ms is not UNSET:
            field_dict["move_deadline_ms"] = move_deadline_ms
        if options is not UNSET:
            field_dict["options"] = options
        if pair is not UNSET:
            field_dict["pair"] = pair
        if pairs is not UNSET:
            field_dict["pairs"] = pairs
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seed is not UNSET:
            field_dict["seed"] = seed
        if sprt is not UNSET:
            field_dict["sprt"] = sprt
        if sprt_model is not UNSET:
            field_dict["sprt_model"] = sprt_model

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rules import Rules
        from ..models.rummy_options import RummyOptions
        from ..models.sprt_params import SprtParams

        d = dict(src_dict)
        entrants = cast(list[str], d.pop("entrants", UNSET))

        _format_ = d.pop("format", UNSET)
        format_: TournamentCreateFormat | Unset
        if isinstance(_format_, Unset):
            format_ = UNSET
        else:
            format_ = TournamentCreateFormat(_format_)

        _game = d.pop("game", UNSET)
        game: TournamentCreateGame | Unset
        if isinstance(_game, Unset):
            game = UNSET
        else:
            game = TournamentCreateGame(_game)

        move_deadline_ms = d.pop("move_deadline_ms", UNSET)

        def _parse_options(data: object) -> None | RummyOptions | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = RummyOptions.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummyOptions | Unset, data)

        options = _parse_options(d.pop("options", UNSET))

        _pair = d.pop("pair", UNSET)
        pair: TournamentCreatePair | Unset
        if isinstance(_pair, Unset):
            pair = UNSET
        else:
            pair = TournamentCreatePair(_pair)

        pairs = d.pop("pairs", UNSET)

        rated = d.pop("rated", UNSET)

        def _parse_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))

        _rules = d.pop("rules", UNSET)
        rules: Rules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = Rules.from_dict(_rules)

        seed = d.pop("seed", UNSET)

        def _parse_sprt(data: object) -> None | SprtParams | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sprt_type_0 = SprtParams.from_dict(data)

                return sprt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SprtParams | Unset, data)

        sprt = _parse_sprt(d.pop("sprt", UNSET))

        def _parse_sprt_model(data: object) -> None | TournamentCreateSprtModelType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sprt_model_type_0 = TournamentCreateSprtModelType0(data)

                return sprt_model_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentCreateSprtModelType0 | Unset, data)

        sprt_model = _parse_sprt_model(d.pop("sprt_model", UNSET))

        tournament_create = cls(
            entrants=entrants,
            format_=format_,
            game=game,
            move_deadline_ms=move_deadline_ms,
            options=options,
            pair=pair,
            pairs=pairs,
            rated=rated,
            rounds=rounds,
            rules=rules,
            seed=seed,
            sprt=sprt,
            sprt_model=sprt_model,
        )

        return tournament_create
