"""The public Python API of `ginrummy.core`: names, types, errors, serialization."""

from __future__ import annotations

import json

import pytest

from ginrummy import core


def test_exception_hierarchy() -> None:
    for exc in (
        core.InvalidCardsError,
        core.InvalidMeldsError,
        core.IllegalActionError,
        core.InvalidRulesError,
        core.InvalidStateError,
    ):
        assert issubclass(exc, core.GinRummyError)
        assert exc is not core.GinRummyError
    assert issubclass(core.GinRummyError, Exception)


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("As As", "duplicate card As"),
        ("As 1s", 'unknown card "1s"'),
        (["As", "Zz"], 'unknown card "Zz"'),
        (["As", 7], "cards must be strings"),
        (42, "cards must be a string"),
        ("As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs", "at most 11 cards"),
    ],
)
def test_bad_cards_raise_invalid_cards_error(cards: object, message: str) -> None:
    with pytest.raises(core.InvalidCardsError, match=message):
        core.deadwood(cards)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("7h 7s 7d 7c 8h 9h", 0),  # the 7h serves the run, the other sevens a set
        ("Ad 2d 3d 4d 4s 4c", 0),  # a 4-card run gives its end card to a set
        ("Qs Ks As", 21),  # aces are low only
        ("Ks As 2s", 13),  # no wrap-around
        ("As 2s 3s", 0),
        ("", 0),
        ("Kh Qh Jh Th 9h 8h 7h 6h 5h 4h", 0),
        ("Kc Kd Qh Qs Jc Jd Th Ts 9c 9d", 98),
    ],
)
def test_deadwood_table(hand: str, expected: int) -> None:
    assert core.deadwood(hand) == expected
    assert core.arrange(hand).deadwood == expected


def test_arrangement_accounts_for_every_card() -> None:
    hand = ["7h", "7s", "7d", "7c", "8h", "9h", "Kc", "Qd", "2s", "3s"]
    a = core.arrange(hand)
    melded = [c for meld in a.melds for c in meld]
    assert sorted(melded + a.deadwood_cards) == sorted(hand)
    assert a.discard is None
    assert a.deadwood == 10 + 10 + 2 + 3


def test_eleven_cards_name_the_best_discard() -> None:
    a = core.arrange("As 2s 3s 4s 4c 4d Kh Qh 9c 2d Ts")
    assert a.discard in {"Kh", "Qh", "Ts"}
    assert a.deadwood == core.deadwood("As 2s 3s 4s 4c 4d Kh Qh 9c 2d Ts")
    assert len([c for m in a.melds for c in m]) + len(a.deadwood_cards) == 10


def test_all_arrangements_lists_every_optimum() -> None:
    options = core.all_arrangements("Ah 2h 3h 4h 5h 6h 9c")
    assert {a.deadwood for a in options} == {9}
    assert len(options) == 2  # one run of six, or two runs of three


def test_best_layoffs_chain_onto_a_run() -> None:
    layoffs, rest = core.best_layoffs("4h 5h Kc", [["6h", "7h", "8h"]])
    assert sorted(layoffs) == [("4h", 0), ("5h", 0)]
    assert layoffs[0] == ("5h", 0)  # the 5h goes first, then the 4h extends the chain
    assert rest.deadwood == 10


def test_hand_is_a_parsed_value() -> None:
    hand = core.Hand("Ks As 2s")
    assert len(hand) == 3 and "As" in hand and "Ah" not in hand
    assert hand.cards() == ["As", "2s", "Ks"]
    assert hand == core.Hand(["2s", "As", "Ks"])
    assert core.deadwood(hand) == hand.deadwood() == 13


