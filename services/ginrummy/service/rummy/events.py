"""A Rummy match's events: what each records and the state it assigns.

Each class is nested into :class:`~ginrummy.service.rummy.aggregate.RummyMatch` under its own
name (its stored topic's class part). An event's ``apply`` only assigns state (the aggregate
decided before triggering it); an action event (one class per kind of action of the core's
table, :func:`nest_action_events`) replays itself through the rules core from its payload.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, ClassVar, cast

from eventsourcing.domain import Aggregate

from ginrummy._core import rummy
from ginrummy.service import fairness
from ginrummy.service.games import ActionKind
from ginrummy.service.match.status import ACTIVE, CANCELLED, FINISHED, CorruptLogError
from ginrummy.service.rummy.state import RummyState


class Created(Aggregate.Created):
    """A Rummy match was created: its options (every option, defaults filled in), who holds
    each seat (a player, a built-in bot's level, or nobody yet) and who created it.

    Version 2 adds the time control ``move_deadline_ms`` (a player's seat must act within it
    or forfeit); every earlier match had none.

    Version 3 adds a tournament game's ``tournament_id``, whether it is ``rated`` (counts for
    the ratings), its ``hand_limit`` (a game of a deal pair ends after that many hands) and
    ``reveals_held`` (a game of a tournament pair: its reveals, the seed, every hand's and
    stock rebuild's order and salt, wait for ``RevealsReleased``, once both games of the pair
    have ended); every earlier match was rated and no tournament game."""

    class_version = 3
    options: dict[str, Any]
    players: list[str | None]
    bots: list[str | None]
    created_by: str
    move_deadline_ms: int | None
    tournament_id: str | None = None
    rated: bool = True
    hand_limit: int | None = None
    reveals_held: bool = False

    @staticmethod
    def upcast_v1_v2(state: dict[str, Any]) -> None:
        state["move_deadline_ms"] = None

    @staticmethod
    def upcast_v2_v3(state: dict[str, Any]) -> None:
        state["tournament_id"] = None
        state["rated"] = True
        state["hand_limit"] = None
        state["reveals_held"] = False


class Joined(Aggregate.Event):
    """A player took a free seat."""

    seat: int
    player_id: str

    def apply(self, aggregate: RummyState) -> None:
        aggregate.players[self.seat] = self.player_id


class Started(Aggregate.Event):
    """Every seat is held: the match started with a seed, committed to now and revealed by
    ``Finished``."""

    seed: int
    seed_salt: str
    seed_commitment: str

    def apply(self, aggregate: RummyState) -> None:
        aggregate.seed = self.seed
        aggregate.seed_salt = self.seed_salt
        aggregate.seed_commitment = self.seed_commitment
        aggregate.game = rummy.Match(len(aggregate.players), self.seed, aggregate.options)
        aggregate.status = ACTIVE


class HandDealt(Aggregate.Event):
    """A hand was dealt: the commitment to its deck (the order and salt follow in
    ``HandScored``)."""

    hand: int
    dealer: int
    commitment: str
    salt: str

    def apply(self, aggregate: RummyState) -> None:
        order = aggregate.started_game().current_deck()
        if not fairness.check(self.commitment, fairness.deck_commitment(order, self.salt)):
            raise CorruptLogError(f"hand {self.hand}: the commitment does not match the deck")
        aggregate.hand = self.hand
        aggregate.dealer = self.dealer
        aggregate.hand_salt = self.salt
        aggregate.hand_order = order
        aggregate.hand_live = True
        aggregate.rebuild_orders = []
        aggregate.rebuild_salts = []
        aggregate.rebuild_commitments = []
        aggregate.commitments.append(self.commitment)
        aggregate.hand_starts.append(self.originator_version)


class StockRebuilt(Aggregate.Event):
    """The stock ran out and the discard pile (but its top card) became the new stock: the
    commitment to its order, made before its first draw (the order and salt follow in
    ``HandScored``)."""

    hand: int
    rebuild: int
    commitment: str
    salt: str

    def apply(self, aggregate: RummyState) -> None:
        rebuilds = aggregate.started_game().current_rebuilds()
        if self.hand != aggregate.hand or self.rebuild != len(aggregate.rebuild_orders):
            raise CorruptLogError(f"hand {self.hand}: rebuild {self.rebuild} out of order")
        order = rebuilds[self.rebuild]
        if not fairness.check(self.commitment, fairness.deck_commitment(order, self.salt)):
            raise CorruptLogError(f"hand {self.hand}: the commitment does not match the rebuild")
        aggregate.rebuild_orders.append(order)
        aggregate.rebuild_salts.append(self.salt)
        aggregate.rebuild_commitments.append(self.commitment)


class HandScored(Aggregate.Event):
    """A hand ended: how (every hand counted), the scores after it, and the reveal of its
    deck and of each stock rebuild's order (``{"order", "salt"}``)."""

    hand: int
    dealer: int
    end: dict[str, Any]
    scores: list[int]
    order: list[str]
    salt: str
    rebuilds: list[dict[str, Any]]

    def apply(self, aggregate: RummyState) -> None:
        if self.hand != aggregate.hand or self.order != aggregate.hand_order:
            raise CorruptLogError(f"hand {self.hand}: the reveal does not match the hand dealt")
        revealed = [r["order"] for r in self.rebuilds]
        if revealed != aggregate.rebuild_orders:
            raise CorruptLogError(f"hand {self.hand}: the rebuilds revealed are not the hand's")
        aggregate.scores = list(self.scores)
        aggregate.hand_live = False
        aggregate.ended_hands.append({"hand": self.hand, "dealer": self.dealer, "end": self.end})


