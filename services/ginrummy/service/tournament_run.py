"""Running a tournament of built-in bots: the schedule of pairings and the loop over pairs.

Formats: ``round-robin`` (every entrant against every other, ``pairs`` game pairs each),
``gauntlet`` (the first entrant against each other one), ``sprt`` (two entrants, pairs until
the test accepts a hypothesis or the cap ``pairs``) and ``swiss`` (a fixed number of rounds,
each pairing entrants of equal or near score who have not met, ``pairs`` game pairs per
pairing; ``swiss_round``). The pair seeds of pairing ``i`` (numbered in playing order across
rounds) are ``seed + i`` with pair indices ``0..pairs-1`` (``tournament_play``), so a
tournament's games, and a Swiss tournament's rounds, are fixed by its seed. The CLI and the
service's scheduler both run tournaments through ``run``; the service records each finished
pair as an event (``on_pair``) and each Swiss round's pairings and bye (``on_round``).

The pairs of a round (of the whole plan for a round robin or a gauntlet) go to the executor
together, ``batch`` pairs per task, so worker processes (or Dask workers) are kept busy across
pairings; results are still taken, and reported, in playing order. A pair is a match pair
or a deal pair (``unit``, ``tournament_play``); Elo and the SPRT count pairs of either.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any

from ginrummy.service.tournament_play import BotSpec, PairResult, Task, iter_tasks, split
from ginrummy.service.tournament_sprt import Sprt, SprtDecision
from ginrummy.service.tournament_stats import PairRecord, Pentanomial

FORMATS = ("round-robin", "gauntlet", "sprt", "swiss")

SWISS_SEARCH_LIMIT = 200_000
"""Steps of the backtracking search for one round's pairing before it gives up."""


def record(a: str, b: str, r: PairResult) -> PairRecord:
    """The recorded shape (``PairRecord``) of a built-in pair's result, both measures kept."""
    return PairRecord(
        a,
        b,
        r.a_wins,
        r.b_wins,
        r.ties,
        r.a_points,
        r.b_points,
        r.deals,
        r.a_hand_points,
        r.b_hand_points,
    )


def pairings(fmt: str, entrants: Sequence[str]) -> list[tuple[str, str]]:
    """The pairings (A, B) of a format, in playing order (a Swiss round's: ``swiss_round``)."""
    if fmt == "round-robin":
        return [(a, b) for i, a in enumerate(entrants) for b in entrants[i + 1 :]]
    if fmt == "gauntlet":
        return [(entrants[0], b) for b in entrants[1:]]
    if fmt == "sprt":
        if len(entrants) != 2:
            raise ValueError("an SPRT takes exactly two entrants")
        return [(entrants[0], entrants[1])]
    if fmt == "swiss":
        raise ValueError("a Swiss tournament is paired round by round (swiss_round)")
    raise ValueError(f"unknown format {fmt!r} (one of {', '.join(FORMATS)})")


def max_swiss_rounds(entrants: int) -> int:
    """At most this many rounds without a repeated pairing: n - 1 (n even) or n (n odd)."""
    return entrants if entrants % 2 else entrants - 1


def planned_pairings(fmt: str, entrants: int, rounds: int | None = None) -> int:
    """How many pairings the format plays (a Swiss tournament: ``rounds`` of n // 2)."""
    if fmt == "swiss":
        return (rounds or 0) * (entrants // 2)
    try:
        return len(pairings(fmt, [str(i) for i in range(entrants)]))
    except ValueError:
        return 0


@dataclass(frozen=True, slots=True)
class SwissRound:
    """One Swiss round: its number (1-based), its pairings (the higher-placed entrant first)
    and the entrant with the bye (an odd field), or None."""

    number: int
    pairings: tuple[tuple[str, str], ...]
    bye: str | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.number,
            "pairings": [list(p) for p in self.pairings],
            "bye": self.bye,
        }


def swiss_scores(
    entrants: Sequence[str], records: Sequence[PairRecord], byes: Mapping[str, float]
) -> dict[str, float]:
    """Each entrant's Swiss score: its game points (a win 1, a tie 1/2) plus its bye points."""
    scores = {e: float(byes.get(e, 0.0)) for e in entrants}
    for r in records:
        scores[r.a] = scores.get(r.a, 0.0) + r.a_wins + r.ties / 2
        scores[r.b] = scores.get(r.b, 0.0) + r.b_wins + r.ties / 2
    return scores


class NoPairingError(Exception):
    """No pairing of the round avoids every earlier pairing."""


