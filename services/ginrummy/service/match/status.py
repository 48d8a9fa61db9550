"""Where a match stands, and the error a log that contradicts itself raises."""

from __future__ import annotations

import enum


class MatchStatus(enum.StrEnum):
    """Where a match stands (a string: stored snapshots hold the plain value)."""

    OPEN = "open"
    ACTIVE = "active"
    FINISHED = "finished"
    CANCELLED = "cancelled"


OPEN = MatchStatus.OPEN
ACTIVE = MatchStatus.ACTIVE
FINISHED = MatchStatus.FINISHED
CANCELLED = MatchStatus.CANCELLED


class CorruptLogError(RuntimeError):
    """A stored event contradicts the rules core or a commitment (never raised on a sane log)."""
