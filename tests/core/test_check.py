"""`Match.check(a)` succeeds exactly when `apply(a)` would, and names the card `a` takes.

Random matches; at every position every legal action and a spread of illegal ones (every
discard, knock and lay-off of every card, every bare action) are checked on the match and
applied to a copy: both fail or both succeed, with the same reason, and the card `check`
returns is the card that entered the hand.
"""

from __future__ import annotations

import copy
import random

import pytest

from core.hands import DECK
from ginrummy import core

BARE = ["take_upcard", "pass_upcard", "draw_stock", "draw_discard", "big_gin", "finish_layoff"]


def candidates(rng: random.Random) -> list[str]:
    cards = rng.sample(DECK, 8)
    return (
        BARE
        + [f"discard {c}" for c in cards]
        + [f"knock {c}" for c in cards]
        + [f"lay_off {c} {rng.randrange(3)}" for c in cards[:3]]
    )


@pytest.mark.parametrize("seed", range(12))
def test_check_agrees_with_apply(seed: int) -> None:
    rng = random.Random(seed)
    game = core.Match(core.Rules(target_score=40), seed)
    steps = 0
    while not game.is_over and steps < 600:
        seat = game.to_act
        assert seat is not None
        for text in candidates(rng) + [str(a) for a in game.legal_actions()]:
            trial = copy.copy(game)
            try:
                taken = game.check(text)
            except core.GinRummyError as checked:
                with pytest.raises(core.GinRummyError) as applied:
                    trial.apply(text)
                assert type(applied.value) is type(checked)
                assert str(applied.value) == str(checked)
                continue
            before = set(trial.hand(seat))
            deals = trial.deals_started
            trial.apply(text)
            if text in ("draw_stock", "take_upcard", "draw_discard"):
                assert taken is not None
                assert set(trial.hand(seat)) - before == {taken}
            else:
                assert taken is None
            assert trial.deals_started >= deals
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
