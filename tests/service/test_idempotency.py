"""Sealed idempotency records (``ginrummy.service.idempotency``): what the store keeps of a
keyed POST's first response can be read back with the raw key only, and any tampering (a
flipped byte of the salt or of the sealed text, a truncation, another key) is refused with
``ValueError``."""

from __future__ import annotations

import hashlib
import json

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from ginrummy.service.idempotency import IdempotencyKey, seal, unseal

keys = st.text(min_size=1, max_size=80)
bodies = st.binary(min_size=0, max_size=2048)
LONG = bytes(range(256)) * 400  # 100 KiB: several thousand key-stream blocks


def token_body(token: str = "gr_" + "Zm9vYmFy" * 5) -> bytes:
    """A registration response: the one body that holds a secret (the API token)."""
    return json.dumps({"id": "4f1c", "name": "alice", "token": token}).encode()


@given(key=keys, body=bodies)
@example(key="k", body=b"")
@example(key="k", body=b"x")
@example(key="idem-1", body=LONG)
@example(key="ключ-🔑", body=token_body())
def test_round_trip(key: str, body: bytes) -> None:
    salt, sealed = seal(key, body)
    assert unseal(key, salt, sealed) == body
    assert len(bytes.fromhex(sealed)) == len(body) + 32  # the text and a SHA-256 tag


@given(key=keys, other=keys, body=bodies)
@example(key="a", other="A", body=b"")
@example(key="abc", other="abc ", body=token_body())
def test_another_key_fails(key: str, other: str, body: bytes) -> None:
    if other == key:
        other = key + "x"
    salt, sealed = seal(key, body)
    with pytest.raises(ValueError):
        unseal(other, salt, sealed)


def flip(hex_text: str, index: int, mask: int) -> str:
    raw = bytearray(bytes.fromhex(hex_text))
    raw[index % len(raw)] ^= mask
    return raw.hex()


@given(
    key=keys,
    body=bodies,
    index=st.integers(min_value=0, max_value=10_000),
    mask=st.integers(min_value=1, max_value=255),
)
@example(key="k", body=b"", index=0, mask=1)
def test_a_flipped_byte_of_the_salt_fails(key: str, body: bytes, index: int, mask: int) -> None:
    salt, sealed = seal(key, body)
    with pytest.raises(ValueError):
        unseal(key, flip(salt, index, mask), sealed)


@given(
    key=keys,
    body=bodies,
    index=st.integers(min_value=0, max_value=10_000),
    mask=st.integers(min_value=1, max_value=255),
)
@example(key="k", body=b"", index=0, mask=0x80)  # the tag of an empty body
@example(key="k", body=b"x", index=0, mask=1)  # the one byte of text
@example(key="k", body=token_body(), index=len(token_body()) - 1, mask=1)  # the text's last byte
@example(key="k", body=token_body(), index=len(token_body()), mask=1)  # the tag's first byte
def test_a_flipped_byte_of_the_sealed_text_fails(
    key: str, body: bytes, index: int, mask: int
) -> None:
    salt, sealed = seal(key, body)
    with pytest.raises(ValueError):
        unseal(key, salt, flip(sealed, index, mask))


@given(
    key=keys,
    body=bodies,
    which=st.sampled_from(["salt", "sealed"]),
    index=st.integers(min_value=0, max_value=10_000),
    mask=st.integers(min_value=1, max_value=127),
)
@example(key="k", body=token_body(), which="sealed", index=0, mask=0x20)
def test_a_flipped_character_of_the_stored_hex_never_gives_another_body(
    key: str, body: bytes, which: str, index: int, mask: int
) -> None:
    """Tampering with the stored text itself (not its decoded bytes): a character that is no
    longer a hex digit, or another digit, is refused with ValueError; a hex letter whose case
    flips decodes to the same bytes, and then the same body comes back, never another."""
    salt, sealed = seal(key, body)
    text = salt if which == "salt" else sealed
    i = index % len(text)
    tampered = text[:i] + chr(ord(text[i]) ^ mask) + text[i + 1 :]
    args = (tampered, sealed) if which == "salt" else (salt, tampered)
    try:
        opened = unseal(key, *args)
    except ValueError:
        return
    assert bytes.fromhex(tampered) == bytes.fromhex(text), "accepted a changed byte"
    assert opened == body


