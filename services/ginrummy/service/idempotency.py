"""Idempotency keys: scoping, request fingerprints, sealed stored replies, and the unit of work
that runs a command once per key (:class:`IdempotentCommands`).

A POST that carries ``Idempotency-Key: K`` stores its first successful response in an
:class:`IdempotencyRecord`, in the same transaction as the events it
caused; a retry with the same key (and the same request) gets that response back and writes
nothing. Records are scoped by the caller (the player, or ``anonymous`` for registration) and
the SHA-256 of the key, so the raw key is never stored. The stored body is sealed with a key
stream derived from the raw key: the store alone cannot read it. That matters for registration,
whose response holds the API token, which is otherwise stored only as a hash.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from uuid import UUID, uuid5

import msgspec
from eventsourcing.domain import Aggregate, event
from eventsourcing.persistence import IntegrityError

from ginrummy.service.errors import InvalidRequestError, ServiceError
from ginrummy.service.identity import NAMESPACE
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.replies import Reply

_LABEL = b"ginrummy-idempotency-v1\x00"
# A record's ``status``: whether the first reply created a resource (the API's 201) or not.
CREATED = 201
UPDATED = 200


class IdempotencyRecord(Aggregate):
    """The first response to a keyed POST; the body is sealed with the key (:func:`seal`)."""

    @staticmethod
    def create_id(scope: str) -> UUID:
        return uuid5(NAMESPACE, f"idempotency:{scope}")

    @event("Recorded")
    def __init__(
        self,
        scope: str,
        fingerprint: str,
        status: int,
        salt: str,
        body: str,
        headers: dict[str, str],
    ) -> None:
        self.scope = scope
        self.fingerprint = fingerprint
        self.status = status
        self.salt = salt
        self.body = body
        self.headers = headers


@dataclass(frozen=True)
class IdempotencyKey:
    """A caller's key for one request."""

    key: str
    caller: str
    fingerprint: str

    @property
    def scope(self) -> str:
        digest = hashlib.sha256(self.key.encode("utf-8")).hexdigest()
        return f"{self.caller}:{digest}"


def fingerprint(method: str, path: str, body: bytes, *extra: str) -> str:
    """A digest of everything that makes two requests "the same request"."""
    h = hashlib.sha256()
    for part in (method.upper(), path, *extra):
        h.update(part.encode("utf-8"))
        h.update(b"\x00")
    h.update(body)
    return h.hexdigest()


def _keystream(key: str, salt: bytes, length: int) -> bytes:
    material = _LABEL + salt + key.encode("utf-8")
    blocks = [
        hashlib.sha256(material + counter.to_bytes(8, "big")).digest()
        for counter in range((length + 31) // 32)
    ]
    return b"".join(blocks)[:length]


def _xor(data: bytes, stream: bytes) -> bytes:
    if not data:
        return b""
    mixed = int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")
    return mixed.to_bytes(len(data), "big")


def seal(key: str, plaintext: bytes) -> tuple[str, str]:
    """Encrypts ``plaintext`` under ``key``: returns (salt hex, ciphertext+tag hex)."""
    salt = secrets.token_bytes(16)
    stream = _keystream(key, salt, len(plaintext))
    cipher = _xor(plaintext, stream)
    tag = hmac.new(_mac_key(key, salt), cipher, hashlib.sha256).digest()
    return salt.hex(), (cipher + tag).hex()


def unseal(key: str, salt_hex: str, sealed_hex: str) -> bytes:
    """Decrypts what :func:`seal` produced; raises ``ValueError`` when it was tampered with."""
    salt = bytes.fromhex(salt_hex)
    sealed = bytes.fromhex(sealed_hex)
    cipher, tag = sealed[:-32], sealed[-32:]
    expected = hmac.new(_mac_key(key, salt), cipher, hashlib.sha256).digest()
    if not hmac.compare_digest(tag, expected):
        raise ValueError("stored idempotent response does not authenticate")
    stream = _keystream(key, salt, len(cipher))
    return _xor(cipher, stream)


def _mac_key(key: str, salt: bytes) -> bytes:
    return hashlib.sha256(b"mac\x00" + _LABEL + salt + key.encode("utf-8")).digest()


class IdempotentCommands:
    """The unit of work of a command: run it, save every aggregate it changed in one
    transaction and, when the request carries an ``Idempotency-Key``, its reply too (an
    :class:`IdempotencyRecord`); a retry gets the first reply back
    and runs nothing."""

    def __init__(self, store: EventStore, saved: Callable[[list[Aggregate]], None]) -> None:
        self.store = store
        self.saved = saved

    def replay(self, idem: IdempotencyKey) -> Reply | None:
        """The first reply to this key, if there was one (422 for another request)."""
        record = self.store.get(IdempotencyRecord.create_id(idem.scope))
        if record is None:
            return None
        assert isinstance(record, IdempotencyRecord)
        if record.fingerprint != idem.fingerprint:
            raise InvalidRequestError(
                "this Idempotency-Key was already used for a different request",
                reason="idempotency-key-reused",
            )
        body = json.loads(unseal(idem.key, record.salt, record.body))
        version = body.get("version") if isinstance(body, dict) else None
        return Reply(body, version, created=record.status == CREATED, replayed=True)

    def execute(
        self,
        idem: IdempotencyKey | None,
        run: Callable[[], tuple[Reply, list[Aggregate]]],
        on_conflict: Callable[[], ServiceError],
        secret_fields: tuple[str, ...] = (),
    ) -> Reply:
        """Runs ``run`` once per key; its ``secret_fields`` are never stored in the record, so
        a replay never carries them."""
        if idem is not None:
            earlier = self.replay(idem)
            if earlier is not None:
                return earlier
        reply, aggregates = run()
        objs: list[Aggregate] = list(aggregates)
        if idem is not None:
            kept = (
                {k: v for k, v in reply.json().items() if k not in secret_fields}
                if secret_fields
                else reply.body
            )
            salt, sealed = seal(idem.key, msgspec.json.encode(kept))
            objs.append(
                IdempotencyRecord(
                    scope=idem.scope,
                    fingerprint=idem.fingerprint,
                    status=CREATED if reply.created else UPDATED,
                    salt=salt,
                    body=sealed,
                    headers={},
                )
            )
        try:
            self.store.save(*objs)
        except IntegrityError:
            if idem is not None:
                earlier = self.replay(idem)
                if earlier is not None:
                    return earlier
            raise on_conflict() from None
        self.saved(list(aggregates))
        return reply
