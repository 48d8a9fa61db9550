"""A recorded built-in pair's games move by move: played again from the pair's seed by the
core, the same loop with the same bots' seeds, so each is the recorded game.

- ``gin_game``: Gin's (``play.replay_game``): every move, each deal's outcome, the result;
- ``rummy_game``: Rummy's (``rummy_games.replay_game``): every action with the table it was
  played on and every seat's hand then, each hand's end, the result (points, ranks, hands).

An HTTP pair's games are ordinary matches: they are read as matches (409 here, naming them).
"""

from __future__ import annotations

from typing import Any

from ginrummy.service.errors import ConflictError, NotFoundError
from ginrummy.service.tournaments import rummy_games
from ginrummy.service.tournaments.aggregate import Tournament
from ginrummy.service.tournaments.play import BotSpec, replay_game


def recorded_pair(t: Tournament, position: int, game: str) -> dict[str, Any]:
    """The built-in pair recorded at ``position`` of a tournament of ``game``: 404 when there
    is none, 409 when the tournament is of the other game or the pair is an HTTP pair."""
    if not 1 <= position <= len(t.results):
        raise NotFoundError(f"no recorded game pair at position {position}")
    if t.game != game:
        other = "rummy-moves" if t.game == "rummy" else "moves"
        raise ConflictError(
            f"this is a {t.game} tournament: its pairs' games are at "
            f"/tournaments/{t.id}/games/{position}/{other}",
            reason="conflict",
        )
    record = t.results[position - 1]
    if record.get("matches"):
        base = "/rummy/matches" if t.game == "rummy" else "/matches"
        raise ConflictError(
            f"an HTTP pair's games are matches: GET {base}/{record['matches'][0]}/events and "
            f"{base}/{record['matches'][1]}/events",
            reason="conflict",
        )
    return dict(record)


def _head(record: dict[str, Any], position: int, game: int) -> dict[str, Any]:
    a, b = record["a"], record["b"]
    return {
        "position": position,
        "game": game,
        "a": a,
        "b": b,
        "seats": [a, b] if game == 0 else [b, a],
        "seed": record["seed"],
        "k": record["k"],
    }


def gin_game(t: Tournament, position: int, game: int) -> dict[str, Any]:
    """Game ``game`` (0: A in seat 0, 1: A in seat 1) of the Gin pair at ``position``."""
    record = recorded_pair(t, position, "gin")
    specs = BotSpec.parse(record["a"]), BotSpec.parse(record["b"])
    unit = record.get("unit", "matches")
    played = replay_game(*specs, record["seed"], record["k"], game, dict(t.rules), unit)
    return {
        **_head(record, position, game),
        "match_seed": str(played["match_seed"]),
        "moves": played["moves"],
        "deals": played["deals"],
        "result": played["result"],
    }


def rummy_game(t: Tournament, position: int, game: int) -> dict[str, Any]:
    """Game ``game`` (0: A in seat 0, 1: A in seat 1) of the Rummy pair at ``position``."""
    record = recorded_pair(t, position, "rummy")
    head = _head(record, position, game)
    unit = record.get("unit", "matches")
    played = rummy_games.replay_game(
        head["seats"], record["seed"], record["k"], game, dict(t.options or {}), unit
    )
    return {
        **head,
        "unit": unit,
        "options": dict(t.options or {}),
        "match_seed": str(played["match_seed"]),
        "moves": played["moves"],
        "hands": played["hands"],
        "result": played["result"],
    }
