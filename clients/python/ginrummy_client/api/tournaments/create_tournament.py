from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.tournament import Tournament
from ...models.tournament_create import TournamentCreate
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: TournamentCreate,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/tournaments",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Tournament | None:
    if response.status_code == 201:
        response_201 = Tournament.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

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
) -> Response[Problem | Tournament]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: TournamentCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | Tournament]:
    """Create a tournament of bots (pairs of matches or of deals); start it to play

     409: an entrant named twice, a third entrant of an SPRT or a fifth of a Rummy table. A Swiss
    tournament takes `rounds`. `game: rummy` plays Rummy's built-in levels with its `options` (422 for
    Gin's `rules`); format rummy-table seats 3 or 4 of them at one table. Players enter their own bots
    with POST /tournaments/{id}/entrants (kind http; in Gin's and Rummy's two-seat formats).

    Args:
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        body (TournamentCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Tournament]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: TournamentCreate,
    idempotency_key: str | Unset = UNSET,
) -> Problem | Tournament | None:
    """Create a tournament of bots (pairs of matches or of deals); start it to play

     409: an entrant named twice, a third entrant of an SPRT or a fifth of a Rummy table. A Swiss
    tournament takes `rounds`. `game: rummy` plays Rummy's built-in levels with its `options` (422 for
    Gin's `rules`); format rummy-table seats 3 or 4 of them at one table. Players enter their own bots
    with POST /tournaments/{id}/entrants (kind http; in Gin's and Rummy's two-seat formats).

    Args:
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        body (TournamentCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Tournament
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: TournamentCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | Tournament]:
    """Create a tournament of bots (pairs of matches or of deals); start it to play

     409: an entrant named twice, a third entrant of an SPRT or a fifth of a Rummy table. A Swiss
    tournament takes `rounds`. `game: rummy` plays Rummy's built-in levels with its `options` (422 for
    Gin's `rules`); format rummy-table seats 3 or 4 of them at one table. Players enter their own bots
    with POST /tournaments/{id}/entrants (kind http; in Gin's and Rummy's two-seat formats).

    Args:
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        body (TournamentCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Tournament]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: TournamentCreate,
    idempotency_key: str | Unset = UNSET,
) -> Problem | Tournament | None:
    """Create a tournament of bots (pairs of matches or of deals); start it to play

     409: an entrant named twice, a third entrant of an SPRT or a fifth of a Rummy table. A Swiss
    tournament takes `rounds`. `game: rummy` plays Rummy's built-in levels with its `options` (422 for
    Gin's `rules`); format rummy-table seats 3 or 4 of them at one table. Players enter their own bots
    with POST /tournaments/{id}/entrants (kind http; in Gin's and Rummy's two-seat formats).

    Args:
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        body (TournamentCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Tournament
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
