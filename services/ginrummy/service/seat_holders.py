"""Who holds which seat of a game's table, and the version a seat's command names: what every
game's match shares (Gin's ``match.Seating``, Rummy's ``rummy.RummyMatch``)."""

from __future__ import annotations

from ginrummy.service.errors import ForbiddenError, StaleVersionError, VersionRequiredError


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
