"""The public, typed facade of the Rust rules core.

Everything here is implemented in the private native module ``ginrummy._core`` (built from
``core_rs/py`` by maturin); this module is the stable import path::

    >>> from ginrummy.core import deadwood, arrange
    >>> deadwood("7h 7s 7d 7c 8h 9h")
    0
    >>> arrange(["As", "2s", "3s", "Kh"]).deadwood
    10

Cards are written rank then suit (``As 2c Td Kh``; ranks ``A23456789TJQK``, suits ``cdhs``).
A cards argument is one space-separated string, a list of card strings, or a :class:`Hand`.

Errors form one hierarchy, mapped from the Rust core's error enum::

    GinRummyError
    ├── InvalidCardsError    unknown or duplicate cards, wrong hand size
    ├── InvalidMeldsError    melds that are not sets or runs, overlap, or are not in the hand
    ├── IllegalActionError   an action the rules do not allow now (the state is unchanged)
    ├── InvalidRulesError    unknown or out-of-range rule options
    └── InvalidStateError    a serialized state that does not parse

An :class:`IllegalActionError` carries ``reason``, a stable machine-readable code (one of
:data:`ILLEGAL_ACTION_REASONS`), beside its message (``str(exc)``, written only from what the
acting seat may see)::

    not_your_turn     the seat is not the one to act
    deal_over         the deal has ended
    match_over        the match is over
    wrong_phase       an action of a kind not allowed in this phase
    not_held          a card the seat does not hold
    just_taken        discarding the card just taken from the discard pile
    must_draw_stock   draw_discard after both players passed the upcard
    pile_empty        draw_discard with an empty discard pile
    over_knock_limit  a knock whose deadwood exceeds the knock limit
    invalid_melds     a knock whose declared melds are invalid
    big_gin_off       big_gin when the rules do not allow it
    not_big_gin       big_gin when the 11 cards do not all meld
    no_such_meld      a lay-off onto a knocker meld that does not exist
    does_not_fit      a lay-off of a card that does not fit the meld
    malformed         an action that does not parse or has the wrong shape
    no_legal_action   a bot asked to move with no legal action

For an engine that records events, ``Match.resolve(action, seat=None)`` validates exactly like
``apply`` and returns the event payload (the card a draw takes, the melds a knock or big gin
lays), and ``Rules.options()`` describes every rule option (kind, range or choices, default)
from the same table that validates them.

Analysis (``core_rs/rules/src/analysis.rs``): :func:`analyze` values every legal action of a
seat from its observation; :func:`analyze_match` (a :class:`Match` or a match export, as
``GET /matches/{id}/export`` returns) and :func:`analyze_deal` report every decision of a game
with its expected loss and label. All are deterministic for a seed and playout count: the
decision of move ``k`` is :func:`analyze` on that moment's observation with the seed
``decision_seed(seed, k)``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal, TypeAlias, TypedDict, cast

from ginrummy import _core
from ginrummy._core import (
    ILLEGAL_ACTION_REASONS,
    Action,
    Arrangement,
    Bot,
    Deal,
    GinRummyError,
    Hand,
    IllegalActionError,
    InvalidCardsError,
    InvalidMeldsError,
    InvalidRulesError,
    InvalidStateError,
    Match,
    Observation,
    Rules,
    all_arrangements,
    arrange,
    best_layoffs,
    deadwood,
    deadwood_many,
    decision_seed,
    merge_simulations,
    parse_cards,
    replay_deal_game,
    replay_match_game,
    simulate,
)

if TYPE_CHECKING:
    from ginrummy._core.gin import _ActionKind as ActionKind
else:
    ActionKind = dict

# What ``apply``, ``check`` and ``resolve`` take: an ``Action``, its text form (``discard 7h``),
# its JSON form as bytes (the API's request body), or its dict form.
ActionLike: TypeAlias = Action | str | bytes | dict[str, Any]

__all__ = [
    "ACTION_KINDS",
    "EXPORT_ACTIONS",
    "ILLEGAL_ACTION_REASONS",
    "LABEL_NAMES",
    "LABEL_THRESHOLDS",
    "Action",
    "ActionLike",
    "ActionValue",
    "Arrangement",
    "Bot",
    "Deal",
    "Decision",
    "GameAnalysis",
    "GinRummyError",
    "Hand",
    "IllegalActionError",
    "InvalidCardsError",
    "InvalidMeldsError",
    "InvalidRulesError",
    "InvalidStateError",
    "Label",
    "Match",
    "Objective",
    "Observation",
    "PositionAnalysis",
    "Rules",
    "SeatSummary",
    "all_arrangements",
    "analyze",
    "analyze_deal",
    "analyze_match",
    "arrange",
    "best_layoffs",
    "deadwood",
    "deadwood_many",
    "decision_seed",
    "export_action",
    "match_from_export",
    "merge_simulations",
    "parse_cards",
    "public_event_type",
    "replay_deal_game",
    "replay_match_game",
    "simulate",
]

Objective = Literal["points", "match"]
Label = Literal["good", "inaccuracy", "mistake", "blunder"]

#: The labels, best first.
LABEL_NAMES: tuple[Label, Label, Label, Label] = ("good", "inaccuracy", "mistake", "blunder")
#: The lower bounds (expected loss in points) of an inaccuracy, a mistake and a blunder.
LABEL_THRESHOLDS: tuple[float, float, float] = (2.0, 5.0, 10.0)


class ActionValue(TypedDict):
    """One action's value for the acting seat."""

    action: dict[str, Any]
    points: float
    points_se: float
    equity: float | None
    equity_se: float | None


