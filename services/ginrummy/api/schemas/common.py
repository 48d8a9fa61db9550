"""Shapes every resource shares: cards, seats, versions, the request base and the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct

from ginrummy import core
from ginrummy.service import bots

Card = Annotated[str, Meta(pattern=r"^[A2-9TJQK][cdhs]$", examples=["7h"])]
# Versions, positions and every other count fit in 53 bits (exact in any JSON parser).
MAX_SAFE_INTEGER = 2**53 - 1
Seat = Annotated[int, Meta(ge=0, le=1)]
Version = Annotated[
    int,
    Meta(
        ge=0,
        le=MAX_SAFE_INTEGER,
        description="the match version the client saw: required unless the If-Match header "
        "names it (neither: 428)",
    ),
]
Cards = list[Card]
SeatIndex = Annotated[int, Meta(ge=0, le=1)]
Phase = Literal["upcard_offer", "draw", "discard", "layoff", "ended"]
OutcomeKind = Literal["knock", "undercut", "gin", "big_gin", "draw", "void"]
BotLevel = bots.Level
#: The tournament formats (``service.tournaments.formats.FORMATS``' names; a test checks them).
TournamentFormat = Literal["round-robin", "gauntlet", "sprt", "swiss", "rummy-table"]
MatchStatus = Literal["open", "active", "finished", "cancelled"]


class Request(Struct, forbid_unknown_fields=True, kw_only=True):
    """Base of request bodies: unknown fields are an error."""


# -- rules ------------------------------------------------------------------------------------


def _rules_struct(name: str, doc: str, *, with_defaults: bool) -> type[Struct]:
    """A struct of every rule option, built from the core's table (``core.Rules.options()``:
    names, kinds, ranges, choices, defaults, descriptions): the schema restates no rule."""
    fields: list[tuple[str, Any] | tuple[str, Any, Any]] = []
    for option in core.Rules.options():
        meta = Meta(description=option["description"])
        kind: Any
        if option["kind"] == "int":
            meta = Meta(
                ge=option["minimum"], le=option["maximum"], description=option["description"]
            )
            kind = int
        elif option["kind"] == "bool":
            kind = bool
        else:
            kind = Literal[tuple(option["choices"])]
        typed = Annotated[kind, meta]
        fields.append(
            (option["name"], typed, option["default"]) if with_defaults else (option["name"], typed)
        )
    made = msgspec.defstruct(
        name,
        fields,
        bases=(Request,) if with_defaults else (),
        kw_only=True,
        module=__name__,
    )
    made.__doc__ = doc
    return made


if TYPE_CHECKING:

    class Rules(Request, kw_only=True):
        """Every rule option; omitted options take their defaults."""

    class RulesOut(Struct, kw_only=True):
        """The rules of a table, every option given."""

else:
    Rules = _rules_struct(
        "Rules",
        "Every rule option of RULES.md (ranges and defaults from the rules core); omitted "
        "options take their defaults.",
        with_defaults=True,
    )
    RulesOut = _rules_struct(
        "RulesOut", "The rules of a table, every option given.", with_defaults=False
    )
