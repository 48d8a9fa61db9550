"""Bearer-token authentication and the rate-limit identity of a request."""

from __future__ import annotations

import hashlib
from typing import Any
from uuid import UUID

import anyio.to_thread
from litestar import Request
from litestar.datastructures import State
from litestar.di import NamedDependency

from ginrummy.service.application import GinRummyService
from ginrummy.service.errors import UnauthorizedError

SECURITY: list[dict[str, list[str]]] = [{"bearerAuth": []}]


def bearer_token(request: Request[Any, Any, Any]) -> str | None:
    header = request.headers.get("authorization")
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def provide_service(state: State) -> GinRummyService:
    service: GinRummyService = state.service
    return service


async def current_player(
    request: Request[Any, Any, Any], service: NamedDependency[GinRummyService]
) -> UUID:
    """The authenticated player; 401 without a valid bearer token. Known tokens are answered
    from memory; only an unknown one is looked up in the store (off the event loop)."""
    token = bearer_token(request)
    if token is None:
        raise UnauthorizedError(
            "send 'Authorization: Bearer <token>' (POST /players returns a token)",
            reason="missing-token",
        )
    player = service.players.known_token(token)
    if player is None:
        player = await anyio.to_thread.run_sync(service.players.authenticate, token)
    if player is None:
        raise UnauthorizedError("the bearer token is not valid", reason="invalid-token")
    return player


async def optional_player(
    request: Request[Any, Any, Any], service: NamedDependency[GinRummyService]
) -> UUID | None:
    """The authenticated player, ``None`` when anonymous; 401 for a wrong token."""
    if request.headers.get("authorization") is None:
        return None
    return await current_player(request, service)


def rate_limit_identity(request: Request[Any, Any, Any]) -> str:
    """Tokens are limited per token (hashed), anonymous callers per address."""
    token = bearer_token(request)
    if token is not None:
        return "token:" + hashlib.sha256(token.encode("utf-8")).hexdigest()[:32]
    client = request.client
    return "addr:" + (client.host if client else "unknown")
