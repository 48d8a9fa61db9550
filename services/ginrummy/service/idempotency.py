"""Idempotency keys: scoping, request fingerprints and sealed stored responses.

A POST that carries ``Idempotency-Key: K`` stores its first successful response in an
:class:`~ginrummy.service.domain.IdempotencyRecord`, in the same transaction as the events it
caused; a retry with the same key (and the same request) gets that response back and writes
nothing. Records are scoped by the caller (the player, or ``anonymous`` for registration) and
the SHA-256 of the key, so the raw key is never stored. The stored body is sealed with a key
stream derived from the raw key: the store alone cannot read it. That matters for registration,
whose response holds the API token, which is otherwise stored only as a hash.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass

_LABEL = b"ginrummy-idempotency-v1\x00"


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
