from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.challenge_create import ChallengeCreate
from ...models.challenge_out import ChallengeOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: ChallengeCreate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/challenges",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChallengeOut | Problem | None:
    if response.status_code == 201:
        response_201 = ChallengeOut.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[ChallengeOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ChallengeCreate,
) -> Response[ChallengeOut | Problem]:
    """Challenge a player to a match (expires after 10 minutes, or `expires_in`)

     Refusals: 403 `blocked` or `not-allowed-by-settings` (the player's `who_may_challenge`), 404
    `player-not-found`, 422 `invalid-rules`, `bad-seat`.

    Args:
        body (ChallengeCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: ChallengeCreate,
) -> ChallengeOut | Problem | None:
    """Challenge a player to a match (expires after 10 minutes, or `expires_in`)

     Refusals: 403 `blocked` or `not-allowed-by-settings` (the player's `who_may_challenge`), 404
    `player-not-found`, 422 `invalid-rules`, `bad-seat`.

    Args:
        body (ChallengeCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ChallengeCreate,
) -> Response[ChallengeOut | Problem]:
    """Challenge a player to a match (expires after 10 minutes, or `expires_in`)

     Refusals: 403 `blocked` or `not-allowed-by-settings` (the player's `who_may_challenge`), 404
    `player-not-found`, 422 `invalid-rules`, `bad-seat`.

    Args:
        body (ChallengeCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ChallengeCreate,
) -> ChallengeOut | Problem | None:
    """Challenge a player to a match (expires after 10 minutes, or `expires_in`)

     Refusals: 403 `blocked` or `not-allowed-by-settings` (the player's `who_may_challenge`), 404
    `player-not-found`, 422 `invalid-rules`, `bad-seat`.

    Args:
        body (ChallengeCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
