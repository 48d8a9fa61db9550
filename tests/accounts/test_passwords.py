"""The passwords' rules and hashes: argon2id with the stated parameters, the shipped list of
common passwords is zxcvbn's, a password is never in a stored event or a log."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import get_args

import pytest
from litestar.testing import TestClient

from ginrummy.api.app import create_app
from ginrummy.service.accounts import credentials, passwords
from ginrummy.service.errors import InvalidRequestError

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def test_the_common_passwords_are_zxcvbns_first_ten_thousand() -> None:
    from zxcvbn.frequency_lists import FREQUENCY_LISTS

    shipped = (Path(passwords.__file__).parent / passwords.COMMON_PASSWORDS_FILE).read_text()
    assert shipped.splitlines() == FREQUENCY_LISTS["passwords"][:10_000]
    assert len(passwords.common_passwords()) >= 9_900  # a few differ only by case


@pytest.mark.parametrize(
    ("password", "why"),
    [
        ("short", "at least 10"),
        ("x" * 257, "at most 256"),
        ("Alice12345", "the account's name"),
        ("1234567890", "most common"),
        ("Qwertyuiop", "most common"),
    ],
)
def test_weak_passwords_are_refused(password: str, why: str) -> None:
    with pytest.raises(InvalidRequestError, match=why) as refused:
        passwords.check_new_password(password, "alice12345")
    assert refused.value.reason == "weak-password"


def test_a_strong_password_passes() -> None:
    passwords.check_new_password("correct horse battery staple", "alice")


def test_hashes_are_argon2id_with_the_stated_parameters() -> None:
    hashes = passwords.PasswordHashes()
    stored = hashes.hash("correct horse battery staple")
    assert stored.startswith("$argon2id$v=19$m=65536,t=3,p=4$")
    assert hashes.verify(stored, "correct horse battery staple")
    assert not hashes.verify(stored, "correct horse battery stapl")
    assert not hashes.verify("not a hash", "x")
    assert not hashes.verify_nothing("correct horse battery staple")
    assert not hashes.needs_rehash(stored)


def test_the_scopes_are_one_vocabulary() -> None:
    assert tuple(credentials.SCOPES) == get_args(credentials.Scope) == credentials.ALL_SCOPES


def test_a_password_is_never_stored_nor_logged(
    sqlite_env: dict[str, str], caplog: pytest.LogCaptureFixture
) -> None:
    secret = "a very secret passphrase 9"
    app = create_app({**sqlite_env, "GINRUMMY_ACCESS_LOG": "y"}, rate_limit=0)
    caplog.set_level(logging.DEBUG)
    try:
        with TestClient(app) as client:
            r = client.post("/account/signup", json={"name": "carol", "password": secret})
            assert r.status_code == 201 and secret not in r.text
            client.cookies.clear()
            r = client.post("/account/signin", json={"name": "carol", "password": secret + "!"})
            assert r.status_code == 401 and secret not in r.text
        store = app.state.service.store
        states = [n.state for n in store.notifications(0, 1000)]
        assert states and not any(secret.encode() in s for s in states)
        assert secret not in caplog.text
    finally:
        app.state.service.close()
