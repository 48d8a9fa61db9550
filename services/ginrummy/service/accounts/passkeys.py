"""Passkeys (WebAuthn, the ``webauthn`` library): an account registers one (a signed-in page,
or a token with the ``account`` scope), then signs in with it on any device that holds it.

Each ceremony starts with a challenge the server records (a :class:`PasskeyChallenge`, valid
:data:`CHALLENGE_SECONDS`, answered once: a second answer fails on its version), so any replica
can finish it. Sign-in asks for a discoverable credential (no name typed): the credential's id
leads to its account through an :class:`~ginrummy.service.identity.Index`. The relying party is
the host the page was served from (``rp_id``, its name without the port) and its origin; a
proxy in front forwards the ``Host`` header. Any refusal is 401 ``passkey-failed`` and changes
nothing."""

from __future__ import annotations

import json
import secrets
import time
from typing import Any
from uuid import UUID

from webauthn import (
    generate_authentication_options,
    generate_registration_options,
    options_to_json,
    verify_authentication_response,
    verify_registration_response,
)
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url, parse_client_data_json
from webauthn.helpers.exceptions import WebAuthnException
from webauthn.helpers.structs import (
    AuthenticatorSelectionCriteria,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

from ginrummy.service.accounts.aggregates import Account, PasskeyChallenge, account_id
from ginrummy.service.errors import ConflictError, UnauthorizedError
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.identity import Index, index_id
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.replies import Reply

CHALLENGE_SECONDS = 300
REGISTER = "register"
SIGN_IN = "sign-in"
RP_NAME = "ginrummy"


def _failed(detail: str) -> UnauthorizedError:
    return UnauthorizedError(f"the passkey was not accepted: {detail}", reason="passkey-failed")


class Passkeys:
    """The two WebAuthn ceremonies: registration and sign-in."""

    def __init__(self, store: EventStore, commands: IdempotentCommands) -> None:
        self.store = store
        self.commands = commands

    def _challenge(self, purpose: str, player_id: str | None) -> tuple[bytes, PasskeyChallenge]:
        raw = secrets.token_bytes(32)
        challenge = PasskeyChallenge(
            challenge=bytes_to_base64url(raw),
            purpose=purpose,
            player_id=player_id,
            expires_at=time.time() + CHALLENGE_SECONDS,
        )
        return raw, challenge

    def registration_options(self, account: Account, rp_id: str) -> dict[str, Any]:
        raw, challenge = self._challenge(REGISTER, account.player_id)
        options = generate_registration_options(
            rp_id=rp_id,
            rp_name=RP_NAME,
            user_id=UUID(account.player_id).bytes,
            user_name=account.name,
            challenge=raw,
            timeout=CHALLENGE_SECONDS * 1000,
            authenticator_selection=AuthenticatorSelectionCriteria(
                resident_key=ResidentKeyRequirement.REQUIRED,
                user_verification=UserVerificationRequirement.PREFERRED,
            ),
            exclude_credentials=[
                PublicKeyCredentialDescriptor(id=base64url_to_bytes(c)) for c in account.passkeys
            ],
        )
        self._save([challenge])
        found: dict[str, Any] = json.loads(options_to_json(options))
        return found

    def sign_in_options(self, rp_id: str) -> dict[str, Any]:
        raw, challenge = self._challenge(SIGN_IN, None)
        options = generate_authentication_options(
            rp_id=rp_id,
            challenge=raw,
            timeout=CHALLENGE_SECONDS * 1000,
            user_verification=UserVerificationRequirement.PREFERRED,
        )
        self._save([challenge])
        found: dict[str, Any] = json.loads(options_to_json(options))
        return found

    def _answered(self, credential: dict[str, Any], purpose: str) -> PasskeyChallenge:
        """The live challenge this credential answers, marked answered (not saved yet)."""
        try:
            response = credential["response"]
            client_data = parse_client_data_json(base64url_to_bytes(response["clientDataJSON"]))
        except (KeyError, TypeError, ValueError, WebAuthnException):
            raise _failed("the credential is malformed") from None
        found = self.store.get(
            PasskeyChallenge.create_id(bytes_to_base64url(client_data.challenge))
        )
        if (
            not isinstance(found, PasskeyChallenge)
            or found.used
            or found.purpose != purpose
            or found.expires_at < time.time()
        ):
            raise _failed("its challenge is unknown, used or expired: ask for a new one")
        found.answer()
        return found

    def register(
        self, account: Account, credential: dict[str, Any], rp_id: str, origin: str
    ) -> list[Any]:
        """Verifies a new passkey of ``account``: what to save (the account changed)."""
        challenge = self._answered(credential, REGISTER)
        if challenge.player_id != account.player_id:
            raise _failed("the challenge was issued to another account")
        try:
            verified = verify_registration_response(
                credential=credential,
                expected_challenge=base64url_to_bytes(challenge.challenge),
                expected_rp_id=rp_id,
                expected_origin=origin,
            )
        except (WebAuthnException, KeyError, TypeError, ValueError) as exc:
            raise _failed(str(exc)[:200]) from None
        credential_id = bytes_to_base64url(verified.credential_id)
        account.add_passkey(
            credential_id, bytes_to_base64url(verified.credential_public_key), verified.sign_count
        )
        by_credential = Index(key=f"passkey:{credential_id}", ref=UUID(account.player_id))
        return [challenge, account, by_credential]

    def authenticate(
        self, credential: dict[str, Any], rp_id: str, origin: str
    ) -> tuple[Account, PasskeyChallenge]:
        """The account a passkey sign-in proves, its sign count recorded, and the challenge
        answered (neither saved yet)."""
        challenge = self._answered(credential, SIGN_IN)
        credential_id = credential.get("id")
        index = self.store.get(index_id(f"passkey:{credential_id}"))
        account = self.store.get(account_id(index.ref)) if isinstance(index, Index) else None
        if not isinstance(account, Account) or credential_id not in account.passkeys:
            raise _failed("no account holds this passkey")
        stored = account.passkeys[str(credential_id)]
        try:
            verified = verify_authentication_response(
                credential=credential,
                expected_challenge=base64url_to_bytes(challenge.challenge),
                expected_rp_id=rp_id,
                expected_origin=origin,
                credential_public_key=base64url_to_bytes(stored["public_key"]),
                credential_current_sign_count=int(stored["sign_count"]),
            )
        except (WebAuthnException, KeyError, TypeError, ValueError) as exc:
            raise _failed(str(exc)[:200]) from None
        account.use_passkey(str(credential_id), verified.new_sign_count)
        return account, challenge

    def _save(self, aggregates: list[Any]) -> None:
        self.commands.execute(
            None,
            lambda: (Reply({}), aggregates),
            lambda: ConflictError("the challenge was answered meanwhile", reason="conflict"),
        )
