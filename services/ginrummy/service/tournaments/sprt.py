"""The sequential probability ratio test of a tournament's pairs: H0 Elo = elo0 against H1
Elo = elo1 (logistic Elo) over the pentanomial counts of the pairs (``tournaments.stats``).

Two log-likelihood ratios, chosen by name (``Sprt.model``):

- ``exact`` (the default): the generalized log-likelihood ratio of the pentanomial model, as
  today's fastchess computes it (``app/src/matchmaking/sprt/sprt.cpp``, ``getLLR_logistic``,
  after its "improve LLR algorithm" change of February 2025). Under each hypothesis the
  distribution of the five pair scores ``a = (0, 1/4, 1/2, 3/4, 1)`` is the maximum-likelihood
  one among those whose expected score is ``s_k = 1 / (1 + 10^(-elo_k / 400))``: by Lagrange
  (Michel Van den Bergh, "Comparing the approximations for the generalized log likelihood
  ratio of a multinomial distribution", proposition 1.1) ``p_i = q_i / (1 + theta (a_i - s))``
  with ``q`` the observed frequencies and ``theta`` the root of
  ``sum q_i (a_i - s) / (1 + theta (a_i - s)) = 0`` in ``(-1 / (1 - s), 1 / s)``; the LLR is
  ``N sum q_i ln(p1_i / p0_i)``. An empty count is taken as 1e-3 pairs, as fastchess does; the
  MLE keeps the ratio ``p1_i / p0_i`` bounded (by the two ``1 + theta (a_i - s)``), so the LLR
  of one-sided counts grows with the pairs and never blows up (20 pairs all won: 0.57, not the
  approximation's 1,513).
- ``approximate``: the older GSPRT approximation (fastchess before the change above, and
  OpenBench): ``N (s1 - s0)(2s - s0 - s1) / (2v)`` with the mean ``s`` and variance ``v`` of the
  regularized counts. Kept for a host who asks for it by name, and for tournaments recorded
  before the exact test (their decisions were taken with it).

The bounds are Wald's, ``ln(beta / (1 - alpha))`` and ``ln((1 - beta) / alpha)``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, get_args

from ginrummy.service.tournaments.stats import PAIR_SCORES, Pentanomial, score_of_elo

SprtDecision = Literal["H0", "H1", "continue"]
SprtModel = Literal["exact", "approximate"]
SPRT_MODELS: tuple[str, ...] = get_args(SprtModel)

EMPTY_CELL = 1e-3
"""The count an empty pentanomial cell is taken as (fastchess's ``regularize``)."""


def _regularized(counts: Sequence[int]) -> tuple[float, list[float]]:
    reg = [float(c) if c > 0 else EMPTY_CELL for c in counts]
    total = sum(reg)
    return total, [c / total for c in reg]


def mle_distribution(freqs: Sequence[float], s: float) -> list[float]:
    """The distribution over the pair scores nearest (in likelihood) to ``freqs`` whose mean
    is ``s`` (0 < s < 1): ``q_i / (1 + theta (a_i - s))`` with ``theta`` found by bisection
    on the strictly decreasing ``g(theta) = sum q_i (a_i - s) / (1 + theta (a_i - s))``."""
    if not 0.0 < s < 1.0:
        raise ValueError("the expected score must be strictly between 0 and 1")
    shifts = [a - s for a in PAIR_SCORES]

    def g(theta: float) -> float:
        return sum(q * d / (1.0 + theta * d) for q, d in zip(freqs, shifts, strict=True))

    # Every 1 + theta * d stays positive on (-1 / max d, -1 / min d) = (-1/(1-s), 1/s); g runs
    # from +inf to -inf there.
    lo, hi = -1.0 / shifts[-1], -1.0 / shifts[0]
    for _ in range(200):
        mid = (lo + hi) / 2.0
        if mid in (lo, hi):
            break
        if g(mid) > 0.0:
            lo = mid
        else:
            hi = mid
    theta = (lo + hi) / 2.0
    return [q / (1.0 + theta * d) for q, d in zip(freqs, shifts, strict=True)]


def llr_exact(counts: Sequence[int], elo0: float, elo1: float) -> float:
    """The exact pentanomial log-likelihood ratio of H1 (elo1) over H0 (elo0); 0 with no pairs."""
    if sum(counts) == 0:
        return 0.0
    total, freqs = _regularized(counts)
    p0 = mle_distribution(freqs, score_of_elo(elo0))
    p1 = mle_distribution(freqs, score_of_elo(elo1))
    return total * sum(
        q * (math.log(b) - math.log(a)) for q, a, b in zip(freqs, p0, p1, strict=True)
    )


def llr_approximate(counts: Sequence[int], elo0: float, elo1: float) -> float:
    """``N (s1 - s0)(2s - s0 - s1) / (2 v)`` over counts with an empty one taken as 1e-3."""
    if sum(counts) == 0:
        return 0.0
    total, freqs = _regularized(counts)
    s = sum(x * q for x, q in zip(PAIR_SCORES, freqs, strict=True))
    v = sum(q * (x - s) ** 2 for x, q in zip(PAIR_SCORES, freqs, strict=True))
    s0, s1 = score_of_elo(elo0), score_of_elo(elo1)
    return total * (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * v)


LLR: dict[str, Callable[[Sequence[int], float, float], float]] = {
    "exact": llr_exact,
    "approximate": llr_approximate,
}


@dataclass(frozen=True, slots=True)
class Sprt:
    """A sequential probability ratio test of H0: Elo = elo0 against H1: Elo = elo1."""

    elo0: float = 0.0
    elo1: float = 10.0
    alpha: float = 0.05
    beta: float = 0.05
    model: SprtModel = "exact"
    min_pairs: int = 20
    """No decision before this many pairs: with few pairs the counts say too little (with the
    approximation, one pair of wins, regularized, already gives an LLR near 4)."""

    def __post_init__(self) -> None:
        if not self.elo0 < self.elo1:
            raise ValueError("elo0 must be less than elo1")
        if not (0.0 < self.alpha < 1.0 and 0.0 < self.beta < 1.0):
            raise ValueError("alpha and beta must be between 0 and 1")
        if self.alpha + self.beta >= 1.0:
            raise ValueError("alpha + beta must be less than 1")
        if self.model not in SPRT_MODELS:
            raise ValueError(f"unknown SPRT model {self.model!r} (one of {', '.join(SPRT_MODELS)})")
        if not (math.isfinite(self.elo0) and math.isfinite(self.elo1)):
            raise ValueError("elo0 and elo1 must be finite")

    @classmethod
    def of(cls, params: Mapping[str, Any], model: str | None = None) -> Sprt:
        """From ``elo0``, ``elo1``, ``alpha``, ``beta`` (any omitted: the default) and the
        model's name (``exact`` when omitted)."""
        unknown = set(params) - {"elo0", "elo1", "alpha", "beta"}
        if unknown:
            raise ValueError(f"unknown SPRT parameters: {', '.join(sorted(unknown))}")
        numbers = {k: float(v) for k, v in params.items()}
        return cls(model=(model or "exact"), **numbers)  # type: ignore[arg-type]

    @property
    def lower(self) -> float:
        """Accept H0 at or below: ln(beta / (1 - alpha))."""
        return math.log(self.beta / (1.0 - self.alpha))

    @property
    def upper(self) -> float:
        """Accept H1 at or above: ln((1 - beta) / alpha)."""
        return math.log((1.0 - self.beta) / self.alpha)

    def llr(self, p: Pentanomial) -> float:
        """The log-likelihood ratio of the counts by this test's model (0 with no pairs)."""
        return LLR[self.model](p.counts, self.elo0, self.elo1)

    def decide(self, llr_value: float, pairs: int | None = None) -> SprtDecision:
        """H1, H0 or continue (always continue before ``min_pairs`` pairs when given)."""
        if pairs is not None and pairs < self.min_pairs:
            return "continue"
        if llr_value >= self.upper:
            return "H1"
        if llr_value <= self.lower:
            return "H0"
        return "continue"

    def summary(self, p: Pentanomial) -> dict[str, Any]:
        """The test and where the counts ``p`` leave it: its parameters, the LLR, the bounds
        and the decision (the API's ``sprt``, the CLI's report)."""
        value = self.llr(p)
        return {
            "elo0": self.elo0,
            "elo1": self.elo1,
            "alpha": self.alpha,
            "beta": self.beta,
            "model": self.model,
            "llr": value,
            "lower": self.lower,
            "upper": self.upper,
            "decision": self.decide(value, p.pairs),
        }
