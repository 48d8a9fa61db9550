"""The exact pentanomial GSPRT and the Elo against fastchess's own test vectors, and the cases of
issue 20 computed again by both models.

Vectors: fastchess's test suite (github.com/Disservin/fastchess, ``app/tests/elo_test.cpp``
"EloPentanomial 1-3" and ``app/tests/sprt_test.cpp`` "logistic pentanomial 1-2"), where
``Stats(ll, ld, wl, dd, wd, ww)`` is our ``[LL, LD, WL + DD, WD, WW]`` and each figure is
checked to two decimals (doctest's ``Approx(..).epsilon(0.01)`` there; fastchess prints LOS as
``%.2f %``). The issue's cases: an independent implementation of fastchess's formulas gave,
side by side, the approximation's LLR and the exact one (SPRT [0, 10], alpha = beta = 0.05).
"""

from __future__ import annotations

import math

import pytest

from ginrummy.service.tournaments.sprt import (
    Sprt,
    llr_approximate,
    llr_exact,
    mle_distribution,
)
from ginrummy.service.tournaments.stats import PAIR_SCORES, Pentanomial, estimate


def _penta(ll: int, ld: int, wl: int, dd: int, wd: int, ww: int) -> tuple[int, ...]:
    """fastchess's ``Stats(ll, ld, wl, dd, wd, ww)`` as our five counts."""
    return (ll, ld, wl + dd, wd, ww)


# (Stats, nElo, nElo error, Elo, Elo error, LOS %, score) from elo_test.cpp.
FASTCHESS_ELO = [
    ((34, 54, 31, 32, 64, 75), 57.94, 28.28, 55.58, 27.65, 100.00, 0.579),
    ((332, 433, 457, 41, 333, 334), -9.17, 10.96, -8.64, 10.33, 5.05, 0.488),
    ((7895, 8757, 5485, 200, 568, 9999), -19.01, 2.65, -21.04, 2.95, 0.00, 0.470),
]

# (Stats, elo0, elo1, LLR) from sprt_test.cpp, the logistic pentanomial model.
FASTCHESS_LLR = [
    ((223, 9863, 20279, 1000, 10037, 246), 0.5, 2.5, -3.07),
    ((871, 26175, 55003, 980, 26678, 821), 0.0, 2.0, -4.98),
]


@pytest.mark.parametrize(("stats", "nelo", "nerr", "elo", "err", "los", "score"), FASTCHESS_ELO)
def test_elo_against_fastchess_test_vectors(
    stats: tuple[int, int, int, int, int, int],
    nelo: float,
    nerr: float,
    elo: float,
    err: float,
    los: float,
    score: float,
) -> None:
    counts = _penta(*stats)
    e = estimate(Pentanomial((counts[0], counts[1], counts[2], counts[3], counts[4])))
    assert round(e.nelo, 2) == nelo
    assert round(e.nelo_error, 2) == nerr
    assert round(e.elo, 2) == elo
    assert round(e.elo_error, 2) == err
    assert f"{e.los * 100:.2f}" == f"{los:.2f}"
    assert round(e.score, 3) == score


@pytest.mark.parametrize(("stats", "elo0", "elo1", "expected"), FASTCHESS_LLR)
def test_exact_llr_against_fastchess_test_vectors(
    stats: tuple[int, int, int, int, int, int], elo0: float, elo1: float, expected: float
) -> None:
    value = llr_exact(_penta(*stats), elo0, elo1)
    assert round(value, 2) == expected
    # And through the test itself (the default model is the exact one).
    counts = _penta(*stats)
    test = Sprt(elo0=elo0, elo1=elo1)
    assert test.model == "exact"
    penta = Pentanomial((counts[0], counts[1], counts[2], counts[3], counts[4]))
    assert test.llr(penta) == value
    assert test.decide(value, penta.pairs) == "H0"  # both below ln(.05/.95) = -2.94


