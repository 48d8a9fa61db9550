"""Running a tournament of built-in bots: the schedule of pairings and the loop over pairs.

Formats: ``round-robin`` (every entrant against every other, ``pairs`` game pairs each),
``gauntlet`` (the first entrant against each other one) and ``sprt`` (two entrants, pairs until
the test accepts a hypothesis or the cap ``pairs``). The pair seeds of pairing ``i`` are
``seed + i`` with pair indices ``0..pairs-1`` (``tournament_play``), so a tournament's games
are fixed by its seed. The CLI and the service's scheduler both run tournaments through
``run``; the service records each finished pair as an event (``on_pair``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any

from ginrummy.service.tournament_play import BotSpec, iter_pairs
from ginrummy.service.tournament_stats import PairRecord, Pentanomial, Sprt, SprtDecision

FORMATS = ("round-robin", "gauntlet", "sprt")


def pairings(fmt: str, entrants: Sequence[str]) -> list[tuple[str, str]]:
    """The pairings (A, B) of a format, in playing order."""
    if fmt == "round-robin":
        return [(a, b) for i, a in enumerate(entrants) for b in entrants[i + 1 :]]
    if fmt == "gauntlet":
        return [(entrants[0], b) for b in entrants[1:]]
    if fmt == "sprt":
        if len(entrants) != 2:
            raise ValueError("an SPRT takes exactly two entrants")
        return [(entrants[0], entrants[1])]
    raise ValueError(f"unknown format {fmt!r} (one of {', '.join(FORMATS)})")


@dataclass(slots=True)
class SprtState:
    test: Sprt
    penta: Pentanomial = field(default_factory=Pentanomial)
    llr: float = 0.0
    decision: SprtDecision = "continue"


def run(
    fmt: str,
    entrants: Sequence[str],
    pairs: int,
    seed: int,
    *,
    rules: dict[str, Any] | None = None,
    executor: Executor | None = None,
    batch: int = 4,
    ahead: int = 4,
    sprt: Sprt | None = None,
    on_pair: Callable[[int, int, PairRecord], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> tuple[list[PairRecord], SprtState | None]:
    """Plays the tournament; ``on_pair(pairing, k, record)`` sees each pair in order.

    ``stop()`` returning true ends it early (a cancellation). With ``sprt`` (format ``sprt``)
    the pairs stop as soon as the test decides; the decision point depends only on the seeds.
    """
    plan = pairings(fmt, entrants)
    state = SprtState(sprt or Sprt()) if fmt == "sprt" else None
    records: list[PairRecord] = []
    for i, (a, b) in enumerate(plan):
        it = iter_pairs(
            BotSpec.parse(a),
            BotSpec.parse(b),
            seed + i,
            range(pairs),
            rules=rules,
            executor=executor,
            batch=batch,
            ahead=ahead,
        )
        try:
            for part in it:
                for r in part:
                    rec = PairRecord(
                        a, b, r.a_wins, r.b_wins, r.ties, r.a_points, r.b_points, r.deals
                    )
                    records.append(rec)
                    if on_pair is not None:
                        on_pair(i, r.k, rec)
                    if state is not None:
                        state.penta = state.penta.add(rec.index)
                        state.llr = state.test.llr(state.penta)
                        state.decision = state.test.decide(state.llr, state.penta.pairs)
                        if state.decision != "continue":
                            return records, state
                if stop is not None and stop():
                    return records, state
        finally:
            it.close()
    return records, state
