"""``ginrummy._core.rummy``, the binding of classic Rummy's core: a match played to its end
through it with the legal actions sent back as they are, refusals as ``IllegalActionError`` with
Rummy's reason codes and nothing changed, observations that hold only the seat's own hand, the
vocabulary and the option table."""

from __future__ import annotations

import json
import random

import pytest

from ginrummy._core import IllegalActionError, InvalidRulesError, InvalidStateError, rummy


def test_a_match_plays_to_its_end_through_the_binding() -> None:
    for seats, options in [
        (2, None),
        (3, {"jokers": 2, "aces": "high_or_low"}),
        (4, {"scoring": "penalty"}),
    ]:
        match = rummy.Match(seats, 11, options)
        rng = random.Random(seats)
        moves = 0
        while not match.is_over and moves < 200_000:
            legal = match.legal_actions()
            # Prefer laying down so that hands end; any legal action is accepted as listed.
            down = [a for a in legal if a["type"] in ("meld", "lay_off")]
            action = down[0] if down else rng.choice(legal)
            done = match.apply(action)
            assert done["type"] == action["type"]
            moves += 1
        assert match.is_over and match.to_act is None
        standings = match.standings()
        assert standings["over"] and standings["winners"]
        assert abs(sum(match.returns())) < 1e-9
        assert sum(sum(h["end"]["points"]) for h in match.hands()) == sum(standings["scores"])


def test_refusals_raise_with_rummy_reasons_and_change_nothing() -> None:
    match = rummy.Match(2, 3)
    seat = match.to_act
    assert seat is not None
    before = match.observation(seat)
    with pytest.raises(IllegalActionError) as e:
        match.apply({"type": "discard", "card": "As"})
    assert e.value.reason == "wrong_phase"
    assert e.value.reason in rummy.ILLEGAL_ACTION_REASONS
    with pytest.raises(IllegalActionError) as e:
        match.apply({"type": "knock"})
    assert e.value.reason == "malformed"
    assert match.observation(seat) == before
    with pytest.raises(InvalidStateError):
        match.observation(2)
    with pytest.raises(InvalidRulesError):
        rummy.Match(5, 1)
    with pytest.raises(InvalidRulesError):
        rummy.Match(2, 1, {"jokers": 1})


def test_an_observation_holds_only_the_seats_own_hand() -> None:
    match = rummy.Match(3, 8)
    seen = [match.observation(s) for s in range(3)]
    hands = [set(o["hand"]) for o in seen]
    assert all(len(h) == 7 for h in hands)
    for s, o in enumerate(seen):
        text = json.dumps(o)
        for other in range(3):
            if other != s:
                # A card of another hand appears nowhere in this seat's view.
                assert not any(f'"{c}"' in text for c in hands[other])
        assert o["deck"] is None and o["stock_size"] == 52 - 21 - 1


def test_the_vocabulary_and_the_option_table() -> None:
    kinds = {k["name"]: k for k in rummy.action_kinds()}
    assert list(kinds) == ["draw_stock", "draw_discard", "meld", "lay_off", "swap_joker", "discard"]
    assert kinds["draw_stock"]["records"][0]["secret"] == {"from": "others", "until": "deal_end"}
    assert kinds["draw_discard"]["records"][0]["secret"] is None
    for seats, target in [(2, 100), (3, 150), (4, 200)]:
        table = {o["name"]: o for o in rummy.options(seats)}
        assert table["target_score"]["default"] == target
        assert table["jokers"] == {**table["jokers"], "kind": "int_choice", "choices": [0, 2]}
    assert (rummy.MIN_SEATS, rummy.MAX_SEATS) == (2, 4)


def test_a_bot_away_from_the_match_chooses_as_the_match_s_own() -> None:
    """``bot_choose`` on a seat's observation (its JSON form read back), legal actions and the
    options takes the action ``Match.bot_action`` takes for that seat, at every level, with 2
    to 4 seats and the options' variants, over random play; bad input is refused."""
    rng = random.Random(21)
    checked = 0
    for seats, options in (
        (2, {}),
        (3, {"jokers": 2, "aces": "high_or_low"}),
        (4, {"jokers": 2, "reshuffles": 2, "must_discard_to_go_out": True}),
    ):
        game = rummy.Match(seats, 100 + seats, options)
        for _ in range(150):
            if game.is_over:
                break
            observation = json.loads(json.dumps(game.observation(game.to_act)))
            legal = game.legal_actions()
            for level in rummy.bot_levels():
                seed = rng.getrandbits(64)
                kw = {"playouts": 3} if level == "expert" else {}
                chosen = rummy.bot_choose(level, seed, options, observation, legal, **kw)
                assert chosen == game.bot_action(level, seed, **kw), (level, observation)
                checked += 1
            game.apply(rng.choice(legal))
    assert checked >= 4 * 300
    game = rummy.Match(2, 1)
    observation, legal = game.observation(game.to_act), game.legal_actions()
    with pytest.raises(ValueError, match="grandmaster"):
        rummy.bot_choose("grandmaster", 1, {}, observation, legal)
    with pytest.raises(ValueError, match="not a Rummy observation"):
        rummy.bot_choose("easy", 1, {}, {"hand": 3}, legal)
    with pytest.raises(ValueError, match="not Rummy actions"):
        rummy.bot_choose("easy", 1, {}, observation, [{"type": "knock"}])
    with pytest.raises(InvalidRulesError):
        rummy.bot_choose("easy", 1, {"jokers": 1}, observation, legal)
    with pytest.raises(InvalidStateError):
        rummy.bot_choose("easy", 1, {}, observation, [])