# (who, counts [LL, LD, WL+DD, WD, WW], the approximation's LLR, the exact LLR), SPRT [0, 10].
ISSUE_CASES = [
    ("expert vs easy, 97 pairs", (5, 0, 51, 0, 41), 2.96, 2.13, "H1", "continue"),
    ("beginner vs medium, 29 pairs", (21, 0, 8, 0, 0), -3.08, -0.85, "H0", "continue"),
    ("easy vs a stalling bot, 20 pairs won", (0, 0, 0, 0, 20), 1513.03, 0.57, "H1", "continue"),
]


@pytest.mark.parametrize(("who", "counts", "approx", "exact", "old", "new"), ISSUE_CASES)
def test_the_issues_cases_by_both_models(
    who: str,
    counts: tuple[int, int, int, int, int],
    approx: float,
    exact: float,
    old: str,
    new: str,
) -> None:
    penta = Pentanomial(counts)
    approximate = Sprt(elo0=0, elo1=10, model="approximate")
    assert round(approximate.llr(penta), 2) == approx
    assert approximate.decide(approximate.llr(penta), penta.pairs) == old
    test = Sprt(elo0=0, elo1=10)
    assert round(test.llr(penta), 2) == exact
    assert test.decide(test.llr(penta), penta.pairs) == new


def test_the_maximum_likelihood_distributions() -> None:
    """Each MLE is a distribution with the hypothesis's expected score, and, at the observed
    mean, the observed frequencies themselves (theta = 0)."""
    freqs = [c / 97 for c in (5, 0.001, 51, 0.001, 41)]
    total = sum(freqs)
    freqs = [f / total for f in freqs]
    for s in (0.5, 0.514387, 0.9, 0.01):
        p = mle_distribution(freqs, s)
        assert sum(p) == pytest.approx(1.0, abs=1e-12)
        assert sum(a * q for a, q in zip(PAIR_SCORES, p, strict=True)) == pytest.approx(
            s, abs=1e-12
        )
        assert min(p) > 0
    mean = sum(a * q for a, q in zip(PAIR_SCORES, freqs, strict=True))
    assert mle_distribution(freqs, mean) == pytest.approx(freqs, abs=1e-12)
    with pytest.raises(ValueError):
        mle_distribution(freqs, 1.0)


def test_one_sided_counts_do_not_blow_up() -> None:
    """All pairs won: the approximation's LLR explodes (its variance is the regularization's),
    the exact one grows with the pairs, at most N ln(p1_WW / p0_WW) for an all-WW record."""
    previous = 0.0
    for n in (20, 40, 80, 160, 320):
        value = llr_exact((0, 0, 0, 0, n), 0.0, 10.0)
        assert previous < value < n * 0.05
        previous = value
    assert llr_approximate((0, 0, 0, 0, 20), 0.0, 10.0) > 1000
    # All lost: symmetric, and H0 comes in time.
    assert llr_exact((320, 0, 0, 0, 0), 0.0, 10.0) < Sprt().lower
    assert llr_exact((0, 0, 0, 0, 0), 0.0, 10.0) == 0.0
    assert math.isfinite(llr_exact((0, 0, 1, 0, 0), -5.0, 5.0))


def test_the_model_is_chosen_by_name() -> None:
    params = {"elo0": 0.0, "elo1": 10.0}
    assert Sprt.of(params).model == "exact"
    assert Sprt.of(params, "approximate").model == "approximate"
    penta = Pentanomial((5, 0, 51, 0, 41))
    assert Sprt.of(params, "approximate").llr(penta) == llr_approximate(penta.counts, 0, 10)
    with pytest.raises(ValueError, match="unknown SPRT model"):
        Sprt.of(params, "normalized")
    with pytest.raises(ValueError, match="unknown SPRT parameters"):
        Sprt.of({"elo0": 0, "model": 1})
    assert Sprt().lower == pytest.approx(math.log(0.05 / 0.95))
