from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
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
        "url": "/players/me/notifications/stream",
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

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
    client: AuthenticatedClient,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Problem]:
    """Your notifications (Server-Sent Events): friend requests, challenges, messages, your turns, your
    friends' presence

     The SSE id is the store's global position; the SSE event name is the record's `type`:
    friend_request, friend_request_accepted, friend_request_declined, friend_request_cancelled,
    unfriended, message, message_deleted, challenge, challenge_accepted, challenge_declined,
    challenge_cancelled, challenge_expired, rematch_offer, rematch_accepted (with `new_match_id`),
    rematch_declined, your_turn (with `match_id`), presence (a friend's `online` and `last_seen`; live
    only), playing (a friend's matches in play in every game, `playing`, and the game of each,
    `playing_games`, when one of them starts or ends; live only). The turns pending now come first.
    Without Last-Event-ID or `after` the stream starts now; with either, the notifications after that
    position follow (as the store holds them now: a deleted message's text is gone), then the live ones.
    While it is open you are online to your friends. A token (anonymous: an address) holds at most
    GINRUMMY_SSE_MAX_PER_TOKEN streams (429 `too-many-streams` past it), a replica
    GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`).

    Args:
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
        after=after,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,
) -> Any | Problem | None:
    """Your notifications (Server-Sent Events): friend requests, challenges, messages, your turns, your
    friends' presence

     The SSE id is the store's global position; the SSE event name is the record's `type`:
    friend_request, friend_request_accepted, friend_request_declined, friend_request_cancelled,
    unfriended, message, message_deleted, challenge, challenge_accepted, challenge_declined,
    challenge_cancelled, challenge_expired, rematch_offer, rematch_accepted (with `new_match_id`),
    rematch_declined, your_turn (with `match_id`), presence (a friend's `online` and `last_seen`; live
    only), playing (a friend's matches in play in every game, `playing`, and the game of each,
    `playing_games`, when one of them starts or ends; live only). The turns pending now come first.
    Without Last-Event-ID or `after` the stream starts now; with either, the notifications after that
    position follow (as the store holds them now: a deleted message's text is gone), then the live ones.
    While it is open you are online to your friends. A token (anonymous: an address) holds at most
    GINRUMMY_SSE_MAX_PER_TOKEN streams (429 `too-many-streams` past it), a replica
    GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`).

    Args:
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
        client=client,
        after=after,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Problem]:
    """Your notifications (Server-Sent Events): friend requests, challenges, messages, your turns, your
    friends' presence

     The SSE id is the store's global position; the SSE event name is the record's `type`:
    friend_request, friend_request_accepted, friend_request_declined, friend_request_cancelled,
    unfriended, message, message_deleted, challenge, challenge_accepted, challenge_declined,
    challenge_cancelled, challenge_expired, rematch_offer, rematch_accepted (with `new_match_id`),
    rematch_declined, your_turn (with `match_id`), presence (a friend's `online` and `last_seen`; live
    only), playing (a friend's matches in play in every game, `playing`, and the game of each,
    `playing_games`, when one of them starts or ends; live only). The turns pending now come first.
    Without Last-Event-ID or `after` the stream starts now; with either, the notifications after that
    position follow (as the store holds them now: a deleted message's text is gone), then the live ones.
    While it is open you are online to your friends. A token (anonymous: an address) holds at most
    GINRUMMY_SSE_MAX_PER_TOKEN streams (429 `too-many-streams` past it), a replica
    GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`).

    Args:
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
        after=after,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,
) -> Any | Problem | None:
    """Your notifications (Server-Sent Events): friend requests, challenges, messages, your turns, your
    friends' presence

     The SSE id is the store's global position; the SSE event name is the record's `type`:
    friend_request, friend_request_accepted, friend_request_declined, friend_request_cancelled,
    unfriended, message, message_deleted, challenge, challenge_accepted, challenge_declined,
    challenge_cancelled, challenge_expired, rematch_offer, rematch_accepted (with `new_match_id`),
    rematch_declined, your_turn (with `match_id`), presence (a friend's `online` and `last_seen`; live
    only), playing (a friend's matches in play in every game, `playing`, and the game of each,
    `playing_games`, when one of them starts or ends; live only). The turns pending now come first.
    Without Last-Event-ID or `after` the stream starts now; with either, the notifications after that
    position follow (as the store holds them now: a deleted message's text is gone), then the live ones.
    While it is open you are online to your friends. A token (anonymous: an address) holds at most
    GINRUMMY_SSE_MAX_PER_TOKEN streams (429 `too-many-streams` past it), a replica
    GINRUMMY_SSE_MAX_STREAMS (503 `streams-full`).

    Args:
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
            client=client,
            after=after,
            last_event_id=last_event_id,
        )
    ).parsed
