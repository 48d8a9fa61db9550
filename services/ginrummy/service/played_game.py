"""What a match's state does the same whatever its game: replaying a recorded action through
the game's core (:class:`PlayedGame`) and finding the round (a deal, a hand) that an event
belongs to (:func:`round_at`)."""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

from ginrummy import core
from ginrummy.service.match.status import CorruptLogError


class CoreGame(Protocol):
    """A game's core match, as the replay uses it."""

    @property
    def to_act(self) -> int | None: ...

    def apply(self, action: Any, /) -> Any: ...


G = TypeVar("G", bound=CoreGame)


class PlayedGame(Generic[G]):
    """The core's match of a started match (``game``) and the actions replayed into it."""

    game: G | None
    moves: int

    def started_game(self) -> G:
        """The core's match (only once the match started)."""
        if self.game is None:
            raise CorruptLogError("an event of a started match before the match started")
        return self.game

    def replay(self, seat: int, action: Any) -> None:
        """Replays an action event's payload (the action's JSON form) through the core."""
        game = self.started_game()
        if game.to_act != seat:
            raise CorruptLogError(f"seat {seat} acted out of turn")
        try:
            game.apply(action)
        except core.GinRummyError as exc:
            raise CorruptLogError(f"a recorded action is illegal: {exc}") from exc
        self.moves += 1


def round_at(starts: Sequence[int], version: int) -> int:
    """The round (the index in ``starts``, each round's first version, ascending) an event of
    ``version`` belongs to; -1 before the first round."""
    return bisect.bisect_right(starts, version) - 1
