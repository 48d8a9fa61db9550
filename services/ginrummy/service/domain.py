"""Domain model: event-sourced aggregates (the ``eventsourcing`` library).

The aggregates decide: a command method checks the request against the state (through the
rules core for every game rule) and triggers past-tense events, whose bodies only assign state.
Randomness (the match seed, the deal salts, a bot's choice) is drawn by the application *before*
the command and travels in the event. Every action event replays through
``ginrummy.core.Match.apply``, which validated the same action before the event was triggered,
so a stored log always replays.

Aggregates:

- :class:`Match`: one match, its seats, every action and every deal's commitment and reveal.
  Commands: :meth:`Match.join`, :meth:`Match.start`, :meth:`Match.play`,
  :meth:`Match.resign`; a bot's turn is :meth:`Match.play` with the bot's chosen action
  (:meth:`Match.bot_to_act` says whose turn it is). The deal lifecycle (score a deal that
  ended, deal the next one, finish the match) follows inside :meth:`Match.play`.
- :class:`Player`: a registered player (name, hash of the API token).
- :class:`Index`: a unique key (a player name, a token hash) pointing at an aggregate; its id is
  derived from the key (UUIDv5), so claiming a taken key fails on the store's unique constraint.
- :class:`Analysis`: the stored analysis of a finished match (``analysis``), keyed by the match.
- :class:`IdempotencyRecord`: the first reply to a POST with an ``Idempotency-Key``, saved in
  the same transaction as the events that request caused.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, ClassVar, cast
from uuid import NAMESPACE_URL, UUID, uuid5

import msgspec
from eventsourcing.domain import Aggregate, event

from ginrummy import core
from ginrummy.service import fairness
from ginrummy.service.errors import (
    ConflictError,
    ForbiddenError,
    IllegalActionError,
    InvalidRequestError,
    ServiceError,
    StaleVersionError,
    VersionRequiredError,
)
from ginrummy.service.games import DEFAULT_GAME, ActionKind, GameDefinition
from ginrummy.service.games import game as hosted_game

NAMESPACE = uuid5(NAMESPACE_URL, "https://github.com/ginrummy/ginrummy")

GIN = hosted_game("gin")


class MatchStatus(enum.StrEnum):
    """Where a match stands (a string: stored snapshots hold the plain value)."""

    OPEN = "open"
    ACTIVE = "active"
    FINISHED = "finished"
    CANCELLED = "cancelled"


OPEN = MatchStatus.OPEN
ACTIVE = MatchStatus.ACTIVE
FINISHED = MatchStatus.FINISHED
CANCELLED = MatchStatus.CANCELLED


class CorruptLogError(RuntimeError):
    """A stored event contradicts the rules core or a commitment (never raised on a sane log)."""


class _GameDefaults:
    """What a match snapshotted before time controls (or games) existed reads (not dataclass
    fields)."""

    game_name = "gin"
    tournament_id: str | None = None
    move_deadline_ms: int | None = None
    bot_playouts: list[int | None] | None = None
    forfeited_by: int | None = None
    deal_limit: int | None = None
    reveals_held = False


class Match(Aggregate, _GameDefaults):
    """A match between two seats; seat 0 deals first (DESIGN.md "Match").

    A tournament's game carries its ``tournament_id``, the expert seats' playout caps
    (``bot_playouts``) and a time control: ``move_deadline_ms`` for a player's seat, measured
    from the event that made it the seat's turn; a missed deadline forfeits the match
    (:meth:`miss_deadline`).

    ``hints``: the seat to act may ask the expert for a hint (only in an unrated match);
    ``rated``: the match counts for the ratings. Matches created before these existed were
    rated without hints (the defaults below, also for their snapshots)."""

    hints = False
    rated = True

    class Created(Aggregate.Created):
        """Version 2 records whether hints are allowed, whether the match is rated, and a
        tournament game's id, time control and bot budgets; every version 1 match had no hints,
        was rated and was no tournament game (upcast when a version 1 event is read).

        Version 3 adds a tournament game's ``deal_limit`` (a game of a deal pair ends after
        that many deals) and ``reveals_held`` (a game of a tournament pair: its reveals, the
        seed, the deals' orders and salts, wait for ``RevealsReleased``, once both games of
        the pair have ended); every earlier match had neither.

        Version 4 names the ``game`` (a name in the registry, ``service.games``); every earlier
        match was Gin."""

        class_version = 4
        rules: dict[str, Any]
        players: list[str | None]
        bots: list[str | None]
        created_by: str
        hints: bool
        rated: bool
        tournament_id: str | None
        move_deadline_ms: int | None
        bot_playouts: list[int | None] | None
        deal_limit: int | None
        reveals_held: bool
        game: str = DEFAULT_GAME

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["hints"] = False
            state["rated"] = True
            state["tournament_id"] = None
            state["move_deadline_ms"] = None
            state["bot_playouts"] = None

        @staticmethod
        def upcast_v2_v3(state: dict[str, Any]) -> None:
            state["deal_limit"] = None
            state["reveals_held"] = False

        @staticmethod
        def upcast_v3_v4(state: dict[str, Any]) -> None:
            state["game"] = DEFAULT_GAME

    @event(Created)
    def __init__(
        self,
        rules: dict[str, Any],
        players: list[str | None],
        bots: list[str | None],
        created_by: str,
        hints: bool = False,
        rated: bool = True,
        tournament_id: str | None = None,
        move_deadline_ms: int | None = None,
        bot_playouts: list[int | None] | None = None,
        deal_limit: int | None = None,
        reveals_held: bool = False,
        game: str = DEFAULT_GAME,
    ) -> None:
        self.game_name = game
        self.rules = rules
        self.players = players
        self.bots = bots
        self.created_by = created_by
        self.hints = hints
        self.rated = rated
        self.tournament_id = tournament_id
        self.move_deadline_ms = move_deadline_ms
        self.bot_playouts = bot_playouts
        self.deal_limit = deal_limit
        self.reveals_held = reveals_held
        self.status = OPEN
        self.game: core.Match | None = None
        self.seed: int | None = None
        self.seed_salt: str | None = None
        self.seed_commitment: str | None = None
        self.deal = -1
        self.dealer = 0
        self.deal_salt: str | None = None
        self.deal_commitment: str | None = None
        self.deal_order: list[str] | None = None
        self.deal_live = False
        self.commitments: list[str] = []
        self.deal_starts: list[int] = []
        self.scores: list[int] = [0] * len(players)
        self.result: dict[str, Any] | None = None
        self.winner: int | None = None
        self.resigned_by: int | None = None
        self.moves = 0

    # -- commands: decide, then trigger --------------------------------------------------------

    def join(self, player_id: str) -> int:
        """Takes the free seat of an open match for ``player_id``; returns the seat."""
        if self.status != OPEN:
            raise ConflictError(f"the match is {self.status}, not open", reason="not-open")
        if self.seat_of(player_id) is not None:
            raise ConflictError("you already hold a seat in this match", reason="already-seated")
        seat = self.players.index(None)
        self.joined(seat=seat, player_id=player_id)
        return seat

    def cancel(self, player_id: str) -> None:
        """The creator withdraws an open match (nobody joined yet)."""
        if player_id != self.created_by:
            raise ForbiddenError("only the match's creator may cancel it", reason="not-creator")
        if self.status != OPEN:
            raise ConflictError(
                f"the match is {self.status}; only an open match can be cancelled",
                reason="not-open",
            )
        self.cancelled(by=player_id)

    def start(self, seed: int, seed_salt: str, deal_salt: str) -> None:
        """Starts the match with a seed (committed now, revealed at the end) and deals."""
        self.started(
            seed=seed,
            seed_salt=seed_salt,
            seed_commitment=fairness.seed_commitment(seed, seed_salt),
        )
        self._deal(deal_salt)

    def seat_for(self, player_id: str, expected_version: int | None) -> int:
        """The seat ``player_id`` acts for, checking that it names the current version."""
        seat = self.seat_of(player_id)
        if seat is None:
            raise ForbiddenError("you hold no seat in this match", reason="not-your-match")
        if expected_version is None:
            raise VersionRequiredError(
                "send If-Match with the match's ETag, or 'version' in the body"
            )
        if expected_version != self.version:
            raise StaleVersionError(
                f"you saw version {expected_version}; the match is at version {self.version}",
                current_version=self.version,
            )
        return seat

    def play(
        self, seat: int, action: core.ActionLike, *, next_deal_salt: Callable[[], str]
    ) -> None:
        """Plays ``action`` for ``seat`` (a core ``Action``, or any form the core parses). The
        core decides (``resolve``: the same check ``apply`` makes) and names what the action
        does; the kind's event (:data:`ACTION_EVENTS`) records exactly that, and replays from
        that payload. A deal that ends is scored and the next one dealt with a salt drawn from
        ``next_deal_salt`` (only then: a draw of randomness costs a system call), or the match
        finishes. Resigning is :meth:`resign`."""
        if self.status != ACTIVE:
            raise ConflictError(
                f"the match is {self.status}; no actions now", reason="match-not-active"
            )
        game = self._game()
        try:
            resolved = game.resolve(action, seat)
        except core.IllegalActionError as exc:
            raise _refusal(exc, game) from None
        except core.GinRummyError as exc:  # a card that does not parse
            raise InvalidRequestError(f"not an action: {exc}", reason="invalid-action") from None
        deals_before = game.deals_started
        self.trigger_event(ACTION_EVENTS[resolved.pop("type")], seat=seat, **resolved)
        # A deal that ends starts the next one (a new deck) or ends the match.
        if game.is_over or game.deals_started != deals_before:
            self._score_deal(next_deal_salt)

    def resign(self, seat: int) -> None:
        """The seat resigns: the opponent wins the match."""
        if self.status != ACTIVE:
            raise ConflictError(
                f"the match is {self.status}; no actions now", reason="match-not-active"
            )
        self.resigned(seat=seat)
        self._finish()

    def hint_seat(self, player_id: str) -> int:
        """The seat of ``player_id`` when it may ask for a hint now: a seat of this match,
        created with hints allowed, active, and that seat to act."""
        seat = self.seat_of(player_id)
        if seat is None:
            raise ForbiddenError("you hold no seat in this match", reason="not-your-match")
        if not self.hints or self.tournament_id is not None:
            raise ForbiddenError(
                "this match was created without hints (a rated match never has them)",
                reason="hints-not-allowed",
            )
        if self.status != ACTIVE or self.game is None:
            raise ConflictError(
                f"the match is {self.status}; hints are for a match being played",
                reason="match-not-active",
            )
        if self.game.to_act != seat:
            raise InvalidRequestError(
                "it is not your turn: a hint is for the seat to act", reason="not-your-turn"
            )
        return seat

    def deadline(self) -> tuple[int, int, float] | None:
        """(version, seat, due as a POSIX time) when a player's seat under a time control is to
        act now: its deadline runs from the event that made it its turn."""
        game = self.game
        if self.move_deadline_ms is None or self.status != ACTIVE or game is None:
            return None
        seat = game.to_act
        if seat is None or self.bots[seat] is not None:
            return None
        due = self.modified_on.timestamp() + self.move_deadline_ms / 1000
        return self.version, seat, due

    def miss_deadline(self, seat: int, version: int) -> None:
        """The seat let its deadline pass at ``version`` (the service's timer says so): it
        forfeits the match, the opponent wins. Refused if the seat moved meanwhile."""
        turn = self.deadline()
        if turn is None or turn[:2] != (version, seat):
            raise ConflictError("the seat is not on the clock at that version", reason="conflict")
        assert self.move_deadline_ms is not None
        self.deadline_missed(seat=seat, deadline_ms=self.move_deadline_ms)
        self._finish()

    def bot_to_act(self) -> tuple[int, str] | None:
        """(seat, level) when a built-in bot is to act now."""
        game = self.game
        if self.status != ACTIVE or game is None:
            return None
        seat = game.to_act
        if seat is None:
            return None
        level = self.bots[seat]
        return None if level is None else (seat, level)

    # -- the deal lifecycle ------------------------------------------------------------------

    def _deal(self, salt: str) -> None:
        """Commits to the deck of the deal the core just dealt."""
        game = self._game()
        order = game.current_deck()
        self.deal_started(
            deal=self.deal + 1,
            dealer=game.dealer,
            commitment=fairness.deck_commitment(order, salt),
            salt=salt,
        )

    def _score_deal(self, next_deal_salt: Callable[[], str]) -> None:
        game = self._game()
        assert self.deal_order is not None and self.deal_salt is not None
        finished = game.deals()[-1]
        if int(finished["number"]) != self.deal:  # pragma: no cover - core/service mismatch
            raise CorruptLogError(f"deal {self.deal} ended but the core reports {finished}")
        # The deal's own seed stays out: it would reveal every later deal's seed (SplitMix64
        # outputs are invertible). The order and the salt are the reveal.
        record = {
            "number": finished["number"],
            "dealer": finished["dealer"],
            "outcome": finished["outcome"],
        }
        self.deal_scored(
            deal=self.deal,
            record=record,
            scores=list(game.scores),
            order=self.deal_order,
            salt=self.deal_salt,
        )
        if game.is_over or self._deals_done():
            self._finish()
        else:
            self._deal(next_deal_salt())

    def _deals_done(self) -> bool:
        """A deal-limited game (a tournament's deal pair) has played its deals."""
        return self.deal_limit is not None and self.deal + 1 >= self.deal_limit

    def _finish(self) -> None:
        game = self._game()
        assert self.seed is not None and self.seed_salt is not None
        if self.forfeited_by is not None:
            winner: int | None = self._sole_other(self.forfeited_by)
            result: dict[str, Any] = {
                "reason": "deadline",
                "forfeited": self.forfeited_by,
                "winner": winner,
                "scores": list(game.scores),
            }
        elif self.resigned_by is not None:
            winner = self._sole_other(self.resigned_by)
            result = {
                "reason": "resignation",
                "resigned": self.resigned_by,
                "winner": winner,
                "scores": list(game.scores),
            }
        elif self._deals_done():  # a deal pair's game: its deals' hand points, no match bonus
            scores = list(game.scores)
            leaders = [seat for seat, points in enumerate(scores) if points == max(scores)]
            winner = leaders[0] if len(leaders) == 1 else None
            result = {
                "reason": "deals_played",
                "deals": self.deal + 1,
                "winner": winner,
                "scores": scores,
            }
        else:
            assert game.result is not None
            result = {"reason": "target_reached", **game.result}
            raw_winner = result.get("winner")
            winner = int(raw_winner) if raw_winner is not None else None
        self.finished(result=result, winner=winner, seed=self.seed, seed_salt=self.seed_salt)

    # -- seats -------------------------------------------------------------------------------

    @event("Joined")
    def joined(self, seat: int, player_id: str) -> None:
        self.players[seat] = player_id

    @event("Started")
    def started(self, seed: int, seed_salt: str, seed_commitment: str) -> None:
        self.seed = seed
        self.seed_salt = seed_salt
        self.seed_commitment = seed_commitment
        self.game = core.Match(core.Rules(**self.rules), seed)
        self.status = ACTIVE

    # -- deals -------------------------------------------------------------------------------

    @event("DealStarted")
    def deal_started(self, deal: int, dealer: int, commitment: str, salt: str) -> None:
        game = self._game()
        order = game.current_deck()
        if not fairness.check(commitment, fairness.deck_commitment(order, salt)):
            raise CorruptLogError(f"deal {deal}: the commitment does not match the deck")
        self.deal = deal
        self.dealer = dealer
        self.deal_salt = salt
        self.deal_commitment = commitment
        self.deal_order = order
        self.deal_live = True
        self.commitments.append(commitment)
        self.deal_starts.append(self.version + 1)

    @event("DealScored")
    def deal_scored(
        self,
        deal: int,
        record: dict[str, Any],
        scores: list[int],
        order: list[str],
        salt: str,
    ) -> None:
        if deal != self.deal or order != self.deal_order or salt != self.deal_salt:
            raise CorruptLogError(f"deal {deal}: the reveal does not match the deal started")
        self.scores = list(scores)
        self.deal_live = False

    # -- the end -----------------------------------------------------------------------------

    @event("Cancelled")
    def cancelled(self, by: str) -> None:
        self.status = CANCELLED

    def release_reveals(self) -> bool:
        """Ends the hold on a finished tournament game's reveals (its pair has ended);
        ``False`` when there was none to end."""
        if not self.reveals_held or self.status != FINISHED:
            return False
        self.reveals_released()
        return True

    @event("RevealsReleased")
    def reveals_released(self) -> None:
        self.reveals_held = False

    @event("Resigned")
    def resigned(self, seat: int) -> None:
        self.resigned_by = seat

    @event("DeadlineMissed")
    def deadline_missed(self, seat: int, deadline_ms: int) -> None:
        self.forfeited_by = seat

    @event("Finished")
    def finished(
        self,
        result: dict[str, Any],
        winner: int | None,
        seed: int,
        seed_salt: str,
    ) -> None:
        if seed != self.seed or seed_salt != self.seed_salt:
            raise CorruptLogError("the revealed seed does not match the match started")
        self.result = result
        self.winner = winner
        self.status = FINISHED
        self.deal_live = False

    # -- helpers -----------------------------------------------------------------------------

    def _game(self) -> core.Match:
        if self.game is None:
            raise CorruptLogError("an event of a started match before the match started")
        return self.game

    def replay(self, seat: int, action: bytes) -> None:
        """Replays an action event's payload (the action's JSON form) through the core."""
        game = self._game()
        if game.to_act != seat:
            raise CorruptLogError(f"seat {seat} acted out of turn")
        try:
            game.apply(action)
        except core.GinRummyError as exc:
            raise CorruptLogError(f"a recorded action is illegal: {exc}") from exc
        self.moves += 1

    def deal_at(self, version: int) -> int:
        """The deal an event of ``version`` belongs to (-1: before the first deal)."""
        deal = -1
        for index, start in enumerate(self.deal_starts):
            if start > version:
                break
            deal = index
        return deal

    def deal_ended(self, deal: int) -> bool:
        """Whether deal ``deal`` is over (its cards are public)."""
        return deal < self.deal or not self.deal_live

    @property
    def definition(self) -> GameDefinition:
        """The game played, from the registry."""
        return hosted_game(self.game_name)

    @property
    def seats(self) -> range:
        """The seats of the match (as many as it was created with, within the game's range)."""
        return range(len(self.players))

    def _sole_other(self, seat: int) -> int | None:
        """The winner when ``seat`` leaves the match: the one other seat, if there is one."""
        others = [other for other in self.seats if other != seat]
        return others[0] if len(others) == 1 else None

    def seat_of(self, player_id: str) -> int | None:
        """The seat held by ``player_id``, if any."""
        for seat, holder in enumerate(self.players):
            if holder == player_id:
                return seat
        return None

    def __deepcopy__(self, memo: dict[int, Any]) -> Match:
        """A private copy for one command: the native state is cloned, plain values copied."""
        clone = object.__new__(type(self))
        state = dict(self.__dict__)
        state["players"] = list(self.players)
        state["bots"] = list(self.bots)
        if self.bot_playouts is not None:
            state["bot_playouts"] = list(self.bot_playouts)
        state["scores"] = list(self.scores)
        state["commitments"] = list(self.commitments)
        state["deal_starts"] = list(self.deal_starts)
        state["_pending_events"] = []
        if self.game is not None:
            state["game"] = self.game.__deepcopy__(memo)
        clone.__dict__.update(state)
        return clone


class Player(Aggregate):
    """A registered player. The API token itself is never stored, only its SHA-256."""

    class Registered(Aggregate.Created):
        """Version 2 names how ``token_hash`` was computed (``token_scheme``), so that a later
        scheme can be introduced without guessing; every version 1 event used SHA-256 of the
        token (upcast by eventsourcing when a version 1 event is read)."""

        class_version = 2
        name: str
        token_hash: str
        token_scheme: str

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["token_scheme"] = "sha256"

    @event(Registered)
    def __init__(self, name: str, token_hash: str, token_scheme: str = "sha256") -> None:
        self.name = name
        self.token_hash = token_hash
        self.token_scheme = token_scheme


class Index(Aggregate):
    """A unique key that points at another aggregate (``name:<lowercased name>``, ...)."""

    @staticmethod
    def create_id(key: str) -> UUID:
        return index_id(key)

    @event("Created")
    def __init__(self, key: str, ref: UUID) -> None:
        self.key = key
        self.ref = ref


class AnalysisStatus(enum.StrEnum):
    """Where a stored analysis stands."""

    PENDING = "pending"
    DONE = "done"


PENDING = AnalysisStatus.PENDING
DONE = AnalysisStatus.DONE


class Analysis(Aggregate):
    """The expert's analysis of one finished match, computed once off the request path
    (``service.analysis``). Its id is derived from the match id (UUIDv5), so the first request
    of any replica claims it (``Requested``) and a concurrent one fails on the store's unique
    constraint; the worker that claimed it records the result (``Completed``). A claim left
    pending longer than the stale time (a replica stopped mid-way) is taken over
    (``Reclaimed``, optimistic: one taker wins)."""

    @staticmethod
    def create_id(match_id: str) -> UUID:
        return analysis_id(match_id)

    @event("Requested")
    def __init__(self, match_id: str, playouts: int, seed: int, objective: str) -> None:
        self.match_id = match_id
        self.playouts = playouts
        self.seed = seed
        self.objective = objective
        self.status = PENDING
        self.result: dict[str, Any] | None = None

    def reclaim(self) -> None:
        """Takes over a pending analysis whose worker is gone."""
        if self.status != PENDING:
            raise ConflictError("the analysis is already done", reason="conflict")
        self.reclaimed()

    @event("Reclaimed")
    def reclaimed(self) -> None:
        pass

    def complete(self, result: dict[str, Any]) -> None:
        """Records the computed analysis (once)."""
        if self.status != PENDING:
            raise ConflictError("the analysis is already done", reason="conflict")
        self.completed(result=result)

    @event("Completed")
    def completed(self, result: dict[str, Any]) -> None:
        self.result = result
        self.status = DONE


def analysis_id(match_id: str) -> UUID:
    """The id of the :class:`Analysis` of match ``match_id``."""
    return uuid5(NAMESPACE, f"analysis:{match_id}")


def index_id(key: str) -> UUID:
    """The id of the :class:`Index` aggregate for ``key``."""
    return uuid5(NAMESPACE, f"index:{key}")


class IdempotencyRecord(Aggregate):
    """The first response to a keyed POST; the body is encrypted with the key (``idempotency``)."""

    @staticmethod
    def create_id(scope: str) -> UUID:
        return uuid5(NAMESPACE, f"idempotency:{scope}")

    @event("Recorded")
    def __init__(
        self,
        scope: str,
        fingerprint: str,
        status: int,
        salt: str,
        body: str,
        headers: dict[str, str],
    ) -> None:
        self.scope = scope
        self.fingerprint = fingerprint
        self.status = status
        self.salt = salt
        self.body = body
        self.headers = headers


class ActionPlayed(Aggregate.Event):
    """A seat's action, as the core resolved it (the fields of the kind's ``records``). The
    event classes, one per kind of action, are made from the core's table of action kinds
    (:data:`ACTION_EVENTS`); each replays by sending the core the fields the seat sent (the
    kind's ``fields``), taken from its own stored payload."""

    seat: int
    kind: ClassVar[str]
    sent: ClassVar[tuple[str, ...]]

    def apply(self, aggregate: Any) -> None:
        payload = {"type": self.kind}
        for name in self.sent:
            value = getattr(self, name)
            if value is not None:
                payload[name] = value
        aggregate.replay(self.seat, _encode(payload))


_FIELD_TYPES: dict[str, Any] = {"card": str, "melds": list[list[str]], "meld_index": int}


def _action_event(kind: ActionKind) -> type[ActionPlayed]:
    """The event class of one kind of action, nested in :class:`Match` (its stored topic,
    ``ginrummy.service.domain:Match.<event>``, is the one every stored event has had)."""
    annotations = {field.name: _FIELD_TYPES[field.type] for field in kind.records}
    namespace = {
        "__annotations__": annotations,
        "__module__": __name__,
        "__qualname__": f"Match.{kind.event}",
        "__doc__": f"A seat played ``{kind.name}``.",
        "kind": kind.name,
        "sent": tuple(field.name for field in kind.fields),
    }
    cls = cast(type[ActionPlayed], type(kind.event, (ActionPlayed,), namespace))
    setattr(Match, kind.event, cls)
    return cls


#: The event that records each kind of action, by the kind's name.
ACTION_EVENTS: Mapping[str, type[ActionPlayed]] = MappingProxyType(
    {kind.name: _action_event(kind) for kind in GIN.action_kinds}
)
_encode = msgspec.json.Encoder().encode


def _refusal(exc: core.IllegalActionError, game: core.Match) -> ServiceError:
    """The core's refusal, in its words (written from what the acting seat can see), with its
    reason; the legal actions come along unless it was not the seat's turn."""
    if exc.reason == "not_your_turn":
        detail = "it is not your turn" if game.to_act is not None else "nobody is to act now"
        return IllegalActionError(detail, reason="not-your-turn", refusal=exc.reason)
    if exc.reason == "malformed":
        return InvalidRequestError(f"not an action: {exc}", reason="invalid-action")
    return IllegalActionError(
        str(exc),
        reason="illegal-action",
        refusal=exc.reason,
        legal_actions=[a.to_dict() for a in game.legal_actions()],
    )
