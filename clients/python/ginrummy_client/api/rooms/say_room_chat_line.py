from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.room_chat_line import RoomChatLine
from ...models.room_chat_line_create import RoomChatLineCreate
from ...types import Response


def _get_kwargs(
    room_id: UUID,
    *,
    body: RoomChatLineCreate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/rooms/{room_id}/chat".format(
            room_id=quote(str(room_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RoomChatLine | None:
    if response.status_code == 201:
        response_201 = RoomChatLine.from_dict(response.json())

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
) -> Response[Problem | RoomChatLine]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    room_id: UUID,
    *,
    client: AuthenticatedClient,
    body: RoomChatLineCreate,
) -> Response[Problem | RoomChatLine]:
    """Say a line in the room (members only)

     The table chat's rules; refusals store nothing: 403 `not-a-member`; 422 `chat-empty`, `chat-too-
    long` (over 500 characters), `chat-repeat` (one of your last 2 lines); 429 `chat-flood` (more than 5
    lines in 10 s, with Retry-After).

    Args:
        room_id (UUID):
        body (RoomChatLineCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoomChatLine]
    """

    kwargs = _get_kwargs(
        room_id=room_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    room_id: UUID,
    *,
    client: AuthenticatedClient,
    body: RoomChatLineCreate,
) -> Problem | RoomChatLine | None:
    """Say a line in the room (members only)

     The table chat's rules; refusals store nothing: 403 `not-a-member`; 422 `chat-empty`, `chat-too-
    long` (over 500 characters), `chat-repeat` (one of your last 2 lines); 429 `chat-flood` (more than 5
    lines in 10 s, with Retry-After).

    Args:
        room_id (UUID):
        body (RoomChatLineCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoomChatLine
    """

    return sync_detailed(
        room_id=room_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    room_id: UUID,
    *,
    client: AuthenticatedClient,
    body: RoomChatLineCreate,
) -> Response[Problem | RoomChatLine]:
    """Say a line in the room (members only)

     The table chat's rules; refusals store nothing: 403 `not-a-member`; 422 `chat-empty`, `chat-too-
    long` (over 500 characters), `chat-repeat` (one of your last 2 lines); 429 `chat-flood` (more than 5
    lines in 10 s, with Retry-After).

    Args:
        room_id (UUID):
        body (RoomChatLineCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoomChatLine]
    """

    kwargs = _get_kwargs(
        room_id=room_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    room_id: UUID,
    *,
    client: AuthenticatedClient,
    body: RoomChatLineCreate,
) -> Problem | RoomChatLine | None:
    """Say a line in the room (members only)

     The table chat's rules; refusals store nothing: 403 `not-a-member`; 422 `chat-empty`, `chat-too-
    long` (over 500 characters), `chat-repeat` (one of your last 2 lines); 429 `chat-flood` (more than 5
    lines in 10 s, with Retry-After).

    Args:
        room_id (UUID):
        body (RoomChatLineCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoomChatLine
    """

    return (
        await asyncio_detailed(
            room_id=room_id,
            client=client,
            body=body,
        )
    ).parsed
