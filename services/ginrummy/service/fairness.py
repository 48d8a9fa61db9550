"""Provably fair deals: commitments, and an independent Python re-implementation of the shuffle.

When a deal starts the service records ``commitment = SHA-256("<deck order>|<salt>")`` where
the deck order is the 52 cards of that deal, front first, space-separated (``"7h As Kd ..."``)
and ``salt`` is 32 random hex digits kept secret until the deal ends. When it ends, the order and
the salt are published; anyone can recompute the hash and check that every card dealt or drawn
came from that order. The match seed is committed the same way when the match starts
(``SHA-256("<seed>|<salt>")``, seed in decimal) and revealed when the match ends; with it the
deck orders themselves can be recomputed from the documented shuffle (DESIGN.md "Shuffle"),
implemented again here without the Rust core so that the audit is independent of it.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

MASK64 = (1 << 64) - 1
RANKS = "A23456789TJQK"
SUITS = "cdhs"


def card_text(index: int) -> str:
    """Card index ``suit * 13 + rank`` as text (``0`` -> ``Ac``)."""
    suit, rank = divmod(index, 13)
    return RANKS[rank] + SUITS[suit]


class SplitMix64:
    """SplitMix64 (Steele, Lea, Flood 2014), as in ``core_rs/cards/src/shuffle.rs``."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def bounded(self, n: int) -> int:
        """An unbiased draw in ``0..n`` by rejection."""
        zone = MASK64 - (MASK64 % n)
        while True:
            x = self.next()
            if x < zone:
                return x % n


def shuffled_deck(seed: int) -> list[str]:
    """The deck order of a deal seeded with ``seed`` (Fisher-Yates over cards ``0..52``)."""
    rng = SplitMix64(seed)
    cards = list(range(52))
    for i in range(51, 0, -1):
        j = rng.bounded(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return [card_text(c) for c in cards]


def deal_seed(match_seed: int, deal: int) -> int:
    """Deal ``deal``'s seed: the ``deal``-th output (from 0) of SplitMix64(match seed)."""
    rng = SplitMix64(match_seed)
    value = rng.next()
    for _ in range(deal):
        value = rng.next()
    return value


def new_salt() -> str:
    """A fresh secret salt: 128 random bits as 32 hex digits."""
    return secrets.token_hex(16)


def new_seed() -> int:
    """A fresh 64-bit match seed."""
    return secrets.randbits(64)


def deck_commitment(order: list[str], salt: str) -> str:
    """SHA-256 hex digest of ``"<order joined by spaces>|<salt>"``."""
    return hashlib.sha256(f"{' '.join(order)}|{salt}".encode("ascii")).hexdigest()


def seed_commitment(seed: int, salt: str) -> str:
    """SHA-256 hex digest of ``"<seed in decimal>|<salt>"``."""
    return hashlib.sha256(f"{seed}|{salt}".encode("ascii")).hexdigest()


def check(commitment: str, digest: str) -> bool:
    """Constant-time comparison of two hex digests."""
    return hmac.compare_digest(commitment, digest)
