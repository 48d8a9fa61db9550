"""The games hosted: each one's seat range, rule options, bot levels and features, from the
game registry (``ginrummy.service.games``), so no client restates them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from msgspec import Meta, Struct

from ginrummy.api.schemas.common import BotLevel, TournamentFormat
from ginrummy.service.games import Feature

GameName = Annotated[
    str,
    Meta(
        pattern=r"^[a-z][a-z0-9_]{0,31}$",
        description="a game's name, as GET /games lists them (Gin Rummy: gin)",
        examples=["gin"],
    ),
]
if TYPE_CHECKING:
    GameFeature = str
else:
    GameFeature = Literal[tuple(f.value for f in Feature)]


class GameRuleOption(Struct, kw_only=True, omit_defaults=True):
    """One rule option of a game: its kind, default and bounds (``minimum``/``maximum`` for an
    integer, ``choices`` for a choice), as the game's core validates it."""

    name: str
    kind: Literal["int", "bool", "choice"]
    default: int | bool | str
    description: str
    minimum: int | None = None
    maximum: int | None = None
    choices: list[str] | None = None


class GameInfo(Struct, kw_only=True):
    """A game hosted here."""

    name: GameName
    title: str
    min_seats: Annotated[int, Meta(ge=1, description="the fewest seats a table of it has")]
    max_seats: Annotated[int, Meta(ge=1, description="the most seats a table of it has")]
    rule_options: list[GameRuleOption]
    bot_levels: Annotated[
        list[BotLevel], Meta(description="the built-in bot levels an opponent can be")
    ]
    features: Annotated[
        list[GameFeature],
        Meta(description="what it supports beyond play: hints, analysis, tournaments"),
    ]
    rules_document: Annotated[str, Meta(description="the rules, in the repository")]
    tournament_formats: Annotated[
        list[TournamentFormat],
        Meta(description="the tournament formats it is played in (POST /tournaments' format)"),
    ]


class GameList(Struct, kw_only=True):
    games: list[GameInfo]
