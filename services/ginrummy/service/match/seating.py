"""Who holds which seat of a match, and which seat may act for whom (:class:`Seating`)."""

from __future__ import annotations

from ginrummy.service.errors import ConflictError, ForbiddenError, InvalidRequestError
from ginrummy.service.match.state import MatchState
from ginrummy.service.match.status import ACTIVE
from ginrummy.service.seat_holders import SeatHolders


class Seating(MatchState, SeatHolders):
    """The seats of a match: who holds them, who leaves whom as the winner, who may ask for a
    hint."""

    def sole_other(self, seat: int) -> int | None:
        """The winner when ``seat`` leaves the match: the one other seat, if there is one."""
        others = [other for other in self.seats if other != seat]
        return others[0] if len(others) == 1 else None

    def hint_seat(self, player_id: str) -> int:
        """The seat of ``player_id`` when it may ask for a hint now: a seat of this match,
        created with hints allowed, active, and that seat to act."""
        seat = self.held_seat(player_id)
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
