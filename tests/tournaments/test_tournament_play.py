"""Paired games of built-in bots: deterministic from their seeds, whatever the worker count."""

from __future__ import annotations

import argparse
import typing

import pytest

from ginrummy.service.tournaments.play import (
    DEFAULT_EXPERT_PLAYOUTS,
    BotSpec,
    play_pair,
    play_pairs,
)

RULES = {"target_score": 50}  # a short game length keeps the tests quick


def test_bot_specs() -> None:
    assert BotSpec.parse("expert") == BotSpec("expert", DEFAULT_EXPERT_PLAYOUTS)
    assert BotSpec.parse("expert:64").name == "expert:64"
    assert BotSpec.parse("easy").name == "easy"
    for bad in ("grandmaster", "easy:3", "expert:0", "expert:x"):
        with pytest.raises(ValueError):
            BotSpec.parse(bad)


def test_results_do_not_depend_on_workers_and_replay() -> None:
    a, b = BotSpec.parse("medium"), BotSpec.parse("beginner")
    inline = play_pairs(a, b, seed=7, pairs=12, rules=RULES, batch=5)
    pooled = play_pairs(a, b, seed=7, pairs=12, rules=RULES, workers=2, batch=3)
    assert inline == pooled
    assert [r.k for r in inline] == list(range(12))
    assert all(r.a_wins + r.b_wins + r.ties == 2 for r in inline)
    # Any pair replays exactly from the pairing's seed and its index.
    assert play_pair(a, b, 7, 5, RULES) == inline[5]
    # A different seed gives different games.
    assert play_pairs(a, b, seed=8, pairs=12, rules=RULES) != inline


def test_expert_replays_deterministically() -> None:
    a, b = BotSpec.parse("expert:8"), BotSpec.parse("easy")
    assert play_pair(a, b, 3, 1, RULES) == play_pair(a, b, 3, 1, RULES)


def test_the_formats_and_units_are_one_vocabulary() -> None:
    """The API's and the CLI's names of the formats, pair units and SPRT models are those the
    service knows (``formats.FORMATS``, ``play.PAIR_UNITS``, ``sprt.SPRT_MODELS``)."""
    from ginrummy.api.schemas.common import TournamentFormat
    from ginrummy.api.schemas.tournaments import TournamentCreate
    from ginrummy.cli import build_parser
    from ginrummy.service.tournaments.formats import FORMATS
    from ginrummy.service.tournaments.play import PAIR_UNITS
    from ginrummy.service.tournaments.sprt import SPRT_MODELS

    assert typing.get_args(TournamentFormat) == tuple(FORMATS)
    hints = typing.get_type_hints(TournamentCreate, include_extras=True)
    pair = typing.get_args(typing.get_args(hints["pair"])[0])
    assert pair == PAIR_UNITS
    model = typing.get_args(typing.get_args(typing.get_args(hints["sprt_model"])[0])[0])
    assert model == SPRT_MODELS
    sub = next(
        a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)
    ).choices["tournament"]
    choices = {a.dest: a.choices for a in sub._actions}
    assert tuple(choices["format"]) == tuple(FORMATS)
    assert tuple(choices["pair"]) == PAIR_UNITS and tuple(choices["sprt_model"]) == SPRT_MODELS
    fixed = [name for name, f in FORMATS.items() if f.fixed]
    assert fixed == ["round-robin", "gauntlet", "sprt"]  # the formats that take HTTP bots


def test_pairings_and_runs_are_deterministic() -> None:
    from ginrummy.service.tournaments import runner
    from ginrummy.service.tournaments.formats import FORMATS
    from ginrummy.service.tournaments.play import process_pool
    from ginrummy.service.tournaments.sprt import Sprt

    four = ["a", "b", "c", "d"]
    assert len(FORMATS["round-robin"].pairings(four)) == 6
    assert FORMATS["gauntlet"].pairings(four) == [("a", "b"), ("a", "c"), ("a", "d")]
    with pytest.raises(ValueError):
        FORMATS["sprt"].pairings(four)
    with pytest.raises(ValueError):
        FORMATS["swiss"].pairings(four)
    # An SPRT stops at the same pair whatever the worker count (pairs are taken in order).
    args = ("sprt", ["medium", "beginner"], 200, 5)
    test = Sprt(elo0=0, elo1=50)
    outcome = runner.run(*args, rules=RULES, sprt=test)
    inline, s1 = outcome.records, outcome.sprt
    with process_pool(2) as pool:
        outcome = runner.run(*args, rules=RULES, sprt=test, executor=pool, batch=3)
        pooled, s2 = outcome.records, outcome.sprt
    assert s1 is not None and s2 is not None
    assert inline == pooled and s1.decision == s2.decision == "H1" and s1.llr == s2.llr
    assert 20 <= len(inline) < 200
