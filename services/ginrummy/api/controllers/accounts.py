"""/account: sign up, sign in and out, claiming a guest, sessions and personal tokens.

Signing up or in sets the session cookie (``HttpOnly``, ``SameSite=Lax``, ``Secure`` when the
request came over TLS) and answers the session's CSRF token; the other operations take either
credential (``api.auth``), with the ``account`` scope for a token."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from litestar import Controller, Request, Response, get, post
from litestar.datastructures import Cookie
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from ginrummy.api.auth import SECURITY, SESSION_COOKIE, current_principal
from ginrummy.api.controllers.common import respond
from ginrummy.api.problems import responses
from ginrummy.api.schemas import (
    AccountInfo,
    Claim,
    SessionList,
    SessionsClosed,
    SignedIn,
    SignIn,
    SignUp,
    TokenCreate,
    TokenInfo,
    TokenIssued,
    TokenList,
)
from ginrummy.service.accounts.credentials import Principal
from ginrummy.service.accounts.sessions import SESSION_SECONDS
from ginrummy.service.application import GinRummyService
from ginrummy.service.replies import Reply


def session_cookie(request: Request[Any, Any, Any], secret: str) -> Cookie:
    """The session cookie."""
    return Cookie(
        key=SESSION_COOKIE,
        value=secret,
        path="/",
        max_age=SESSION_SECONDS,
        httponly=True,
        secure=request.url.scheme == "https",
        samesite="lax",
    )


# What signing out sets: the cookie, emptied and expired.
REMOVED_COOKIE = Cookie(
    key=SESSION_COOKIE, value="", path="/", max_age=0, httponly=True, samesite="lax"
)


def device_of(request: Request[Any, Any, Any]) -> str:
    return request.headers.get("user-agent", "") or "unknown device"


def _address(request: Request[Any, Any, Any]) -> str:
    return request.client.host if request.client else "unknown"


def signed_in(request: Request[Any, Any, Any], reply: Reply, secret: str) -> Response[SignedIn]:
    response = respond(reply, SignedIn)
    response.cookies.append(session_cookie(request, secret))
    return response


PRINCIPAL = {"principal": Provide(current_principal)}


class AccountController(Controller):
    path = "/account"
    tags = ("accounts",)

    @post(
        "/signup",
        operation_id="signUp",
        opt={"strict_body": SignUp},
        summary="Sign up with a name and a password; signs in (sets the session cookie)",
        sync_to_thread=True,
        responses=responses(409, 415, 422),
    )
    def sign_up(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[SignUp],
        service: NamedDependency[GinRummyService],
    ) -> Response[SignedIn]:
        reply, secret = service.accounts.sign_up(data.name, data.password, device_of(request))
        return signed_in(request, reply, secret)

    @post(
        "/signin",
        operation_id="signIn",
        opt={"strict_body": SignIn},
        summary="Sign in with the name and password; sets the session cookie",
        status_code=200,
        sync_to_thread=True,
        responses=responses(
            401, 415, described={429: "too many failed sign-ins from this address"}
        ),
    )
    def sign_in(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[SignIn],
        service: NamedDependency[GinRummyService],
    ) -> Response[SignedIn]:
        reply, secret = service.accounts.sign_in(
            data.name, data.password, _address(request), device_of(request)
        )
        return signed_in(request, reply, secret)

    @get(
        operation_id="getAccount",
        summary="The account: name, whether it is claimed, how this request is authenticated",
        sync_to_thread=True,
        dependencies=PRINCIPAL,
        security=SECURITY,
        responses=responses(401, 403),
    )
    def account(
        self,
        request: Request[Any, Any, Any],
        principal: NamedDependency[Principal],
        service: NamedDependency[GinRummyService],
    ) -> AccountInfo:
        body = service.accounts.summary(principal, request.state.secret)
        return AccountInfo(**body)

    @post(
        "/claim",
        operation_id="claimAccount",
        opt={"strict_body": Claim},
        summary="Claim a guest account: set its password (it keeps its matches and rating)",
        status_code=200,
        sync_to_thread=True,
        dependencies=PRINCIPAL,
        security=SECURITY,
        responses=responses(401, 403, 409, 415, 422),
    )
    def claim(
        self,
        data: JSONBody[Claim],
        principal: NamedDependency[Principal],
        service: NamedDependency[GinRummyService],
    ) -> Response[AccountInfo]:
        return respond(service.accounts.claim(principal, data.password), AccountInfo)

    @post(
        "/signout",
        operation_id="signOut",
        summary="Sign out: close this session and remove its cookie",
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
        dependencies=PRINCIPAL,
        security=SECURITY,
        response_cookies=[REMOVED_COOKIE],
        responses=responses(401, 403, 404),
    )
    def sign_out(
        self, principal: NamedDependency[Principal], service: NamedDependency[GinRummyService]
    ) -> None:
        service.accounts.sign_out(principal)

    @post(
        "/signout-everywhere",
        operation_id="signOutEverywhere",
        summary="Close every session of the account (tokens stay valid)",
        status_code=200,
        sync_to_thread=True,
        dependencies=PRINCIPAL,
        security=SECURITY,
        responses=responses(401, 403, 409),
    )
    def sign_out_everywhere(
        self, principal: NamedDependency[Principal], service: NamedDependency[GinRummyService]
    ) -> Response[SessionsClosed]:
        return respond(service.accounts.sign_out_everywhere(principal), SessionsClosed)

    @get(
        "/sessions",
        operation_id="listSessions",
        summary="The open sessions: device, how it signed in, last use",
        sync_to_thread=True,
        dependencies=PRINCIPAL,
        security=SECURITY,
        responses=responses(401, 403),
    )
    def sessions(
        self, principal: NamedDependency[Principal], service: NamedDependency[GinRummyService]
    ) -> Response[SessionList]:
        return respond(service.accounts.list_sessions(principal), SessionList)

    @post(
        "/sessions/{session_id:uuid}/revoke",
        operation_id="revokeSession",
        summary="Close one session of the account",
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
        dependencies=PRINCIPAL,
        security=SECURITY,
        responses=responses(401, 403, 404, 409),
    )
    def revoke_session(
        self,
        session_id: FromPath[UUID],
        principal: NamedDependency[Principal],
        service: NamedDependency[GinRummyService],
    ) -> None:
        service.accounts.revoke_session(principal, session_id)

    @get(
        "/tokens",
        operation_id="listTokens",
        summary="The personal tokens (never their secrets)",
        sync_to_thread=True,
        dependencies=PRINCIPAL,
        security=SECURITY,
        responses=responses(401, 403),
    )
    def tokens(
        self, principal: NamedDependency[Principal], service: NamedDependency[GinRummyService]
    ) -> Response[TokenList]:
        return respond(service.accounts.list_tokens(principal), TokenList)

    @post(
        "/tokens",
        operation_id="createToken",
        opt={"strict_body": TokenCreate},
        summary="Create a personal token (name, scopes, optional expiry); its secret is shown once",
        sync_to_thread=True,
        dependencies=PRINCIPAL,
        security=SECURITY,
        responses=responses(401, 403, 409, 415, 422),
    )
    def create_token(
        self,
        data: JSONBody[TokenCreate],
        principal: NamedDependency[Principal],
        service: NamedDependency[GinRummyService],
    ) -> Response[TokenIssued]:
        reply = service.accounts.create_token(
            principal, data.name, list(data.scopes), data.expires_in_days
        )
        return respond(reply, TokenIssued, "/account/tokens")

    @post(
        "/tokens/{token_id:uuid}/revoke",
        operation_id="revokeToken",
        summary="Revoke a personal token: refused at once, on every replica",
        status_code=200,
        sync_to_thread=True,
        dependencies=PRINCIPAL,
        security=SECURITY,
        responses=responses(401, 403, 404, 409),
    )
    def revoke_token(
        self,
        token_id: FromPath[UUID],
        principal: NamedDependency[Principal],
        service: NamedDependency[GinRummyService],
    ) -> Response[TokenInfo]:
        return respond(service.accounts.revoke_token(principal, token_id), TokenInfo)

    @post(
        "/tokens/{token_id:uuid}/rotate",
        operation_id="rotateToken",
        summary="Rotate a personal token: a new secret, the same name, scopes and expiry",
        sync_to_thread=True,
        dependencies=PRINCIPAL,
        security=SECURITY,
        responses=responses(401, 403, 404, 409),
    )
    def rotate_token(
        self,
        token_id: FromPath[UUID],
        principal: NamedDependency[Principal],
        service: NamedDependency[GinRummyService],
    ) -> Response[TokenIssued]:
        reply = service.accounts.rotate_token(principal, token_id)
        return respond(reply, TokenIssued, "/account/tokens")
