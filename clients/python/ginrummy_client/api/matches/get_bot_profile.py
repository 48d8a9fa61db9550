from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bot_profile import BotProfile
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    level: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/bots/{level}".format(
            level=quote(str(level), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BotProfile | Problem | None:
    if response.status_code == 200:
        response_200 = BotProfile.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[BotProfile | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    level: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[BotProfile | Problem]:
    """A built-in bot level's public profile, statistics and rating (the leaderboard's 'bot:<level>')

    Args:
        level (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotProfile | Problem]
    """

    kwargs = _get_kwargs(
        level=level,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    level: str,
    *,
    client: AuthenticatedClient | Client,
) -> BotProfile | Problem | None:
    """A built-in bot level's public profile, statistics and rating (the leaderboard's 'bot:<level>')

    Args:
        level (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotProfile | Problem
    """

    return sync_detailed(
        level=level,
        client=client,
    ).parsed


async def asyncio_detailed(
    level: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[BotProfile | Problem]:
    """A built-in bot level's public profile, statistics and rating (the leaderboard's 'bot:<level>')

    Args:
        level (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotProfile | Problem]
    """

    kwargs = _get_kwargs(
        level=level,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    level: str,
    *,
    client: AuthenticatedClient | Client,
) -> BotProfile | Problem | None:
    """A built-in bot level's public profile, statistics and rating (the leaderboard's 'bot:<level>')

    Args:
        level (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotProfile | Problem
    """

    return (
        await asyncio_detailed(
            level=level,
            client=client,
        )
    ).parsed
