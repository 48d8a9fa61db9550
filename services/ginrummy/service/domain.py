"""Domain model: event-sourced aggregates (the ``eventsourcing`` library).

Events are past-tense facts. Their bodies only assign state; randomness (the match seed, the
deal salts, a bot's choice) is decided by the command *before* an event is triggered and travels
in the event. The rules live in the Rust core: every action event replays through
``ginrummy.core.Match.apply``, which validated the same action before the event was recorded
(``application.GinRummyService``), so a stored log always replays.

Aggregates:

- :class:`Match`: one match, its seats, every action and every deal's commitment and reveal.
- :class:`Player`: a registered player (name, hash of the API token).
- :class:`Index`: a unique key (a player name, a token hash) pointing at an aggregate; its id is
  derived from the key (UUIDv5), so claiming a taken key fails on the store's unique constraint.
- :class:`IdempotencyRecord`: the first response to a POST with an ``Idempotency-Key``, saved in
  the same transaction as the events that request caused.
"""

from __future__ import annotations

from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from ginrummy import core
from ginrummy.service import fairness

NAMESPACE = uuid5(NAMESPACE_URL, "https://github.com/ginrummy/ginrummy")

OPEN = "open"
ACTIVE = "active"
FINISHED = "finished"


class CorruptLogError(RuntimeError):
    """A stored event contradicts the rules core or a commitment (never raised on a sane log)."""


class Match(Aggregate):
    """A match between two seats; seat 0 deals first (DESIGN.md "Match")."""

    @event("Created")
    def __init__(
        self,
        rules: dict[str, Any],
        players: list[str | None],
        bots: list[str | None],
        created_by: str,
    ) -> None:
        self.rules = rules
        self.players = players
        self.bots = bots
        self.created_by = created_by
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
        self.scores: list[int] = [0, 0]
        self.result: dict[str, Any] | None = None
        self.winner: int | None = None
        self.resigned_by: int | None = None
        self.moves = 0

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

    # -- actions (each replays through the rules core) -----------------------------------------

    @event("UpcardTaken")
    def upcard_taken(self, seat: int, card: str) -> None:
        self._play(seat, "take_upcard")

    @event("UpcardPassed")
    def upcard_passed(self, seat: int) -> None:
        self._play(seat, "pass_upcard")

    @event("DrewStock")
    def drew_stock(self, seat: int, card: str) -> None:
        self._play(seat, "draw_stock")

    @event("DrewDiscard")
    def drew_discard(self, seat: int, card: str) -> None:
        self._play(seat, "draw_discard")

    @event("Discarded")
    def discarded(self, seat: int, card: str) -> None:
        self._play(seat, f"discard {card}")

    @event("Knocked")
    def knocked(self, seat: int, discard: str, melds: list[list[str]]) -> None:
        self._play(seat, {"type": "knock", "discard": discard, "melds": melds})

    @event("BigGinDeclared")
    def big_gin_declared(self, seat: int, melds: list[list[str]]) -> None:
        self._play(seat, "big_gin")

    @event("LaidOff")
    def laid_off(self, seat: int, card: str, meld: int) -> None:
        self._play(seat, f"lay_off {card} {int(meld)}")

    @event("LayoffFinished")
    def layoff_finished(self, seat: int) -> None:
        self._play(seat, "finish_layoff")

    # -- the end -----------------------------------------------------------------------------

    @event("Resigned")
    def resigned(self, seat: int) -> None:
        self.resigned_by = seat

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

    def _play(self, seat: int, action: str | dict[str, Any]) -> None:
        """Replays an action (its text form, or its dict form for a knock with melds)."""
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

    @event("Registered")
    def __init__(self, name: str, token_hash: str) -> None:
        self.name = name
        self.token_hash = token_hash


class Index(Aggregate):
    """A unique key that points at another aggregate (``name:<lowercased name>``, ...)."""

    @staticmethod
    def create_id(key: str) -> UUID:
        return index_id(key)

    @event("Created")
    def __init__(self, key: str, ref: UUID) -> None:
        self.key = key
        self.ref = ref


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
