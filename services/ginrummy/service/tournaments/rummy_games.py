"""Rummy's built-in bots at a tournament's tables, through the binding (``ginrummy._core.rummy``).

The rules, the deal and the bots are the core's: a game is a core ``rummy.Match`` of the
table's seats, dealt from ``table_seed(seed, k)`` (the same cards for every game of deal
``k``), each move the core's ``bot_action(level, move_seed)`` for the seat to act. A game is
either the match to its target (``unit="matches"``) or its first hand alone (``"deals"``).

- Two seats (every format Gin has): pair ``k`` is that game played twice with the seats swapped
  (A in seat 0, then in seat 1), recorded as Gin's pairs are (``stats.PairRecord``): a game won
  scores 1, a game without one winner (a stalemate, equal penalty scores) 1/2 each.
- Three or four seats (the ``rummy-table`` format): deal set ``k`` is the game played once per
  rotation of the seats (rotation ``r``: seat ``j`` holds entrant ``(j + r) % n``), so every
  entrant holds every seat's cards; each game records every seat's points, hands and rank.

The levels are the core's (``rummy.bot_levels()``), never listed here. A game depends only on
``(levels in seat order, options, seed, k, game)``: batches give the same records in any
number of worker processes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

from ginrummy._core import rummy
from ginrummy.service.tournaments.stats import PairRecord

_U64 = (1 << 64) - 1


def levels() -> list[str]:
    """The built-in Rummy levels, weakest first (the core's)."""
    return list(rummy.bot_levels())


def check_level(name: str) -> str:
    """``name`` when it is a built-in Rummy level, else ``ValueError``."""
    known = levels()
    if name not in known:
        raise ValueError(f"unknown Rummy bot level {name!r} (one of {', '.join(known)})")
    return name


def _mix(*parts: int | str) -> int:
    digest = hashlib.sha256(":".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") & _U64


def table_seed(seed: int, k: int) -> int:
    """The core match seed of deal ``k`` of a pairing (or table) of seed ``seed``."""
    return _mix(seed, k)


def penalty_scoring(options: Mapping[str, Any] | None) -> bool:
    """Whether a lower score is better (``scoring: penalty``)."""
    return bool(options) and (options or {}).get("scoring") == "penalty"


def ranks(points: Sequence[int], penalty: bool) -> list[int]:
    """Each seat's rank in a game (1 first), seats of equal points sharing one: by points, or
    by fewest points under penalty scoring."""
    key = [-p for p in points] if penalty else list(points)
    return [1 + sum(1 for other in key if other > mine) for mine in key]


def _played(
    seat_levels: Sequence[str],
    seed: int,
    k: int,
    game: int,
    options: Mapping[str, Any] | None,
    unit: str,
    steps: list[dict[str, Any]] | None = None,
) -> tuple[Any, dict[str, Any]]:
    """The one game loop of ``play_game`` and ``replay_game``: the core match when it ends and
    the game's record; each step (``steps``: the seat, the hand, the table as the seat acted on
    it with every seat's hand, the action) appended as it is played."""
    if unit not in ("matches", "deals"):
        raise ValueError(f"a Rummy game is a match or a deal, not {unit!r}")
    match = rummy.Match(len(seat_levels), table_seed(seed, k), dict(options or {}))
    bots = _mix(seed, k, game, "bots")
    move = 0
    while not match.is_over and not (unit == "deals" and match.hands_dealt > 1):
        seat = match.to_act
        assert seat is not None
        action = match.bot_action(seat_levels[seat], (bots + move) & _U64)
        if steps is not None:
            steps.append(_step(match, seat, action))
        match.apply(action)
        move += 1
    played = match.hands()
    points = [int(s) for s in match.standings()["scores"]]
    if unit == "deals":
        played = played[:1]
    record = {
        "points": points,
        "hands": len(played),
        "ranks": ranks(points, penalty_scoring(options)),
    }
    return match, record


def _step(match: Any, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    table = match.observation(0)
    for key in ("seat", "hand", "legal_actions"):
        table.pop(key, None)
    return {
        "seat": seat,
        "hand": match.hands_dealt - 1,
        "action": dict(action),
        "table": table,
        "hands": [match.observation(s)["hand"] for s in range(match.seats)],
    }


def play_game(
    seat_levels: Sequence[str],
    seed: int,
    k: int,
    game: int,
    options: Mapping[str, Any] | None,
    unit: str,
) -> dict[str, Any]:
    """Game ``game`` of deal ``k``: ``points`` per seat (the match's scores once its target is
    reached, or after the first hand), ``hands`` played and each seat's ``rank``."""
    return _played(seat_levels, seed, k, game, options, unit)[1]


def replay_game(
    seat_levels: Sequence[str],
    seed: int,
    k: int,
    game: int,
    options: Mapping[str, Any] | None,
    unit: str,
) -> dict[str, Any]:
    """Game ``game`` of deal ``k`` move by move, played again exactly as ``play_game`` plays
    it (the same loop): ``match_seed`` (of the core match that deals it), ``moves`` (each the
    seat, the hand, the table as the seat acted on it, every seat's hand then, and the action),
    ``hands`` (each hand's end, as the core records it) and the ``result`` (``play_game``'s)."""
    steps: list[dict[str, Any]] = []
    match, record = _played(seat_levels, seed, k, game, options, unit, steps)
    return {
        "match_seed": table_seed(seed, k),
        "moves": steps,
        "hands": [
            {"hand": n, "dealer": int(h["dealer"]), "end": h["end"]}
            for n, h in enumerate(match.hands()[: record["hands"]])
        ],
        "result": record,
    }


def play_pair(
    a: str,
    b: str,
    seed: int,
    k: int,
    options: Mapping[str, Any] | None = None,
    unit: str = "matches",
) -> PairRecord:
    """Pair ``k`` of two levels at a table of two: A in seat 0, then in seat 1."""
    first = play_game([a, b], seed, k, 0, options, unit)
    second = play_game([b, a], seed, k, 1, options, unit)
    a_wins = int(first["ranks"] == [1, 2]) + int(second["ranks"] == [2, 1])
    b_wins = int(first["ranks"] == [2, 1]) + int(second["ranks"] == [1, 2])
    a_points = first["points"][0] + second["points"][1]
    b_points = first["points"][1] + second["points"][0]
    return PairRecord(
        a,
        b,
        a_wins,
        b_wins,
        2 - a_wins - b_wins,
        a_points,
        b_points,
        first["hands"] + second["hands"],
        a_points,
        b_points,
        k=k,
    )


def play_pairs(
    a: str,
    b: str,
    seed: int,
    ks: Sequence[int],
    options: Mapping[str, Any] | None = None,
    unit: str = "matches",
) -> list[PairRecord]:
    """The pairs ``ks`` in order (one task of a worker process)."""
    return [play_pair(a, b, seed, k, options, unit) for k in ks]


def rotation(entrants: Sequence[str], r: int) -> list[str]:
    """The entrants in seat order in rotation ``r``: seat ``j`` holds ``(j + r) % n``."""
    n = len(entrants)
    return [entrants[(j + r) % n] for j in range(n)]


def play_set(
    entrants: Sequence[str],
    seed: int,
    k: int,
    options: Mapping[str, Any] | None = None,
    unit: str = "deals",
) -> dict[str, Any]:
    """Deal set ``k`` of a table: its game played once per rotation of the seats, each game
    with its ``seats`` (entrants in seat order), ``points``, ``hands`` and ``ranks``."""
    games = []
    for r in range(len(entrants)):
        seats = rotation(entrants, r)
        games.append({"rotation": r, "seats": seats, **play_game(seats, seed, k, r, options, unit)})
    return {"k": k, "seed": seed, "unit": unit, "games": games}


def play_sets(
    entrants: Sequence[str],
    seed: int,
    ks: Sequence[int],
    options: Mapping[str, Any] | None = None,
    unit: str = "deals",
) -> list[dict[str, Any]]:
    """The deal sets ``ks`` in order (one task of a worker process)."""
    return [play_set(entrants, seed, k, options, unit) for k in ks]
