"""The game registry: every game the service hosts, described once.

A :class:`GameDefinition` is what every layer asks about a game instead of assuming Gin: its
name (the API's ``game`` field), its seat range, its rule options (kind, bounds, default, from the
core's own validation table), its bot levels, its table of action kinds (the core's), and what it
supports beyond play (hints, analysis, tournaments). ``GET /games`` serves these definitions, so no
client restates them. A game is added by one entry here and its own core submodule.

Gin is played at ``/matches``; classic Rummy (2 to 4 seats) has its own paths, ``/rummy/matches``
(``paths``), so Gin's contract stays as it was: ``GET /games`` and ``POST /matches`` are about the
games played at ``/matches`` (:func:`played_at_matches`).
"""

from __future__ import annotations

import dataclasses
import enum
import functools
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Literal

from ginrummy import _core, core
from ginrummy.service.bots import available_levels

__all__ = [
    "DEFAULT_GAME",
    "GAMES",
    "ActionKind",
    "ElsewhereError",
    "Feature",
    "GameDefinition",
    "RecordedField",
    "RuleOption",
    "UnknownGameError",
    "game",
    "match_game",
    "played_at_matches",
    "rummy_options",
]


class Feature(enum.StrEnum):
    """What a game supports beyond play."""

    HINTS = "hints"
    ANALYSIS = "analysis"
    TOURNAMENTS = "tournaments"


@dataclasses.dataclass(frozen=True, kw_only=True)
class RuleOption:
    """One rule option, as the core validates it."""

    name: str
    kind: Literal["int", "bool", "choice", "int_choice"]
    default: int | bool | str
    description: str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str | int, ...] = ()

    @classmethod
    def from_core(cls, option: Mapping[str, Any]) -> RuleOption:
        return cls(
            name=option["name"],
            kind=option["kind"],
            default=option["default"],
            description=option["description"],
            minimum=option.get("minimum"),
            maximum=option.get("maximum"),
            choices=tuple(option.get("choices", ())),
        )


@dataclasses.dataclass(frozen=True, kw_only=True)
class RecordedField:
    """A field of an action or of the event recording it; ``secret`` names who may not see it
    and until when (``None``: everyone sees it)."""

    name: str
    type: str
    required: bool
    secret: Mapping[str, str] | None

    @classmethod
    def from_core(cls, field: Mapping[str, Any]) -> RecordedField:
        secret = field["secret"]
        return cls(
            name=field["name"],
            type=field["type"],
            required=field["required"],
            secret=MappingProxyType(dict(secret)) if secret is not None else None,
        )


@dataclasses.dataclass(frozen=True, kw_only=True)
class ActionKind:
    """One kind of action: what a seat sends, and the event that records it."""

    name: str
    fields: tuple[RecordedField, ...]
    event: str
    records: tuple[RecordedField, ...]

    @classmethod
    def from_core(cls, kind: Mapping[str, Any]) -> ActionKind:
        return cls(
            name=kind["name"],
            fields=tuple(RecordedField.from_core(f) for f in kind["fields"]),
            event=kind["event"],
            records=tuple(RecordedField.from_core(f) for f in kind["records"]),
        )


_FROM_OTHERS = MappingProxyType({"from": "others", "until": "deal_end"})


