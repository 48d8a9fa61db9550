"""Random hands for tests and benchmarks: uniform over the deck, and dense (few ranks)."""

from __future__ import annotations

import random

RANKS = "A23456789TJQK"
SUITS = "cdhs"
DECK = [r + s for s in SUITS for r in RANKS]


def uniform_hand(rng: random.Random, size: int = 10) -> list[str]:
    """`size` distinct cards drawn uniformly from the deck."""
    return rng.sample(DECK, size)


def dense_hand(rng: random.Random, size: int = 10, window: int | None = None) -> list[str]:
    """`size` cards drawn from a window of 4 or 5 consecutive ranks (many overlapping melds)."""
    width = window or rng.choice((4, 5))
    low = rng.randrange(0, 13 - width + 1)
    pool = [r + s for r in RANKS[low : low + width] for s in SUITS]
    return rng.sample(pool, size)


def mixed_hands(seed: int, count: int, size: int = 10) -> list[list[str]]:
    """Half uniform, half dense hands, reproducibly."""
    rng = random.Random(seed)
    return [uniform_hand(rng, size) if i % 2 == 0 else dense_hand(rng, size) for i in range(count)]
