"""`Match.resolve(a, seat)` validates exactly like `apply` and returns the event payload.

Random matches; at every position every legal action and a spread of illegal ones are resolved
on the match (for the seat to act, for no seat, for the other seat) and applied to a copy: both
fail with the same exception, message and reason, or both succeed and the payload names what
`apply` did (the card that entered the hand, the melds laid).
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from core.hands import DECK
from ginrummy import core

BARE = ["take_upcard", "pass_upcard", "draw_stock", "draw_discard", "big_gin", "finish_layoff"]


def candidates(rng: random.Random, game: core.Match, seat: int) -> list[str]:
    cards = rng.sample(DECK, 6)
    out = (
        BARE
        + [f"discard {c}" for c in cards]
        + [f"knock {c}" for c in cards]
        + [f"lay_off {c} {rng.randrange(3)}" for c in cards[:3]]
    )
    hand = game.hand(seat)
    if len(hand) == 11:
        best = core.arrange(hand)
        assert best.discard is not None
        melds = " ".join("".join(m) for m in best.melds)
        out.append(f"knock {best.discard} melds {melds}".strip())
        if best.melds:
            out.append(f"knock {best.discard} melds {''.join(best.melds[0][1:])}")
    return out + [str(a) for a in game.legal_actions()]


def knock_of(trial: core.Match, deals_before: int, seat: int) -> dict[str, Any]:
    """The knock of the deal the action was applied in."""
    if trial.is_over or trial.deals_started != deals_before:
        knock: dict[str, Any] = trial.deals()[-1]["deal"]["knock"]
    else:
        knock = trial.observation(seat).to_dict()["knock"]
    return knock


@pytest.mark.parametrize("seed", range(8))
def test_resolve_agrees_with_apply(seed: int) -> None:
    rng = random.Random(seed)
    game = core.Match(core.Rules(target_score=40), seed)
    steps = 0
    kinds: set[str] = set()
    bot = core.Bot("easy", seed)
    while not game.is_over and steps < 500:
        seat = game.to_act
        assert seat is not None
        for text in candidates(rng, game, seat):
            for who in (None, seat, 1 - seat):
                trial = copy.copy(game)
                try:
                    payload = game.resolve(text, who)
                    assert who != 1 - seat, "resolved for the seat not to act"
                except core.GinRummyError as refused:
                    if who is not None and who != seat:
                        assert isinstance(refused, core.IllegalActionError)
                        if refused.reason != "malformed":
                            assert refused.reason == "not_your_turn"
                            assert str(refused) == f"it is seat {seat}'s turn"
                        continue
                    with pytest.raises(core.GinRummyError) as applied:
                        trial.apply(text)
                    assert type(applied.value) is type(refused)
                    assert str(applied.value) == str(refused)
                    if isinstance(refused, core.IllegalActionError):
                        assert isinstance(applied.value, core.IllegalActionError)
                        assert refused.reason == applied.value.reason
                        assert refused.reason in core.ILLEGAL_ACTION_REASONS
                    continue
                assert who in (None, seat)
                assert game.check(text) == payload.get("card") or payload["type"] in (
                    "discard",
                    "lay_off",
                )
                before = set(trial.hand(seat))
                deals_before = trial.deals_started
                trial.apply(text)
                kind = payload["type"]
                kinds.add(kind)
                assert kind == core.Action(text).kind
                spec = core.Action(text).to_dict()
                if kind in ("take_upcard", "draw_stock", "draw_discard"):
                    assert set(trial.hand(seat)) - before == {payload["card"]}
                    assert set(payload) == {"type", "card"}
                elif kind in ("discard", "lay_off"):
                    assert {k: v for k, v in payload.items()} == spec
                elif kind == "knock":
                    assert set(payload) == {"type", "discard", "melds"}
                    assert payload["discard"] == spec["discard"]
                    if "melds" in spec:
                        assert payload["melds"] == spec["melds"]
                    knock = knock_of(trial, deals_before, seat)
                    if not knock["layoffs"]:
                        assert knock["melds"] == payload["melds"]
                elif kind == "big_gin":
                    knock = trial.deals()[-1]["deal"]["knock"]
                    assert knock["melds"] == payload["melds"]
                    assert sorted(c for m in payload["melds"] for c in m) == sorted(before)
                else:
                    assert payload == {"type": kind}
        # Mostly an easy bot's move (so deals reach knocks and lay-offs), sometimes a random one.
        if rng.random() < 0.8:
            game.apply(bot.act(game.observation(seat)))
        else:
            game.apply(rng.choice(game.legal_actions()))
        steps += 1
    assert {"draw_stock", "discard", "knock", "finish_layoff"} <= kinds
    if game.is_over:
        with pytest.raises(core.IllegalActionError) as over:
            game.resolve("draw_stock")
        assert over.value.reason == "match_over"


def test_resolve_accepts_every_action_form_and_does_not_apply() -> None:
    game = core.Match(core.Rules(), 5)
    for form in ("pass_upcard", core.Action("pass_upcard"), {"type": "pass_upcard"}):
        assert game.resolve(form) == {"type": "pass_upcard"}
        assert game.resolve(form, seat=game.to_act) == {"type": "pass_upcard"}
    assert game.to_act == 1 and game.legal_actions()[0] == core.Action("take_upcard")
    top = game.top_discard()
    assert game.resolve({"type": "take_upcard"}) == {"type": "take_upcard", "card": top}
    deal = core.Deal(core.Rules(), 5, dealer=0)
    assert deal.resolve("take_upcard") == {
        "type": "take_upcard",
        "card": deal.observation(1).to_dict()["discards"][0]["card"],
    }
    with pytest.raises(core.IllegalActionError) as bad:
        game.resolve({"type": "fold"})
    assert bad.value.reason == "malformed"
    with pytest.raises(core.IllegalActionError) as bad:
        game.resolve(42)  # type: ignore[arg-type]
    assert bad.value.reason == "malformed"
    with pytest.raises(ValueError):
        game.resolve("pass_upcard", seat=2)


def test_big_gin_melds_are_all_eleven_cards() -> None:
    """The payload's big gin melds cover the 11 cards (``core.arrange`` of 11 cards would
    arrange only the 10 kept after its best discard)."""
    # Seat 1 (non-dealer) is dealt As-5s, 6h7h8h, 9c9d and takes the upcard 9s: big gin.
    nd = ["As", "2s", "3s", "4s", "5s", "6h", "7h", "8h", "9c", "9d"]
    dl = ["Kc", "Qd", "Jh", "Tc", "8c", "6d", "4c", "2d", "Kh", "Qh"]
    up = "9s"
    order = [c for pair in zip(nd, dl, strict=True) for c in pair] + [up]
    order += [c for c in DECK if c not in order]
    deal = core.Deal.from_deck(order, core.Rules(), dealer=0)
    deal.apply("take_upcard")
    payload = deal.resolve("big_gin")
    assert payload["type"] == "big_gin"
    assert sorted(c for m in payload["melds"] for c in m) == sorted(deal.hand(1))
    assert len(core.arrange(deal.hand(1)).melds) and core.arrange(deal.hand(1)).discard
