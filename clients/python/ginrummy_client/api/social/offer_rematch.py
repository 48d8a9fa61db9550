from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.rematch_out import RematchOut
from ...types import Response


def _get_kwargs(
    match_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/matches/{match_id}/rematch".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RematchOut | None:
    if response.status_code == 201:
        response_201 = RematchOut.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[Problem | RematchOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | RematchOut]:
    """Offer a rematch (same game and rules, seats swapped) of your finished match

     The opponent gets a `rematch_offer` on its notifications stream; a built-in bot accepts at once
    (`new_match_id`). Refusals store nothing: 409 `match-not-finished`, `rematch-pending` (an offer
    waits), `rematch-accepted`; 403 `not-your-match`, `blocked`; 422 `rematch-not-allowed` (a
    tournament's game).

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RematchOut]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Problem | RematchOut | None:
    """Offer a rematch (same game and rules, seats swapped) of your finished match

     The opponent gets a `rematch_offer` on its notifications stream; a built-in bot accepts at once
    (`new_match_id`). Refusals store nothing: 409 `match-not-finished`, `rematch-pending` (an offer
    waits), `rematch-accepted`; 403 `not-your-match`, `blocked`; 422 `rematch-not-allowed` (a
    tournament's game).

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RematchOut
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | RematchOut]:
    """Offer a rematch (same game and rules, seats swapped) of your finished match

     The opponent gets a `rematch_offer` on its notifications stream; a built-in bot accepts at once
    (`new_match_id`). Refusals store nothing: 409 `match-not-finished`, `rematch-pending` (an offer
    waits), `rematch-accepted`; 403 `not-your-match`, `blocked`; 422 `rematch-not-allowed` (a
    tournament's game).

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RematchOut]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Problem | RematchOut | None:
    """Offer a rematch (same game and rules, seats swapped) of your finished match

     The opponent gets a `rematch_offer` on its notifications stream; a built-in bot accepts at once
    (`new_match_id`). Refusals store nothing: 409 `match-not-finished`, `rematch-pending` (an offer
    waits), `rematch-accepted`; 403 `not-your-match`, `blocked`; 422 `rematch-not-allowed` (a
    tournament's game).

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RematchOut
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
        )
    ).parsed
