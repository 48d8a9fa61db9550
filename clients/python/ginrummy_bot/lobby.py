"""Each game's lobby as the runner uses it (``join_open``, ``create_open``): Gin's
``/matches`` (:class:`GinLobby`) and Rummy's ``/rummy/matches`` (:class:`RummyLobby`), one
interface (:class:`GameLobby`) the runner drives the same way for both."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ginrummy_client import AuthenticatedClient
from ginrummy_client.api.matches import create_match, join_match, list_matches
from ginrummy_client.api.rummy import create_rummy_match, join_rummy_match, list_rummy_matches
from ginrummy_client.models import (
    ListMatchesStatus,
    ListRummyMatchesStatus,
    MatchCreate,
    MatchList,
    OpenOpponent,
    OpenOpponentKind,
    Rules,
    RummyMatchCreate,
    RummyMatchList,
)
from ginrummy_client.types import Response

#: The runner's way of sending a request: ``call(what, send)`` (retries included).
Call = Callable[[str, Callable[[], Response[Any]]], Response[Any]]

#: The games whose lobby the runner can use, and how many seats each may have.
SEATS = {"gin": (2, 2), "rummy": (2, 4)}


@dataclass(frozen=True)
class Listed:
    """An open match of the lobby: its id, its seated players' ids and its seats' names."""

    id: str
    players: frozenset[str]
    names: frozenset[str]


class GameLobby(Protocol):
    """One game's lobby."""

    game: str

    def mine(self) -> int:
        """How many of the player's own matches are open or in play."""
        ...

    def open_matches(self) -> list[Listed]:
        """The matches waiting for players."""
        ...

    def join(self, match_id: str, key: str) -> bool:
        """Takes a free seat (``key``: the request's idempotency key); whether it was taken."""
        ...

    def create(self, key: str) -> Response[Any]:
        """Creates an open match of the player's (the answer: 201 and the match, or why not)."""
        ...


class GinLobby:
    """Gin's lobby: ``GET /matches``, ``POST /matches`` (the player against an open seat, with
    ``rules``), ``POST /matches/{id}/join``."""

    game = "gin"

    def __init__(
        self, client: AuthenticatedClient, call: Call, rules: dict[str, Any] | None
    ) -> None:
        self.client = client
        self.call = call
        self.rules = rules

    def mine(self) -> int:
        count = 0
        for status in (ListMatchesStatus.OPEN, ListMatchesStatus.ACTIVE):
            listed = self.call(
                "GET /matches",
                lambda status=status: list_matches.sync_detailed(  # type: ignore[misc]
                    client=self.client, status=status, mine=True
                ),
            ).parsed
            count += len(listed.matches) if isinstance(listed, MatchList) else 0
        return count

    def open_matches(self) -> list[Listed]:
        listed = self.call(
            "GET /matches",
            lambda: list_matches.sync_detailed(client=self.client, status=ListMatchesStatus.OPEN),
        ).parsed
        return [
            Listed(
                m.id,
                frozenset(s.player_id for s in m.seats if s.player_id is not None),
                frozenset(s.name for s in m.seats if isinstance(s.name, str)),
            )
            for m in (listed.matches if isinstance(listed, MatchList) else [])
        ]

    def join(self, match_id: str, key: str) -> bool:
        joined = self.call(
            f"POST /matches/{match_id}/join",
            lambda: join_match.sync_detailed(
                uuid.UUID(match_id), client=self.client, idempotency_key=key
            ),
        )
        return joined.status_code == 200

    def create(self, key: str) -> Response[Any]:
        body = MatchCreate(opponent=OpenOpponent(kind=OpenOpponentKind.OPEN))
        if self.rules is not None:
            body.rules = Rules.from_dict(self.rules)
        created = self.call(
            "POST /matches",
            lambda: create_match.sync_detailed(client=self.client, body=body, idempotency_key=key),
        )
        return created


class RummyLobby:
    """Rummy's lobby: ``GET /rummy/matches``, ``POST /rummy/matches`` (the player's seat first,
    then ``seats - 1`` open seats, with ``options``), ``POST /rummy/matches/{id}/join``."""

    game = "rummy"

    def __init__(
        self,
        client: AuthenticatedClient,
        call: Call,
        seats: int,
        options: dict[str, Any] | None,
    ) -> None:
        self.client = client
        self.call = call
        self.seats = seats
        self.options = options

    def mine(self) -> int:
        count = 0
        for status in (ListRummyMatchesStatus.OPEN, ListRummyMatchesStatus.ACTIVE):
            listed = self.call(
                "GET /rummy/matches",
                lambda status=status: list_rummy_matches.sync_detailed(  # type: ignore[misc]
                    client=self.client, status=status, mine=True
                ),
            ).parsed
            count += len(listed.matches) if isinstance(listed, RummyMatchList) else 0
        return count

    def open_matches(self) -> list[Listed]:
        listed = self.call(
            "GET /rummy/matches",
            lambda: list_rummy_matches.sync_detailed(
                client=self.client, status=ListRummyMatchesStatus.OPEN
            ),
        ).parsed
        return [
            Listed(
                m.id,
                frozenset(s.player_id for s in m.seats if isinstance(s.player_id, str)),
                frozenset(s.name for s in m.seats if isinstance(s.name, str)),
            )
            for m in (listed.matches if isinstance(listed, RummyMatchList) else [])
        ]

    def join(self, match_id: str, key: str) -> bool:
        joined = self.call(
            f"POST /rummy/matches/{match_id}/join",
            lambda: join_rummy_match.sync_detailed(
                uuid.UUID(match_id), client=self.client, idempotency_key=key
            ),
        )
        return joined.status_code == 200

    def create(self, key: str) -> Response[Any]:
        seats = [{"kind": "me"}] + [{"kind": "open"}] * (self.seats - 1)
        body = RummyMatchCreate.from_dict({"seats": seats, "options": self.options or {}})
        created = self.call(
            "POST /rummy/matches",
            lambda: create_rummy_match.sync_detailed(
                client=self.client, body=body, idempotency_key=key
            ),
        )
        return created


def lobby_of(
    game: str,
    client: AuthenticatedClient,
    call: Call,
    *,
    seats: int = 2,
    rules: dict[str, Any] | None = None,
    options: dict[str, Any] | None = None,
) -> GameLobby:
    """The lobby of ``game`` (``gin`` or ``rummy``); a ``ValueError`` names what is wrong."""
    if game not in SEATS:
        raise ValueError(f"no lobby for the game {game!r}: one of {', '.join(SEATS)}")
    low, high = SEATS[game]
    if not low <= seats <= high:
        raise ValueError(f"a {game} match has {low} to {high} seats, not {seats}")
    if game == "gin":
        if options is not None:
            raise ValueError("options are Rummy's: a Gin match takes rules")
        return GinLobby(client, call, rules)
    if rules is not None:
        raise ValueError("rules are Gin's: a Rummy match takes options")
    return RummyLobby(client, call, seats, options)
