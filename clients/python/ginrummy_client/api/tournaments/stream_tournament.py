from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: UUID,
    *,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tournaments/{tournament_id}/stream".format(
            tournament_id=quote(str(tournament_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
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

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
    tournament_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Problem]:
    """Live: games scheduled and finished, standings, the end (SSE; Last-Event-ID)

     Each record's SSE id is the tournament's version and its type the SSE event name: `game_scheduled`
    (an HTTP game's match), `game_finished` (a recorded pair, a `GamePair`), `standings_changed`
    (standings and progress after the pairs just sent; same id as the last of them; a Rummy table's: its
    `table` report after the deal sets just recorded), `tournament_finished` (finished, cancelled or
    failed; the stream ends). Reconnect with Last-Event-ID to resume. A token (anonymous: an address)
    holds at most GINRUMMY_SSE_MAX_PER_TOKEN streams (429 `too-many-streams` past it), a replica
    GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`).

    Args:
        tournament_id (UUID):
        after (int | Unset):  Default: 0.
        last_event_id (str | Unset): resume after this event id (sent automatically by EventSource
            on reconnect)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        after=after,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,
) -> Any | Problem | None:
    """Live: games scheduled and finished, standings, the end (SSE; Last-Event-ID)

     Each record's SSE id is the tournament's version and its type the SSE event name: `game_scheduled`
    (an HTTP game's match), `game_finished` (a recorded pair, a `GamePair`), `standings_changed`
    (standings and progress after the pairs just sent; same id as the last of them; a Rummy table's: its
    `table` report after the deal sets just recorded), `tournament_finished` (finished, cancelled or
    failed; the stream ends). Reconnect with Last-Event-ID to resume. A token (anonymous: an address)
    holds at most GINRUMMY_SSE_MAX_PER_TOKEN streams (429 `too-many-streams` past it), a replica
    GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`).

    Args:
        tournament_id (UUID):
        after (int | Unset):  Default: 0.
        last_event_id (str | Unset): resume after this event id (sent automatically by EventSource
            on reconnect)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return sync_detailed(
        tournament_id=tournament_id,
        client=client,
        after=after,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Problem]:
    """Live: games scheduled and finished, standings, the end (SSE; Last-Event-ID)

     Each record's SSE id is the tournament's version and its type the SSE event name: `game_scheduled`
    (an HTTP game's match), `game_finished` (a recorded pair, a `GamePair`), `standings_changed`
    (standings and progress after the pairs just sent; same id as the last of them; a Rummy table's: its
    `table` report after the deal sets just recorded), `tournament_finished` (finished, cancelled or
    failed; the stream ends). Reconnect with Last-Event-ID to resume. A token (anonymous: an address)
    holds at most GINRUMMY_SSE_MAX_PER_TOKEN streams (429 `too-many-streams` past it), a replica
    GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`).

    Args:
        tournament_id (UUID):
        after (int | Unset):  Default: 0.
        last_event_id (str | Unset): resume after this event id (sent automatically by EventSource
            on reconnect)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        after=after,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,
) -> Any | Problem | None:
    """Live: games scheduled and finished, standings, the end (SSE; Last-Event-ID)

     Each record's SSE id is the tournament's version and its type the SSE event name: `game_scheduled`
    (an HTTP game's match), `game_finished` (a recorded pair, a `GamePair`), `standings_changed`
    (standings and progress after the pairs just sent; same id as the last of them; a Rummy table's: its
    `table` report after the deal sets just recorded), `tournament_finished` (finished, cancelled or
    failed; the stream ends). Reconnect with Last-Event-ID to resume. A token (anonymous: an address)
    holds at most GINRUMMY_SSE_MAX_PER_TOKEN streams (429 `too-many-streams` past it), a replica
    GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`).

    Args:
        tournament_id (UUID):
        after (int | Unset):  Default: 0.
        last_event_id (str | Unset): resume after this event id (sent automatically by EventSource
            on reconnect)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            client=client,
            after=after,
            last_event_id=last_event_id,
        )
    ).parsed