def test_rules_use_the_names_of_rules_md() -> None:
    rules = core.Rules()
    assert rules.to_dict() == {
        "knock_limit": 10,
        "variant": "classic",
        "oklahoma_spades_double": True,
        "gin_bonus": 25,
        "undercut_bonus": 25,
        "big_gin_bonus": 31,
        "big_gin": True,
        "stock_exhaustion": "draw",
        "target_score": 100,
        "game_bonus": 100,
        "line_bonus": 25,
        "shutout": True,
    }
    custom = core.Rules(knock_limit=7, variant="oklahoma", stock_exhaustion="reshuffle")
    assert custom.knock_limit == 7 and custom.variant == "oklahoma"
    assert core.Rules.from_json(custom.to_json()) == custom
    assert core.Rules.from_dict(custom.to_dict()) == custom


@pytest.mark.parametrize(
    "options",
    [{"knock_limit": 11}, {"target_score": 5}, {"variant": "bogus"}, {"kncok_limit": 3}],
)
def test_bad_rules_raise(options: dict[str, object]) -> None:
    with pytest.raises(core.InvalidRulesError):
        core.Rules(**options)


def test_actions_parse_print_and_convert() -> None:
    for text in [
        "take_upcard",
        "pass_upcard",
        "draw_stock",
        "draw_discard",
        "discard 7h",
        "knock 7h",
        "big_gin",
        "lay_off 7h 0",
        "finish_layoff",
    ]:
        action = core.Action.parse(text)
        assert str(action) == text
        assert core.Action.from_dict(action.to_dict()) == action
        assert hash(action) == hash(core.Action(text))
    assert core.Action("discard 7h").to_dict() == {"type": "discard", "card": "7h"}
    assert core.Action("discard 7h").kind == "discard"
    with pytest.raises(core.GinRummyError):
        core.Action.parse("discard 7x")
    with pytest.raises(core.GinRummyError):
        core.Action.parse("fold")


def test_illegal_action_is_rejected_and_changes_nothing() -> None:
    deal = core.Deal(core.Rules(), seed=7, dealer=0)
    before = deal.to_json()
    assert deal.to_act == 1  # the non-dealer is offered the upcard
    with pytest.raises(core.IllegalActionError, match="draw"):
        deal.apply("draw_stock")
    with pytest.raises(core.IllegalActionError):
        deal.apply({"type": "discard", "card": deal.hand(1)[0]})
    assert deal.to_json() == before


def test_observation_hides_the_opponent_and_the_stock() -> None:
    deal = core.Deal(core.Rules(), seed=11)
    obs = deal.observation(0).to_dict()
    text = json.dumps(obs)
    assert obs["hand"] == deal.hand(0)
    assert obs["opponent_card_count"] == 10 and obs["stock_size"] == 31
    for card in deal.hand(1) + deal.stock():
        assert f'"{card}"' not in text, card
    again = core.Observation.from_dict(obs)
    assert again.to_dict() == obs


def test_deal_and_match_round_trip_through_json() -> None:
    match = core.Match(core.Rules(variant="hollywood"), seed=5)
    for _ in range(40):
        match.apply(match.legal_actions()[-1])
    copy = core.Match.from_json(match.to_json())
    assert copy.to_json() == match.to_json()
    assert [str(a) for a in copy.legal_actions()] == [str(a) for a in match.legal_actions()]
    with pytest.raises(core.InvalidStateError):
        core.Match.from_json('{"nope": 1}')


def test_from_deck_deals_as_documented() -> None:
    deck = core.Deal(seed=3).deck()
    deal = core.Deal.from_deck(deck, core.Rules(), dealer=1)
    assert deal.hand(0) == sorted(deck[0:20:2], key=_display_order)  # non-dealer first
    assert deal.hand(1) == sorted(deck[1:20:2], key=_display_order)
    assert deal.observation(0).to_dict()["discards"][0]["card"] == deck[20]
    assert deal.stock() == deck[21:]
    with pytest.raises(core.InvalidCardsError):
        core.Deal.from_deck(deck[:51] + deck[:1])


def _display_order(card: str) -> tuple[int, int]:
    return ("A23456789TJQK".index(card[0]), "cdhs".index(card[1]))
