from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.entrant_add import EntrantAdd
from ...models.problem import Problem
from ...models.tournament import Tournament
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: UUID,
    *,
    body: EntrantAdd,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/tournaments/{tournament_id}/entrants".format(
            tournament_id=quote(str(tournament_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Tournament | None:
    if response.status_code == 200:
        response_200 = Tournament.from_dict(response.json())

        return response_200

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
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    body: EntrantAdd,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | Tournament]:
    """Add an entrant before the start: a built-in level, or your own bot (HTTP)

     kind builtin (the creator): a built-in level. kind http (any registered player): the caller's own
    bot enters as @name; its games are ordinary matches (a Rummy tournament's: Rummy matches of two
    seats, under /rummy/matches), found on the player's live stream (your_turn, with the deadline of the
    time control). 422: an HTTP bot at a rummy-table (built-in levels only).

    Args:
        tournament_id (UUID):
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        body (EntrantAdd): ``builtin``: a built-in level (the creator's). ``http``: the caller's
            own bot, which
            plays its games over HTTP under the caller's name (``@name``); send no ``name``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Tournament]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    body: EntrantAdd,
    idempotency_key: str | Unset = UNSET,
) -> Problem | Tournament | None:
    """Add an entrant before the start: a built-in level, or your own bot (HTTP)

     kind builtin (the creator): a built-in level. kind http (any registered player): the caller's own
    bot enters as @name; its games are ordinary matches (a Rummy tournament's: Rummy matches of two
    seats, under /rummy/matches), found on the player's live stream (your_turn, with the deadline of the
    time control). 422: an HTTP bot at a rummy-table (built-in levels only).

    Args:
        tournament_id (UUID):
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        body (EntrantAdd): ``builtin``: a built-in level (the creator's). ``http``: the caller's
            own bot, which
            plays its games over HTTP under the caller's name (``@name``); send no ``name``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Tournament
    """

    return sync_detailed(
        tournament_id=tournament_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    body: EntrantAdd,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | Tournament]:
    """Add an entrant before the start: a built-in level, or your own bot (HTTP)

     kind builtin (the creator): a built-in level. kind http (any registered player): the caller's own
    bot enters as @name; its games are ordinary matches (a Rummy tournament's: Rummy matches of two
    seats, under /rummy/matches), found on the player's live stream (your_turn, with the deadline of the
    time control). 422: an HTTP bot at a rummy-table (built-in levels only).

    Args:
        tournament_id (UUID):
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        body (EntrantAdd): ``builtin``: a built-in level (the creator's). ``http``: the caller's
            own bot, which
            plays its games over HTTP under the caller's name (``@name``); send no ``name``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Tournament]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    body: EntrantAdd,
    idempotency_key: str | Unset = UNSET,
) -> Problem | Tournament | None:
    """Add an entrant before the start: a built-in level, or your own bot (HTTP)

     kind builtin (the creator): a built-in level. kind http (any registered player): the caller's own
    bot enters as @name; its games are ordinary matches (a Rummy tournament's: Rummy matches of two
    seats, under /rummy/matches), found on the player's live stream (your_turn, with the deadline of the
    time control). 422: an HTTP bot at a rummy-table (built-in levels only).

    Args:
        tournament_id (UUID):
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        body (EntrantAdd): ``builtin``: a built-in level (the creator's). ``http``: the caller's
            own bot, which
            plays its games over HTTP under the caller's name (``@name``); send no ``name``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Tournament
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