class PositionAnalysis(TypedDict):
    """Every legal action of a position with its value; ``best`` indexes ``actions``."""

    seat: int
    phase: str
    objective: Objective
    determinisations: int
    actions: list[ActionValue]
    best: int
    default: int | None
    equity_rate: float | None


class Decision(TypedDict):
    """One analysed decision of a game."""

    index: int
    deal: int
    seat: int
    phase: str
    chosen: dict[str, Any]
    best: dict[str, Any]
    chosen_points: float
    best_points: float
    loss: float
    loss_se: float
    equity_loss: float | None
    label: Label
    scores: list[int]
    actions: list[ActionValue]


class SeatSummary(TypedDict):
    """One seat's totals."""

    decisions: int
    total_loss: float
    average_loss: float
    average_equity_loss: float | None
    good: int
    inaccuracy: int
    mistake: int
    blunder: int


class GameAnalysis(TypedDict):
    """The analysis of a whole match or deal."""

    config: dict[str, Any]
    moves: int
    decisions: list[Decision]
    seats: list[SeatSummary]


def analyze(
    observation: Observation | dict[str, Any] | str,
    *,
    playouts: int = 200,
    seed: int = 0,
    objective: Objective = "points",
    action: Action | str | dict[str, Any] | None = None,
) -> PositionAnalysis:
    """Every legal action of the observing seat (it must be its turn) with its expected points
    to the end of the deal and, in a match, the match equity after it, each with a standard
    error, from what that seat can see only; ``action`` adds one more legal action (e.g. a
    knock with declared melds). ``playouts`` determinisations, deterministic for ``seed``."""
    return cast(
        PositionAnalysis,
        _core.analyze(observation, playouts, seed, objective, action),
    )


def public_event_type(event: str) -> str:
    """An event's type in the API and in exports: ``DrewStock`` -> ``drew_stock``."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", event).lower()


#: Gin's action kinds, as the core publishes them (``core_rs/rules/src/vocabulary.rs``): each
#: kind's name, the fields a seat sends, the event recording it and that event's fields.
ACTION_KINDS: tuple[ActionKind, ...] = tuple(_core.gin.action_kinds())
#: The export's (and the API's) action event types, each with its kind of action.
EXPORT_ACTIONS: Mapping[str, ActionKind] = MappingProxyType(
    {public_event_type(kind["event"]): kind for kind in ACTION_KINDS}
)


def export_action(event_type: str, data: Mapping[str, Any]) -> dict[str, Any] | None:
    """The action an exported event records (the fields its seat sent, from the event's
    data), or ``None`` when the event is no action."""
    kind = EXPORT_ACTIONS.get(event_type)
    if kind is None:
        return None
    action: dict[str, Any] = {"type": kind["name"]}
    for field in kind["fields"]:
        value = data.get(field["name"])
        if value is not None or field["required"]:
            action[field["name"]] = value
    return action


def match_from_export(doc: Mapping[str, Any]) -> Match:
    """Replays a match export (``GET /matches/{id}/export``) into a :class:`Match`.

    Needs the revealed seed (a finished match) and legal actions; raises ``GinRummyError``
    (``InvalidStateError`` for a document that is not an export). Fairness is not checked
    here: ``ginrummy audit`` does that.
    """
    if doc.get("format") != "ginrummy-match-export/1":
        raise InvalidStateError(f"not a match export: format {doc.get('format')!r}")
    events: list[dict[str, Any]] = list(doc.get("events") or [])
    seed = next(
        (
            ev["data"].get("seed")
            for ev in events
            if ev.get("type") in ("match_finished", "match_started")
            and isinstance(ev.get("data", {}).get("seed"), int)
        ),
        None,
    )
    if seed is None:
        raise InvalidStateError("the export does not reveal the match seed")
    try:
        game = Match(Rules(**dict(doc.get("rules") or {})), seed)
    except TypeError as exc:
        raise InvalidStateError(f"the export's rules are not valid: {exc}") from exc
    for ev in events:
        data = ev.get("data") or {}
        action = export_action(str(ev.get("type")), data)
        if action is None:
            continue
        if game.to_act != data.get("seat"):
            raise InvalidStateError(
                f"event {ev.get('version')}: seat {data.get('seat')} acted out of turn"
            )
        game.apply(action)
    return game


def analyze_match(
    game: Match | Mapping[str, Any],
    *,
    playouts: int = 200,
    seed: int = 0,
    objective: Objective = "points",
) -> GameAnalysis:
    """Every decision of a match (a :class:`Match`, replayed from its rules and seed, or a
    match export) from the acting seat's point of view at that moment: the best and the
    chosen action, the expected loss in points (and in match equity), a label (good < 2
    points <= inaccuracy < 5 <= mistake < 10 <= blunder), and per-seat totals."""
    match = game if isinstance(game, Match) else match_from_export(game)
    return cast(GameAnalysis, _core.analyze_match(match, playouts, seed, objective))


def analyze_deal(deal: Deal, *, playouts: int = 200, seed: int = 0) -> GameAnalysis:
    """Every decision of a lone deal, as :func:`analyze_match`."""
    return cast(GameAnalysis, _core.analyze_deal(deal, playouts, seed))
