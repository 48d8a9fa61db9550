"""The :class:`RummyMatch` aggregate: it decides, then triggers its events (``rummy.events``).

Every rule is the core's (``ginrummy._core.rummy``): a command asks it (an action is applied to
a private copy of the core's match, which refuses it changing nothing) and triggers the events
that record what it did; each action event replays through the core. Randomness (the seed, the
salts, a bot's seed) is drawn by the caller and travels in the event.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from eventsourcing.domain import Aggregate, event

from ginrummy import core
from ginrummy.service import fairness
from ginrummy.service.errors import (
    ConflictError,
    ForbiddenError,
    IllegalActionError,
    InvalidRequestError,
    ServiceError,
)
from ginrummy.service.games import game as hosted_game
from ginrummy.service.match.status import ACTIVE, FINISHED, OPEN
from ginrummy.service.move_clock import MoveClock
from ginrummy.service.rummy import events
from ginrummy.service.rummy.state import RummyState
from ginrummy.service.seat_holders import check_version

RUMMY = hosted_game("rummy")

MAX_BOT_STEPS = 10_000


class RummyMatch(Aggregate, RummyState, MoveClock):
    """A match of classic Rummy for 2 to 4 seats; it starts when every seat is held.

    Commands: :meth:`join`, :meth:`cancel`, :meth:`start`, :meth:`play` (a seat's action; the
    hand lifecycle follows inside it), :meth:`play_bots` (the built-in bots' turns),
    :meth:`miss_deadline`, :meth:`release_reveals`. Under a time control (``move_deadline_ms``,
    as Gin's: the clock is ``move_clock.MoveClock``) a player's seat that does not act in time
    forfeits the match. A tournament's game carries its ``tournament_id``, whether it is
    ``rated``, a deal pair's ``hand_limit`` and, in a pair, ``reveals_held`` (as Gin's)."""

    Created = events.Created
    Joined = events.Joined
    Started = events.Started
    HandDealt = events.HandDealt
    HandScored = events.HandScored
    StockRebuilt = events.StockRebuilt
    Cancelled = events.Cancelled
    DeadlineMissed = events.DeadlineMissed
    Finished = events.Finished
    RevealsReleased = events.RevealsReleased

    @event(Created)
    def __init__(
        self,
        options: dict[str, Any],
        players: list[str | None],
        bots: list[str | None],
        created_by: str,
        move_deadline_ms: int | None = None,
        tournament_id: str | None = None,
        rated: bool = True,
        hand_limit: int | None = None,
        reveals_held: bool = False,
    ) -> None:
        self.options = options
        self.move_deadline_ms = move_deadline_ms
        self.tournament_id = tournament_id
        self.rated = rated
        self.hand_limit = hand_limit
        self.reveals_held = reveals_held
        self.players = players
        self.bots = bots
        self.created_by = created_by
        self.open_state(len(players))

    @property
    def full(self) -> bool:
        """Every seat is held (by a player or a bot)."""
        return all(
            p is not None or b is not None for p, b in zip(self.players, self.bots, strict=True)
        )

    def join(self, player_id: str) -> int:
        """Takes the first free seat of an open match for ``player_id``; returns the seat."""
        if self.status != OPEN:
            raise ConflictError(f"the match is {self.status}, not open", reason="not-open")
        if self.seat_of(player_id) is not None:
            raise ConflictError("you already hold a seat in this match", reason="already-seated")
        seat = next(s for s in self.seats if self.players[s] is None and self.bots[s] is None)
        self.trigger_event(self.Joined, seat=seat, player_id=player_id)
        return seat

    def cancel(self, player_id: str) -> None:
        """The creator withdraws the match while it waits for players."""
        if player_id != self.created_by:
            raise ForbiddenError("only the match's creator may cancel it", reason="not-creator")
        if self.status != OPEN:
            raise ConflictError(
                f"the match is {self.status}; only an open match can be cancelled",
                reason="not-open",
            )
        self.trigger_event(self.Cancelled, by=player_id)

    def start(self, seed: int, seed_salt: str, hand_salt: str) -> None:
        """Starts the match with a seed (committed now, revealed at the end) and deals."""
        commitment = fairness.seed_commitment(seed, seed_salt)
        self.trigger_event(self.Started, seed=seed, seed_salt=seed_salt, seed_commitment=commitment)
        self._deal(hand_salt)

    @property
    def penalty(self) -> bool:
        """A lower score is better (``scoring: penalty``)."""
        return bool(self.options.get("scoring") == "penalty")

    def seat_for(self, player_id: str, expected_version: int | None) -> int:
        """The seat ``player_id`` acts for, checking that it names the current version."""
        seat = self.held_seat(player_id)
        check_version(expected_version, self.version)
        return seat

    def play(
        self, seat: int, action: Mapping[str, Any], *, next_hand_salt: Callable[[], str]
    ) -> None:
        """Plays ``action`` (its JSON form) for ``seat``: the core decides on a private copy of
        its match (a refusal changes nothing) and names what the action did, which the kind's
        event records. A hand that ends is scored and the next one dealt (a salt from
        ``next_hand_salt``), or the match finishes."""
        if self.status != ACTIVE:
            raise ConflictError(
                f"the match is {self.status}; no actions now", reason="match-not-active"
            )
        game = self.started_game()
        if game.to_act != seat:
            raise IllegalActionError("it is not your turn", reason="not-your-turn")
        probe = game.__deepcopy__({})
        hands_before = probe.hands_dealt
        try:
            resolved = probe.apply(dict(action))
        except core.IllegalActionError as exc:
            raise refusal(exc, game) from None
        except core.GinRummyError as exc:  # a card that does not parse
            raise InvalidRequestError(f"not an action: {exc}", reason="invalid-action") from None
        kind = resolved.pop("type")
        self.trigger_event(ACTION_EVENTS[kind], seat=seat, action=dict(action), **resolved)
        if game.is_over or game.hands_dealt != hands_before:
            self._score_hand(next_hand_salt)
        else:
            self._commit_rebuilds(next_hand_salt)

    def miss_deadline(self, seat: int, version: int) -> None:
        """The seat let its deadline pass at ``version`` (the service's timer says so): it
        forfeits the match, as in Gin. The match ends at once with the scores as they stand;
        the winners are the other seats with the best score among them (the highest; under
        ``penalty`` scoring the lowest), each return +1 shared by the winners and -1 for the
        forfeit. Refused if the seat moved meanwhile."""
        deadline_ms = self.check_on_clock(seat, version)
        self.trigger_event(self.DeadlineMissed, seat=seat, deadline_ms=deadline_ms)
        standings, returns = forfeit_standings(
            self.started_game().standings(), seat, penalty=self.penalty
        )
        assert self.seed is not None and self.seed_salt is not None
        self.trigger_event(
            self.Finished,
            standings=standings,
            returns=returns,
            seed=self.seed,
            seed_salt=self.seed_salt,
            forfeited=seat,
        )

    def release_reveals(self) -> bool:
        """Ends the hold on a finished tournament game's reveals (its pair has ended);
        ``False`` when there was none to end."""
        if not self.reveals_held or self.status != FINISHED:
            return False
        self.trigger_event(self.RevealsReleased)
        return True

    def bot_to_act(self) -> tuple[int, str] | None:
        """(seat, level) when a built-in bot is to act now."""
        game = self.game
        if self.status != ACTIVE or game is None or game.to_act is None:
            return None
        level = self.bots[game.to_act]
        return None if level is None else (game.to_act, level)

    def play_bots(self, new_seed: Callable[[], int], next_hand_salt: Callable[[], str]) -> None:
        """Each built-in bot to act plays the core's choice for its level (from its seat's
        observation, with a seed from ``new_seed``), every action of its turn, until a
        player's seat is to act or the match is over."""
        for _ in range(MAX_BOT_STEPS):
            turn = self.bot_to_act()
            if turn is None:
                return
            seat, level = turn
            action = self.started_game().bot_action(level, new_seed())
            self.play(seat, action, next_hand_salt=next_hand_salt)
        raise RuntimeError("bot loop did not terminate")  # pragma: no cover - a bug

    # -- the hand lifecycle -------------------------------------------------------------------

    def _deal(self, salt: str) -> None:
        """Commits to the deck of the hand the core just dealt."""
        game = self.started_game()
        commitment = fairness.deck_commitment(game.current_deck(), salt)
        observation = game.observation(0)
        self.trigger_event(
            self.HandDealt,
            hand=self.hand + 1,
            dealer=int(observation["dealer"]),
            commitment=commitment,
            salt=salt,
        )

    def _commit_rebuilds(self, new_salt: Callable[[], str]) -> None:
        """Commits to each stock rebuild the core just made (before its first draw)."""
        rebuilds = self.started_game().current_rebuilds()
        while len(self.rebuild_orders) < len(rebuilds):
            salt = new_salt()
            order = rebuilds[len(self.rebuild_orders)]
            self.trigger_event(
                self.StockRebuilt,
                hand=self.hand,
                rebuild=len(self.rebuild_orders),
                commitment=fairness.deck_commitment(order, salt),
                salt=salt,
            )

    def _score_hand(self, next_hand_salt: Callable[[], str]) -> None:
        game = self.started_game()
        assert self.hand_order is not None and self.hand_salt is not None
        finished = game.hands()[-1]
        # The hand's own seed stays out: with it every later hand could be recomputed.
        self.trigger_event(
            self.HandScored,
            hand=self.hand,
            dealer=int(finished["dealer"]),
            end=finished["end"],
            scores=[int(s) for s in game.standings()["scores"]],
            order=self.hand_order,
            salt=self.hand_salt,
            rebuilds=[
                {"order": order, "salt": salt}
                for order, salt in zip(self.rebuild_orders, self.rebuild_salts, strict=True)
            ],
        )
        if game.is_over or self.hand_limit_reached:
            standings, returns = game.standings(), game.returns()
            if not game.is_over:  # a deal pair's game: ranked by the scores of its hands
                standings, returns = limit_standings(standings, penalty=self.penalty)
            assert self.seed is not None and self.seed_salt is not None
            self.trigger_event(
                self.Finished,
                standings=standings,
                returns=returns,
                seed=self.seed,
                seed_salt=self.seed_salt,
                forfeited=None,
            )
        else:
            self._deal(next_hand_salt())


def forfeit_standings(
    standings: Mapping[str, Any], forfeited: int, *, penalty: bool
) -> tuple[dict[str, Any], list[float]]:
    """The standings and returns of a match that ``forfeited`` forfeits (its deadline missed),
    from the standings the rules give now: over, won by the other seats with the best score
    among them (the highest, or the lowest under ``penalty``), who share a return of +1
    against the forfeit's -1 (the others 0)."""
    scores = [int(s) for s in standings["scores"]]
    others = [s for s in range(len(scores)) if s != forfeited]
    best = (min if penalty else max)(scores[s] for s in others)
    winners = [s for s in others if scores[s] == best]
    returns = [0.0] * len(scores)
    returns[forfeited] = -1.0
    for s in winners:
        returns[s] = 1.0 / len(winners)
    return {**dict(standings), "over": True, "winners": winners}, returns


def limit_standings(
    standings: Mapping[str, Any], *, penalty: bool
) -> tuple[dict[str, Any], list[float]]:
    """The standings and returns of a game that ends on its ``hand_limit`` before its target:
    over, won by the seats with the best score (the highest, or the lowest under ``penalty``),
    who share +1 while the others share -1; every seat level: nobody won, returns 0."""
    scores = [int(s) for s in standings["scores"]]
    best = (min if penalty else max)(scores)
    winners = [s for s in range(len(scores)) if scores[s] == best]
    returns = [0.0] * len(scores)
    if len(winners) < len(scores):
        for s in range(len(scores)):
            won = s in winners
            returns[s] = 1.0 / len(winners) if won else -1.0 / (len(scores) - len(winners))
    return {**dict(standings), "over": True, "winners": winners}, returns


def refusal(exc: core.IllegalActionError, game: Any) -> ServiceError:
    """The core's refusal in its words (written from what the acting seat sees), with its
    reason and the seat's legal actions."""
    if exc.reason == "malformed":
        return InvalidRequestError(f"not an action: {exc}", reason="invalid-action")
    return IllegalActionError(
        str(exc),
        reason="illegal-action",
        refusal=exc.reason,
        legal_actions=game.legal_actions(),
    )


#: The event that records each kind of action, by the kind's name.
ACTION_EVENTS: Mapping[str, type[events.ActionPlayed]] = events.nest_action_events(
    RummyMatch, RUMMY.action_kinds
)
