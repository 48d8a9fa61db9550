"""The sign-in throttle alone: refusals per address and per (name, address) pair, growing;
a name attacked from many addresses is slowed, never refused; a success clears the pair."""

from __future__ import annotations

import pytest

from ginrummy.service.accounts.throttle import SignInThrottle
from ginrummy.service.errors import TooManyAttemptsError


def test_an_address_trying_many_names_is_refused_with_a_growing_wait() -> None:
    throttle = SignInThrottle(address_allowed=10, pair_allowed=100)
    for i in range(10):
        assert throttle.check(f"name{i}", "203.0.113.1") == 0.0
        throttle.failed(f"name{i}", "203.0.113.1")
    with pytest.raises(TooManyAttemptsError) as first:
        throttle.check("another", "203.0.113.1")
    for _ in range(5):  # failures still counted (answered by other means) grow the wait
        throttle.failed("another", "203.0.113.1")
    with pytest.raises(TooManyAttemptsError) as later:
        throttle.check("another", "203.0.113.1")
    assert later.value.retry_after > first.value.retry_after >= 1
    assert throttle.check("name0", "203.0.113.2") == 0.0  # other addresses are untouched


def test_a_name_attacked_from_everywhere_is_slowed_never_refused() -> None:
    throttle = SignInThrottle(name_allowed=20, max_delay=2.0)
    for i in range(200):
        throttle.failed("owner", f"198.51.100.{i}")
    delay = throttle.check("owner", "192.0.2.9")  # the owner, from its own address
    assert 0 < delay <= 2.0
    throttle.succeeded("owner", "192.0.2.9")
    assert throttle.check("owner", "192.0.2.9") == 0.0


def test_a_success_clears_the_pair() -> None:
    throttle = SignInThrottle(pair_allowed=3)
    for _ in range(2):
        throttle.failed("alice", "192.0.2.1")
    throttle.succeeded("alice", "192.0.2.1")
    for _ in range(2):
        throttle.failed("alice", "192.0.2.1")
    assert throttle.check("alice", "192.0.2.1") == 0.0
