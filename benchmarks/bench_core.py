"""Minimum deadwood per hand through Python: ours against OpenSpiel, side by side.

Run with `make bench-python` (or `make bench`). Both engines get the same hands; each is called
in its own input form, prepared ahead (OpenSpiel: a list of card ints; ours: a list of card
strings, one string, or a parsed `Hand`). Times are the best of several repeats; the ratios are
what to read, since absolute times on shared machines are noisy.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import pyspiel

from core.hands import dense_hand, uniform_hand
from ginrummy import core

UTILS = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
HANDS = 20_000
REPEATS = 5


def per_call(fn: Callable[[object], object], inputs: list[object]) -> float:
    """Best-of-REPEATS seconds per call of fn over inputs."""
    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter()
        for x in inputs:
            fn(x)
        best = min(best, (time.perf_counter() - start) / len(inputs))
    return best


def per_hand_batch(hands: list[object]) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter()
        core.deadwood_many(hands)
        best = min(best, (time.perf_counter() - start) / len(hands))
    return best


def main() -> None:
    rng = random.Random(2026)
    kinds = {
        "uniform": [uniform_hand(rng) for _ in range(HANDS)],
        "dense (4-5 ranks)": [dense_hand(rng) for _ in range(HANDS)],
        "dense (4 ranks)": [dense_hand(rng, window=4) for _ in range(HANDS)],
    }
    print(f"min deadwood of a 10-card hand, per call through Python ({HANDS} hands)")
    columns = ["OpenSpiel", "ours list", "ours str", "ours Hand", "batch"]
    ratios = ["ratio list", "ratio Hand", "ratio batch"]
    print(f"{'hands':<18}" + "".join(f"{c:>12}" for c in columns + ratios))
    for name, hands in kinds.items():
        ints = [UTILS.card_strings_to_card_ints(h) for h in hands]
        texts = [" ".join(h) for h in hands]
        parsed = [core.Hand(h) for h in hands]
        for h, i in zip(hands[:200], ints[:200], strict=True):
            assert core.deadwood(h) == UTILS.min_deadwood(i)
        t_os = per_call(UTILS.min_deadwood, ints)
        t_list = per_call(core.deadwood, hands)
        t_str = per_call(core.deadwood, texts)
        t_hand = per_call(core.Hand.deadwood, parsed)
        t_batch = per_hand_batch(hands)
        print(
            f"{name:<18}"
            + "".join(f"{t * 1e9:>10.0f}ns" for t in (t_os, t_list, t_str, t_hand, t_batch))
            + "".join(f"{t_os / t:>11.1f}x" for t in (t_list, t_hand, t_batch))
        )


if __name__ == "__main__":
    main()
