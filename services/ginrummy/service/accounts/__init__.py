"""Accounts that last: passwords and passkeys for a player, sessions for the page, personal
API tokens with scopes for bots.

| module | job |
|---|---|
| ``aggregates`` | ``Account``, ``PersonalToken``, ``Session`` (event-sourced, derived ids) |
| ``credentials`` | the ``Principal`` of a request, scopes, the per-process cache of lookups |
| ``passwords`` | argon2id hashes, the rules of a new password (the common passwords' list) |
| ``throttle`` | failed sign-ins: per address and pair refusals, per name delays |
| ``tokens`` | personal tokens: issue, list, revoke, rotate; bearer authentication |
| ``sessions`` | sessions: open, authenticate, list, close; CSRF tokens |
| ``passkeys`` | WebAuthn registration and sign-in (``webauthn``) |
| ``directory`` | ``Accounts``: claim, sign up, sign in, and the parts above together |
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from eventsourcing.utils import get_topic

from ginrummy.service.accounts.aggregates import PersonalToken, Session
from ginrummy.service.accounts.credentials import CredentialCache

# The events after which no replica may accept the credential any more.
REVOCATION_TOPICS = (get_topic(PersonalToken.Revoked), get_topic(Session.Closed))


def revocation_observers(cache: CredentialCache) -> dict[str, Callable[[Any], None]]:
    """The read model's observers (``ReadModel.observers``) that evict revoked credentials."""
    return dict.fromkeys(REVOCATION_TOPICS, cache.observe)
