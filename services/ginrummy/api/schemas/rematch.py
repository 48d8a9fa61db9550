"""Rematches (``/matches/{match_id}/rematch``)."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta, Struct


class RematchOut(Struct, kw_only=True):
    """Where the rematch of a finished match stands; once accepted, ``new_match_id`` is the
    new match (same game and rules, seats swapped)."""

    match_id: str
    status: Literal["none", "pending", "accepted", "declined"]
    offered_by: str | None
    offered_to: Annotated[
        str | None, Meta(description="a player id, or bot:<level> for a built-in bot")
    ]
    new_match_id: str | None
