"""`Match.seat_view_json`, `hand`, `top_discard`, `dealer` and `deals_started` against the
public API.

Random matches under several rule variants; at every step, for both seats, the native seat view
must equal the view composed in Python from `observation`, `arrange` and `legal_actions` (the
composition the web service used to do), its knock arrangements must be knocks the rules accept
and its end of deal the hands as scored, and `deals_started` must change exactly when
`current_deck()` does.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from ginrummy import core

# Low targets, so that random matches end within a few deals (straight gin only: they may not).
VARIANTS: list[dict[str, Any]] = [
    {"target_score": 30},
    {"variant": "oklahoma", "target_score": 30},
    {"variant": "straight", "target_score": 10},
    {"variant": "hollywood", "target_score": 20},
    {"stock_exhaustion": "reshuffle", "knock_limit": 5, "target_score": 20},
    {"big_gin": False, "gin_bonus": 20, "undercut_bonus": 10, "target_score": 20},
]
# Positions checked per variant (both seats, with and without legal actions, at each).
POSITIONS = 2_500


def reference_view(
    game: core.Match, obs: dict[str, Any], seat: int, with_legal: bool
) -> dict[str, Any]:
    """The seat view composed from the public API, as the service did before; `obs` is
    `game.observation(seat).to_dict()`."""
    view = dict(obs)
    hand: list[str] = obs["hand"]
    arrangement = core.arrange(hand) if hand else None
    view["arrangement"] = (
        {
            "melds": arrangement.melds,
            "deadwood_cards": arrangement.deadwood_cards,
            "deadwood": arrangement.deadwood,
            "discard": arrangement.discard,
        }
        if arrangement is not None
        else None
    )
    legal = with_legal and game.to_act == seat
    view["legal_actions"] = [a.to_dict() for a in game.legal_actions()] if legal else []
    return view


def check_knock_arrangements(
    game: core.Match, choices: list[dict[str, Any]], view: dict[str, Any]
) -> None:
    """One entry per legal knock, in their order (a legal knock has a way within the limit); every
    way offered is a knock the rules accept, fewest deadwood first, the best one first."""
    knocks = [a["discard"] for a in view["legal_actions"] if a["type"] == "knock"]
    assert [c["discard"] for c in choices] == knocks
    for choice in choices:
        kept = [c for c in view["hand"] if c != choice["discard"]]
        ways = choice["arrangements"]
        assert ways, choice
        assert [w["deadwood"] for w in ways] == sorted(w["deadwood"] for w in ways)
        assert ways[0]["deadwood"] == core.deadwood(kept)
        for way in ways:
            assert way["deadwood"] <= view["knock_limit"]
            melded = [c for meld in way["melds"] for c in meld]
            assert sorted(melded + way["deadwood_cards"]) == sorted(kept)
            knock = core.Action.from_dict(
                {"type": "knock", "discard": choice["discard"], "melds": way["melds"]}
            )
            assert game.check(knock) is None  # legal (a knock moves no card into the hand)
            assert game.resolve(knock)["melds"] == way["melds"]


def check_end(game: core.Match, end: dict[str, Any] | None, obs: dict[str, Any]) -> None:
    """The end is shown exactly once the deal has ended, each hand laid out as scored."""
    if obs["phase"] != "ended":
        assert end is None
        return
    assert end is not None
    assert end == json.loads(game.deal_end_json(game.deals()[-1]["number"]) or "null")
    check_deal_end(end)


def check_deal_end(end: dict[str, Any]) -> None:
    outcome = end["outcome"]
    assert [h["seat"] for h in end["hands"]] == [0, 1]
    for hand in end["hands"]:
        melded = [c for meld in hand["melds"] for c in meld]
        assert core.deadwood(hand["deadwood_cards"]) == hand["deadwood"] or (
            hand["seat"] == end["knocker"]
        )
        assert not set(melded) & set(hand["deadwood_cards"])
        if end["knocker"] is not None and hand["seat"] == end["knocker"]:
            assert hand["deadwood"] == outcome["knocker_deadwood"]
        elif end["knocker"] is not None:
            assert hand["deadwood"] == outcome["defender_deadwood"]
            assert hand["deadwood"] == core.deadwood(melded + hand["deadwood_cards"])


def reference_top_discard(obs: dict[str, Any]) -> str | None:
    face_up = [d["card"] for d in obs["discards"] if d["taken_by"] is None]
    return face_up[-1] if face_up else None


def check_position(game: core.Match) -> None:
    for seat in (0, 1):
        obs = game.observation(seat).to_dict()
        for with_legal in (True, False):
            view = json.loads(game.seat_view_json(seat, with_legal))
            check_knock_arrangements(game, view.pop("knock_arrangements"), view)
            check_end(game, view.pop("end"), obs)
            assert view == reference_view(game, obs, seat, with_legal)
        assert game.hand(seat) == obs["hand"]
        assert game.top_discard() == reference_top_discard(obs)
        assert game.dealer == obs["dealer"]


def choose(game: core.Match, rng: random.Random) -> core.Action:
    """A random legal action, mostly sensible so that deals end in knocks: knock when
    possible, and discard to the lowest deadwood, each four times out of five."""
    legal = game.legal_actions()
    if rng.random() < 0.2:
        return rng.choice(legal)
    knocks = [a for a in legal if a.kind in ("knock", "big_gin")]
    if knocks:
        return rng.choice(knocks)
    discards = [a for a in legal if a.kind == "discard"]
    if discards:
        seat = game.to_act
        assert seat is not None
        hand = game.hand(seat)
        return min(
            discards, key=lambda a: core.deadwood([c for c in hand if c != a.to_dict()["card"]])
        )
    return rng.choice(legal)


def play_match(game: core.Match, rng: random.Random, budget: int) -> int:
    """Plays random moves (see `choose`), checking every position, until the match is over or
    `budget` positions are checked; returns the positions checked."""
    assert game.deals_started == len(game.deals()) + 1
    checked = 0
    while not game.is_over and checked < budget:
        check_position(game)
        checked += 1
        deck, started = game.current_deck(), game.deals_started
        game.apply(choose(game, rng))
        new_deck, new_started = game.current_deck(), game.deals_started
        assert new_started - started in (0, 1)
        assert (new_deck != deck) == (new_started != started)
        if new_started != started or game.is_over:
            assert new_started == len(game.deals()) + (0 if game.is_over else 1)
    check_position(game)
    if game.is_over:
        assert game.deals_started == len(game.deals())
        assert game.legal_actions() == []
    return checked + 1


@pytest.mark.parametrize("index", range(len(VARIANTS)))
def test_seat_view_matches_the_python_composition(index: int) -> None:
    rng = random.Random(index)
    positions, finished, deals = 0, 0, 0
    seed = index * 1_000
    while positions < POSITIONS:
        game = core.Match(core.Rules(**VARIANTS[index]), seed=seed)
        positions += play_match(game, rng, budget=POSITIONS - positions)
        finished += game.is_over
        deals += game.deals_started
        seed += 1
    assert deals > 3
    if VARIANTS[index].get("variant") != "straight":
        assert finished > 0


def test_seat_view_has_the_observation_fields_then_arrangement_legal_actions_and_layouts() -> None:
    game = core.Match(core.Rules(), seed=3)
    seat = game.to_act
    assert seat is not None
    observation_keys = list(json.loads(game.observation(seat).to_json()))
    view = json.loads(game.seat_view_json(seat, True))
    assert list(view) == [
        *observation_keys,
        "arrangement",
        "legal_actions",
        "knock_arrangements",
        "end",
    ]
    assert view["legal_actions"] == [a.to_dict() for a in game.legal_actions()]
    assert json.loads(game.seat_view_json(1 - seat, True))["legal_actions"] == []
    assert view["arrangement"]["discard"] is None


def test_eleven_card_hands_carry_the_best_discard() -> None:
    game = core.Match(core.Rules(), seed=5)
    game.apply("take_upcard")
    seat = game.to_act
    assert seat is not None
    hand = game.hand(seat)
    assert len(hand) == 11
    arrangement = json.loads(game.seat_view_json(seat, False))["arrangement"]
    expected = core.arrange(hand)
    assert expected.discard is not None
    assert arrangement["discard"] == expected.discard
    assert arrangement["deadwood"] == expected.deadwood


@pytest.mark.parametrize("seat", [2, 255])
def test_invalid_seats_raise_like_observation(seat: int) -> None:
    game = core.Match(core.Rules(), seed=1)
    with pytest.raises(ValueError):
        game.observation(seat)
    with pytest.raises(ValueError):
        game.seat_view_json(seat, True)
    with pytest.raises(ValueError):
        game.hand(seat)


def test_negative_seats_raise_like_observation() -> None:
    game = core.Match(core.Rules(), seed=1)
    with pytest.raises(OverflowError):
        game.observation(-1)
    with pytest.raises(OverflowError):
        game.seat_view_json(-1, False)
    with pytest.raises(OverflowError):
        game.hand(-1)
