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
"""

from __future__ import annotations

from ginrummy._core import (
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

__all__ = [
    "Action",
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
