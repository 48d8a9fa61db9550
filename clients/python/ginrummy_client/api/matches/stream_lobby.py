from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/lobby/stream",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | None:
    if response.status_code == 200:
        response_200 = cast(Any, response.text)
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | Problem]:
    """Live changes of the lobby (Server-Sent Events): read GET /matches on each

     Sends 'lobby_changed' (a `LobbyChanged`: `open`, the number of open Gin matches; `open_by_game`,
    each game's) when the stream opens and whenever the open matches of a lobby (Gin's or Rummy's)
    change: one is created, joined, started or cancelled. An idle stream sends a comment line (keep-
    alive); it ends after GINRUMMY_SSE_MAX_SECONDS (reconnect). A token (anonymous: an address) holds at
    most GINRUMMY_SSE_MAX_PER_TOKEN streams (429 `too-many-streams` past it), a replica
    GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Any | Problem | None:
    """Live changes of the lobby (Server-Sent Events): read GET /matches on each

     Sends 'lobby_changed' (a `LobbyChanged`: `open`, the number of open Gin matches; `open_by_game`,
    each game's) when the stream opens and whenever the open matches of a lobby (Gin's or Rummy's)
    change: one is created, joined, started or cancelled. An idle stream sends a comment line (keep-
    alive); it ends after GINRUMMY_SSE_MAX_SECONDS (reconnect). A token (anonymous: an address) holds at
    most GINRUMMY_SSE_MAX_PER_TOKEN streams (429 `too-many-streams` past it), a replica
    GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | Problem]:
    """Live changes of the lobby (Server-Sent Events): read GET /matches on each

     Sends 'lobby_changed' (a `LobbyChanged`: `open`, the number of open Gin matches; `open_by_game`,
    each game's) when the stream opens and whenever the open matches of a lobby (Gin's or Rummy's)
    change: one is created, joined, started or cancelled. An idle stream sends a comment line (keep-
    alive); it ends after GINRUMMY_SSE_MAX_SECONDS (reconnect). A token (anonymous: an address) holds at
    most GINRUMMY_SSE_MAX_PER_TOKEN streams (429 `too-many-streams` past it), a replica
    GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Any | Problem | None:
    """Live changes of the lobby (Server-Sent Events): read GET /matches on each

     Sends 'lobby_changed' (a `LobbyChanged`: `open`, the number of open Gin matches; `open_by_game`,
    each game's) when the stream opens and whenever the open matches of a lobby (Gin's or Rummy's)
    change: one is created, joined, started or cancelled. An idle stream sends a comment line (keep-
    alive); it ends after GINRUMMY_SSE_MAX_SECONDS (reconnect). A token (anonymous: an address) holds at
    most GINRUMMY_SSE_MAX_PER_TOKEN streams (429 `too-many-streams` past it), a replica
    GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
