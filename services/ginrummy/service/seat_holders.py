"""Who holds which seat of a game's table, and the version a seat's command names: what every
game's match shares (Gin's ``match.Seating``, Rummy's ``rummy.RummyMatch``)."""

from __future__ import annotations

from typing import Protocol
from uuid import UUID

from ginrummy.service.errors import (
    ForbiddenError,
    ServiceError,
    StaleVersionError,
    VersionRequiredError,
)


class SeatHolders:
    """The seats of a table (``players``: a player's id per seat, ``None`` when it is not a
    player's)."""

    players: list[str | None]

    @property
    def seats(self) -> range:
        """The seats of the match (as many as it was created with, within the game's range)."""
        return range(len(self.players))

    def seat_of(self, player_id: str) -> int | None:
        """The seat held by ``player_id``, if any."""
        for seat, holder in enumerate(self.players):
            if holder == player_id:
                return seat
        return None

    def held_seat(self, player_id: str) -> int:
        """The seat held by ``player_id``; refused when it holds none."""
        seat = self.seat_of(player_id)
        if seat is None:
            raise ForbiddenError("you hold no seat in this match", reason="not-your-match")
        return seat


def check_version(expected_version: int | None, version: int) -> None:
    """A seat's command names the version it saw (428 when it names none, 409 when it is not
    the match's ``version``)."""
    if expected_version is None:
        raise VersionRequiredError("send If-Match with the match's ETag, or 'version' in the body")
    if expected_version != version:
        raise StaleVersionError(
            f"you saw version {expected_version}; the match is at version {version}",
            current_version=version,
        )


class SeatCommandTarget(Protocol):
    """A match a seat's command is checked against (any game's aggregate)."""

    @property
    def version(self) -> int: ...

    def seat_for(self, player_id: str, expected_version: int | None) -> int: ...


def refusal_on(
    fresh: SeatCommandTarget, refusal: ServiceError, player_id: UUID, expected_version: int | None
) -> ServiceError:
    """A command decided on the cached match (trusted: it held the version the client named)
    may be refused because that cache was stale, another process having appended since. Then
    the answer is what the match just read from the store (``fresh``) says: the seat's checks
    on it (403, 428, or 409 for the old version), not a refusal of an old state."""
    if fresh.version == expected_version or isinstance(refusal, StaleVersionError):
        return refusal
    try:
        fresh.seat_for(str(player_id), expected_version)
    except ServiceError as current:
        return current
    return refusal  # pragma: no cover - a version that differs fails the checks above
