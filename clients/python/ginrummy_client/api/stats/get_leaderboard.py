from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_leaderboard_game import GetLeaderboardGame
from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = 100,
    game: GetLeaderboardGame | Unset = GetLeaderboardGame.GIN,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    json_game: str | Unset = UNSET
    if not isinstance(game, Unset):
        json_game = game.value

    params["game"] = json_game

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/leaderboard",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Leaderboard | Problem | None:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Leaderboard | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    game: GetLeaderboardGame | Unset = GetLeaderboardGame.GIN,
) -> Response[Leaderboard | Problem]:
    """Players and bots ranked by rating in one game: Gin by Glicko-2 (rating minus twice the deviation),
    Rummy by openskill (mu minus three sigma)

    Args:
        limit (int | Unset):  Default: 100.
        game (GetLeaderboardGame | Unset): the game ranked (the default: gin) Default:
            GetLeaderboardGame.GIN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        game=game,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    game: GetLeaderboardGame | Unset = GetLeaderboardGame.GIN,
) -> Leaderboard | Problem | None:
    """Players and bots ranked by rating in one game: Gin by Glicko-2 (rating minus twice the deviation),
    Rummy by openskill (mu minus three sigma)

    Args:
        limit (int | Unset):  Default: 100.
        game (GetLeaderboardGame | Unset): the game ranked (the default: gin) Default:
            GetLeaderboardGame.GIN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
    """

    return sync_detailed(
        client=client,
        limit=limit,
        game=game,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    game: GetLeaderboardGame | Unset = GetLeaderboardGame.GIN,
) -> Response[Leaderboard | Problem]:
    """Players and bots ranked by rating in one game: Gin by Glicko-2 (rating minus twice the deviation),
    Rummy by openskill (mu minus three sigma)

    Args:
        limit (int | Unset):  Default: 100.
        game (GetLeaderboardGame | Unset): the game ranked (the default: gin) Default:
            GetLeaderboardGame.GIN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        game=game,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    game: GetLeaderboardGame | Unset = GetLeaderboardGame.GIN,
) -> Leaderboard | Problem | None:
    """Players and bots ranked by rating in one game: Gin by Glicko-2 (rating minus twice the deviation),
    Rummy by openskill (mu minus three sigma)

    Args:
        limit (int | Unset):  Default: 100.
        game (GetLeaderboardGame | Unset): the game ranked (the default: gin) Default:
            GetLeaderboardGame.GIN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            game=game,
        )
    ).parsed
