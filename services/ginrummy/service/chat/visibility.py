"""Which rooms of a match's chat a viewer reads, and in which room a player speaks.

While the match is live the seats' room is the seats' alone and the spectators' room is
everyone else's: no one watching can pass a seat what they see, nor read what the seats say.
Once the match is over (finished or cancelled) both rooms are readable by everyone."""

from __future__ import annotations

from ginrummy.service.chat.aggregate import ROOMS, SEATS, SPECTATORS
from ginrummy.service.match import CANCELLED, FINISHED, Match

_OVER = frozenset((FINISHED, CANCELLED))


def readable_rooms(match: Match, viewer: str | None) -> tuple[str, ...]:
    """The rooms ``viewer`` (a player id, or ``None`` for an anonymous caller) may read now."""
    if match.status in _OVER:
        return ROOMS
    if viewer is not None and match.seat_of(viewer) is not None:
        return (SEATS,)
    return (SPECTATORS,)


def speaking_room(match: Match, player: str) -> str:
    """The room a player's lines go to: the seats' room for a seat, else the spectators'."""
    return SEATS if match.seat_of(player) is not None else SPECTATORS
