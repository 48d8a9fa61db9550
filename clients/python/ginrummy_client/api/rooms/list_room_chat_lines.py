from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.room_chat_lines import RoomChatLines
from ...types import UNSET, Response, Unset


def _get_kwargs(
    room_id: UUID,
    *,
    after: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/rooms/{room_id}/chat".format(
            room_id=quote(str(room_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RoomChatLines | None:
    if response.status_code == 200:
        response_200 = RoomChatLines.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | RoomChatLines]:
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
    after: int | Unset = 0,
) -> Response[Problem | RoomChatLines]:
    """The room's chat lines after a line id (members only)

     403 `not-a-member`. The lines of a player you block are never shown to you.

    Args:
        room_id (UUID):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoomChatLines]
    """

    kwargs = _get_kwargs(
        room_id=room_id,
        after=after,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    room_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
) -> Problem | RoomChatLines | None:
    """The room's chat lines after a line id (members only)

     403 `not-a-member`. The lines of a player you block are never shown to you.

    Args:
        room_id (UUID):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoomChatLines
    """

    return sync_detailed(
        room_id=room_id,
        client=client,
        after=after,
    ).parsed


async def asyncio_detailed(
    room_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
) -> Response[Problem | RoomChatLines]:
    """The room's chat lines after a line id (members only)

     403 `not-a-member`. The lines of a player you block are never shown to you.

    Args:
        room_id (UUID):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoomChatLines]
    """

    kwargs = _get_kwargs(
        room_id=room_id,
        after=after,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    room_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
) -> Problem | RoomChatLines | None:
    """The room's chat lines after a line id (members only)

     403 `not-a-member`. The lines of a player you block are never shown to you.

    Args:
        room_id (UUID):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoomChatLines
    """

    return (
        await asyncio_detailed(
            room_id=room_id,
            client=client,
            after=after,
        )
    ).parsed
