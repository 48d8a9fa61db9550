"""Rummy's bots and duplicate simulation through the binding (``ginrummy._core.rummy``): the
four levels from the core, the expert deterministic with a playout cap, duplicate results that
compose by chunks, and ``ginrummy sim --game rummy``."""

from __future__ import annotations

import json

import pytest

from ginrummy import cli
from ginrummy._core import InvalidRulesError, InvalidStateError, rummy


def test_the_levels_are_the_cores_four() -> None:
    assert rummy.bot_levels() == ["beginner", "easy", "medium", "expert"]


def test_the_expert_plays_legal_actions_and_is_deterministic_with_a_cap() -> None:
    for seats in (2, 4):
        match = rummy.Match(seats, 5, {"jokers": 2})
        twin = rummy.Match(seats, 5, {"jokers": 2})
        for move in range(60):
            if match.is_over:
                break
            action = match.bot_action("expert", move, playouts=4)
            assert action in match.legal_actions()
            assert twin.bot_action("expert", move, playouts=4) == action
            match.apply(action)
            twin.apply(action)
        assert move > 10


def test_bot_action_refuses_an_unknown_level() -> None:
    match = rummy.Match(3, 1)
    with pytest.raises(ValueError, match="wizard"):
        match.bot_action("wizard", 1)


def test_simulate_shape_and_interval() -> None:
    r = rummy.simulate("easy", "beginner", seats=4, deals=60, seed=3)
    assert r["seats"] == 4 and r["deals"] == 60 and r["hands"] == 240
    assert r["a_wins"] + r["b_wins"] + r["stalemates"] == r["hands"]
    assert r["a_rummies"] <= r["a_wins"] and r["b_rummies"] <= r["b_wins"]
    assert r["half_width"] > 0
    assert r["mean"] == pytest.approx(r["sum"] / r["deals"])
    # A bot against itself: every deal's rotations sum to zero points.
    same = rummy.simulate("medium", "medium", seats=3, deals=20, seed=3)
    assert same["mean"] == pytest.approx(0.0, abs=1e-9)


def test_simulate_chunks_compose_and_are_reproducible() -> None:
    whole = rummy.simulate("medium", "easy", seats=3, deals=30, seed=4)
    first = rummy.simulate("medium", "easy", seats=3, deals=12, seed=4)
    rest = rummy.simulate("medium", "easy", seats=3, deals=18, seed=4, start=12)
    merged = rummy.merge_simulations(first, rest)
    for key in ("deals", "hands", "a_wins", "b_wins", "stalemates", "turns"):
        assert merged[key] == whole[key]
    assert merged["mean"] == pytest.approx(whole["mean"])
    assert merged["half_width"] == pytest.approx(whole["half_width"])
    assert rummy.simulate("medium", "easy", seats=3, deals=30, seed=4) == whole
    with pytest.raises(InvalidStateError, match="merge"):
        rummy.merge_simulations(whole, rummy.simulate("easy", "easy", seats=2, deals=1))
    with pytest.raises(ValueError, match="not a simulation"):
        rummy.merge_simulations(whole, {"seats": 3})


def test_simulate_arguments() -> None:
    with pytest.raises(ValueError, match="wizard"):
        rummy.simulate("easy", "wizard", seats=2, deals=1)
    with pytest.raises(InvalidRulesError):
        rummy.simulate("easy", "easy", seats=5, deals=1)
    with pytest.raises(InvalidRulesError):
        rummy.simulate("easy", "easy", seats=2, deals=1, options={"jokers": 3})


def test_cli_sim_rummy_table_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["sim", "--game", "rummy", "--seats", "4", "--a", "medium", "--b", "easy"]
    assert cli.main([*argv, "--deals", "20", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "points per hand" in out and "medium" in out and "rotation" in out
    assert cli.main([*argv, "--deals", "20", "--seed", "2", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    direct = rummy.simulate("medium", "easy", seats=4, deals=20, seed=2)
    assert result["sum"] == pytest.approx(direct["sum"]) and result["hands"] == 80
    assert result["a"] == "medium" and result["game"] == "rummy"
    low, high = result["ci95"]
    assert low < result["mean"] < high
    expert = ["sim", "--game", "rummy", "--seats", "2", "--a", "expert", "--b", "medium"]
    assert cli.main([*expert, "--deals", "2", "--playouts", "2"]) == 0
    assert "expert" in capsys.readouterr().out


@pytest.mark.parametrize(
    "extra",
    [
        ["--deals", "1", "--seats", "5"],
        ["--deals", "1", "--a", "expert-deal"],
        ["--matches", "3"],
        ["--deals", "1", "--variant", "oklahoma"],
    ],
)
def test_cli_sim_rummy_refuses_what_is_not_rummy(
    extra: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["sim", "--game", "rummy", *extra]) == 2
    assert "sim:" in capsys.readouterr().out


def test_cli_sim_gin_refuses_seats(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["sim", "--seats", "3", "--deals", "1"]) == 2
    assert "--seats" in capsys.readouterr().out
