"""The tournament formats, one object each: who meets whom, how many pairs, what each allows.

- ``round-robin``: every entrant against every other, ``pairs`` game pairs each;
- ``gauntlet``: the first entrant against each other one;
- ``sprt``: two entrants, pairs until the test accepts a hypothesis or the cap ``pairs``;
- ``swiss``: a fixed number of rounds, each pairing entrants of equal or near score who have
  not met (``swiss_round``), ``pairs`` game pairs per pairing; an odd field gives one entrant
  a bye a round, scored as a pairing won (``Swiss.bye_points``).

The pairings are numbered in playing order (across rounds in a Swiss tournament): pairing ``i``
is dealt from ``seed + i`` (``play``). The formats whose pairings are fixed in advance
(``fixed``) take HTTP bots, whose pairs are played one after the other (in Gin and in Rummy).
``rummy-table`` is Rummy's alone: 3 or 4 entrants at one table, deal sets instead of pairs.
The API's, the CLI's and the aggregate's names of the formats are ``FORMATS``' keys (a test
checks the schema's).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ginrummy.service.tournaments.stats import PairRecord

SWISS_SEARCH_LIMIT = 200_000
"""Steps of the backtracking search for one round's pairing before it gives up."""


class Format:
    """A format: its pairings and what it asks of its entrants and options."""

    name: ClassVar[str]
    fixed: ClassVar[bool] = True
    """The pairings are fixed in advance (``pairings``): HTTP bots may enter."""
    sequential: ClassVar[bool] = False
    """An SPRT: the pairs are decided one by one and stop at the test's decision."""
    takes_rounds: ClassVar[bool] = False
    entrants_exactly: ClassVar[int | None] = None
    games: ClassVar[tuple[str, ...] | None] = None
    """The games played in this format (``service.games.GAMES``' names); None: every one."""
    table: ClassVar[bool] = False
    """Every entrant at one table of 3 or 4 seats (``rummy-table``), not in pairings."""

    def pairings(self, entrants: Sequence[str]) -> list[tuple[str, str]]:
        """The pairings (A, B) in playing order."""
        raise NotImplementedError

    def planned_pairings(self, entrants: int, rounds: int | None = None) -> int:
        """How many pairings ``entrants`` entrants play."""
        if self.entrants_exactly is not None and entrants != self.entrants_exactly:
            return 0
        return len(self.pairings([str(i) for i in range(entrants)]))

    def planned_pairs(self, entrants: int, pairs: int, rounds: int | None = None) -> int:
        """How many game pairs (``pairs`` per pairing): a progress bar's total."""
        return pairs * self.planned_pairings(entrants, rounds)

    def entry_refusal(self, entrants: int) -> str | None:
        """Why a further entrant cannot join ``entrants`` entrants, if it cannot."""
        if self.entrants_exactly is not None and entrants >= self.entrants_exactly:
            return "an SPRT takes exactly two entrants"
        return None

    def start_refusal(self, entrants: int, rounds: int | None) -> str | None:
        """Why ``entrants`` entrants (and ``rounds``) cannot start, if they cannot."""
        if entrants < 2 or (
            self.entrants_exactly is not None and entrants != self.entrants_exactly
        ):
            return "an SPRT takes exactly two entrants, other formats at least two"
        return None


class RoundRobin(Format):
    name = "round-robin"

    def pairings(self, entrants: Sequence[str]) -> list[tuple[str, str]]:
        return [(a, b) for i, a in enumerate(entrants) for b in entrants[i + 1 :]]


class Gauntlet(Format):
    name = "gauntlet"

    def pairings(self, entrants: Sequence[str]) -> list[tuple[str, str]]:
        return [(entrants[0], b) for b in entrants[1:]]


class SprtFormat(Format):
    name = "sprt"
    sequential = True
    entrants_exactly = 2

    def pairings(self, entrants: Sequence[str]) -> list[tuple[str, str]]:
        if len(entrants) != 2:
            raise ValueError("an SPRT takes exactly two entrants")
        return [(entrants[0], entrants[1])]


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


class Swiss(Format):
    name = "swiss"
    fixed = False
    takes_rounds = True

    def pairings(self, entrants: Sequence[str]) -> list[tuple[str, str]]:
        raise ValueError("a Swiss tournament is paired round by round (swiss_round)")

    def planned_pairings(self, entrants: int, rounds: int | None = None) -> int:
        return (rounds or 0) * (entrants // 2)

    @staticmethod
    def max_rounds(entrants: int) -> int:
        """At most this many rounds without a repeated pairing: n - 1 (n even) or n (n odd)."""
        return entrants if entrants % 2 else entrants - 1

    def start_refusal(self, entrants: int, rounds: int | None) -> str | None:
        refusal = super().start_refusal(entrants, rounds)
        if refusal is not None:
            return refusal
        most = self.max_rounds(entrants)
        if not 1 <= (rounds or 0) <= most:
            return f"{entrants} entrants play 1..{most} Swiss rounds without a repeat, not {rounds}"
        return None

    @staticmethod
    def bye_points(pairs: int) -> float:
        """A bye scores as winning every game of a pairing (the FIDE pairing-allocated bye)."""
        return 2.0 * pairs

    def byes(self, rounds: Sequence[Mapping[str, Any]], pairs: int) -> dict[str, float]:
        """The bye points by entrant of the rounds paired so far (``SwissRound.to_dict``)."""
        byes: dict[str, float] = {}
        for paired in rounds:
            if paired.get("bye"):
                byes[paired["bye"]] = byes.get(paired["bye"], 0.0) + self.bye_points(pairs)
        return byes


class RummyTable(Format):
    """Three or four built-in Rummy levels at one table: each deal played once per rotation of
    the seats (``rummy_games.play_set``), ``pairs`` deal sets; reported as points per hand
    with 95% intervals and the openskill ordering (``table.table_report``)."""

    name = "rummy-table"
    fixed = False
    games = ("rummy",)
    table = True
    seats: ClassVar[tuple[int, int]] = (3, 4)

    def pairings(self, entrants: Sequence[str]) -> list[tuple[str, str]]:
        raise ValueError("a Rummy table seats every entrant at once: it has no pairings")

    def planned_pairings(self, entrants: int, rounds: int | None = None) -> int:
        low, high = self.seats
        return 1 if low <= entrants <= high else 0

    def entry_refusal(self, entrants: int) -> str | None:
        if entrants >= self.seats[1]:
            return f"a Rummy table seats {self.seats[0]} to {self.seats[1]} entrants"
        return None

    def start_refusal(self, entrants: int, rounds: int | None) -> str | None:
        low, high = self.seats
        if not low <= entrants <= high:
            return f"a Rummy table seats {low} to {high} entrants, not {entrants}"
        return None


SWISS = Swiss()
RUMMY_TABLE = RummyTable()

FORMATS: dict[str, Format] = {
    f.name: f for f in (RoundRobin(), Gauntlet(), SprtFormat(), SWISS, RUMMY_TABLE)
}
"""Every format by its name, in the order the API lists them."""


def format_of(name: str) -> Format:
    """The format named ``name``; ``ValueError`` for an unknown name."""
    try:
        return FORMATS[name]
    except KeyError:
        raise ValueError(f"unknown format {name!r} (one of {', '.join(FORMATS)})") from None


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
