"""The state a Rummy match's events build (:class:`RummyState`) and what only reads it."""

from __future__ import annotations

from typing import Any

from ginrummy._core import rummy
from ginrummy.service.match.status import OPEN, MatchStatus
from ginrummy.service.played_game import PlayedGame, round_at
from ginrummy.service.seat_holders import SeatHolders


class RummyState(SeatHolders, PlayedGame[rummy.Match]):
    """A Rummy match's state."""

    options: dict[str, Any]
    # (defaults for a snapshot taken before the time control existed)
    move_deadline_ms: int | None = None
    # a tournament's game (``Created`` version 3; none before)
    tournament_id: str | None = None
    rated: bool = True
    hand_limit: int | None = None
    reveals_held: bool = False
    forfeited_by: int | None = None
    # the last action played (version, seat, the action as sent): what anyone may see of it
    last_move: dict[str, Any] | None = None
    players: list[str | None]
    bots: list[str | None]
    created_by: str
    status: MatchStatus
    game: rummy.Match | None
    seed: int | None
    seed_salt: str | None
    seed_commitment: str | None
    hand: int
    dealer: int
    hand_salt: str | None
    hand_order: list[str] | None
    hand_live: bool
    commitments: list[str]
    rebuild_orders: list[list[str]]
    rebuild_salts: list[str]
    rebuild_commitments: list[str]
    hand_starts: list[int]
    ended_hands: list[dict[str, Any]]
    scores: list[int]
    standings: dict[str, Any] | None
    returns: list[float] | None
    moves: int

    def open_state(self, seats: int) -> None:
        """The state of a match just created, before every seat is held."""
        self.status = OPEN
        self.forfeited_by = None
        self.game = None
        self.seed = None
        self.seed_salt = None
        self.seed_commitment = None
        self.hand = -1
        self.dealer = 0
        self.hand_salt = None
        self.hand_order = None
        self.hand_live = False
        self.commitments = []
        self.rebuild_orders = []
        self.rebuild_salts = []
        self.rebuild_commitments = []
        self.hand_starts = []
        self.ended_hands = []
        self.scores = [0] * seats
        self.standings = None
        self.returns = None
        self.moves = 0

    def hand_at(self, version: int) -> int:
        """The hand an event of ``version`` belongs to (-1: before the first hand)."""
        return round_at(self.hand_starts, version)

    def hand_ended(self, hand: int) -> bool:
        """Whether hand ``hand`` is over (its cards are public): never while a tournament
        pair game's reveals are held (the other game of its pair deals the same cards)."""
        return not self.reveals_held and (hand < self.hand or not self.hand_live)

    @property
    def hand_limit_reached(self) -> bool:
        """A deal pair's game has played its hands (``hand_limit``): it ends."""
        return self.hand_limit is not None and self.hand + 1 >= self.hand_limit

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        """A private copy for one command: the native state is cloned, plain values copied."""
        clone = object.__new__(type(self))
        state = dict(self.__dict__)
        for name in (
            "players",
            "bots",
            "scores",
            "commitments",
            "rebuild_orders",
            "rebuild_salts",
            "rebuild_commitments",
            "hand_starts",
            "ended_hands",
        ):
            state[name] = list(state[name])
        state["_pending_events"] = []
        if self.game is not None:
            state["game"] = self.game.__deepcopy__(memo)
        clone.__dict__.update(state)
        return clone
