"""Accounts: sign up, sign in, claim, the account, its sessions and personal tokens."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from msgspec import Meta, Struct

from ginrummy.api.schemas.common import Request
from ginrummy.service.accounts.credentials import SCOPES, Scope
from ginrummy.service.accounts.passwords import MAX_LENGTH, MIN_LENGTH
from ginrummy.service.accounts.tokens import MAX_EXPIRY_DAYS
from ginrummy.service.players import NAME_PATTERN, NAME_RULE

Password = Annotated[
    str,
    Meta(
        min_length=1,
        max_length=MAX_LENGTH,
        description=f"at least {MIN_LENGTH} characters, not the name, not a common password",
    ),
]


class SignUp(Request, kw_only=True):
    name: Annotated[str, Meta(pattern=NAME_PATTERN, description=NAME_RULE, examples=["alice"])]
    password: Password


class SignIn(Request, kw_only=True):
    name: Annotated[str, Meta(min_length=1, max_length=64)]
    password: Annotated[str, Meta(min_length=1, max_length=MAX_LENGTH)]


class Claim(Request, kw_only=True):
    password: Password


class SignedIn(Struct, kw_only=True):
    """A new session: its cookie is set; ``csrf_token`` goes in ``X-CSRF-Token`` on every
    state-changing request made with it."""

    player_id: str
    name: str
    session_id: str
    csrf_token: str


class AccountInfo(Struct, kw_only=True):
    """The signed-in account; ``csrf_token`` when authenticated by the session cookie."""

    player_id: str
    name: str
    claimed: bool
    password: bool
    passkeys: int
    authenticated_by: Literal["token", "session"]
    scopes: list[Scope]
    csrf_token: str | None = None


class SessionInfo(Struct, kw_only=True):
    id: str
    device: str
    method: str
    created_at: str
    last_used_at: str | None
    expires_at: str | None
    current: bool


class SessionList(Struct, kw_only=True):
    sessions: list[SessionInfo]


class SessionsClosed(Struct, kw_only=True):
    closed: int


class TokenCreate(Request, kw_only=True):
    name: Annotated[str, Meta(min_length=1, max_length=64, examples=["my bot"])]
    scopes: Annotated[list[Scope], Meta(min_length=1, max_length=len(SCOPES))]
    expires_in_days: Annotated[int, Meta(ge=1, le=MAX_EXPIRY_DAYS)] | None = None


class TokenInfo(Struct, kw_only=True):
    """A personal token, never its secret (shown once, at its creation or rotation)."""

    id: str
    name: str
    scopes: list[Scope]
    created_at: str
    expires_at: str | None


class TokenIssued(TokenInfo, kw_only=True):
    token: str


class TokenList(Struct, kw_only=True):
    tokens: list[TokenInfo]


class PasskeyCredential(Request, kw_only=True):
    """The browser's ``PublicKeyCredential`` as JSON (``toJSON()``: ids and buffers in
    base64url), answering the options of the matching ``/options`` operation."""

    credential: Annotated[dict[str, Any], Meta(extra_json_schema={"additionalProperties": True})]
