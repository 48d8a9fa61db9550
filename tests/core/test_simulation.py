"""Random simulations through the Python API, checking invariants after every action.

- All 52 cards are accounted for after every action.
- An action is in `legal_actions()` exactly when `apply` accepts it (checked against every
  action of the enumerable kinds), and a rejected action changes nothing.
- Each deal's points follow RULES.md, recomputed here from the outcome's deadwoods.
- Match totals follow RULES.md, recomputed here from the deal outcomes.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from core.hands import DECK
from ginrummy import core

VARIANTS: list[dict[str, Any]] = [
    {},
    {"variant": "oklahoma"},
    {"variant": "straight"},
    {"variant": "hollywood"},
    {"stock_exhaustion": "reshuffle", "knock_limit": 5},
    {"big_gin": False, "gin_bonus": 20, "undercut_bonus": 10},
]

ENUMERABLE = (
    ["take_upcard", "pass_upcard", "draw_stock", "draw_discard", "big_gin", "finish_layoff"]
    + [f"discard {c}" for c in DECK]
    + [f"knock {c}" for c in DECK]
    + [f"lay_off {c} {m}" for c in DECK for m in range(4)]
)


def cards_in_play(deal: core.Deal) -> list[str]:
    """Every card the deal holds, from the hidden state and the public record."""
    obs = deal.observation(0).to_dict()
    cards = deal.hand(0) + deal.hand(1) + deal.stock()
    cards += [d["card"] for d in obs["discards"] if d["taken_by"] is None]
    knock = obs.get("knock")
    if knock:
        # The knock's discard is face down: only the knocker sees it while the deal is live.
        knocker_view = deal.observation(knock["knocker"]).to_dict()["knock"]
        cards.append(knocker_view["discard"])
        cards += [layoff["card"] for layoff in knock["layoffs"]]
    return cards


def expected_points(rules: dict[str, Any], outcome: dict[str, Any], first_upcard: str) -> int:
    """The hand's points from RULES.md, worked out independently of the core."""
    kind = outcome["kind"]
    if kind in ("draw", "void"):
        return 0
    knocker_dw, defender_dw = outcome["knocker_deadwood"], outcome["defender_deadwood"]
    if kind == "gin":
        points = rules["gin_bonus"] + defender_dw
    elif kind == "big_gin":
        points = rules["big_gin_bonus"] + defender_dw
    elif defender_dw <= knocker_dw:
        assert kind == "undercut"
        points = rules["undercut_bonus"] + knocker_dw - defender_dw
    else:
        assert kind == "knock"
        points = defender_dw - knocker_dw
    if (
        rules["variant"] == "oklahoma"
        and rules["oklahoma_spades_double"]
        and first_upcard[1] == "s"
    ):
        points *= 2
    return points


def play_random_deal(deal: core.Deal, rng: random.Random, exhaustive: bool) -> None:
    rules = deal.observation(0).to_dict()["rules"]
    first_upcard = deal.observation(0).to_dict()["discards"][0]["card"]
    while not deal.is_over:
        assert sorted(cards_in_play(deal)) == sorted(DECK)
        legal = deal.legal_actions()
        assert legal, "a live deal always has a legal action"
        if exhaustive:
            legal_text = {str(a) for a in legal}
            before = deal.to_json()
            for text in ENUMERABLE:
                trial = copy.copy(deal)
                try:
                    trial.apply(text)
                    accepted = True
                except core.IllegalActionError:
                    accepted = False
                    assert trial.to_json() == before
                assert accepted == (text in legal_text), text
        deal.apply(rng.choice(legal))
    assert sorted(cards_in_play(deal)) == sorted(DECK)
    outcome = deal.outcome
    assert outcome is not None
    assert outcome["points"] == expected_points(rules, outcome, first_upcard)


@pytest.mark.parametrize("chunk", range(2))
def test_two_thousand_random_deals_keep_every_invariant(chunk: int) -> None:
    # Through the binding; the core plays 10,000 deals natively (make test-rust's simulate).
    rng = random.Random(chunk)
    for i in range(1_000):
        options = VARIANTS[i % len(VARIANTS)]
        deal = core.Deal(core.Rules(**options), seed=chunk * 1_000_000 + i, dealer=i % 2)
        play_random_deal(deal, rng, exhaustive=False)


def test_legal_actions_are_exactly_the_accepted_ones() -> None:
    rng = random.Random(99)
    for i in range(18):
        options = VARIANTS[i % len(VARIANTS)]
        play_random_deal(core.Deal(core.Rules(**options), seed=i, dealer=i % 2), rng, True)


def expected_match_totals(rules: dict[str, Any], outcomes: list[dict[str, Any]]) -> list[int]:
    """Classic match totals from RULES.md: hand points, game bonus, line bonus, shutout."""
    points, won, draws = [0, 0], [0, 0], 0
    for o in outcomes:
        if o["kind"] == "void":
            continue
        if o["winner"] is None:
            draws += 1
            continue
        points[o["winner"]] += o["points"]
        won[o["winner"]] += 1
        if max(points) >= rules["target_score"]:
            break
    winner = 0 if points[0] >= rules["target_score"] else 1
    totals = list(points)
    if rules["shutout"] and won[1 - winner] == 0 and draws == 0:
        totals[winner] *= 2
    totals[winner] += rules["game_bonus"]
    for seat in (0, 1):
        totals[seat] += rules["line_bonus"] * won[seat]
    return totals


@pytest.mark.parametrize("variant", ["classic", "oklahoma", "straight"])
def test_random_matches_total_as_rules_md_says(variant: str) -> None:
    rng = random.Random(variant)
    for seed in range(5 if variant == "straight" else 40):  # straight: random play rarely gins
        match = core.Match(core.Rules(variant=variant, target_score=50), seed=seed)
        while not match.is_over:
            legal = match.legal_actions()
            knocks = [a for a in legal if a.kind in ("knock", "big_gin")]
            match.apply(rng.choice(knocks) if knocks else rng.choice(legal))
        result = match.result
        assert result is not None
        outcomes = [d["outcome"] for d in match.deals()]
        rules = core.Rules(variant=variant, target_score=50).to_dict()
        assert result["totals"] == expected_match_totals(rules, outcomes)
        assert result["winner"] == max((0, 1), key=lambda s: result["totals"][s])