@given(key=keys, body=bodies, cut=st.integers(min_value=1, max_value=64))
def test_a_truncated_sealed_text_fails(key: str, body: bytes, cut: int) -> None:
    salt, sealed = seal(key, body)
    raw = bytes.fromhex(sealed)
    with pytest.raises(ValueError):
        unseal(key, salt, raw[: max(0, len(raw) - cut)].hex())


@given(key=keys, secret=st.binary(min_size=16, max_size=512))
@example(key="idem-1", secret=token_body())
def test_the_sealed_text_does_not_contain_the_plaintext(key: str, secret: bytes) -> None:
    """Neither the bytes nor their hex appear in what is stored (16 bytes or more: a chance
    match in random bytes is out of reach)."""
    body = b'{"token":"' + secret + b'"}'
    salt, sealed = seal(key, body)
    raw = bytes.fromhex(sealed)
    assert secret not in raw
    assert secret.hex() not in sealed
    assert secret.hex() not in salt
    if secret.isascii():
        assert secret.decode() not in sealed


@given(key=keys, body=bodies)
@example(key="k", body=b"")
@example(key="k", body=token_body())
def test_two_seals_of_one_body_differ(key: str, body: bytes) -> None:
    first = seal(key, body)
    second = seal(key, body)
    assert first[0] != second[0], "a fresh salt each time"
    assert first[1] != second[1]
    if len(body) >= 8:  # the key stream is salted too, not only the tag (no two-time pad)
        text = len(body) * 2
        assert first[1][:text] != second[1][:text]
    assert unseal(key, *first) == unseal(key, *second) == body


def test_a_salt_is_not_the_one_of_another_seal() -> None:
    """A record's body unseals only with its own salt."""
    body = token_body()
    first, second = seal("k", body), seal("k", body)
    with pytest.raises(ValueError):
        unseal("k", second[0], first[1])


callers = st.one_of(st.just("anonymous"), st.uuids().map(str))


@given(key=st.text(min_size=8, max_size=200), caller=callers)
@example(key="0123456789abcdef", caller="anonymous")
@example(key="a" * 64, caller="anonymous")
def test_the_scope_never_contains_the_raw_key(key: str, caller: str) -> None:
    """The scope (the record's id is derived from it) is the caller and a digest: the key
    cannot be read from it, and the same key of the same caller gives the same scope.
    (Keys of 8 characters or more: a shorter one may occur in any hex digest by chance.)"""
    idem = IdempotencyKey(key=key, caller=caller, fingerprint="f")
    scope = idem.scope
    prefix = caller + ":"
    assert scope.startswith(prefix)
    digest = scope.removeprefix(prefix)
    assert len(digest) == 64 and set(digest) <= set("0123456789abcdef")
    assert key not in digest
    assert key.encode("utf-8").hex() not in scope
    assert IdempotencyKey(key=key, caller=caller, fingerprint="g").scope == scope
    assert IdempotencyKey(key=key + "!", caller=caller, fingerprint="f").scope != scope
    other_caller = "someone-else" if caller == "anonymous" else "anonymous"
    assert IdempotencyKey(key=key, caller=other_caller, fingerprint="f").scope != scope


def test_the_scope_digest_is_a_one_way_hash_of_the_key() -> None:
    """The scope of a key is the SHA-256 of the key: it does not contain it and is what any
    process computes for the same key (the records of a key are found again)."""
    key = "retry-me-7f3a2c"
    scope = IdempotencyKey(key=key, caller="anonymous", fingerprint="f").scope
    assert scope == "anonymous:" + hashlib.sha256(key.encode()).hexdigest()
