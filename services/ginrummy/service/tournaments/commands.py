"""Tournament commands: create, add entrants, start, cancel (``TournamentCommands``).

The request path never plays a game: starting a tournament hands it to this process's
runner (``threads.TournamentRunner``); a cancellation is an event, which the runner sees at
its next save. The reads are ``views.TournamentViews``.

HTTP bots: a registered player enters its own bot (``@<name>``) in a format whose pairings
are fixed in advance (``formats.Format.fixed``); the bots find their games on their player's
live stream (``your_turn``).

Options: ``pair`` (``matches``, the default, or ``deals``: the unit of a pair, for built-in and
HTTP entrants alike), ``rated`` (whether the HTTP games count for the players' ratings; a bot
tournament is unrated unless its host says so) and ``sprt_model`` (``exact``, the default, or
``approximate``: ``sprt``), ``game`` (``gin``, the default, or ``rummy`` with Rummy's
``options``, the core's option table: every two-seat format takes HTTP bots as Gin's does,
each pair two Rummy matches; a ``rummy-table`` seats built-in levels only).

Idempotency: every command takes an ``Idempotency-Key`` (``IdempotentCommands``): the
tournament's events and the key's record are saved in one transaction.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from ginrummy import core
from ginrummy.service import fairness
from ginrummy.service.errors import ConflictError, InvalidRequestError, NotFoundError
from ginrummy.service.games import DEFAULT_GAME, GAMES
from ginrummy.service.idempotency import IdempotencyKey, IdempotentCommands
from ginrummy.service.move_clock import MOVE_DEADLINE_MS
from ginrummy.service.optimistic import optimistic
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.players import PlayerDirectory
from ginrummy.service.replies import Reply
from ginrummy.service.rummy.commands import normalized_options
from ginrummy.service.tournaments import rummy_games
from ginrummy.service.tournaments.aggregate import Tournament
from ginrummy.service.tournaments.formats import FORMATS, RummyTable, format_of
from ginrummy.service.tournaments.play import PAIR_UNITS, BotSpec
from ginrummy.service.tournaments.sprt import SPRT_MODELS, Sprt
from ginrummy.service.tournaments.threads import TournamentRunner
from ginrummy.service.tournaments.views import TournamentViews

__all__ = ["TournamentCommands"]

MAX_PAIRS = 100_000


class TournamentCommands:
    """The tournament commands of one process."""

    def __init__(
        self,
        store: EventStore,
        runner: TournamentRunner,
        *,
        commands: IdempotentCommands | None = None,
        players: PlayerDirectory | None = None,
    ) -> None:
        self.store = store
        self.runner = runner
        self.views = TournamentViews(store)
        self.commands = commands if commands is not None else IdempotentCommands(store, _no_op)
        self.players = players

    # -- commands -------------------------------------------------------------------------

    def create(
        self,
        creator: UUID,
        fmt: str,
        entrants: list[str],
        rules: dict[str, Any],
        pairs: int,
        seed: int,
        sprt: dict[str, float] | None,
        move_deadline_ms: int = 10_000,
        idem: IdempotencyKey | None = None,
        rounds: int | None = None,
        pair: str = "matches",
        rated: bool = False,
        sprt_model: str | None = None,
        game: str = DEFAULT_GAME,
        options: dict[str, Any] | None = None,
    ) -> Reply:
        form = FORMATS.get(fmt)
        if form is None:
            raise InvalidRequestError(f"unknown format {fmt!r}", reason="invalid-request")
        if game not in GAMES:
            raise InvalidRequestError(
                f"game is one of {', '.join(GAMES)}, not {game!r}", reason="invalid-request"
            )
        if form.games is not None and game not in form.games:
            raise InvalidRequestError(
                f"the {fmt} format plays {', '.join(form.games)}, not {game}",
                reason="invalid-request",
            )
        if game == "rummy":
            given = {k: v for k, v in (options or {}).items() if v is not None}
            for seats in RummyTable.seats if form.table else (2,):
                normalized_options(seats, given)  # 422 invalid-rules
            options = given
        elif options is not None:
            raise InvalidRequestError(
                "options are Rummy's: a Gin tournament takes rules", reason="invalid-rules"
            )
        if not 1 <= pairs <= MAX_PAIRS:
            raise InvalidRequestError(f"pairs must be 1..{MAX_PAIRS}", reason="invalid-request")
        low, high = MOVE_DEADLINE_MS
        if not low <= move_deadline_ms <= high:
            raise InvalidRequestError(
                f"move_deadline_ms must be {low}..{high}", reason="invalid-request"
            )
        try:
            core.Rules.from_dict(rules)
        except (ValueError, TypeError, core.GinRummyError) as exc:
            raise InvalidRequestError(str(exc), reason="invalid-rules") from None
        if pair not in PAIR_UNITS:
            raise InvalidRequestError(
                f"pair is one of {', '.join(PAIR_UNITS)}, not {pair!r}", reason="invalid-request"
            )
        if form.sequential:
            sprt_model = sprt_model or "exact"
            if sprt_model not in SPRT_MODELS:
                raise InvalidRequestError(
                    f"sprt_model is one of {', '.join(SPRT_MODELS)}, not {sprt_model!r}",
                    reason="invalid-request",
                )
            try:
                Sprt.of(sprt or {}, sprt_model)
            except (ValueError, TypeError) as exc:
                raise InvalidRequestError(str(exc), reason="invalid-request") from None
        elif sprt is not None or sprt_model is not None:
            raise InvalidRequestError(
                "sprt and sprt_model are for the sprt format", reason="invalid-request"
            )
        if form.takes_rounds:
            if rounds is None:
                raise InvalidRequestError(
                    "a Swiss tournament needs rounds", reason="invalid-request"
                )
        elif rounds is not None:
            raise InvalidRequestError("rounds are for the swiss format", reason="invalid-request")
        names = [_entrant(name, game) for name in entrants]

        def run() -> tuple[Reply, list[Aggregate]]:
            t = Tournament(
                format=fmt,
                rules=rules,
                pairs=pairs,
                seed=seed,
                sprt=dict(sprt or {}) if form.sequential else None,
                creator=str(creator),
                move_deadline_ms=move_deadline_ms,
                pair=pair,
                rated=rated,
                sprt_model=sprt_model,
                game=game,
                options=options,
            )
            if rounds is not None:
                t.set_rounds(rounds)
            for name in names:
                t.add_entrant(name, str(creator))
            return Reply(self.views.body(t), t.version, created=True), [t]

        return self.commands.execute(idem, run, _busy)

    def add_entrant(
        self,
        tid: UUID,
        caller: UUID,
        name: str | None,
        kind: str = "builtin",
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """A built-in level (the creator's choice), or the caller's own bot over HTTP."""
        if kind == "http":
            if name is not None:
                raise InvalidRequestError(
                    "an HTTP bot enters under its player's name: send no name",
                    reason="invalid-request",
                )
            assert self.players is not None
            player_name = self.players.name(str(caller))
            if player_name is None:  # pragma: no cover - an authenticated caller is registered
                raise NotFoundError("no such player", reason="player-not-found")
            entrant = f"@{player_name}"
        elif name is None:
            raise InvalidRequestError("name a built-in level", reason="invalid-request")
        else:
            entrant = name

        def run() -> tuple[Reply, list[Aggregate]]:
            t = self.views.get(tid)
            if kind == "http" and format_of(t.format).table:
                raise InvalidRequestError(
                    f"HTTP bots play in the two-seat formats, not at a {t.format} (its tables "
                    "are played by the built-in levels)",
                    reason="invalid-request",
                )
            if kind == "http":
                t.enter_player(entrant, str(caller))
            else:
                t.add_entrant(_entrant(entrant, t.game), str(caller))
            return Reply(self.views.body(t), t.version), [t]

        return self.commands.execute(idem, run, _busy)

    def start(self, tid: UUID, creator: UUID, idem: IdempotencyKey | None = None) -> Reply:
        def run() -> tuple[Reply, list[Aggregate]]:
            t = self.views.get(tid)
            t.start(str(creator), secret=fairness.new_salt())
            return Reply(self.views.body(t), t.version), [t]

        reply = self.commands.execute(idem, run, _busy)
        if not reply.replayed:
            self.runner.start(tid)
        return reply

    def cancel(self, tid: UUID, creator: UUID, idem: IdempotencyKey | None = None) -> Reply:
        if idem is not None:
            earlier = self.commands.replay(idem)
            if earlier is not None:
                return earlier
        self.views.get(tid).cancel(str(creator))  # refused before anything stops
        self.runner.stop(tid)  # this process's runner stops recording first

        def run() -> tuple[Reply, list[Aggregate]]:
            t = self.views.get(tid)
            t.cancel(str(creator))
            return Reply(self.views.body(t), t.version), [t]

        # A pair recorded meanwhile (another process's runner): decide again.
        reply = optimistic(
            lambda: self.commands.execute(idem, run, _busy),
            "the tournament changed meanwhile; try again",
            conflict=ConflictError,
        )
        self.runner.ended(self.views.get(tid))
        return reply


def _no_op(aggregates: list[Aggregate]) -> None:
    return None


def _busy() -> ConflictError:
    return ConflictError("the tournament changed meanwhile; try again", reason="conflict")


def _entrant(name: str, game: str = DEFAULT_GAME) -> str:
    """A built-in entrant's name: a Gin level (``BotSpec``) or one of Rummy's levels (the
    core's ``rummy.bot_levels()``)."""
    try:
        if game == "rummy":
            return rummy_games.check_level(name)
        return BotSpec.parse(name).name
    except ValueError as exc:
        raise InvalidRequestError(str(exc), reason="unknown-bot-level") from None
