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
"""

from __future__ import annotations

from typing import Any, TypeAlias

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
    parse_cards,
    simulate,
)

# What ``apply``, ``check`` and ``resolve`` take: an ``Action``, its text form (``discard 7h``),
# its JSON form as bytes (the API's request body), or its dict form.
ActionLike: TypeAlias = Action | str | bytes | dict[str, Any]

__all__ = [
    "ILLEGAL_ACTION_REASONS",
    "Action",
    "ActionLike",
    "Arrangement",
    "Bot",
    "Deal",
    "GinRummyError",
    "Hand",
    "IllegalActionError",
    "InvalidCardsError",
    "InvalidMeldsError",
    "InvalidRulesError",
    "InvalidStateError",
    "Match",
    "Observation",
    "Rules",
    "all_arrangements",
    "arrange",
    "best_layoffs",
    "deadwood",
    "deadwood_many",
    "parse_cards",
    "simulate",
]
