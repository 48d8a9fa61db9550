from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chat_line import ChatLine
from ...models.chat_line_create import ChatLineCreate
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    match_id: UUID,
    *,
    body: ChatLineCreate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/matches/{match_id}/chat".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChatLine | Problem | None:
    if response.status_code == 201:
        response_201 = ChatLine.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[ChatLine | Problem]:
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
    body: ChatLineCreate,
) -> Response[ChatLine | Problem]:
    """Say a line at the table: a seat in the seats' room, anyone else in the spectators'

     Refusals store nothing: 422 `chat-empty`, `chat-too-long` (over 500 characters), `chat-repeat` (one
    of your last 2 lines); 429 `chat-flood` (more than 5 lines in 10 s, with Retry-After); 409 `chat-
    closed` (the match has not started or was cancelled). While the match is live a seat reads the
    seats' room only and everyone else (a player without a seat, an anonymous caller) the spectators'
    room only; once it is over both rooms are readable by all.

    Args:
        match_id (UUID):
        body (ChatLineCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatLine | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ChatLineCreate,
) -> ChatLine | Problem | None:
    """Say a line at the table: a seat in the seats' room, anyone else in the spectators'

     Refusals store nothing: 422 `chat-empty`, `chat-too-long` (over 500 characters), `chat-repeat` (one
    of your last 2 lines); 429 `chat-flood` (more than 5 lines in 10 s, with Retry-After); 409 `chat-
    closed` (the match has not started or was cancelled). While the match is live a seat reads the
    seats' room only and everyone else (a player without a seat, an anonymous caller) the spectators'
    room only; once it is over both rooms are readable by all.

    Args:
        match_id (UUID):
        body (ChatLineCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatLine | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ChatLineCreate,
) -> Response[ChatLine | Problem]:
    """Say a line at the table: a seat in the seats' room, anyone else in the spectators'

     Refusals store nothing: 422 `chat-empty`, `chat-too-long` (over 500 characters), `chat-repeat` (one
    of your last 2 lines); 429 `chat-flood` (more than 5 lines in 10 s, with Retry-After); 409 `chat-
    closed` (the match has not started or was cancelled). While the match is live a seat reads the
    seats' room only and everyone else (a player without a seat, an anonymous caller) the spectators'
    room only; once it is over both rooms are readable by all.

    Args:
        match_id (UUID):
        body (ChatLineCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatLine | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ChatLineCreate,
) -> ChatLine | Problem | None:
    """Say a line at the table: a seat in the seats' room, anyone else in the spectators'

     Refusals store nothing: 422 `chat-empty`, `chat-too-long` (over 500 characters), `chat-repeat` (one
    of your last 2 lines); 429 `chat-flood` (more than 5 lines in 10 s, with Retry-After); 409 `chat-
    closed` (the match has not started or was cancelled). While the match is live a seat reads the
    seats' room only and everyone else (a player without a seat, an anonymous caller) the spectators'
    room only; once it is over both rooms are readable by all.

    Args:
        match_id (UUID):
        body (ChatLineCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatLine | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            body=body,
        )
    ).parsed
