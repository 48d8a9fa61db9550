"""The SPRT calibration study's machinery (scripts/sprt_calibration.py) on a few runs, and the
binomial intervals it reports, against independent values. The rate itself is the study's
result (a few hundred runs), not this test's."""

from __future__ import annotations

import importlib
import json
import math
import sys
from pathlib import Path
from types import ModuleType

import pytest

from ginrummy.service.tournaments.play import BotSpec, play_pairs
from ginrummy.service.tournaments.sprt import Sprt, llr_exact
from ginrummy.service.tournaments.stats import clopper_pearson_interval, wilson_interval

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "sprt_calibration.py"


def _script(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The script as the module ``sprt_calibration`` (its worker processes import it by name:
    spawn gives them this sys.path)."""
    monkeypatch.syspath_prepend(str(SCRIPT.parent))
    monkeypatch.delitem(sys.modules, "sprt_calibration", raising=False)
    return importlib.import_module("sprt_calibration")


def test_intervals_against_independent_values() -> None:
    # scipy 1.17.1: binomtest(10, 200).proportion_ci(method="wilson") and method="exact"
    # (Clopper-Pearson, from the beta distribution's quantiles).
    lo, hi = wilson_interval(10, 200)
    assert lo == pytest.approx(0.027382645600764, abs=1e-12)
    assert hi == pytest.approx(0.089578148138776, abs=1e-12)
    lo, hi = clopper_pearson_interval(10, 200)
    assert lo == pytest.approx(0.024234165472109, abs=1e-9)
    assert hi == pytest.approx(0.090027537701351, abs=1e-9)
    # Closed forms at the ends: k = 0 gives [0, 1 - (a/2)^(1/n)], k = n its mirror image.
    assert clopper_pearson_interval(0, 50) == (0.0, pytest.approx(1 - 0.025 ** (1 / 50)))
    assert clopper_pearson_interval(50, 50) == (pytest.approx(0.025 ** (1 / 50)), 1.0)
    # Wilson at k = 0: [0, z^2 / (n + z^2)].
    z2 = 1.959963984540054**2
    assert wilson_interval(0, 40)[1] == pytest.approx(z2 / (40 + z2))
    for bad in ((-1, 10), (11, 10), (0, 0)):
        with pytest.raises(ValueError):
            wilson_interval(*bad)
        with pytest.raises(ValueError):
            clopper_pearson_interval(*bad)


def test_the_study_runs_and_reproduces(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    script = _script(monkeypatch)
    out = tmp_path / "study.json"
    # A wide Elo pair (0, 40) keeps each run short; the machinery is the same.
    args = ["--runs", "6", "--seed", "500", "--elo1", "40", "--cap", "4000", "--workers", "2"]
    assert script.main([*args, "--out", str(out)]) == 0
    study = json.loads(out.read_text())
    runs, summary = study["runs"], study["summary"]
    assert [r["seed"] for r in runs] == list(range(500, 506))
    test = Sprt(elo0=0, elo1=40)
    for r in runs:
        assert sum(r["pentanomial"]) == r["pairs"] >= test.min_pairs
        assert r["decision"] == test.decide(r["llr"], r["pairs"]) != "continue"
        assert r["llr"] == pytest.approx(llr_exact(r["pentanomial"], 0.0, 40.0))
    assert summary["runs"] == 6 and summary["h1"] + summary["h0"] + summary["undecided"] == 6
    assert summary["h1"] == sum(r["decision"] == "H1" for r in runs)
    lo, hi = summary["wilson95"]
    assert lo <= summary["h1_rate"] <= hi
    assert summary["config"]["bot"] == "beginner"
    # A run is reproduced exactly from its seed.
    sprt = {"elo0": 0.0, "elo1": 40.0, "alpha": 0.05, "beta": 0.05}
    again = script.one_run("beginner", 503, 4000, {"target_score": 25}, sprt)
    assert {k: v for k, v in again.items() if k != "seconds"} == {
        k: v for k, v in runs[3].items() if k != "seconds"
    }
    assert math.isfinite(summary["pairs_mean"])


def test_why_the_beginner_plays_itself() -> None:
    """The easy bot has no randomness: against itself, with the seats swapped on the same
    deals, every pair is one win each (a degenerate study that always accepts H0); the
    beginner's play is random, so its pairs vary."""
    easy, beginner = BotSpec.parse("easy"), BotSpec.parse("beginner")
    rules = {"target_score": 25}
    assert {r.index for r in play_pairs(easy, easy, 1, 20, rules=rules)} == {2}
    assert len({r.index for r in play_pairs(beginner, beginner, 1, 20, rules=rules)}) >= 2
