"""/account/passkeys and /account/passkey-signin: registering a passkey on the account, and
signing in with one (WebAuthn; ``service.accounts.passkeys``). The relying party is the host
the request came to, without its port; the origin its scheme and host."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from litestar import Controller, Request, Response, post
from litestar.di import NamedDependency
from litestar.params import JSONBody

from ginrummy.api.auth import SECURITY
from ginrummy.api.controllers.accounts import PRINCIPAL, device_of, signed_in
from ginrummy.api.controllers.common import respond
from ginrummy.api.problems import responses
from ginrummy.api.schemas import AccountInfo, PasskeyCredential, SignedIn
from ginrummy.service.accounts.credentials import Principal
from ginrummy.service.application import GinRummyService


def relying_party(request: Request[Any, Any, Any]) -> tuple[str, str]:
    """(rp_id, origin) of the request: the host it was sent to."""
    host = request.headers.get("host") or request.url.netloc
    rp_id = urlsplit(f"//{host}").hostname or host
    return rp_id, f"{request.url.scheme}://{host}"


class PasskeyController(Controller):
    path = "/account"
    tags = ("accounts",)

    @post(
        "/passkeys/options",
        operation_id="passkeyRegistrationOptions",
        summary="Start registering a passkey: the options for navigator.credentials.create",
        status_code=200,
        sync_to_thread=True,
        dependencies=PRINCIPAL,
        security=SECURITY,
        responses=responses(401, 403, 409),
    )
    def registration_options(
        self,
        request: Request[Any, Any, Any],
        principal: NamedDependency[Principal],
        service: NamedDependency[GinRummyService],
    ) -> dict[str, Any]:
        rp_id, _ = relying_party(request)
        reply = service.accounts.passkey_registration_options(principal, rp_id)
        options: dict[str, Any] = reply.body
        return options

    @post(
        "/passkeys",
        operation_id="registerPasskey",
        opt={"strict_body": PasskeyCredential},
        summary="Register a passkey: the credential navigator.credentials.create made",
        sync_to_thread=True,
        dependencies=PRINCIPAL,
        security=SECURITY,
        responses=responses(401, 403, 409, 415),
    )
    def register(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[PasskeyCredential],
        principal: NamedDependency[Principal],
        service: NamedDependency[GinRummyService],
    ) -> Response[AccountInfo]:
        rp_id, origin = relying_party(request)
        reply = service.accounts.register_passkey(principal, data.credential, rp_id, origin)
        return respond(reply, AccountInfo, "/account")

    @post(
        "/passkey-signin/options",
        operation_id="passkeySignInOptions",
        summary="Start signing in with a passkey: the options for navigator.credentials.get",
        status_code=200,
        sync_to_thread=True,
        responses=responses(409),
    )
    def sign_in_options(
        self, request: Request[Any, Any, Any], service: NamedDependency[GinRummyService]
    ) -> dict[str, Any]:
        rp_id, _ = relying_party(request)
        return service.accounts.passkeys.sign_in_options(rp_id)

    @post(
        "/passkey-signin",
        operation_id="passkeySignIn",
        opt={"strict_body": PasskeyCredential},
        summary="Sign in with a passkey: the credential navigator.credentials.get made",
        status_code=200,
        sync_to_thread=True,
        responses=responses(401, 409, 415),
    )
    def sign_in(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[PasskeyCredential],
        service: NamedDependency[GinRummyService],
    ) -> Response[SignedIn]:
        rp_id, origin = relying_party(request)
        reply, secret = service.accounts.passkey_sign_in(
            data.credential, rp_id, origin, device_of(request)
        )
        return signed_in(request, reply, secret)
