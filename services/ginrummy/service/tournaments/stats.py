"""Statistics of paired bot-against-bot games: the pentanomial model.

A *game* of a tournament is one match to the rules' target score (the game length); it scores
1 for a win, 1/2 for a tie on totals and 0 for a loss. Games come in *pairs*: the same match
seed played twice with the seats swapped, so the pair, not the game, is the independent unit.
A pair scores 0, 1/2, 1, 3/2 or 2 points for one side; the five counts of those outcomes
(``[LL, LD, WL+DD, WD, WW]``, fastchess's "Ptnml(0-2)") are the pentanomial model.

From the counts (every formula as fastchess reports it, ``elo_pentanomial.cpp``, and Michel Van
den Bergh's notes on normalized Elo and the GSPRT):

- score ``s``: the mean of the pair score scaled to a game (``0, .25, .5, .75, 1``);
- variance per pair ``v = sum p_i (x_i - s)^2`` and of the mean ``v / N``;
- Elo ``-400 log10(1/s - 1)``; its 95% interval: the Elo of ``s -+ 1.96 sqrt(v/N)``, the error
  half that interval's width;
- normalized Elo ``(s - 1/2) / sqrt(2v) * 800 / ln 10`` with its interval the same way;
- likelihood of superiority ``(1 - erf(-(s - 1/2) / sqrt(2 v / N))) / 2``.

The SPRT over the same counts is ``tournaments.sprt`` (the exact pentanomial GSPRT).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

Z95 = 1.959963984540054
"""The two-sided 95% quantile of the standard normal distribution."""

PAIR_SCORES = (0.0, 0.25, 0.5, 0.75, 1.0)
"""A pair's score scaled to one game, by the index of its pentanomial count."""

_NELO_SCALE = 800.0 / math.log(10.0)


def elo_of_score(score: float) -> float:
    """The logistic Elo difference of an expected score (infinite at 0 and 1)."""
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


def score_of_elo(elo: float) -> float:
    """The expected score of a logistic Elo difference."""
    return 1.0 / (1.0 + math.pow(10.0, -elo / 400.0))


def pair_index(first: float, second: float) -> int:
    """The pentanomial index (0..4) of a pair from one side's two game scores (0, 0.5, 1)."""
    total = first + second
    index = round(total * 2)
    if not (0 <= index <= 4) or abs(index - total * 2) > 1e-9:
        raise ValueError(f"game scores must be 0, 0.5 or 1, not {first} and {second}")
    return index


@dataclass(frozen=True, slots=True)
class Pentanomial:
    """Counts of pair scores 0, 1/2, 1, 3/2, 2 for one side (the other side's is reversed)."""

    counts: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)

    @classmethod
    def of_pairs(cls, indices: Iterable[int]) -> Pentanomial:
        """Counts of pentanomial indices (``pair_index``)."""
        counts = [0] * 5
        for i in indices:
            counts[i] += 1
        return cls((counts[0], counts[1], counts[2], counts[3], counts[4]))

    def add(self, index: int) -> Pentanomial:
        counts = list(self.counts)
        counts[index] += 1
        return Pentanomial((counts[0], counts[1], counts[2], counts[3], counts[4]))

    def reversed(self) -> Pentanomial:
        """The same pairs from the other side."""
        c = self.counts
        return Pentanomial((c[4], c[3], c[2], c[1], c[0]))

    def __add__(self, other: Pentanomial) -> Pentanomial:
        a, b = self.counts, other.counts
        return Pentanomial((a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4]))

    @property
    def pairs(self) -> int:
        return sum(self.counts)

    @property
    def games(self) -> int:
        return 2 * self.pairs

    @property
    def points(self) -> float:
        """Game points (a win 1, a tie 1/2) over every game."""
        return sum(i * 0.5 * n for i, n in enumerate(self.counts))

    @property
    def score(self) -> float:
        """The mean score per game (1/2 with no pairs)."""
        n = self.pairs
        if n == 0:
            return 0.5
        return sum(x * c for x, c in zip(PAIR_SCORES, self.counts, strict=True)) / n

    @property
    def variance(self) -> float:
        """The variance of one pair's score (scaled to a game)."""
        n = self.pairs
        if n == 0:
            return 0.0
        s = self.score
        return sum(c * (x - s) ** 2 for x, c in zip(PAIR_SCORES, self.counts, strict=True)) / n


@dataclass(frozen=True, slots=True)
class EloEstimate:
    """Elo with its 95% interval, normalized Elo and the likelihood of superiority."""

    pairs: int
    score: float
    variance: float
    elo: float
    elo_low: float
    elo_high: float
    elo_error: float
    nelo: float
    nelo_error: float
    los: float

    def to_dict(self) -> dict[str, float | int | None]:
        """JSON-safe: an infinite or undefined figure is None."""
        out: dict[str, float | int | None] = {}
        for name in self.__slots__:
            value = getattr(self, name)
            out[name] = value if isinstance(value, int) or math.isfinite(value) else None
        return out


