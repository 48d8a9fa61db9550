"""Helpers of the API tests: players, matches and a random legal policy over HTTP, through the
generated Python client (``clients/python``) given the test's own httpx client (the Litestar
``TestClient`` or a live server's ``httpx.Client``). Players: ``support.players``."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any
from uuid import UUID

from ginrummy_bot import action_body
from ginrummy_client.api.matches import create_match, get_match, join_match, play_action
from ginrummy_client.models import (
    Match,
    MatchCreate,
    MatchStatus,
    OpenOpponent,
    OpenOpponentKind,
    Rules,
)
from support.players import Headers, api, register

__all__ = ["ACTION_EVENTS", "Headers", "api", "choose", "open_match", "play", "register"]

# The events that record a seat's action (not the deals, scores and results).
ACTION_EVENTS = frozenset(
    {
        "upcard_taken",
        "upcard_passed",
        "drew_stock",
        "drew_discard",
        "discarded",
        "knocked",
        "big_gin_declared",
        "laid_off",
        "layoff_finished",
    }
)


def open_match(
    client: Any, creator: Headers, joiner: Headers, rules: dict[str, Any] | None = None
) -> str:
    body = MatchCreate(
        rules=Rules.from_dict(rules or {"target_score": 30}),
        opponent=OpenOpponent(kind=OpenOpponentKind.OPEN),
        seat=0,
    )
    r = create_match.sync_detailed(client=api(client, creator), body=body)
    assert r.status_code == 201 and isinstance(r.parsed, Match), r.content
    match_id = r.parsed.id
    joined = join_match.sync_detailed(UUID(match_id), client=api(client, joiner))
    assert joined.status_code == 200 and isinstance(joined.parsed, Match), joined.content
    assert joined.parsed.status == MatchStatus.ACTIVE
    return match_id


def choose(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A random legal action, biased towards ending deals (knocks, big gin)."""
    enders = [a for a in legal if a["type"] in ("knock", "big_gin")]
    if enders and rng.random() < 0.9:
        return rng.choice(enders)
    return rng.choice(legal)


def play(
    client: Any,
    match_id: str,
    seats: list[Headers],
    rng: random.Random,
    max_moves: int = 100_000,
    check: Callable[[int, dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """Plays random legal actions for both seats until the match ends (or ``max_moves``);
    returns the last match document (as JSON)."""
    ids = UUID(match_id)
    views = [json.loads(get_match.sync_detailed(ids, client=api(client, h)).content) for h in seats]
    moves = 0
    while moves < max_moves:
        current = max(views, key=lambda v: int(v["version"]))
        if current["status"] != "active":
            return current
        seat = int(current["to_act"])
        read = get_match.sync_detailed(ids, client=api(client, seats[seat]))
        assert read.status_code == 200, read.content
        view = json.loads(read.content)
        if check is not None:
            check(seat, view)
        action = choose(view["view"]["legal_actions"], rng)
        r = play_action.sync_detailed(
            ids,
            client=api(client, seats[seat]),
            body=action_body(action),
            if_match=f'"{view["version"]}"',
        )
        assert r.status_code == 200 and isinstance(r.parsed, Match), r.content
        views[seat] = json.loads(r.content)
        moves += 1
    return max(views, key=lambda v: int(v["version"]))
