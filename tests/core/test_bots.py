"""The bots and the simulation through the Python API (``ginrummy.core.Bot``, ``simulate``)."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from ginrummy import cli, core

LEVELS = ["beginner", "easy", "medium", "expert"]
VARIANTS = ["classic", "oklahoma", "straight", "hollywood"]


def make_bot(level: str, seed: int = 0) -> core.Bot:
    # A small playout cap keeps the expert fast and deterministic.
    return core.Bot(level, seed=seed, playouts=8 if level == "expert" else None)


def is_legal(action: core.Action, legal: list[core.Action]) -> bool:
    """In the list, or a knock with declared melds whose plain form is listed."""
    if action in legal:
        return True
    data = action.to_dict()
    return data["type"] == "knock" and core.Action(f"knock {data['discard']}") in legal


def test_bot_properties_and_errors() -> None:
    bot = core.Bot("expert", seed=7, budget_ms=20, playouts=100)
    assert (bot.level, bot.seed, bot.budget_ms, bot.playouts) == ("expert", 7, 20, 100)
    assert "expert" in repr(bot)
    assert core.Bot("easy").playouts is None
    with pytest.raises(ValueError, match="unknown bot level"):
        core.Bot("grandmaster")
    with pytest.raises(ValueError, match="playouts"):
        core.Bot("expert", playouts=0)


@pytest.mark.parametrize("level", LEVELS)
def test_act_takes_an_observation_its_dict_or_json(level: str) -> None:
    deal = core.Deal(seed=42)
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        obs = deal.observation(seat)
        round_trip = core.Observation.from_dict(obs.to_dict())
        assert round_trip.to_dict() == obs.to_dict()
        actions = {
            str(make_bot(level, 3).act(x)) for x in (obs, obs.to_dict(), obs.to_json(), round_trip)
        }
        assert len(actions) == 1, actions
        deal.apply(make_bot(level, 3).act(obs))


def test_act_on_a_hand_built_observation() -> None:
    observation: dict[str, Any] = {
        "seat": 0,
        "dealer": 1,
        "phase": "upcard_offer",
        "to_act": 0,
        "hand": ["As", "2s", "3s", "4d", "5d", "6d", "9c", "9h", "Tc", "Kh"],
        "discards": [{"card": "9s", "by": None, "taken_by": None}],
        "opponent_card_count": 10,
        "stock_size": 31,
        "knock_limit": 10,
    }
    for level in LEVELS:
        action = make_bot(level).act(observation)
        assert str(action) in ("take_upcard", "pass_upcard")
    # The 9s makes a set of nines: every level but the beginner takes it.
    assert str(core.Bot("easy").act(observation)) == "take_upcard"
    assert str(core.Bot("medium").act(observation)) == "take_upcard"
    bad = dict(observation, hand=["As", "As"])
    with pytest.raises(core.GinRummyError):
        core.Bot("easy").act(bad)


def test_act_when_it_is_not_the_seats_turn() -> None:
    deal = core.Deal(seed=1)
    assert deal.to_act is not None
    waiting = deal.observation(1 - deal.to_act)
    with pytest.raises(core.IllegalActionError):
        core.Bot("medium").act(waiting)


@pytest.mark.parametrize("variant", VARIANTS)
def test_bots_play_only_legal_actions(variant: str) -> None:
    rules = core.Rules(variant=variant)
    phases: set[tuple[str, str]] = set()
    for k in range(150):
        levels = [LEVELS[k % 4], LEVELS[(k + 1 + k // 4) % 4]]
        deal = core.Deal(rules, seed=1000 + k, dealer=k % 2)
        bots = [make_bot(levels[0], k), make_bot(levels[1], k + 1)]
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            obs = deal.observation(seat)
            action = bots[seat].act(obs)
            assert is_legal(action, obs.legal_actions()), (k, str(action))
            phases.add((levels[seat], deal.phase))
            deal.apply(action)
    for level in LEVELS:
        for phase in ("upcard_offer", "draw", "discard"):
            assert (level, phase) in phases


def test_simulate_result_shape_and_confidence_interval() -> None:
    r = core.simulate("easy", "beginner", deals=300, seed=3)
    assert r["mode"] == "deals"
    assert (r["pairs"], r["games"], r["hands"]) == (300, 600, 600)
    for side in ("a", "b"):
        assert set(r[side]) >= {"hand_wins", "points", "gins", "big_gins", "undercuts", "knocks"}
    assert r["a"]["hand_wins"] + r["b"]["hand_wins"] + r["draws"] == 600
    low, high = r["ci95"]
    assert low < r["mean"] < high
    assert high - low == pytest.approx(2 * 1.96 * r["stderr"])
    assert r["mean"] == pytest.approx((r["a"]["points"] - r["b"]["points"]) / 600)
    assert low > 0, "easy beats beginner"
    assert r["config"]["a"]["level"] == "easy" and r["config"]["seed"] == 3


def test_simulate_is_reproducible_across_threads() -> None:
    expert = core.Bot("expert", playouts=6)
    one = core.simulate(expert, "medium", deals=16, seed=9, threads=1)
    two = core.simulate(expert, "medium", deals=16, seed=9, threads=2)
    one.pop("config")
    two.pop("config")
    assert one == two


def test_simulate_matches_and_rules() -> None:
    r = core.simulate(
        "medium", "easy", matches=2, seed=1, rules=core.Rules(variant="hollywood", target_score=50)
    )
    assert r["mode"] == "matches" and r["games"] == 4
    assert r["a"]["match_wins"] + r["b"]["match_wins"] + r["match_ties"] == 4
    assert r["hands"] >= 4
    assert r["config"]["rules"]["variant"] == "hollywood"


def test_simulate_arguments() -> None:
    with pytest.raises(ValueError, match="exactly one"):
        core.simulate("easy", "easy")
    with pytest.raises(ValueError, match="exactly one"):
        core.simulate("easy", "easy", deals=1, matches=1)
    with pytest.raises(ValueError, match="level"):
        core.simulate("easy", "wizard", deals=1)


def test_simulate_releases_the_gil() -> None:
    done = threading.Event()

    def work() -> None:
        core.simulate("medium", "medium", deals=4000)
        done.set()

    worker = threading.Thread(target=work)
    ticks = 0
    worker.start()
    while not done.is_set():
        ticks += 1
        time.sleep(0.001)
    worker.join()
    assert ticks > 5


def test_chunks_merge_to_one_run() -> None:
    whole = core.simulate("medium", "easy", deals=50, seed=4)
    first = core.simulate("medium", "easy", deals=20, seed=4)
    rest = core.simulate("medium", "easy", deals=30, seed=4, start=20)
    merged = core.merge_simulations(first, rest)
    for key in ("pairs", "games", "hands", "diff_sum", "diff_sq_sum", "a", "b", "draws"):
        assert merged[key] == whole[key]
    for key in ("mean", "ci95", "match_win_share", "points_per_deal", "points_per_deal_ci95"):
        assert merged[key] == pytest.approx(whole[key])
    assert merged["config"] == first["config"]
    with pytest.raises(ValueError):
        core.merge_simulations(first, core.simulate("medium", "easy", matches=2, seed=4))


def test_cli_sim(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["sim", "--a", "medium", "--b", "easy", "--deals", "30", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "mean points per deal" in out and "medium" in out
    result = cli.run_sim("medium", "easy", deals=30, seed=2, chunks=7)
    direct = core.simulate("medium", "easy", deals=30, seed=2)
    assert result["diff_sum"] == direct["diff_sum"]
    assert (
        cli.main(["sim", "--a", "expert", "--b", "easy", "--matches", "1", "--playouts", "4"]) == 0
    )
    assert "mean points per match" in capsys.readouterr().out
