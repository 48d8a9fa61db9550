"""Authentication, one path for the page and for bots: a bearer token (``Authorization:
Bearer``, a personal token) or the session cookie (:data:`SESSION_COOKIE`, set by a sign-in);
the scope each operation needs (:func:`required_scope`); the CSRF check of every
state-changing request made with the cookie; and the rate-limit identity of a request.

A bearer token wins when a request carries both. A cookie request that changes state (any
method but GET, HEAD and OPTIONS) carries the session's CSRF token in ``X-CSRF-Token``, or is
refused (403 ``csrf-failed``) before anything happens."""

from __future__ import annotations

import hashlib
from typing import Any
from uuid import UUID

import anyio.to_thread
from litestar import Request
from litestar.di import NamedDependency
from litestar.openapi.spec import OpenAPI, SecurityScheme

from ginrummy.service.accounts.credential_book import CredentialBook
from ginrummy.service.accounts.credentials import SCOPES, Principal
from ginrummy.service.accounts.sessions import csrf_matches
from ginrummy.service.application import GinRummyService
from ginrummy.service.errors import ForbiddenError, UnauthorizedError

SESSION_COOKIE = "gr_session"
CSRF_HEADER = "X-CSRF-Token"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
# Declared by every operation that needs a player; ``declare_scopes`` writes each one's scope.
SECURITY: list[dict[str, list[str]]] = [{"bearerAuth": []}, {"sessionCookie": []}]
SECURITY_SCHEMES = {
    "bearerAuth": SecurityScheme(
        type="http",
        scheme="bearer",
        description=(
            "a personal token (POST /account/tokens; POST /players returns the first one); "
            "each operation names the scope it needs: "
            + "; ".join(f"{k}: {v}" for k, v in SCOPES.items())
        ),
    ),
    "sessionCookie": SecurityScheme(
        type="apiKey",
        name=SESSION_COOKIE,
        security_scheme_in="cookie",
        description=(
            "the page's session (POST /account/signin or /account/signup set it; HttpOnly, "
            f"SameSite=Lax); a state-changing request also sends the {CSRF_HEADER} header "
            "with the session's csrf_token"
        ),
    ),
}


def required_scope(method: str, path: str) -> str:
    """The scope an operation needs: ``account`` under /account, ``tournaments`` under
    /tournaments, ``read`` for any other read, ``play`` for any other change."""
    if path == "/account" or path.startswith("/account/"):
        return "account"
    if path == "/tournaments" or path.startswith("/tournaments/"):
        return "tournaments"
    return "read" if method.upper() in SAFE_METHODS else "play"


def declare_scopes(openapi: OpenAPI) -> None:
    """Each secured operation of the document names the scope it needs, for both schemes."""
    for path, item in (openapi.paths or {}).items():
        for method in ("get", "post", "put", "patch", "delete"):
            operation = getattr(item, method, None)
            if operation is None or not operation.security:
                continue
            scope = required_scope(method, path)
            operation.security = [{"bearerAuth": [scope]}, {"sessionCookie": [scope]}]


def bearer_token(request: Request[Any, Any, Any]) -> str | None:
    header = request.headers.get("authorization")
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


async def _valid(book: CredentialBook, secret: str, refusal: UnauthorizedError) -> Principal:
    """The principal of ``secret`` in ``book`` (a known secret costs no thread hop); raises
    ``refusal`` for a secret that is unknown, revoked or expired."""
    principal = book.cache.get(secret)
    if principal is None:
        principal = await anyio.to_thread.run_sync(book.authenticate, secret)
    if principal is None or principal.expired():
        raise refusal
    return principal


async def authenticate(
    request: Request[Any, Any, Any], service: GinRummyService
) -> tuple[Principal, str] | None:
    """The principal of the request and its secret, ``None`` when it carries no credential;
    401 for a credential that is unknown, revoked or expired, 403 for a cookie request that
    changes state without the CSRF token, or for a token without the operation's scope."""
    accounts = service.accounts
    token = bearer_token(request)
    if token is not None:
        principal = await _valid(
            accounts.tokens,
            token,
            UnauthorizedError(
                "the bearer token is not valid (unknown, revoked or expired)",
                reason="invalid-token",
            ),
        )
        secret = token
    elif request.headers.get("authorization"):
        raise UnauthorizedError(
            "send 'Authorization: Bearer <token>' (POST /players returns a token)",
            reason="missing-token",
        )
    else:
        cookie = request.cookies.get(SESSION_COOKIE)
        if not cookie:
            return None
        principal = await _valid(
            accounts.sessions,
            cookie,
            UnauthorizedError(
                "the session is over (signed out, revoked or expired): sign in again",
                reason="invalid-session",
            ),
        )
        if request.method not in SAFE_METHODS and not csrf_matches(
            cookie, request.headers.get(CSRF_HEADER)
        ):
            raise ForbiddenError(
                f"a request made with the session cookie that changes state sends the "
                f"{CSRF_HEADER} header (the csrf_token of the sign-in or of GET /account)",
                reason="csrf-failed",
            )
        if accounts.sessions.due_use(principal):
            await anyio.to_thread.run_sync(accounts.sessions.record_use, principal)
        secret = cookie
    scope = required_scope(request.method, request.scope["path"])
    if scope not in principal.scopes:
        raise ForbiddenError(
            f"this token lacks the scope {scope!r} (it has: {', '.join(sorted(principal.scopes))})",
            reason="missing-scope",
            missing_scope=scope,
        )
    return principal, secret


async def _authenticated(
    request: Request[Any, Any, Any], service: GinRummyService
) -> tuple[Principal, str]:
    """The principal of the request and its secret; 401 without a credential."""
    found = await authenticate(request, service)
    if found is None:
        raise UnauthorizedError(
            "send 'Authorization: Bearer <token>' (POST /players returns a token) or sign in "
            "(POST /account/signin sets the session cookie)",
            reason="missing-token",
        )
    return found


async def current_principal(
    request: Request[Any, Any, Any], service: NamedDependency[GinRummyService]
) -> Principal:
    """The authenticated principal, its secret kept in ``request.state.secret`` (the account
    summary tells which credential the request used)."""
    principal, secret = await _authenticated(request, service)
    request.state.secret = secret
    return principal


async def current_player(
    request: Request[Any, Any, Any], service: NamedDependency[GinRummyService]
) -> UUID:
    """The authenticated player; 401 without a valid credential. Known credentials are
    answered from memory; only an unknown one is looked up in the store (off the event loop).
    The hot path of every move: the secret is not written to the request's state (only the
    account summary, behind :func:`current_principal`, reads it)."""
    principal, _ = await _authenticated(request, service)
    return principal.player_id


async def optional_player(
    request: Request[Any, Any, Any], service: NamedDependency[GinRummyService]
) -> UUID | None:
    """The authenticated player, ``None`` when anonymous; 401 for a wrong credential."""
    found = await authenticate(request, service)
    return None if found is None else found[0].player_id


def rate_limit_identity(request: Request[Any, Any, Any]) -> str:
    """Tokens and sessions are limited per credential (hashed), anonymous callers per
    address."""
    secret = bearer_token(request) or request.cookies.get(SESSION_COOKIE)
    if secret:
        return "token:" + hashlib.sha256(secret.encode("utf-8")).hexdigest()[:32]
    client = request.client
    return "addr:" + (client.host if client else "unknown")
