from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tournament_format import TournamentFormat
from ..models.tournament_game import TournamentGame
from ..models.tournament_pair import TournamentPair
from ..models.tournament_points_measure import TournamentPointsMeasure
from ..models.tournament_status import TournamentStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_in_play import GameInPlay
    from ..models.rules_out import RulesOut
    from ..models.sprt_state import SprtState
    from ..models.standing import Standing
    from ..models.swiss_round import SwissRound
    from ..models.table_report import TableReport
    from ..models.tournament_crosstable import TournamentCrosstable
    from ..models.tournament_http_entrants import TournamentHttpEntrants
    from ..models.tournament_options_type_0 import TournamentOptionsType0
    from ..models.tournament_outcome import TournamentOutcome
    from ..models.tournament_progress import TournamentProgress


T = TypeVar("T", bound="Tournament")


@_attrs_define
class Tournament:
    """
    Attributes:
        created_at (str):
        crosstable (TournamentCrosstable):
        entrants (list[str]):
        format_ (TournamentFormat):
        http_entrants (TournamentHttpEntrants): the HTTP bots among the entrants: name -> player id
        id (str):
        move_deadline_ms (int):
        outcome (None | TournamentOutcome):
        pair (TournamentPair):
        pairs (int):
        points_measure (TournamentPointsMeasure): what match_points counts: the matches' totals, or a deal pair's hand
            points
        progress (TournamentProgress):
        rated (bool):
        rules (RulesOut): The rules of a table, every option given.
        seed (int):
        sprt (None | SprtState):
        standings (list[Standing]):
        status (TournamentStatus):
        version (int):
        created_by (None | str | Unset): the id of the player who created it (who alone may enter built-in bots, start
            or cancel it); null only in a reply replayed from before this field
        game (TournamentGame | Unset): the game played (gin, rummy) Default: TournamentGame.GIN.
        games_in_play (list[GameInPlay] | Unset): the HTTP games scheduled whose pair is not recorded yet, in the order
            they were scheduled (a game may have ended while the other of its pair plays)
        options (None | TournamentOptionsType0 | Unset): rummy: the options given (the others at their defaults); gin:
            null
        rounds (int | None | Unset):
        swiss_rounds (list[SwissRound] | Unset):
        table (None | TableReport | Unset): rummy-table: the report (standings and pairs stay empty); else null
    """

    created_at: str
    crosstable: TournamentCrosstable
    entrants: list[str]
    format_: TournamentFormat
    http_entrants: TournamentHttpEntrants
    id: str
    move_deadline_ms: int
    outcome: None | TournamentOutcome
    pair: TournamentPair
    pairs: int
    points_measure: TournamentPointsMeasure
    progress: TournamentProgress
    rated: bool
    rules: RulesOut
    seed: int
    sprt: None | SprtState
    standings: list[Standing]
    status: TournamentStatus
    version: int
    created_by: None | str | Unset = UNSET
    game: TournamentGame | Unset = TournamentGame.GIN
    games_in_play: list[GameInPlay] | Unset = UNSET
    options: None | TournamentOptionsType0 | Unset = UNSET
    rounds: int | None | Unset = UNSET
    swiss_rounds: list[SwissRound] | Unset = UNSET
    table: None | TableReport | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.sprt_state import SprtState
        from ..models.table_report import TableReport
        from ..models.tournament_options_type_0 import TournamentOptionsType0
        from ..models.tournament_outcome import TournamentOutcome

        created_at = self.created_at

        crosstable = self.crosstable.to_dict()

        entrants = self.entrants

        format_ = self.format_.value

        http_entrants = self.http_entrants.to_dict()

        id = self.id

        move_deadline_ms = self.move_deadline_ms

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, TournamentOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        pair = self.pair.value

        pairs = self.pairs

        points_measure = self.points_measure.value

        progress = self.progress.to_dict()

        rated = self.rated

        rules = self.rules.to_dict()

        seed = self.seed

        sprt: dict[str, Any] | None
        if isinstance(self.sprt, SprtState):
            sprt = self.sprt.to_dict()
        else:
            sprt = self.sprt

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        status = self.status.value

        version = self.version

        created_by: None | str | Unset
        if isinstance(self.created_by, Unset):
            created_by = UNSET
        else:
            created_by = self.created_by

        game: str | Unset = UNSET
        if not isinstance(self.game, Unset):
            game = self.game.value

        games_in_play: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.games_in_play, Unset):
            games_in_play = []
            for games_in_play_item_data in self.games_in_play:
                games_in_play_item = games_in_play_item_data.to_dict()
                games_in_play.append(games_in_play_item)

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, TournamentOptionsType0):
            options = self.options.to_dict()
        else:
            options = self.options

        rounds: int | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        else:
            rounds = self.rounds

        swiss_rounds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.swiss_rounds, Unset):
            swiss_rounds = []
            for swiss_rounds_item_data in self.swiss_rounds:
                swiss_rounds_item = swiss_rounds_item_data.to_dict()
                swiss_rounds.append(swiss_rounds_item)

        table: dict[str, Any] | None | Unset
        if isinstance(self.table, Unset):
            table = UNSET
        elif isinstance(self.table, TableReport):
            table = self.table.to_dict()
        else:
            table = self.table

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "crosstable": crosstable,
                "entrants": entrants,
                "format": format_,
                "http_entrants": http_entrants,
                "id": id,
                "move_deadline_ms": move_deadline_ms,
                "outcome": outcome,
                "pair": pair,
                "pairs": pairs,
                "points_measure": points_measure,
                "progress": progress,
                "rated": rated,
                "rules": rules,
                "seed": seed,
                "sprt": sprt,
                "standings": standings,
                "status": status,
                "version": version,
            }
        )
        if created_by is not UNSET:
            field_dict["created_by"] = created_by
        if game is not UNSET:
            field_dict["game"] = game
        if games_in_play is not UNSET:
            field_dict["games_in_play"] = games_in_play
        if options is not UNSET:
            field_dict["options"] = options
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if swiss_rounds is not UNSET:
            field_dict["swiss_rounds"] = swiss_rounds
        if table is not UNSET:
            field_dict["table"] = table

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_in_play import GameInPlay
        from ..models.rules_out import RulesOut
        from ..models.sprt_state import SprtState
        from ..models.standing import Standing
        from ..models.swiss_round import SwissRound
        from ..models.table_report import TableReport
        from ..models.tournament_crosstable import TournamentCrosstable
        from ..models.tournament_http_entrants import TournamentHttpEntrants
        from ..models.tournament_options_type_0 import TournamentOptionsType0
        from ..models.tournament_outcome import TournamentOutcome
        from ..models.tournament_progress import TournamentProgress

        d = dict(src_dict)
        created_at = d.pop("created_at")

        crosstable = TournamentCrosstable.from_dict(d.pop("crosstable"))

        entrants = cast(list[str], d.pop("entrants"))

        format_ = TournamentFormat(d.pop("format"))

        http_entrants = TournamentHttpEntrants.from_dict(d.pop("http_entrants"))

        id = d.pop("id")

        move_deadline_ms = d.pop("move_deadline_ms")

        def _parse_outcome(data: object) -> None | TournamentOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = TournamentOutcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentOutcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        pair = TournamentPair(d.pop("pair"))

        pairs = d.pop("pairs")

        points_measure = TournamentPointsMeasure(d.pop("points_measure"))

        progress = TournamentProgress.from_dict(d.pop("progress"))

        rated = d.pop("rated")

        rules = RulesOut.from_dict(d.pop("rules"))

        seed = d.pop("seed")

        def _parse_sprt(data: object) -> None | SprtState:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sprt_type_0 = SprtState.from_dict(data)

                return sprt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SprtState, data)

        sprt = _parse_sprt(d.pop("sprt"))

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = Standing.from_dict(standings_item_data)

            standings.append(standings_item)

        status = TournamentStatus(d.pop("status"))

        version = d.pop("version")

        def _parse_created_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        created_by = _parse_created_by(d.pop("created_by", UNSET))

        _game = d.pop("game", UNSET)
        game: TournamentGame | Unset
        if isinstance(_game, Unset):
            game = UNSET
        else:
            game = TournamentGame(_game)

        _games_in_play = d.pop("games_in_play", UNSET)
        games_in_play: list[GameInPlay] | Unset = UNSET
        if _games_in_play is not UNSET:
            games_in_play = []
            for games_in_play_item_data in _games_in_play:
                games_in_play_item = GameInPlay.from_dict(games_in_play_item_data)

                games_in_play.append(games_in_play_item)

        def _parse_options(data: object) -> None | TournamentOptionsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = TournamentOptionsType0.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentOptionsType0 | Unset, data)

        options = _parse_options(d.pop("options", UNSET))

        def _parse_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))

        _swiss_rounds = d.pop("swiss_rounds", UNSET)
        swiss_rounds: list[SwissRound] | Unset = UNSET
        if _swiss_rounds is not UNSET:
            swiss_rounds = []
            for swiss_rounds_item_data in _swiss_rounds:
                swiss_rounds_item = SwissRound.from_dict(swiss_rounds_item_data)

                swiss_rounds.append(swiss_rounds_item)

        def _parse_table(data: object) -> None | TableReport | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                table_type_0 = TableReport.from_dict(data)

                return table_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TableReport | Unset, data)

        table = _parse_table(d.pop("table", UNSET))

        tournament = cls(
            created_at=created_at,
            crosstable=crosstable,
            entrants=entrants,
            format_=format_,
            http_entrants=http_entrants,
            id=id,
            move_deadline_ms=move_deadline_ms,
            outcome=outcome,
            pair=pair,
            pairs=pairs,
            points_measure=points_measure,
            progress=progress,
            rated=rated,
            rules=rules,
            seed=seed,
            sprt=sprt,
            standings=standings,
            status=status,
            version=version,
            created_by=created_by,
            game=game,
            games_in_play=games_in_play,
            options=options,
            rounds=rounds,
            swiss_rounds=swiss_rounds,
            table=table,
        )

        tournament.additional_properties = d
        return tournament

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
