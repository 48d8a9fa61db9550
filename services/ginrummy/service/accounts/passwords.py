"""Passwords: the rules a new one must meet, and their hashes (argon2id, ``argon2-cffi``).

The hash parameters are argon2-cffi's defaults, RFC 9106's second recommended option (the
"low memory" one): argon2id, time cost 3, memory 64 MiB, parallelism 4, a 16-byte random salt
and a 32-byte hash, all written into the stored PHC string (``$argon2id$v=19$m=65536,t=3,p=4$``),
so a later change of parameters still verifies the old hashes (and :meth:`needs_rehash` says
when one is due). A password is never logged, stored or returned: only its hash is kept.

A new password has at least :data:`MIN_LENGTH` characters (at most :data:`MAX_LENGTH`), is not
the account's name, and is not among the 10,000 most common passwords (``common-passwords.txt``,
compared case-insensitively): the first 10,000 entries of the ``passwords`` frequency list that
the ``zxcvbn`` package ships (Dropbox's zxcvbn, from Mark Burnett's/xato's 10 million password
corpus), written by ``scripts/common_passwords.py`` and checked against the package by a test.
"""

from __future__ import annotations

import functools
import secrets
from importlib import resources

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from ginrummy.service.errors import InvalidRequestError

MIN_LENGTH = 10
MAX_LENGTH = 256
COMMON_PASSWORDS_FILE = "common-passwords.txt"


@functools.cache
def common_passwords() -> frozenset[str]:
    text = resources.files(__package__).joinpath(COMMON_PASSWORDS_FILE).read_text("utf-8")
    return frozenset(line.strip().lower() for line in text.splitlines() if line.strip())


def check_new_password(password: str, name: str) -> None:
    """Refuses a password too short, too long, equal to the name or too common (422)."""
    if len(password) < MIN_LENGTH:
        raise InvalidRequestError(
            f"a password has at least {MIN_LENGTH} characters", reason="weak-password"
        )
    if len(password) > MAX_LENGTH:
        raise InvalidRequestError(
            f"a password has at most {MAX_LENGTH} characters", reason="weak-password"
        )
    if password.lower() == name.lower():
        raise InvalidRequestError("a password is not the account's name", reason="weak-password")
    if password.lower() in common_passwords():
        raise InvalidRequestError(
            "this password is one of the 10,000 most common ones: choose another",
            reason="weak-password",
        )


class PasswordHashes:
    """argon2id hashes and their verification; :meth:`verify_nothing` costs what a verification
    costs, for the sign-ins whose account has no password (the same time, the same answer)."""

    def __init__(self, hasher: PasswordHasher | None = None) -> None:
        self.hasher = hasher if hasher is not None else PasswordHasher()
        self._decoy: str | None = None

    def hash(self, password: str) -> str:
        return self.hasher.hash(password)

    def verify(self, password_hash: str, password: str) -> bool:
        try:
            return self.hasher.verify(password_hash, password)
        except (VerificationError, InvalidHashError):
            return False

    def verify_nothing(self, password: str) -> bool:
        """Spends one verification on the decoy hash (made at the first call, with the same
        parameters as every hash); always ``False``."""
        if self._decoy is None:
            self._decoy = self.hasher.hash(secrets.token_urlsafe(16))
        self.verify(self._decoy, password)
        return False

    def needs_rehash(self, password_hash: str) -> bool:
        return self.hasher.check_needs_rehash(password_hash)
