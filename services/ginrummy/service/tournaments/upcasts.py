"""How a tournament's events stored in earlier versions read today (eventsourcing's upcasting:
each ``<event>_v<n>_v<n+1>`` is the event class's ``upcast_v<n>_v<n+1>``, applied in turn to a
stored event's state before it is built)."""

from __future__ import annotations

from typing import Any

# The time control of an HTTP entrant's moves when the tournament named none (before version 2).
DEFAULT_MOVE_DEADLINE_MS = 10_000


def created_v1_v2(state: dict[str, Any]) -> None:
    """Version 2 adds the time control of HTTP entrants."""
    state["move_deadline_ms"] = DEFAULT_MOVE_DEADLINE_MS


def created_v2_v3(state: dict[str, Any]) -> None:
    """Version 3 adds the pair unit, the ratings of HTTP games and the SPRT's model: earlier
    tournaments played match pairs, rated, and decided their SPRT with the approximation."""
    state["pair"] = "matches"
    state["rated"] = True
    state["sprt_model"] = "approximate" if state.get("sprt") is not None else None


def created_v3_v4(state: dict[str, Any]) -> None:
    """Version 4 adds the game and Rummy's options: every earlier tournament was Gin's."""
    state["game"] = "gin"
    state["options"] = None


def pair_finished_v1_v2(state: dict[str, Any]) -> None:
    """Version 2 records both measures of points for every entrant kind. A version 1 pair of
    an HTTP entrant (with ``matches``) recorded hand points as its points: they become its hand
    points and its totals are unknown; a version 1 built-in pair recorded the totals, and its
    hand points are unknown."""
    result = dict(state["result"])
    result["unit"] = "matches"
    if result.get("matches"):
        result["a_hand_points"] = result.get("a_points")
        result["b_hand_points"] = result.get("b_points")
        result["a_points"] = None
        result["b_points"] = None
    else:
        result["a_hand_points"] = None
        result["b_hand_points"] = None
    state["result"] = result
