from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_rummy_matches_status import ListRummyMatchesStatus
from ...models.problem import Problem
from ...models.rummy_match_list import RummyMatchList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListRummyMatchesStatus | Unset = ListRummyMatchesStatus.OPEN,
    mine: bool | Unset = False,
    limit: int | Unset = 50,
    player: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["mine"] = mine

    params["limit"] = limit

    params["player"] = player

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/rummy/matches",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RummyMatchList | None:
    if response.status_code == 200:
        response_200 = RummyMatchList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | RummyMatchList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListRummyMatchesStatus | Unset = ListRummyMatchesStatus.OPEN,
    mine: bool | Unset = False,
    limit: int | Unset = 50,
    player: str | Unset = UNSET,
) -> Response[Problem | RummyMatchList]:
    """The Rummy lobby: matches waiting for players by default (Gin's are at GET /matches); 'mine' lists
    your own matches, 'player' a player's (or a bot level's)

    Args:
        status (ListRummyMatchesStatus | Unset):  Default: ListRummyMatchesStatus.OPEN.
        mine (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        player (str | Unset): a player's id, or a bot level's 'bot:<level>' (the leaderboard's
            player_id): that side's matches, as public as the lobby's

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RummyMatchList]
    """

    kwargs = _get_kwargs(
        status=status,
        mine=mine,
        limit=limit,
        player=player,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    status: ListRummyMatchesStatus | Unset = ListRummyMatchesStatus.OPEN,
    mine: bool | Unset = False,
    limit: int | Unset = 50,
    player: str | Unset = UNSET,
) -> Problem | RummyMatchList | None:
    """The Rummy lobby: matches waiting for players by default (Gin's are at GET /matches); 'mine' lists
    your own matches, 'player' a player's (or a bot level's)

    Args:
        status (ListRummyMatchesStatus | Unset):  Default: ListRummyMatchesStatus.OPEN.
        mine (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        player (str | Unset): a player's id, or a bot level's 'bot:<level>' (the leaderboard's
            player_id): that side's matches, as public as the lobby's

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RummyMatchList
    """

    return sync_detailed(
        client=client,
        status=status,
        mine=mine,
        limit=limit,
        player=player,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListRummyMatchesStatus | Unset = ListRummyMatchesStatus.OPEN,
    mine: bool | Unset = False,
    limit: int | Unset = 50,
    player: str | Unset = UNSET,
) -> Response[Problem | RummyMatchList]:
    """The Rummy lobby: matches waiting for players by default (Gin's are at GET /matches); 'mine' lists
    your own matches, 'player' a player's (or a bot level's)

    Args:
        status (ListRummyMatchesStatus | Unset):  Default: ListRummyMatchesStatus.OPEN.
        mine (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        player (str | Unset): a player's id, or a bot level's 'bot:<level>' (the leaderboard's
            player_id): that side's matches, as public as the lobby's

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RummyMatchList]
    """

    kwargs = _get_kwargs(
        status=status,
        mine=mine,
        limit=limit,
        player=player,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: ListRummyMatchesStatus | Unset = ListRummyMatchesStatus.OPEN,
    mine: bool | Unset = False,
    limit: int | Unset = 50,
    player: str | Unset = UNSET,
) -> Problem | RummyMatchList | None:
    """The Rummy lobby: matches waiting for players by default (Gin's are at GET /matches); 'mine' lists
    your own matches, 'player' a player's (or a bot level's)

    Args:
        status (ListRummyMatchesStatus | Unset):  Default: ListRummyMatchesStatus.OPEN.
        mine (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        player (str | Unset): a player's id, or a bot level's 'bot:<level>' (the leaderboard's
            player_id): that side's matches, as public as the lobby's

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RummyMatchList
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            mine=mine,
            limit=limit,
            player=player,
        )
    ).parsed
