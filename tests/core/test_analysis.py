"""The analysis through the facade: ``core.analyze``, ``core.analyze_match`` (a Match or an
export), ``core.analyze_deal``, the match-aware bots and the ``ginrummy analyze`` command.
Small playout counts keep these fast; ``make bench`` measures whole matches."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ginrummy import cli, core


def played_match(seed: int, target: int = 30) -> core.Match:
    match = core.Match(core.Rules(target_score=target), seed=seed)
    bots = [core.Bot("medium", seed=1), core.Bot("beginner", seed=2)]
    while not match.is_over:
        seat = match.to_act
        assert seat is not None
        match.apply(bots[seat].act(match.observation(seat)))
    return match


def test_analyze_values_every_legal_action() -> None:
    deal = core.Deal(core.Rules(), seed=4)
    seat = deal.to_act
    assert seat is not None
    obs = deal.observation(seat)
    a = core.analyze(obs, playouts=16, seed=3)
    legal = [x.to_dict() for x in deal.legal_actions()]
    assert [v["action"] for v in a["actions"]] == legal
    assert a == core.analyze(obs.to_dict(), playouts=16, seed=3)  # dict form, same result
    assert a["determinisations"] == 16 and a["seat"] == seat
    assert 0 <= a["best"] < len(a["actions"])
    assert all(v["equity"] is None for v in a["actions"])  # a lone deal: no match equity
    assert all(v["points_se"] >= 0 for v in a["actions"])
    other = core.analyze(obs, playouts=16, seed=4)
    assert [v["points"] for v in other["actions"]] != [v["points"] for v in a["actions"]]


def test_analyze_errors() -> None:
    deal = core.Deal(core.Rules(), seed=4)
    seat = deal.to_act
    assert seat is not None
    with pytest.raises(core.IllegalActionError):
        core.analyze(deal.observation(1 - seat), playouts=8)
    with pytest.raises(ValueError):
        core.analyze(deal.observation(seat), playouts=0)
    with pytest.raises(ValueError):
        core.analyze(deal.observation(seat), playouts=8, objective="fun")  # type: ignore[arg-type]
    with pytest.raises(core.IllegalActionError):
        core.analyze(deal.observation(seat), playouts=8, action="draw_stock")


def test_analyze_match_reports_every_decision_with_totals() -> None:
    match = played_match(5)
    report = core.analyze_match(match, playouts=12, seed=1, objective="match")
    assert report == core.analyze_match(match, playouts=12, seed=1, objective="match")
    moves = sum(len(d["deal"]["moves"]) for d in match.deals())
    assert report["moves"] == moves
    assert 0 < len(report["decisions"]) <= moves
    for d in report["decisions"]:
        assert d["loss"] >= 0 and d["equity_loss"] is not None
        thresholds = core.LABEL_THRESHOLDS
        expected = sum(d["loss"] >= t for t in thresholds)
        assert d["label"] == core.LABEL_NAMES[expected]
        assert d["chosen"] in [v["action"] for v in d["actions"]]
    for seat in (0, 1):
        s = report["seats"][seat]
        mine = [d for d in report["decisions"] if d["seat"] == seat]
        assert s["decisions"] == len(mine)
        assert s["total_loss"] == pytest.approx(sum(d["loss"] for d in mine))
        assert sum(s[label] for label in core.LABEL_NAMES) == len(mine)


def test_a_beginner_loses_more_than_medium_in_a_match() -> None:
    report = core.analyze_match(played_match(8, target=60), playouts=24, seed=0)
    medium, beginner = report["seats"]
    assert beginner["average_loss"] > medium["average_loss"]


def test_analyze_deal() -> None:
    deal = core.Deal(core.Rules(), seed=9)
    bots = [core.Bot("easy", seed=1), core.Bot("easy", seed=2)]
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        deal.apply(bots[seat].act(deal.observation(seat)))
    report = core.analyze_deal(deal, playouts=10)
    assert report["decisions"] and all(d["deal"] == 0 for d in report["decisions"])


def test_match_aware_flag_and_deal_only_bots() -> None:
    assert core.Bot("expert").match_aware
    assert not core.Bot("expert", match_aware=False).match_aware
    assert not cli.make_bot("expert-deal").match_aware
    assert cli.make_bot("medium").match_aware
    with pytest.raises(ValueError):
        cli.make_bot("easy-fast")
    result = cli.run_sim("medium", "medium-deal", matches=2, rules=core.Rules(target_score=30))
    assert cli.bot_name(result["config"]["a"]) == "medium"
    assert cli.bot_name(result["config"]["b"]) == "medium-deal"
    # Lone deals have no match score: the flag changes nothing there.
    same = cli.run_sim("medium", "medium-deal", deals=40)
    assert same["diff_sum"] == 0


def fake_export(match: core.Match, seed: int) -> dict[str, Any]:
    """The events of an export that ``match_from_export`` reads (the service writes more)."""
    names = {
        "take_upcard": "upcard_taken",
        "pass_upcard": "upcard_passed",
        "draw_stock": "drew_stock",
        "draw_discard": "drew_discard",
        "discard": "discarded",
        "knock": "knocked",
        "big_gin": "big_gin_declared",
        "lay_off": "laid_off",
        "finish_layoff": "layoff_finished",
    }
    events: list[dict[str, Any]] = [{"type": "match_started", "data": {}}]
    for record in match.deals():
        for move in record["deal"]["moves"]:
            action = dict(move["action"])
            data = {"seat": move["seat"], **{k: v for k, v in action.items() if k != "type"}}
            events.append({"type": names[action["type"]], "data": data})
    events.append({"type": "match_finished", "data": {"seed": seed}})
    for version, ev in enumerate(events, start=1):
        ev["version"] = version
    return {"format": "ginrummy-match-export/1", "rules": {"target_score": 30}, "events": events}


def test_cli_analyze_reads_an_export(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = played_match(11)
    doc = fake_export(match, 11)
    rebuilt = core.match_from_export(doc)
    assert rebuilt.deals() == match.deals()
    path = tmp_path / "match.json"
    path.write_text(json.dumps(doc))
    assert cli.main(["analyze", str(path), "--playouts", "8", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == core.analyze_match(match, playouts=8)
    assert cli.main(["analyze", str(path), "--playouts", "8"]) == 0
    out = capsys.readouterr().out
    assert "decisions" in out and "per seat" in out
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "something else"}))
    assert cli.main(["analyze", str(bad)]) == 1
