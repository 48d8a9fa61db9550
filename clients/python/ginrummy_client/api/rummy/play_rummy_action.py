from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.rummy_action_request import RummyActionRequest
from ...models.rummy_match import RummyMatch
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: UUID,
    *,
    body: RummyActionRequest,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/rummy/matches/{match_id}/actions".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RummyMatch | None:
    if response.status_code == 200:
        response_200 = RummyMatch.from_dict(response.json())

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

    if response.status_code == 428:
        response_428 = Problem.from_dict(response.json())

        return response_428

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | RummyMatch]:
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
    body: RummyActionRequest,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[Problem | RummyMatch]:
    """Play an action for your seat (one of its legal actions, as served), naming the version you saw

     `action` is one of the seat's `legal_actions` as `GET /rummy/matches/{match_id}` serves them, sent
    back unchanged. Name the match version you saw in the `If-Match` header or as `version` (if both,
    they must agree: else 422 `version-mismatch`; neither: 428 `version-required`). A stale version is
    409, an illegal action 422 (`illegal-action`, with the core's `refusal` code and the seat's legal
    actions), another seat's turn 422 `not-your-turn`: each changes nothing. The built-in bots play
    their turns within the same request.

    Args:
        match_id (UUID):
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        if_match (str | Unset): the ETag of the match version you saw (e.g. "12")
        body (RummyActionRequest): An action for your seat, with the match version you saw (or the
            If-Match header).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RummyMatch]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    body: RummyActionRequest,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Problem | RummyMatch | None:
    """Play an action for your seat (one of its legal actions, as served), naming the version you saw

     `action` is one of the seat's `legal_actions` as `GET /rummy/matches/{match_id}` serves them, sent
    back unchanged. Name the match version you saw in the `If-Match` header or as `version` (if both,
    they must agree: else 422 `version-mismatch`; neither: 428 `version-required`). A stale version is
    409, an illegal action 422 (`illegal-action`, with the core's `refusal` code and the seat's legal
    actions), another seat's turn 422 `not-your-turn`: each changes nothing. The built-in bots play
    their turns within the same request.

    Args:
        match_id (UUID):
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        if_match (str | Unset): the ETag of the match version you saw (e.g. "12")
        body (RummyActionRequest): An action for your seat, with the match version you saw (or the
            If-Match header).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RummyMatch
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    body: RummyActionRequest,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[Problem | RummyMatch]:
    """Play an action for your seat (one of its legal actions, as served), naming the version you saw

     `action` is one of the seat's `legal_actions` as `GET /rummy/matches/{match_id}` serves them, sent
    back unchanged. Name the match version you saw in the `If-Match` header or as `version` (if both,
    they must agree: else 422 `version-mismatch`; neither: 428 `version-required`). A stale version is
    409, an illegal action 422 (`illegal-action`, with the core's `refusal` code and the seat's legal
    actions), another seat's turn 422 `not-your-turn`: each changes nothing. The built-in bots play
    their turns within the same request.

    Args:
        match_id (UUID):
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        if_match (str | Unset): the ETag of the match version you saw (e.g. "12")
        body (RummyActionRequest): An action for your seat, with the match version you saw (or the
            If-Match header).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RummyMatch]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    body: RummyActionRequest,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Problem | RummyMatch | None:
    """Play an action for your seat (one of its legal actions, as served), naming the version you saw

     `action` is one of the seat's `legal_actions` as `GET /rummy/matches/{match_id}` serves them, sent
    back unchanged. Name the match version you saw in the `If-Match` header or as `version` (if both,
    they must agree: else 422 `version-mismatch`; neither: 428 `version-required`). A stale version is
    409, an illegal action 422 (`illegal-action`, with the core's `refusal` code and the seat's legal
    actions), another seat's turn 422 `not-your-turn`: each changes nothing. The built-in bots play
    their turns within the same request.

    Args:
        match_id (UUID):
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        if_match (str | Unset): the ETag of the match version you saw (e.g. "12")
        body (RummyActionRequest): An action for your seat, with the match version you saw (or the
            If-Match header).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RummyMatch
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            if_match=if_match,
        )
    ).parsed
