"""A match's events: what each records, its upcasts, and the state it assigns.

Each class here is nested into :class:`~ginrummy.service.match.aggregate.Match` under its own
name (``Match.Joined``, ...), which is also its stored topic's class part. An event's
:meth:`apply` only assigns state (the aggregate decided before triggering it); an action event
(:class:`ActionPlayed`, one class per kind of action, :func:`nest_action_events`) replays
itself through the rules core from its own stored payload.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, ClassVar, cast

import msgspec
from eventsourcing.domain import Aggregate

from ginrummy import core
from ginrummy.service import fairness
from ginrummy.service.games import DEFAULT_GAME, ActionKind
from ginrummy.service.match.state import MatchState
from ginrummy.service.match.status import ACTIVE, CANCELLED, FINISHED, CorruptLogError


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


class Joined(Aggregate.Event):
    """A player took a free seat."""

    seat: int
    player_id: str

    def apply(self, aggregate: MatchState) -> None:
        aggregate.players[self.seat] = self.player_id


class Started(Aggregate.Event):
    """The match started with a seed, committed to now and revealed by ``Finished``."""

    seed: int
    seed_salt: str
    seed_commitment: str

    def apply(self, aggregate: MatchState) -> None:
        aggregate.seed = self.seed
        aggregate.seed_salt = self.seed_salt
        aggregate.seed_commitment = self.seed_commitment
        aggregate.game = core.Match(core.Rules(**aggregate.rules), self.seed)
        aggregate.status = ACTIVE


class DealStarted(Aggregate.Event):
    """A deal was dealt: the commitment to its deck (the order and salt follow in
    ``DealScored``)."""

    deal: int
    dealer: int
    commitment: str
    salt: str

    def apply(self, aggregate: MatchState) -> None:
        order = aggregate.started_game().current_deck()
        if not fairness.check(self.commitment, fairness.deck_commitment(order, self.salt)):
            raise CorruptLogError(f"deal {self.deal}: the commitment does not match the deck")
        aggregate.deal = self.deal
        aggregate.dealer = self.dealer
        aggregate.deal_salt = self.salt
        aggregate.deal_commitment = self.commitment
        aggregate.deal_order = order
        aggregate.deal_live = True
        aggregate.commitments.append(self.commitment)
        aggregate.deal_starts.append(self.originator_version)


class DealScored(Aggregate.Event):
    """A deal ended: its record, the scores after it, and the reveal of its deck."""

    deal: int
    record: dict[str, Any]
    scores: list[int]
    order: list[str]
    salt: str

    def apply(self, aggregate: MatchState) -> None:
        if (
            self.deal != aggregate.deal
            or self.order != aggregate.deal_order
            or self.salt != aggregate.deal_salt
        ):
            raise CorruptLogError(f"deal {self.deal}: the reveal does not match the deal started")
        aggregate.scores = list(self.scores)
        aggregate.deal_live = False


class Cancelled(Aggregate.Event):
    """The creator withdrew the open match."""

    by: str

    def apply(self, aggregate: MatchState) -> None:
        aggregate.status = CANCELLED


class RevealsReleased(Aggregate.Event):
    """A finished tournament game's held reveals are public (its pair has ended)."""

    def apply(self, aggregate: MatchState) -> None:
        aggregate.reveals_held = False


class Resigned(Aggregate.Event):
    """A seat resigned (``Finished`` follows)."""

    seat: int

    def apply(self, aggregate: MatchState) -> None:
        aggregate.resigned_by = self.seat


class DeadlineMissed(Aggregate.Event):
    """A seat let its move deadline pass and forfeits (``Finished`` follows)."""

    seat: int
    deadline_ms: int

    def apply(self, aggregate: MatchState) -> None:
        aggregate.forfeited_by = self.seat


class Finished(Aggregate.Event):
    """The match ended: its result, its winner, and the reveal of its seed."""

    result: dict[str, Any]
    winner: int | None
    seed: int
    seed_salt: str

    def apply(self, aggregate: MatchState) -> None:
        if self.seed != aggregate.seed or self.seed_salt != aggregate.seed_salt:
            raise CorruptLogError("the revealed seed does not match the match started")
        aggregate.result = self.result
        aggregate.winner = self.winner
        aggregate.status = FINISHED
        aggregate.deal_live = False


class ActionPlayed(Aggregate.Event):
    """A seat's action, as the core resolved it (the fields of the kind's ``records``). The
    event classes, one per kind of action, are made from the core's table of action kinds
    (:func:`nest_action_events`); each replays by sending the core the fields the seat sent
    (the kind's ``fields``), taken from its own stored payload."""

    seat: int
    kind: ClassVar[str]
    sent: ClassVar[tuple[str, ...]]

    def apply(self, aggregate: MatchState) -> None:
        payload = {"type": self.kind}
        for name in self.sent:
            value = getattr(self, name)
            if value is not None:
                payload[name] = value
        aggregate.replay(self.seat, _encode(payload))


_FIELD_TYPES: dict[str, Any] = {"card": str, "melds": list[list[str]], "meld_index": int}
_encode = msgspec.json.Encoder().encode


def _action_event(owner: type, kind: ActionKind) -> type[ActionPlayed]:
    """The event class of one kind of action, nested in ``owner`` (the aggregate) as
    ``<owner>.<event>``, its stored topic's class part."""
    annotations = {field.name: _FIELD_TYPES[field.type] for field in kind.records}
    namespace = {
        "__annotations__": annotations,
        "__module__": owner.__module__,
        "__qualname__": f"{owner.__qualname__}.{kind.event}",
        "__doc__": f"A seat played ``{kind.name}``.",
        "kind": kind.name,
        "sent": tuple(field.name for field in kind.fields),
    }
    cls = cast(type[ActionPlayed], type(kind.event, (ActionPlayed,), namespace))
    setattr(owner, kind.event, cls)
    return cls


def nest_action_events(
    owner: type, kinds: tuple[ActionKind, ...]
) -> Mapping[str, type[ActionPlayed]]:
    """Makes the event class of each kind of action, nested in ``owner``; by the kind's name."""
    return MappingProxyType({kind.name: _action_event(owner, kind) for kind in kinds})
