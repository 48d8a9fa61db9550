"""Who a player is, and the derived ids: :class:`Player`, :class:`Index` and :data:`NAMESPACE`.

- :class:`Player`: a registered player (name, hash of the API token).
- :class:`Index`: a unique key (a player name, a token hash) pointing at an aggregate; its id is
  derived from the key (UUIDv5), so claiming a taken key fails on the store's unique constraint.

Every derived id of the service (an index, an analysis, an idempotency record, an account...)
is a UUIDv5 in :data:`NAMESPACE`.
"""

from __future__ import annotations

from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

NAMESPACE = uuid5(NAMESPACE_URL, "https://github.com/ginrummy/ginrummy")


class Player(Aggregate):
    """A registered player. The API token itself is never stored, only its SHA-256."""

    class Registered(Aggregate.Created):
        """Version 2 names how ``token_hash`` was computed (``token_scheme``), so that a later
        scheme can be introduced without guessing; every version 1 event used SHA-256 of the
        token (upcast by eventsourcing when a version 1 event is read)."""

        class_version = 2
        name: str
        token_hash: str
        token_scheme: str

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["token_scheme"] = "sha256"

    @event(Registered)
    def __init__(self, name: str, token_hash: str, token_scheme: str = "sha256") -> None:
        self.name = name
        self.token_hash = token_hash
        self.token_scheme = token_scheme


class Index(Aggregate):
    """A unique key that points at another aggregate (``name:<lowercased name>``, ...)."""

    @staticmethod
    def create_id(key: str) -> UUID:
        return index_id(key)

    @event("Created")
    def __init__(self, key: str, ref: UUID) -> None:
        self.key = key
        self.ref = ref


def index_id(key: str) -> UUID:
    """The id of the :class:`Index` aggregate for ``key``."""
    return uuid5(NAMESPACE, f"index:{key}")