def _nelo(score: float, variance: float) -> float:
    if variance <= 0.0:
        return 0.0 if score == 0.5 else math.copysign(math.inf, score - 0.5)
    return (score - 0.5) / math.sqrt(2.0 * variance) * _NELO_SCALE


def estimate(p: Pentanomial) -> EloEstimate:
    """Elo, its interval, normalized Elo and LOS of one side's pentanomial counts."""
    n = p.pairs
    s = p.score
    v = p.variance
    if n == 0:
        nan = math.nan
        return EloEstimate(0, 0.5, 0.0, 0.0, nan, nan, nan, 0.0, nan, 0.5)
    se = math.sqrt(v / n)
    low, high = s - Z95 * se, s + Z95 * se
    elo_low, elo_high = elo_of_score(low), elo_of_score(high)
    if v > 0.0:
        los = (1.0 - math.erf(-(s - 0.5) / math.sqrt(2.0 * v / n))) / 2.0
    else:
        los = 0.5 if s == 0.5 else (1.0 if s > 0.5 else 0.0)
    return EloEstimate(
        pairs=n,
        score=s,
        variance=v,
        elo=elo_of_score(s),
        elo_low=elo_low,
        elo_high=elo_high,
        elo_error=(elo_high - elo_low) / 2.0,
        nelo=_nelo(s, v),
        nelo_error=(_nelo(high, v) - _nelo(low, v)) / 2.0,
        los=los,
    )


@dataclass(frozen=True, slots=True)
class PairRecord:
    """One finished game pair between entrants ``a`` and ``b`` (A's side of the counts), the
    same shape for every entrant kind and pair unit.

    Two measures of points, each named: ``a_points``/``b_points`` are the pair's *points*, the
    match totals with every bonus (game, line, shutout) as the core scores a match (a pair of
    deals: the deals' hand points, a deal alone having no match bonus); ``a_hand_points`` /
    ``b_hand_points`` are the hand points scored in the pair's deals. ``None``: not recorded
    (pairs recorded before both measures were kept: see ``Tournament.GamePairFinished``).

    ``k`` is the pair's index in its pairing; a pair of an HTTP entrant was played as two
    ordinary ``matches`` (A in seat 0, then in seat 1), ``forfeits`` of them lost on a missed
    deadline. This is what a worker returns, what the runner reports and, with its pairing,
    what the ``GamePairFinished`` event records (``pairs.event_result``)."""

    a: str
    b: str
    a_wins: int
    b_wins: int
    ties: int
    a_points: int | None = 0
    b_points: int | None = 0
    deals: int = 0
    a_hand_points: int | None = None
    b_hand_points: int | None = None
    k: int = 0
    matches: tuple[str, ...] = ()
    forfeits: int = 0

    @property
    def index(self) -> int:
        return 2 * self.a_wins + self.ties


def _plus(total: int | None, more: int | None) -> int | None:
    """A sum that stays unknown (None) once one term is."""
    return None if total is None or more is None else total + more


def _per_deal(mine: int | None, theirs: int | None, deals: int) -> float | None:
    if mine is None or theirs is None:
        return None
    return (mine - theirs) / deals if deals else 0.0


@dataclass(slots=True)
class _Side:
    penta: Pentanomial
    wins: int = 0
    losses: int = 0
    ties: int = 0
    match_points: int | None = 0
    against: int | None = 0
    hand_points: int | None = 0
    hand_against: int | None = 0
    deals: int = 0

    def add(self, r: PairRecord, me_is_a: bool) -> None:
        self.penta = self.penta.add(r.index if me_is_a else 4 - r.index)
        self.wins += r.a_wins if me_is_a else r.b_wins
        self.losses += r.b_wins if me_is_a else r.a_wins
        self.ties += r.ties
        mine, theirs = (r.a_points, r.b_points) if me_is_a else (r.b_points, r.a_points)
        self.match_points = _plus(self.match_points, mine)
        self.against = _plus(self.against, theirs)
        hands = (r.a_hand_points, r.b_hand_points)
        mine, theirs = hands if me_is_a else hands[::-1]
        self.hand_points = _plus(self.hand_points, mine)
        self.hand_against = _plus(self.hand_against, theirs)
        self.deals += r.deals

    def row(self) -> dict[str, object]:
        p = self.penta
        return {
            "pairs": p.pairs,
            "games": p.games,
            "wins": self.wins,
            "losses": self.losses,
            "ties": self.ties,
            "points": p.points,
            "score": p.score,
            "pentanomial": list(p.counts),
            "deals": self.deals,
            "match_points": self.match_points,
            "match_points_against": self.against,
            "mean_points_per_deal": _per_deal(self.match_points, self.against, self.deals),
            "hand_points": self.hand_points,
            "hand_points_against": self.hand_against,
            "mean_hand_points_per_deal": _per_deal(self.hand_points, self.hand_against, self.deals),
            "elo": estimate(p).to_dict(),
        }


