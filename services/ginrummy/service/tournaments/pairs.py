"""The one shape of a recorded game pair, whatever its entrants and its unit.

Every finished pair, built-in (``play.play_pair``) or with an HTTP entrant (two
ordinary matches, ``tournaments.http_pairs``), a pair of matches or a pair of deals, is recorded as
the same ``GamePairFinished`` dict, read back as a ``stats.PairRecord``:

- ``a_wins``, ``b_wins``, ``ties``: the two games from A's side (a game won scores 1);
- ``a_points``, ``b_points``: the matches' totals with every bonus (game, line, shutout), the
  measure the core reports for a match; in a deal pair the deals' hand points (a deal alone
  has no match bonus). A match that ended early (a resignation, a missed deadline) has no
  bonus either: its totals are the hand points scored until then;
- ``a_hand_points``, ``b_hand_points``: the hand points of the pair's deals;
- ``deals``, ``unit`` (``matches`` or ``deals``), ``engine`` and, for an HTTP pair, its two
  ``matches`` and its ``forfeits``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ginrummy.service.tournaments.stats import PairRecord

if TYPE_CHECKING:
    from ginrummy.service.match import Match


def event_result(
    seed: int, pairing: int, unit: str, rec: PairRecord, engine: str
) -> dict[str, Any]:
    """The ``GamePairFinished`` body of pair ``rec.k`` of ``pairing`` (seed ``seed + pairing``)."""
    body: dict[str, Any] = {
        "pairing": pairing,
        "a": rec.a,
        "b": rec.b,
        "seed": seed + pairing,
        "k": rec.k,
        "unit": unit,
        "a_wins": rec.a_wins,
        "b_wins": rec.b_wins,
        "ties": rec.ties,
        "a_points": rec.a_points,
        "b_points": rec.b_points,
        "a_hand_points": rec.a_hand_points,
        "b_hand_points": rec.b_hand_points,
        "deals": rec.deals,
        "engine": engine,
    }
    if rec.matches:
        body["matches"] = list(rec.matches)
        body["forfeits"] = rec.forfeits
    return body


def record_of(result: dict[str, Any]) -> PairRecord:
    """A recorded pair (an event body, upcast to version 2) as a ``PairRecord``."""
    return PairRecord(
        result["a"],
        result["b"],
        result["a_wins"],
        result["b_wins"],
        result["ties"],
        result.get("a_points"),
        result.get("b_points"),
        result["deals"],
        result.get("a_hand_points"),
        result.get("b_hand_points"),
        k=result["k"],
        matches=tuple(result.get("matches") or ()),
        forfeits=result.get("forfeits") or 0,
    )


def match_totals(game: Match) -> list[int]:
    """A finished match's totals per seat: with every bonus when it reached its target, else
    (a resignation, a missed deadline, a deal-limited game) the hand points scored."""
    result = game.result or {}
    totals = result.get("totals")
    if result.get("reason") == "target_reached" and isinstance(totals, list):
        return [int(totals[0]), int(totals[1])]
    return [int(game.scores[0]), int(game.scores[1])]


def record_of_games(a: str, b: str, k: int, first: Match, second: Match) -> PairRecord:
    """Pair ``k``, of two finished matches of the same seed: A in seat 0 of ``first`` and in
    seat 1 of ``second``; the same measures as a built-in pair, with the matches."""
    a_wins = int(first.winner == 0) + int(second.winner == 1)
    b_wins = int(first.winner == 1) + int(second.winner == 0)
    t1, t2 = match_totals(first), match_totals(second)
    return PairRecord(
        a,
        b,
        a_wins,
        b_wins,
        2 - a_wins - b_wins,
        t1[0] + t2[1],
        t1[1] + t2[0],
        first.deal + 1 + second.deal + 1,
        first.scores[0] + second.scores[1],
        first.scores[1] + second.scores[0],
        k=k,
        matches=(str(first.id), str(second.id)),
        forfeits=sum(1 for game in (first, second) if game.forfeited_by is not None),
    )
