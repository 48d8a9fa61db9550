"""Minimum deadwood against OpenSpiel (10 cards) and against a brute force (11 cards).

OpenSpiel's `min_deadwood` is trusted for 10-card hands only: for 11 cards it drops the highest
deadwood card instead of trying every discard, which is wrong on some hands.
"""

from __future__ import annotations

import itertools
import random

import pytest

from core.hands import DECK, dense_hand, mixed_hands, uniform_hand
from ginrummy import core

pyspiel = pytest.importorskip("pyspiel")
UTILS = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
RANK = {r: i for i, r in enumerate("A23456789TJQK")}


def openspiel_deadwood(hand: list[str]) -> int:
    return int(UTILS.min_deadwood(UTILS.card_strings_to_card_ints(hand)))


@pytest.mark.parametrize("kind", ["uniform", "dense"])
def test_ten_card_deadwood_matches_openspiel(kind: str) -> None:
    rng = random.Random(20261129 if kind == "uniform" else 4242)
    make = uniform_hand if kind == "uniform" else dense_hand
    hands = [make(rng, 10) for _ in range(12_000)]
    ours = core.deadwood_many(hands)
    mismatches = [
        (h, o, openspiel_deadwood(h))
        for h, o in zip(hands, ours, strict=True)
        if o != openspiel_deadwood(h)
    ]
    assert not mismatches[:5], f"{len(mismatches)} mismatches, e.g. {mismatches[:5]}"


def test_single_and_batch_agree() -> None:
    hands = mixed_hands(7, 2_000)
    assert core.deadwood_many(hands) == [core.deadwood(h) for h in hands]
    assert core.deadwood_many([" ".join(h) for h in hands]) == [
        core.Hand(h).deadwood() for h in hands
    ]


def test_four_rank_windows_match_openspiel() -> None:
    rng = random.Random(99)
    hands = [dense_hand(rng, 10, window=4) for _ in range(3_000)]
    for hand, ours in zip(hands, core.deadwood_many(hands), strict=True):
        assert ours == openspiel_deadwood(hand), hand


def brute_force_min_deadwood(hand: list[str]) -> int:
    """An obviously correct search: try every set of disjoint melds."""
    cards = [(RANK[c[0]], c[1]) for c in hand]
    candidates: list[frozenset[int]] = []
    for size in (3, 4):
        for combo in itertools.combinations(range(len(cards)), size):
            ranks = {cards[i][0] for i in combo}
            suits = {cards[i][1] for i in combo}
            if len(ranks) == 1:
                candidates.append(frozenset(combo))
    for length in range(3, len(cards) + 1):
        for combo in itertools.combinations(range(len(cards)), length):
            suits = {cards[i][1] for i in combo}
            ranks = sorted(cards[i][0] for i in combo)
            if len(suits) == 1 and ranks == list(range(ranks[0], ranks[0] + length)):
                candidates.append(frozenset(combo))
    value = [min(r + 1, 10) for r, _ in cards]
    best = sum(value)

    def search(start: int, used: frozenset[int]) -> None:
        nonlocal best
        best = min(best, sum(v for i, v in enumerate(value) if i not in used))
        for k in range(start, len(candidates)):
            meld = candidates[k]
            if not meld & used:
                search(k + 1, used | meld)

    search(0, frozenset())
    return best


def test_brute_force_agrees_with_openspiel_on_ten_cards() -> None:
    """Checks the checker: the brute force used for 11 cards is itself right on 10."""
    for hand in mixed_hands(3, 300):
        assert brute_force_min_deadwood(hand) == openspiel_deadwood(hand), hand


@pytest.mark.parametrize("kind", ["uniform", "dense"])
def test_eleven_card_deadwood_is_the_true_best_ten(kind: str) -> None:
    """For 11 cards: the minimum over every discard of the 10 kept (OpenSpiel on each 10)."""
    rng = random.Random(11 if kind == "uniform" else 12)
    make = uniform_hand if kind == "uniform" else dense_hand
    hands = [make(rng, 11) for _ in range(4_000)]
    ours = core.deadwood_many(hands)
    for hand, value in zip(hands, ours, strict=True):
        expected = min(openspiel_deadwood([c for c in hand if c != d]) for d in hand)
        assert value == expected, hand


def test_eleven_card_arrangement_against_brute_force() -> None:
    for hand in mixed_hands(5, 300, size=11):
        arrangement = core.arrange(hand)
        assert arrangement.discard in hand
        kept = [c for c in hand if c != arrangement.discard]
        assert arrangement.deadwood == brute_force_min_deadwood(kept)
        assert arrangement.deadwood == min(
            brute_force_min_deadwood([c for c in hand if c != d]) for d in hand
        )


def test_openspiel_eleven_card_shortcut_is_wrong_somewhere() -> None:
    """Documents why we do not trust OpenSpiel on 11 cards: find a hand where it differs."""
    rng = random.Random(1)
    for _ in range(20_000):
        hand = dense_hand(rng, 11)
        if openspiel_deadwood(hand) != core.deadwood(hand):
            assert core.deadwood(hand) < openspiel_deadwood(hand)
            return
    pytest.fail("no 11-card hand where OpenSpiel's shortcut differs: expected about 0.4%")


def test_deck_has_52_distinct_cards() -> None:
    assert len(set(DECK)) == 52
    assert core.parse_cards(DECK) == core.parse_cards(list(reversed(DECK)))