class Cancelled(Aggregate.Event):
    """The creator withdrew the match while it waited for players."""

    by: str

    def apply(self, aggregate: RummyState) -> None:
        aggregate.status = CANCELLED


class DeadlineMissed(Aggregate.Event):
    """A seat let its move deadline pass and forfeits the match (``Finished`` follows)."""

    seat: int
    deadline_ms: int

    def apply(self, aggregate: RummyState) -> None:
        aggregate.forfeited_by = self.seat
        aggregate.hand_live = False


class Finished(Aggregate.Event):
    """The match ended, a score having reached the target (the core's standings and returns)
    or a seat having missed its deadline (``forfeited``: the forfeit's standings and returns);
    and the reveal of the seed.

    Version 2 adds ``forfeited``; every earlier match ended on its target."""

    class_version = 2
    standings: dict[str, Any]
    returns: list[float]
    seed: int
    seed_salt: str
    forfeited: int | None

    @staticmethod
    def upcast_v1_v2(state: dict[str, Any]) -> None:
        state["forfeited"] = None

    def apply(self, aggregate: RummyState) -> None:
        if self.seed != aggregate.seed or self.seed_salt != aggregate.seed_salt:
            raise CorruptLogError("the revealed seed does not match the match started")
        aggregate.standings = dict(self.standings)
        aggregate.returns = list(self.returns)
        aggregate.status = FINISHED


class RevealsReleased(Aggregate.Event):
    """A finished tournament game's held reveals are public (its pair has ended)."""

    def apply(self, aggregate: RummyState) -> None:
        aggregate.reveals_held = False


class ActionPlayed(Aggregate.Event):
    """A seat's action: the action as the seat sent it (``action``, its JSON form; it replays
    through the core from it) and what it did as the core resolved it (the fields of the kind's
    ``records``)."""

    seat: int
    action: dict[str, Any]
    kind: ClassVar[str]

    def apply(self, aggregate: RummyState) -> None:
        aggregate.replay(self.seat, self.action)
        aggregate.last_move = {
            "version": self.originator_version,
            "seat": self.seat,
            "action": dict(self.action),
        }


_FIELD_TYPES: dict[str, Any] = {
    "card": str,
    "cards": list[str],
    "joker_stand_ins": dict[str, str],
    "meld_index": int,
}


def _action_event(owner: type, kind: ActionKind) -> type[ActionPlayed]:
    annotations = {
        field.name: _FIELD_TYPES[field.type] if field.required else _FIELD_TYPES[field.type] | None
        for field in kind.records
    }
    namespace = {
        "__annotations__": annotations,
        "__module__": owner.__module__,
        "__qualname__": f"{owner.__qualname__}.{kind.event}",
        "__doc__": f"A seat played ``{kind.name}``.",
        "kind": kind.name,
    }
    cls = cast(type[ActionPlayed], type(kind.event, (ActionPlayed,), namespace))
    setattr(owner, kind.event, cls)
    return cls


def nest_action_events(
    owner: type, kinds: tuple[ActionKind, ...]
) -> Mapping[str, type[ActionPlayed]]:
    """Makes the event class of each kind of action, nested in ``owner``; by the kind's name."""
    return MappingProxyType({kind.name: _action_event(owner, kind) for kind in kinds})


__all__ = [
    "ActionPlayed",
    "Cancelled",
    "Created",
    "DeadlineMissed",
    "Finished",
    "HandDealt",
    "HandScored",
    "Joined",
    "RevealsReleased",
    "Started",
    "StockRebuilt",
    "nest_action_events",
]
