from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.analysis_pending import AnalysisPending
from ...models.match_analysis import MatchAnalysis
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    match_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/matches/{match_id}/analysis".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AnalysisPending | MatchAnalysis | Problem | None:
    if response.status_code == 200:
        response_200 = MatchAnalysis.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = AnalysisPending.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AnalysisPending | MatchAnalysis | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> Response[AnalysisPending | MatchAnalysis | Problem]:
    """The expert's analysis of every decision of a finished match

     Every decision of the finished match (a move with at least two legal actions), valued from the
    acting seat's observation at that moment: the chosen and the best action with their expected points
    and standard errors, the loss, a label, and per-seat totals. The first request schedules the
    computation and answers 202 with `Retry-After`; once computed the analysis is stored and every
    request answers 200 with it (computed once for all replicas; deterministic for the server's seed and
    playouts). 409 `match-not-finished` before the match ends.

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnalysisPending | MatchAnalysis | Problem]
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
    client: AuthenticatedClient | Client,
) -> AnalysisPending | MatchAnalysis | Problem | None:
    """The expert's analysis of every decision of a finished match

     Every decision of the finished match (a move with at least two legal actions), valued from the
    acting seat's observation at that moment: the chosen and the best action with their expected points
    and standard errors, the loss, a label, and per-seat totals. The first request schedules the
    computation and answers 202 with `Retry-After`; once computed the analysis is stored and every
    request answers 200 with it (computed once for all replicas; deterministic for the server's seed and
    playouts). 409 `match-not-finished` before the match ends.

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnalysisPending | MatchAnalysis | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> Response[AnalysisPending | MatchAnalysis | Problem]:
    """The expert's analysis of every decision of a finished match

     Every decision of the finished match (a move with at least two legal actions), valued from the
    acting seat's observation at that moment: the chosen and the best action with their expected points
    and standard errors, the loss, a label, and per-seat totals. The first request schedules the
    computation and answers 202 with `Retry-After`; once computed the analysis is stored and every
    request answers 200 with it (computed once for all replicas; deterministic for the server's seed and
    playouts). 409 `match-not-finished` before the match ends.

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnalysisPending | MatchAnalysis | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> AnalysisPending | MatchAnalysis | Problem | None:
    """The expert's analysis of every decision of a finished match

     Every decision of the finished match (a move with at least two legal actions), valued from the
    acting seat's observation at that moment: the chosen and the best action with their expected points
    and standard errors, the loss, a label, and per-seat totals. The first request schedules the
    computation and answers 202 with `Retry-After`; once computed the analysis is stored and every
    request answers 200 with it (computed once for all replicas; deterministic for the server's seed and
    playouts). 409 `match-not-finished` before the match ends.

    Args:
        match_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnalysisPending | MatchAnalysis | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
        )
    ).parsed
