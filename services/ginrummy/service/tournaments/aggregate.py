"""The ``Tournament`` aggregate: entrants, the start, every finished game pair an event.

Its events were stored under ``ginrummy.service.domain:Tournament`` until the tournaments
became a package: those topics stay registered (``register_topic``) for this class and its
event classes, so every tournament recorded before still loads; new events carry this
module's topics.
"""

from __future__ import annotations

from typing import Any

from eventsourcing.domain import Aggregate, event
from eventsourcing.utils import get_topic, register_topic

from ginrummy.service.errors import ConflictError, ForbiddenError
from ginrummy.service.tournaments import upcasts
from ginrummy.service.tournaments.formats import FORMATS, format_of


class Tournament(Aggregate):
    """A tournament of built-in bots: paired matches, standings, an SPRT (``tournaments.runner``).

    Commands: :meth:`add_entrant`, :meth:`start`, :meth:`finish_pair`, :meth:`finish`,
    :meth:`fail`, :meth:`cancel`. Each finished game pair is an event with its pairing seed
    and index, so every game is replayable (``play.play_pair``) and the standings
    are a fold of the log. Entrants are built-in levels or registered players' bots playing over
    HTTP (:meth:`enter_player`, named ``@<player name>``): each game of theirs is an ordinary
    match (:meth:`schedule_game`) under the tournament's ``move_deadline_ms``.
    """

    class Created(Aggregate.Created):
        """Version 2 adds the time control of HTTP entrants (``move_deadline_ms``).

        Version 3 adds the pair unit (``pair``: ``matches`` or ``deals``), whether its HTTP
        games count for the ratings (``rated``) and the SPRT's log-likelihood ratio
        (``sprt_model``: ``exact`` or ``approximate``). Earlier tournaments played match
        pairs, rated, and decided their SPRT with the approximation (upcast so).

        Version 4 adds the game (``game``: ``gin`` or ``rummy``) and Rummy's options
        (``options``, every option given; ``None`` in Gin): every earlier tournament was Gin's
        (upcast so)."""

        class_version = 4
        format: str
        rules: dict[str, Any]
        pairs: int
        seed: int
        sprt: dict[str, float] | None
        creator: str
        move_deadline_ms: int
        pair: str
        rated: bool
        sprt_model: str | None
        game: str
        options: dict[str, Any] | None

        upcast_v1_v2 = staticmethod(upcasts.created_v1_v2)
        upcast_v2_v3 = staticmethod(upcasts.created_v2_v3)
        upcast_v3_v4 = staticmethod(upcasts.created_v3_v4)

    class GamePairFinished(Aggregate.Event):
        """One finished game pair. Version 2 records both measures of points for every
        entrant kind (``stats.PairRecord``): ``a_points`` the matches' totals with
        every bonus, ``a_hand_points`` the hand points, and the pair's ``unit``. A version 1
        pair of an HTTP entrant (with ``matches``) recorded hand points as its points: they
        become its hand points and its totals are unknown (``None``); a version 1 built-in
        pair recorded the totals, and its hand points are unknown."""

        class_version = 2
        result: dict[str, Any]

        upcast_v1_v2 = staticmethod(upcasts.pair_finished_v1_v2)

    @event(Created)
    def __init__(
        self,
        format: str,
        rules: dict[str, Any],
        pairs: int,
        seed: int,
        sprt: dict[str, float] | None,
        creator: str,
        move_deadline_ms: int = 10_000,
        pair: str = "matches",
        rated: bool = False,
        sprt_model: str | None = None,
        game: str = "gin",
        options: dict[str, Any] | None = None,
    ) -> None:
        self.format = format
        self.rules = rules
        self.pairs = pairs
        self.seed = seed
        self.sprt = sprt
        self.creator = creator
        self.move_deadline_ms = move_deadline_ms
        self.pair = pair
        self.rated = rated
        self.sprt_model = sprt_model
        self.game = game
        self.options = options
        self.sets: list[dict[str, Any]] = []
        self.players: dict[str, str] = {}
        self.scheduled: dict[str, str] = {}
        self.secret: str | None = None
        self.entrants: list[str] = []
        self.status = "created"
        self.results: list[dict[str, Any]] = []
        self.outcome: dict[str, Any] | None = None
        self.rounds: int | None = None
        self.swiss_rounds: list[dict[str, Any]] = []

    def set_rounds(self, rounds: int) -> None:
        """A Swiss tournament's number of rounds (before the start)."""
        if self.status != "created":
            raise ConflictError("the rounds are set before the start", reason="conflict")
        self._rounds_set(rounds=rounds)

    @event("RoundsSet")
    def _rounds_set(self, rounds: int) -> None:
        self.rounds = rounds

    def pair_round(self, paired: dict[str, Any]) -> None:
        """Records a Swiss round's pairings and its bye (``round``, ``pairings``, ``bye``)
        before its games; ignored unless running."""
        if self.status == "running":
            self._round_paired(paired=paired)

    @event("RoundPaired")
    def _round_paired(self, paired: dict[str, Any]) -> None:
        self.swiss_rounds.append(paired)

    def add_entrant(self, name: str, creator: str) -> None:
        self._check_creator(creator)
        if self.status != "created":
            raise ConflictError("entrants join before the start", reason="conflict")
        if name in self.entrants:
            raise ConflictError(f"{name!r} is already an entrant", reason="conflict")
        self._check_entry()
        self._entrant_added(name=name)

    @event("EntrantAdded")
    def _entrant_added(self, name: str) -> None:
        self.entrants.append(name)

    def enter_player(self, name: str, player_id: str) -> None:
        """A registered player enters its own bot, which plays over HTTP as ``name``."""
        if self.status != "created":
            raise ConflictError("entrants join before the start", reason="conflict")
        if player_id in self.players.values():
            raise ConflictError("your bot is already an entrant", reason="conflict")
        if name in self.entrants:
            raise ConflictError(f"{name!r} is already an entrant", reason="conflict")
        if not format_of(self.format).fixed:
            fixed = ", ".join(name for name, f in FORMATS.items() if f.fixed)
            raise ConflictError(f"HTTP bots play in {fixed} tournaments", reason="conflict")
        self._check_entry()
        self._player_entered(name=name, player_id=player_id)

    @event("PlayerEntered")
    def _player_entered(self, name: str, player_id: str) -> None:
        self.entrants.append(name)
        self.players = {**self.players, name: player_id}

    def start(self, creator: str, secret: str | None = None) -> None:
        """Starts; ``secret`` (drawn by the application) seeds the HTTP games' matches."""
        self._check_creator(creator)
        if self.status != "created":
            raise ConflictError(f"the tournament is {self.status}", reason="conflict")
        refusal = format_of(self.format).start_refusal(len(self.entrants), self.rounds)
        if refusal is not None:
            raise ConflictError(refusal, reason="conflict")
        self._started(secret=secret if self.players else None)

    @event("Started")
    def _started(self, secret: str | None = None) -> None:
        self.status = "running"
        self.secret = secret

    def schedule_game(self, pairing: int, k: int, game: int, match_id: str) -> None:
        """An HTTP game (``game`` 0: A in seat 0, 1: A in seat 1) of pair ``k`` of ``pairing``
        is an ordinary match, created in the same transaction as this event."""
        key = f"{pairing}:{k}:{game}"
        if self.status != "running":
            raise ConflictError(f"the tournament is {self.status}", reason="conflict")
        if key in self.scheduled:
            raise ConflictError(f"game {key} is already scheduled", reason="conflict")
        self._game_scheduled(pairing=pairing, k=k, game=game, match_id=match_id)

    @event("GameScheduled")
    def _game_scheduled(self, pairing: int, k: int, game: int, match_id: str) -> None:
        self.scheduled = {**self.scheduled, f"{pairing}:{k}:{game}": match_id}

    def finish_pair(self, result: dict[str, Any]) -> None:
        """Records one finished game pair (``pairing``, ``a``, ``b``, ``seed``, ``k``, wins,
        ties, match points and deals); ignored unless running."""
        if self.status == "running":
            self._pair_finished(result=result)

    @event(GamePairFinished)
    def _pair_finished(self, result: dict[str, Any]) -> None:
        self.results.append(result)

    def finish_set(self, result: dict[str, Any]) -> None:
        """Records one finished deal set of a Rummy table (``rummy_games.play_set``: ``k``,
        ``seed``, ``unit``, its ``games``); ignored unless running."""
        if self.status == "running":
            self._set_finished(result=result)

    @event("DealSetFinished")
    def _set_finished(self, result: dict[str, Any]) -> None:
        self.sets.append(result)

    def finish(self, outcome: dict[str, Any]) -> None:
        if self.status == "running":
            self._finished(outcome=outcome)

    @event("Finished")
    def _finished(self, outcome: dict[str, Any]) -> None:
        self.status = "finished"
        self.outcome = outcome

    def fail(self, detail: str) -> None:
        """The runner could not go on (a worker process died, ...); the pairs stay."""
        if self.status == "running":
            self._failed(detail=detail)

    @event("Failed")
    def _failed(self, detail: str) -> None:
        self.status = "failed"
        self.outcome = {"reason": "error", "detail": detail}

    def cancel(self, creator: str) -> None:
        self._check_creator(creator)
        if self.status in ("finished", "cancelled", "failed"):
            raise ConflictError(f"the tournament is {self.status}", reason="conflict")
        self._cancelled()

    @event("Cancelled")
    def _cancelled(self) -> None:
        self.status = "cancelled"

    def _check_entry(self) -> None:
        refusal = format_of(self.format).entry_refusal(len(self.entrants))
        if refusal is not None:
            raise ConflictError(refusal, reason="conflict")

    def _check_creator(self, creator: str) -> None:
        if creator != self.creator:
            raise ForbiddenError("only the tournament's creator may do this", reason="not-creator")


OLD_TOPIC = "ginrummy.service.domain:Tournament"
"""Where the aggregate lived until the tournaments became a package."""

EVENT_NAMES = (
    "Created",
    "RoundsSet",
    "RoundPaired",
    "EntrantAdded",
    "PlayerEntered",
    "Started",
    "GameScheduled",
    "GamePairFinished",
    "Finished",
    "Failed",
    "Cancelled",
)
"""Every event class of the aggregate (``Tournament.<name>``) stored before the move (a Rummy
table's ``DealSetFinished`` came after it: it has no old topic)."""


def register_old_topics() -> None:
    """The topics stored before the move resolve to this class and its event classes."""
    register_topic(OLD_TOPIC, Tournament)
    for name in EVENT_NAMES:
        register_topic(f"{OLD_TOPIC}.{name}", getattr(Tournament, name))


register_old_topics()


def stored_topics(*names: str) -> frozenset[str]:
    """The topics the events ``names`` are stored under: today's and those of before the move."""
    return frozenset(
        topic
        for name in names
        for topic in (get_topic(getattr(Tournament, name)), f"{OLD_TOPIC}.{name}")
    )