@dataclasses.dataclass(frozen=True, kw_only=True)
class GameDefinition:
    """Everything the service knows about one game, from its core."""

    name: str
    title: str
    min_seats: int
    max_seats: int
    rule_options: tuple[RuleOption, ...]
    bot_levels: tuple[str, ...]
    action_kinds: tuple[ActionKind, ...]
    features: frozenset[Feature]
    rules_document: str
    paths: str = "/matches"
    """Where its matches are created and played (``/matches``: Gin's paths and schemas)."""

    def supports(self, feature: Feature) -> bool:
        return feature in self.features

    def seats_allowed(self, seats: int) -> bool:
        return self.min_seats <= seats <= self.max_seats

    def option(self, name: str) -> RuleOption:
        for option in self.rule_options:
            if option.name == name:
                return option
        raise KeyError(name)

    @functools.cached_property
    def seat_secrets(self) -> Mapping[str, tuple[str, ...]]:
        """Action event fields that only the acting seat sees while the event's deal is live,
        by event (the table's ``secret: {from: others, until: deal_end}``)."""
        secrets = {
            kind.event: tuple(f.name for f in kind.records if f.secret == _FROM_OTHERS)
            for kind in self.action_kinds
        }
        return MappingProxyType({event: names for event, names in secrets.items() if names})

    def action_kind(self, name: str) -> ActionKind:
        for kind in self.action_kinds:
            if kind.name == name:
                return kind
        raise KeyError(name)


class UnknownGameError(LookupError):
    """No game of that name is hosted here."""

    def __init__(self, name: str) -> None:
        super().__init__(f"no game named {name!r}; the games are {', '.join(GAMES)}")
        self.name = name


def _gin() -> GameDefinition:
    return GameDefinition(
        name="gin",
        title="Gin Rummy",
        min_seats=_core.gin.SEATS,
        max_seats=_core.gin.SEATS,
        rule_options=tuple(RuleOption.from_core(o) for o in core.Rules.options()),
        bot_levels=tuple(available_levels()),
        action_kinds=tuple(ActionKind.from_core(k) for k in _core.gin.action_kinds()),
        features=frozenset(Feature),
        rules_document="docs/RULES.md",
    )


def _rummy() -> GameDefinition:
    seats = (_core.rummy.MIN_SEATS, _core.rummy.MAX_SEATS)
    return GameDefinition(
        name="rummy",
        title="Rummy",
        min_seats=seats[0],
        max_seats=seats[1],
        # the table of the largest table; only ``target_score``'s default depends on the seats
        # (``rummy_options``)
        rule_options=tuple(RuleOption.from_core(o) for o in _core.rummy.options(seats[1])),
        bot_levels=tuple(_core.rummy.bot_levels()),
        action_kinds=tuple(ActionKind.from_core(k) for k in _core.rummy.action_kinds()),
        features=frozenset({Feature.TOURNAMENTS}),
        rules_document="docs/RULES-RUMMY.md",
        paths="/rummy/matches",
    )


def rummy_options(seats: int) -> tuple[RuleOption, ...]:
    """Rummy's option table for a table of ``seats`` (its ``target_score`` default is the
    table's)."""
    return tuple(RuleOption.from_core(o) for o in _core.rummy.options(seats))


#: The games hosted, by name.
GAMES: Mapping[str, GameDefinition] = MappingProxyType({"gin": _gin(), "rummy": _rummy()})
#: The game of a request that names none (every request before games had names).
DEFAULT_GAME = "gin"


def game(name: str) -> GameDefinition:
    """The game named ``name``; :class:`UnknownGameError` when there is none."""
    try:
        return GAMES[name]
    except KeyError:
        raise UnknownGameError(name) from None


def played_at_matches() -> list[GameDefinition]:
    """The games created and played at ``/matches`` (what ``GET /games`` lists)."""
    return [definition for definition in GAMES.values() if definition.paths == "/matches"]


class ElsewhereError(LookupError):
    """The game is hosted, but its matches have their own paths (not ``/matches``)."""

    def __init__(self, definition: GameDefinition) -> None:
        super().__init__(
            f"{definition.title} matches are created and played at {definition.paths}, not /matches"
        )
        self.definition = definition


def match_game(name: str) -> GameDefinition:
    """The game named ``name`` when its matches are played at ``/matches``:
    :class:`UnknownGameError` when there is none, :class:`ElsewhereError` when it has its
    own paths."""
    definition = game(name)
    if definition.paths != "/matches":
        raise ElsewhereError(definition)
    return definition