def swiss_round(
    entrants: Sequence[str],
    scores: Mapping[str, float],
    played: set[frozenset[str]],
    had_bye: set[str],
) -> tuple[list[tuple[str, str]], str | None]:
    """One round's pairings by score, with no pairing ``played`` before, and the bye.

    The entrants are ranked by score (ties by their entry order). The bye (an odd field) goes
    to the lowest-ranked entrant without one whose removal leaves a pairing. Then, as the
    Dutch system does, the top entrant of a score group meets the one half a group below it
    (top half against bottom half), an odd one out floats down to the next group, and where
    that would repeat a pairing the next-best opponent is tried, backtracking as far as needed
    (a complete search, remembering the sets of entrants already found unpairable).
    Raises ``NoPairingError`` when no pairing without a repeat exists.
    """
    position = {e: i for i, e in enumerate(entrants)}
    order = sorted(entrants, key=lambda e: (-scores.get(e, 0.0), position[e]))
    steps = [0]
    dead: set[frozenset[str]] = set()

    def preference(first: str, rest: list[str]) -> list[str]:
        group = [e for e in rest if scores.get(e, 0.0) == scores.get(first, 0.0)]
        lower = [e for e in rest if e not in group]
        if not group:
            return lower
        ideal = (len(group) + 1) // 2 - 1  # the top of the group's bottom half
        # The ideal opponent, then the others of the group by their distance from it (lower
        # ones first at equal distance), then the lower groups in order.
        ranked = sorted(range(len(group)), key=lambda i: (abs(i - ideal), -i))
        return [group[i] for i in ranked] + lower

    def solve(rest: list[str]) -> list[tuple[str, str]] | None:
        if not rest:
            return []
        key = frozenset(rest)
        if key in dead:
            return None
        steps[0] += 1
        if steps[0] > SWISS_SEARCH_LIMIT:
            raise NoPairingError("the search for a pairing without a repeat gave up")
        first, others = rest[0], rest[1:]
        for opponent in preference(first, others):
            if frozenset((first, opponent)) in played:
                continue
            sub = solve([e for e in others if e != opponent])
            if sub is not None:
                return [(first, opponent), *sub]
        dead.add(key)
        return None

    if len(order) % 2 == 0:
        found = solve(order)
        if found is None:
            raise NoPairingError("every pairing of this round would repeat an earlier one")
        return found, None
    for bye in reversed(order):
        if bye in had_bye:
            continue
        found = solve([e for e in order if e != bye])
        if found is not None:
            return found, bye
    raise NoPairingError("no bye leaves a pairing without a repeat")


@dataclass(slots=True)
class SprtState:
    test: Sprt
    penta: Pentanomial = field(default_factory=Pentanomial)
    llr: float = 0.0
    decision: SprtDecision = "continue"


def bye_points(pairs: int) -> float:
    """A bye scores as winning every game of a pairing (the FIDE pairing-allocated bye)."""
    return 2.0 * pairs


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
    rounds: int | None = None,
    on_pair: Callable[[int, int, PairRecord], None] | None = None,
    on_round: Callable[[SwissRound], None] | None = None,
    stop: Callable[[], bool] | None = None,
    unit: str = "matches",
) -> tuple[list[PairRecord], SprtState | None]:
    """Plays the tournament; ``on_pair(pairing, k, record)`` sees each pair in order.

    ``stop()`` returning true ends it early (a cancellation). With ``sprt`` (format ``sprt``)
    the pairs stop as soon as the test decides; the decision point depends only on the seeds.
    A Swiss tournament plays ``rounds`` rounds, telling ``on_round`` each round's pairings
    before its games; it ends early (``NoPairingError``) only if a round cannot avoid a repeat.
    """
    state = SprtState(sprt or Sprt()) if fmt == "sprt" else None
    records: list[PairRecord] = []

    def play(plan: Sequence[tuple[str, str]], first: int) -> bool:
        """Plays pairings ``first, first + 1, ...``; false when stopped or decided."""
        tasks: list[Task] = []
        owner: list[int] = []
        for offset, (a, b) in enumerate(plan):
            for t in split(
                BotSpec.parse(a),
                BotSpec.parse(b),
                seed + first + offset,
                range(pairs),
                rules,
                batch,
                unit,
            ):
                tasks.append(t)
                owner.append(offset)
        it = iter_tasks(tasks, executor=executor, ahead=ahead)
        try:
            for n, part in enumerate(it):
                a, b = plan[owner[n]]
                for r in part:
                    rec = record(a, b, r)
                    records.append(rec)
                    if on_pair is not None:
                        on_pair(first + owner[n], r.k, rec)
                    if state is not None:
                        state.penta = state.penta.add(rec.index)
                        state.llr = state.test.llr(state.penta)
                        state.decision = state.test.decide(state.llr, state.penta.pairs)
                        if state.decision != "continue":
                            return False
                if stop is not None and stop():
                    return False
        finally:
            it.close()
        return True

    if fmt != "swiss":
        play(pairings(fmt, entrants), 0)
        return records, state
    if rounds is None or not 1 <= rounds <= max_swiss_rounds(len(entrants)):
        raise ValueError(
            f"a Swiss tournament of {len(entrants)} entrants plays 1.."
            f"{max_swiss_rounds(len(entrants))} rounds"
        )
    played: set[frozenset[str]] = set()
    byes: dict[str, float] = {}
    first = 0
    for number in range(1, rounds + 1):
        plan, bye = swiss_round(entrants, swiss_scores(entrants, records, byes), played, set(byes))
        if on_round is not None:
            on_round(SwissRound(number, tuple(plan), bye))
        if bye is not None:
            byes[bye] = byes.get(bye, 0.0) + bye_points(pairs)
        played.update(frozenset(p) for p in plan)
        if not play(plan, first):
            break
        first += len(plan)
    return records, state
