"""The pentanomial statistics against independently computed values.

Sources:
- fastchess's own reports (``Ptnml(0-2)``, ``Elo``, ``nElo``, ``LOS``) quoted in the public
  development log of the chess engine eschec (github.com/KSaiAkshit/eschec,
  ``docs/dev_log.md``, 2025-08-18 and 2025-08-16 entries): fastchess computed these, not us.
- Worked by hand (a pocket calculator for logs and erf) from the formulas of fastchess's
  ``elo_pentanomial.cpp`` and the GSPRT approximation (Michel Van den Bergh's notes;
  OpenBench): the arithmetic is written out below.
"""

from __future__ import annotations

import math

import pytest

from ginrummy.service.tournaments.sprt import Sprt
from ginrummy.service.tournaments.sprt import llr_approximate as llr
from ginrummy.service.tournaments.stats import (
    Pentanomial,
    elo_of_score,
    estimate,
    pair_index,
    score_of_elo,
)

# (Ptnml [LL, LD, WL+DD, WD, WW], Elo, +/-, nElo, +/-, LOS %) as fastchess printed them.
FASTCHESS_REPORTS = [
    ((1, 11, 47, 25, 16), 77.71, 33.03, 117.50, 48.15, 100.00),
    ((1, 15, 25, 33, 26), 123.02, 40.58, 159.46, 48.15, 100.00),
    ((1, 24, 42, 25, 8), 26.11, 31.23, 40.51, 48.15, 95.04),
]


@pytest.mark.parametrize(("counts", "elo", "err", "nelo", "nerr", "los"), FASTCHESS_REPORTS)
def test_agrees_with_fastchess_reports(
    counts: tuple[int, int, int, int, int],
    elo: float,
    err: float,
    nelo: float,
    nerr: float,
    los: float,
) -> None:
    e = estimate(Pentanomial(counts))
    assert e.pairs == 100
    assert e.elo == pytest.approx(elo, abs=0.006)
    assert e.elo_error == pytest.approx(err, abs=0.006)
    assert e.nelo == pytest.approx(nelo, abs=0.006)
    assert e.nelo_error == pytest.approx(nerr, abs=0.006)
    assert e.los * 100 == pytest.approx(los, abs=0.006)


def test_hand_worked_vector() -> None:
    """Ptnml [1, 11, 47, 25, 16], N = 100, worked by hand.

    s = (0*1 + .25*11 + .5*47 + .75*25 + 1*16) / 100 = (2.75 + 23.5 + 18.75 + 16) / 100 = 0.61
    v = (1*.61^2 + 11*.36^2 + 47*.11^2 + 25*.14^2 + 16*.39^2) / 100
      = (.3721 + 1.4256 + .5687 + .49 + 2.4336) / 100 = 5.29 / 100 = 0.0529 (sd 0.23)
    Elo = -400 log10(1/.61 - 1) = -400 log10(.639344) = 77.7061
    se = sqrt(.0529 / 100) = .023; s -+ 1.959964 se = .564921, .655079
    Elo(.564921) = -400 log10(.770160) = 45.3677; Elo(.655079) = -400 log10(.526533) = 111.4297
    error = (111.4297 - 45.3677) / 2 = 33.0310
    nElo = (.61 - .5) / sqrt(2 * .0529) * 347.4355 = .11 / .325269 * 347.4356 = 117.4963
    LOS = (1 - erf(-.11 / sqrt(2 * .000529))) / 2 = (1 - erf(-3.38182)) / 2 = 0.999999
    SPRT [0, 10] (the approximation), alpha = beta = .05: s0 = .5,
    s1 = 1 / (1 + 10^-.025) = 1 / 1.944061 = .514387
    LLR = 100 (.514387 - .5)(2 * .61 - .5 - .514387) / (2 * .0529)
        = 100 * .014387 * .205613 / .1058 = 2.7960
    bounds ln(.05 / .95) = -2.944439, ln(.95 / .05) = 2.944439
    """
    p = Pentanomial((1, 11, 47, 25, 16))
    assert p.score == pytest.approx(0.61)
    assert p.variance == pytest.approx(0.0529)
    e = estimate(p)
    assert e.elo == pytest.approx(77.7061, abs=1e-4)
    assert e.elo_low == pytest.approx(45.3677, abs=1e-3)
    assert e.elo_high == pytest.approx(111.4297, abs=1e-3)
    assert e.elo_error == pytest.approx(33.0310, abs=1e-3)
    assert e.nelo == pytest.approx(117.4963, abs=1e-3)
    assert e.los == pytest.approx(0.999999, abs=1e-6)
    sprt = Sprt(elo0=0, elo1=10, alpha=0.05, beta=0.05, model="approximate")
    assert sprt.llr(p) == pytest.approx(2.7960, abs=1e-3)
    assert sprt.lower == pytest.approx(-2.944439, abs=1e-6)
    assert sprt.upper == pytest.approx(2.944439, abs=1e-6)
    assert sprt.decide(2.7960) == "continue"
    assert sprt.decide(3.0) == "H1"
    assert sprt.decide(-3.0) == "H0"
    assert sprt.decide(3.0, pairs=19) == "continue"  # too few pairs to decide
    assert sprt.decide(3.0, pairs=20) == "H1"


def test_hand_worked_llr_negative() -> None:
    """Ptnml [5, 10, 20, 10, 5]: s = .5, v = (5*.25 + 10*.0625 + 0 + 10*.0625 + 5*.25) / 50
    = 3.75 / 50 = .075; SPRT [0, 10]: LLR = 50 * .014387 * (1 - .5 - .514387) / .15
    = 50 * .014387 * (-.014387) / .15 = -0.068995 (H0 gains as the score stays at 1/2).
    """
    assert llr((5, 10, 20, 10, 5), 0.0, 10.0) == pytest.approx(-0.068995, abs=1e-5)
    assert estimate(Pentanomial((5, 10, 20, 10, 5))).elo == 0.0


def test_empty_counts_are_regularized() -> None:
    # An all-win record would have zero variance: fastchess counts each empty cell as 1e-3.
    value = llr((0, 0, 0, 0, 10), 0.0, 10.0)
    assert math.isfinite(value) and value > 0


def test_conversions_and_pairs() -> None:
    assert score_of_elo(0) == 0.5
    assert elo_of_score(score_of_elo(123.4)) == pytest.approx(123.4)
    assert elo_of_score(1.0) == math.inf
    assert [pair_index(a, b) for a, b in [(0, 0), (0, 0.5), (1, 0), (1, 0.5), (1, 1)]] == [
        0,
        1,
        2,
        3,
        4,
    ]
    with pytest.raises(ValueError):
        pair_index(0.3, 1)
    p = Pentanomial.of_pairs([4, 4, 2, 0])
    assert p.counts == (1, 0, 1, 0, 2)
    assert p.reversed().counts == (2, 0, 1, 0, 1)
    assert (p + p).pairs == 8 and p.games == 8 and p.points == 5.0
    assert estimate(Pentanomial()).pairs == 0
    with pytest.raises(ValueError):
        Sprt(elo0=10, elo1=0)
    assert estimate(Pentanomial((0, 0, 0, 0, 3))).to_dict()["elo"] is None
