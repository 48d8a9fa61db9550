"""`IllegalActionError.reason`: the machine-readable reason of every refusal."""

from __future__ import annotations

import random

import pytest

from ginrummy import core

REASONS = (
    "not_your_turn",
    "deal_over",
    "match_over",
    "wrong_phase",
    "not_held",
    "just_taken",
    "must_draw_stock",
    "pile_empty",
    "over_knock_limit",
    "invalid_melds",
    "big_gin_off",
    "not_big_gin",
    "no_such_meld",
    "does_not_fit",
    "malformed",
    "no_legal_action",
)

# The deck of the Rust golden test `knock.json` (seat 0 deals): seat 1 holds
# 5d 6d 7d Jh Js Jc 2c 3s Ah 9s, seat 0 8d 9d 4d Jd Kh Qs 5c 6h 8s Tc, the upcard is Kd and the
# stock starts Qc Ac.
DECK = [
    "5d",
    "8d",
    "6d",
    "9d",
    "7d",
    "4d",
    "Jh",
    "Jd",
    "Js",
    "Kh",
    "Jc",
    "Qs",
    "2c",
    "5c",
    "3s",
    "6h",
    "Ah",
    "8s",
    "9s",
    "Tc",
    "Kd",
    "Qc",
    "Ac",
    "3c",
    "4c",
    "6c",
    "7c",
    "8c",
    "9c",
    "Kc",
    "Ad",
    "2d",
    "3d",
    "Td",
    "Qd",
    "2h",
    "3h",
    "4h",
    "5h",
    "7h",
    "8h",
    "9h",
    "Th",
    "Qh",
    "As",
    "2s",
    "4s",
    "5s",
    "6s",
    "7s",
    "Ts",
    "Ks",
]
SCRIPT = [
    "pass_upcard",
    "pass_upcard",
    "draw_stock",
    "discard Qc",
    "draw_discard",
    "discard Kh",
    "draw_stock",
    "knock 9s",
    "lay_off 4d 0",
    "lay_off 8d 0",
    "lay_off 9d 0",
    "lay_off Jd 1",
    "finish_layoff",
]


def test_reason_list() -> None:
    assert core.ILLEGAL_ACTION_REASONS == REASONS


@pytest.mark.parametrize(
    ("steps", "action", "reason", "message"),
    [
        (0, "draw_stock", "wrong_phase", "cannot draw_stock now: seat 1 is offered the upcard Kd"),
        (2, "draw_discard", "must_draw_stock", "both players passed the upcard"),
        (3, "discard Kh", "not_held", "you do not hold Kh"),
        (3, "knock Qc", "over_knock_limit", "cannot knock: deadwood 15"),
        (3, "knock Qc melds 5d6d8d", "invalid_melds", "cannot knock"),
        (3, "big_gin", "not_big_gin", "not big gin"),
        (5, "discard Qc", "just_taken", "you may not discard Qc"),
        (8, "lay_off 9d 0", "does_not_fit", "9d does not fit"),
        (8, "lay_off 4d 5", "no_such_meld", "there is no knocker meld 5"),
        (13, "draw_stock", "deal_over", "the deal has ended"),
        (0, "discard", "malformed", "usage: discard CARD"),
        (0, {"type": "discard"}, "malformed", "invalid action"),
    ],
)
def test_refusals_carry_their_reason(
    steps: int, action: str | dict[str, str], reason: str, message: str
) -> None:
    deal = core.Deal.from_deck(DECK, core.Rules(), dealer=0)
    for step in SCRIPT[:steps]:
        deal.apply(step)
    with pytest.raises(core.IllegalActionError) as refused:
        deal.apply(action)
    exc = refused.value
    assert exc.reason == reason
    assert message in str(exc)
    assert exc.args == (str(exc),)
    with pytest.raises(core.IllegalActionError) as resolved:
        deal.resolve(action)
    assert (resolved.value.reason, str(resolved.value)) == (reason, str(exc))


def test_big_gin_off_not_your_turn_and_match_over() -> None:
    deal = core.Deal.from_deck(DECK, core.Rules(big_gin=False), dealer=0)
    for step in SCRIPT[:3]:
        deal.apply(step)
    with pytest.raises(core.IllegalActionError) as off:
        deal.apply("big_gin")
    assert off.value.reason == "big_gin_off"
    with pytest.raises(core.IllegalActionError) as turn:
        deal.resolve("discard Qc", seat=0)
    assert turn.value.reason == "not_your_turn"
    assert str(turn.value) == "it is seat 1's turn"
    game = core.Match(core.Rules(target_score=10), 1)
    rng = random.Random(1)
    while not game.is_over:
        legal = game.legal_actions()
        knocks = [a for a in legal if a.kind in ("knock", "big_gin")]
        game.apply(knocks[0] if knocks else rng.choice(legal))
    with pytest.raises(core.IllegalActionError) as over:
        game.apply("draw_stock")
    assert over.value.reason == "match_over"


def test_bot_without_a_move() -> None:
    deal = core.Deal(core.Rules(), 3)
    waiting = deal.observation(1 - (deal.to_act or 0))
    with pytest.raises(core.IllegalActionError) as refused:
        core.Bot("easy").act(waiting)
    assert refused.value.reason == "not_your_turn"


def test_reason_has_a_class_default() -> None:
    assert core.IllegalActionError("made by hand").reason == ""
