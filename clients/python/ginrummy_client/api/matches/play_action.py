from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.big_gin import BigGin
from ...models.discard import Discard
from ...models.draw_discard import DrawDiscard
from ...models.draw_stock import DrawStock
from ...models.finish_layoff import FinishLayoff
from ...models.knock import Knock
from ...models.lay_off import LayOff
from ...models.match import Match
from ...models.pass_upcard import PassUpcard
from ...models.problem import Problem
from ...models.resign import Resign
from ...models.take_upcard import TakeUpcard
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: UUID,
    *,
    body: BigGin
    | Discard
    | DrawDiscard
    | DrawStock
    | FinishLayoff
    | Knock
    | LayOff
    | PassUpcard
    | Resign
    | TakeUpcard,
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
        "url": "/matches/{match_id}/actions".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    if (
        isinstance(body, TakeUpcard)
        or isinstance(body, PassUpcard)
        or isinstance(body, DrawStock)
        or isinstance(body, DrawDiscard)
        or isinstance(body, Discard)
        or isinstance(body, Knock)
        or isinstance(body, BigGin)
        or isinstance(body, LayOff)
        or isinstance(body, FinishLayoff)
    ):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Match | Problem | None:
    if response.status_code == 200:
        response_200 = Match.from_dict(response.json())

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
) -> Response[Match | Problem]:
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
    body: BigGin
    | Discard
    | DrawDiscard
    | DrawStock
    | FinishLayoff
    | Knock
    | LayOff
    | PassUpcard
    | Resign
    | TakeUpcard,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[Match | Problem]:
    """Play an action for your seat (name the version you saw: If-Match or 'version')

     Every action must name the match version the client saw, in the `If-Match` header (the ETag of `GET
    /matches/{match_id}`, e.g. `"12"`) or as `version` in the body: `version` is required in the body
    unless `If-Match` is sent (both may be sent if they agree; if they differ the request is 422
    `version-mismatch`). Naming neither is 428 `version-required`. A stale version is 409 and changes
    nothing; an illegal action is 422 and changes nothing. A built-in bot opponent answers within the
    same request.

    Args:
        match_id (UUID):
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        if_match (str | Unset): the ETag of the match version you saw (e.g. "12")
        body (BigGin | Discard | DrawDiscard | DrawStock | FinishLayoff | Knock | LayOff |
            PassUpcard | Resign | TakeUpcard):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Match | Problem]
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
    body: BigGin
    | Discard
    | DrawDiscard
    | DrawStock
    | FinishLayoff
    | Knock
    | LayOff
    | PassUpcard
    | Resign
    | TakeUpcard,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Match | Problem | None:
    """Play an action for your seat (name the version you saw: If-Match or 'version')

     Every action must name the match version the client saw, in the `If-Match` header (the ETag of `GET
    /matches/{match_id}`, e.g. `"12"`) or as `version` in the body: `version` is required in the body
    unless `If-Match` is sent (both may be sent if they agree; if they differ the request is 422
    `version-mismatch`). Naming neither is 428 `version-required`. A stale version is 409 and changes
    nothing; an illegal action is 422 and changes nothing. A built-in bot opponent answers within the
    same request.

    Args:
        match_id (UUID):
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        if_match (str | Unset): the ETag of the match version you saw (e.g. "12")
        body (BigGin | Discard | DrawDiscard | DrawStock | FinishLayoff | Knock | LayOff |
            PassUpcard | Resign | TakeUpcard):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Match | Problem
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
    body: BigGin
    | Discard
    | DrawDiscard
    | DrawStock
    | FinishLayoff
    | Knock
    | LayOff
    | PassUpcard
    | Resign
    | TakeUpcard,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[Match | Problem]:
    """Play an action for your seat (name the version you saw: If-Match or 'version')

     Every action must name the match version the client saw, in the `If-Match` header (the ETag of `GET
    /matches/{match_id}`, e.g. `"12"`) or as `version` in the body: `version` is required in the body
    unless `If-Match` is sent (both may be sent if they agree; if they differ the request is 422
    `version-mismatch`). Naming neither is 428 `version-required`. A stale version is 409 and changes
    nothing; an illegal action is 422 and changes nothing. A built-in bot opponent answers within the
    same request.

    Args:
        match_id (UUID):
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        if_match (str | Unset): the ETag of the match version you saw (e.g. "12")
        body (BigGin | Discard | DrawDiscard | DrawStock | FinishLayoff | Knock | LayOff |
            PassUpcard | Resign | TakeUpcard):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Match | Problem]
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
    body: BigGin
    | Discard
    | DrawDiscard
    | DrawStock
    | FinishLayoff
    | Knock
    | LayOff
    | PassUpcard
    | Resign
    | TakeUpcard,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Match | Problem | None:
    """Play an action for your seat (name the version you saw: If-Match or 'version')

     Every action must name the match version the client saw, in the `If-Match` header (the ETag of `GET
    /matches/{match_id}`, e.g. `"12"`) or as `version` in the body: `version` is required in the body
    unless `If-Match` is sent (both may be sent if they agree; if they differ the request is 422
    `version-mismatch`). Naming neither is 428 `version-required`. A stale version is 409 and changes
    nothing; an illegal action is 422 and changes nothing. A built-in bot opponent answers within the
    same request.

    Args:
        match_id (UUID):
        idempotency_key (str | Unset): a unique key (e.g. a UUID): a retried POST with the same
            key returns the first response and records nothing new
        if_match (str | Unset): the ETag of the match version you saw (e.g. "12")
        body (BigGin | Discard | DrawDiscard | DrawStock | FinishLayoff | Knock | LayOff |
            PassUpcard | Resign | TakeUpcard):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Match | Problem
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
