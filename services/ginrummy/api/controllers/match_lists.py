"""What the two games' match lists share (``GET /matches``, ``GET /rummy/matches``): their
query parameters, their refusals and whose matches they list."""

from __future__ import annotations

from typing import Annotated, Literal
from uuid import UUID

from litestar.params import QueryParameter

from ginrummy.api.problems import responses
from ginrummy.service import bots
from ginrummy.service.errors import InvalidRequestError, NotFoundError
from ginrummy.service.projections import ReadModel

Status = Annotated[
    Literal["open", "active", "finished", "cancelled", "any"], QueryParameter(name="status")
]
Mine = Annotated[bool, QueryParameter(name="mine")]
Limit = Annotated[int, QueryParameter(name="limit", ge=1, le=500)]
Side = Annotated[
    str | None,
    QueryParameter(
        name="player",
        max_length=64,
        description="a player's id, or a bot level's 'bot:<level>' (the leaderboard's "
        "player_id): that side's matches, as public as the lobby's",
    ),
]
RESPONSES = responses(
    400,
    401,
    404,
    422,
    429,
    described={
        404: "'player' names no player and no bot level (player-not-found)",
        422: "'mine' without a credential (mine-needs-token), or with 'player' (invalid-request)",
    },
)


def check_side(read_model: ReadModel, player: str) -> None:
    """404 ``player-not-found`` unless ``player`` is a registered player's id or a bot level
    on offer's ``bot:<level>``."""
    level = player.removeprefix("bot:")
    if level != player and level in bots.available_levels():
        return
    if level == player and read_model.is_player(player):
        return
    raise NotFoundError(
        f"no player {player!r}: a player's id, or 'bot:<level>' with a level of GET /bots",
        reason="player-not-found",
    )


def listed_side(
    read_model: ReadModel, viewer: UUID | None, mine: bool, player: str | None
) -> str | None:
    """Whose matches a list shows: the caller's (``mine``), a player's or a bot level's
    (``player``), or ``None`` for the lobby's; 422 for ``mine`` without a credential or with
    ``player``, 404 for a ``player`` that names no one."""
    if mine and viewer is None:
        raise InvalidRequestError(
            "'mine' needs a credential: 'Authorization: Bearer <token>' or the session cookie",
            reason="mine-needs-token",
        )
    if mine and player is not None:
        raise InvalidRequestError(
            "'mine' and 'player' both name whose matches to list: send one of them",
            reason="invalid-request",
        )
    if player is not None:
        check_side(read_model, player)
    return str(viewer) if mine else player


def wanted_status(status: str) -> str | None:
    """The status a list keeps (``any``: every status)."""
    return None if status == "any" else status