def standings(
    entrants: Sequence[str],
    records: Iterable[PairRecord],
    byes: Mapping[str, float] | None = None,
) -> dict[str, object]:
    """Standings (each entrant against the field, best score first) and the crosstable.

    An entrant's Elo is its pentanomial Elo over all its pairs against the field; a crosstable
    cell is the row entrant's record against the column entrant. Both measures of points are
    shown by name (``PairRecord``): ``match_points`` (the matches' totals with every bonus)
    with ``mean_points_per_deal``, and ``hand_points`` with ``mean_hand_points_per_deal``, each
    the row's points minus the opponents' over the deals played; a measure some pair did not
    record is ``None`` for its rows, never a sum of two measures.
    ``byes`` (a Swiss tournament's) adds points without games: ``bye_points`` in the row, and
    the order is by points plus bye points; no bye touches the Elo.
    """
    extra = dict(byes or {})
    field = {e: _Side(Pentanomial()) for e in entrants}
    cells: dict[tuple[str, str], _Side] = {}
    for r in records:
        for me, you, me_is_a in ((r.a, r.b, True), (r.b, r.a, False)):
            field.setdefault(me, _Side(Pentanomial())).add(r, me_is_a)
            cells.setdefault((me, you), _Side(Pentanomial())).add(r, me_is_a)
    for e in extra:
        field.setdefault(e, _Side(Pentanomial()))
    order = sorted(field, key=lambda e: (-(field[e].penta.points + extra.get(e, 0.0)), e))
    rows = [
        {"rank": i, "entrant": e, **field[e].row(), "bye_points": float(extra.get(e, 0.0))}
        for i, e in enumerate(order, start=1)
    ]
    names = order
    crosstable = {
        me: {you: cells[(me, you)].row() for you in names if (me, you) in cells} for me in names
    }
    return {"standings": rows, "crosstable": crosstable}


def standings_csv(report: Mapping[str, Any]) -> list[list[object]]:
    """The standings as CSV rows (a header first); an unknown measure is an empty cell."""
    header = [
        "rank",
        "entrant",
        "games",
        "wins",
        "losses",
        "ties",
        "points",
        "score",
        "elo",
        "elo_low",
        "elo_high",
        "elo_error",
        "nelo",
        "los",
        "mean_points_per_deal",
        "ptnml_0",
        "ptnml_1",
        "ptnml_2",
        "ptnml_3",
        "ptnml_4",
        *_POINT_COLUMNS,
    ]
    rows: list[list[object]] = [list[object](header)]
    for row in report["standings"]:
        elo = row["elo"]
        rows.append(
            [row[h] for h in header[:8]]
            + [elo[h] for h in ("elo", "elo_low", "elo_high", "elo_error", "nelo", "los")]
            + [row["mean_points_per_deal"], *row["pentanomial"]]
            + [row.get(h) for h in _POINT_COLUMNS]
        )
    return rows


_POINT_COLUMNS = (
    "match_points",
    "match_points_against",
    "hand_points",
    "hand_points_against",
    "mean_hand_points_per_deal",
)
"""Both measures of points by name (``PairRecord``), after the columns of earlier reports."""


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion (95% by default)."""
    if trials <= 0:
        raise ValueError("trials must be positive")
    if not 0 <= successes <= trials:
        raise ValueError("successes must be 0..trials")
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    lower = 0.0 if successes == 0 else max(0.0, centre - half)  # exact at the ends
    upper = 1.0 if successes == trials else min(1.0, centre + half)
    return lower, upper


def _binom_cdf(k: int, n: int, p: float) -> float:
    """P(X <= k) for X ~ Binomial(n, p), summed in log space."""
    if k < 0:
        return 0.0
    if k >= n:
        return 1.0
    if p <= 0.0:
        return 1.0
    if p >= 1.0:
        return 0.0
    lp, lq = math.log(p), math.log1p(-p)
    total = 0.0
    for i in range(k + 1):
        log_term = math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1)
        total += math.exp(log_term + i * lp + (n - i) * lq)
    return min(1.0, total)


def clopper_pearson_interval(
    successes: int, trials: int, confidence: float = 0.95
) -> tuple[float, float]:
    """The exact (Clopper-Pearson) interval of a binomial proportion, by bisection on the
    binomial distribution function: the lower bound is the p with P(X >= k) = a/2, the upper
    the p with P(X <= k) = a/2."""
    if trials <= 0:
        raise ValueError("trials must be positive")
    if not 0 <= successes <= trials:
        raise ValueError("successes must be 0..trials")
    tail = (1.0 - confidence) / 2.0

    def solve(f: Any) -> float:
        lo, hi = 0.0, 1.0
        for _ in range(100):
            mid = (lo + hi) / 2
            if f(mid):
                hi = mid
            else:
                lo = mid
        return (lo + hi) / 2

    k, n = successes, trials
    lower = 0.0 if k == 0 else solve(lambda p: 1.0 - _binom_cdf(k - 1, n, p) >= tail)
    upper = 1.0 if k == n else solve(lambda p: _binom_cdf(k, n, p) <= tail)
    return lower, upper
