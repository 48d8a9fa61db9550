from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.replayed_game import ReplayedGame
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: UUID,
    position: int,
    *,
    game: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["game"] = game

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tournaments/{tournament_id}/games/{position}/moves".format(
            tournament_id=quote(str(tournament_id), safe=""),
            position=quote(str(position), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ReplayedGame | None:
    if response.status_code == 200:
        response_200 = ReplayedGame.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | ReplayedGame]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: UUID,
    position: int,
    *,
    client: AuthenticatedClient | Client,
    game: int | Unset = 0,
) -> Response[Problem | ReplayedGame]:
    """One game of a recorded built-in pair, move by move, played again from its seed

     `game` 0 is the pair's first game (A in seat 0), 1 the second (A in seat 1). The game is played
    again by the core from the pair's seed, with the same bots' seeds, so it is the recorded game; it
    takes as long as the bots take. A deal pair's game is its one deal (`match_seed` and the deal's
    `dealer` deal it in a core `Deal`; the result `deals_played`). 404: no pair at that position; 409:
    an HTTP pair, whose games are ordinary matches (read them under /matches), or a Rummy tournament's
    pair (read it at .../rummy-moves).

    Args:
        tournament_id (UUID):
        position (int):
        game (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReplayedGame]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        position=position,
        game=game,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: UUID,
    position: int,
    *,
    client: AuthenticatedClient | Client,
    game: int | Unset = 0,
) -> Problem | ReplayedGame | None:
    """One game of a recorded built-in pair, move by move, played again from its seed

     `game` 0 is the pair's first game (A in seat 0), 1 the second (A in seat 1). The game is played
    again by the core from the pair's seed, with the same bots' seeds, so it is the recorded game; it
    takes as long as the bots take. A deal pair's game is its one deal (`match_seed` and the deal's
    `dealer` deal it in a core `Deal`; the result `deals_played`). 404: no pair at that position; 409:
    an HTTP pair, whose games are ordinary matches (read them under /matches), or a Rummy tournament's
    pair (read it at .../rummy-moves).

    Args:
        tournament_id (UUID):
        position (int):
        game (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReplayedGame
    """

    return sync_detailed(
        tournament_id=tournament_id,
        position=position,
        client=client,
        game=game,
    ).parsed


async def asyncio_detailed(
    tournament_id: UUID,
    position: int,
    *,
    client: AuthenticatedClient | Client,
    game: int | Unset = 0,
) -> Response[Problem | ReplayedGame]:
    """One game of a recorded built-in pair, move by move, played again from its seed

     `game` 0 is the pair's first game (A in seat 0), 1 the second (A in seat 1). The game is played
    again by the core from the pair's seed, with the same bots' seeds, so it is the recorded game; it
    takes as long as the bots take. A deal pair's game is its one deal (`match_seed` and the deal's
    `dealer` deal it in a core `Deal`; the result `deals_played`). 404: no pair at that position; 409:
    an HTTP pair, whose games are ordinary matches (read them under /matches), or a Rummy tournament's
    pair (read it at .../rummy-moves).

    Args:
        tournament_id (UUID):
        position (int):
        game (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReplayedGame]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        position=position,
        game=game,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: UUID,
    position: int,
    *,
    client: AuthenticatedClient | Client,
    game: int | Unset = 0,
) -> Problem | ReplayedGame | None:
    """One game of a recorded built-in pair, move by move, played again from its seed

     `game` 0 is the pair's first game (A in seat 0), 1 the second (A in seat 1). The game is played
    again by the core from the pair's seed, with the same bots' seeds, so it is the recorded game; it
    takes as long as the bots take. A deal pair's game is its one deal (`match_seed` and the deal's
    `dealer` deal it in a core `Deal`; the result `deals_played`). 404: no pair at that position; 409:
    an HTTP pair, whose games are ordinary matches (read them under /matches), or a Rummy tournament's
    pair (read it at .../rummy-moves).

    Args:
        tournament_id (UUID):
        position (int):
        game (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReplayedGame
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            position=position,
            client=client,
            game=game,
        )
    ).parsed
