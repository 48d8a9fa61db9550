"""The sign-in throttle: failures counted per address and per (name, address) pair, each key
answered 429 with a growing ``Retry-After`` once it has failed too often, and the failures of a
name from every address slowing that name's sign-ins down without ever refusing them.

No lock-out an attacker can use against the owner: the refusals fall on the attacker's own
address (and on the pairs of that address), never on the name alone; a name attacked from many
addresses at once is answered more slowly (a delay growing to :attr:`SignInThrottle.max_delay`
seconds), and its owner still signs in. A success clears the pair's and the name's failures.
The counts are per process (each replica throttles on its own) and fade after ``window``
seconds without a failure. Names are counted whether they exist or not, so the throttle's
answers do not tell which do.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from dataclasses import dataclass, field

from ginrummy.service.errors import TooManyAttemptsError


@dataclass
class _Failures:
    count: int = 0
    last: float = field(default_factory=time.monotonic)


class SignInThrottle:
    """Counts failed sign-ins and says how long to refuse or delay the next."""

    def __init__(
        self,
        *,
        pair_allowed: int = 5,
        address_allowed: int = 50,
        name_allowed: int = 20,
        max_retry_after: float = 900.0,
        max_delay: float = 2.0,
        window: float = 900.0,
        enabled: bool = True,
    ) -> None:
        self.pair_allowed = pair_allowed
        self.address_allowed = address_allowed
        self.name_allowed = name_allowed
        self.max_retry_after = max_retry_after
        self.max_delay = max_delay
        self.window = window
        self.enabled = enabled
        self._failures: dict[str, _Failures] = {}
        self._lock = threading.Lock()

    def _count(self, key: str, now: float) -> _Failures:
        found = self._failures.get(key)
        if found is None or now - found.last > self.window:
            found = _Failures(0, now)
            self._failures[key] = found
        return found

    def check(self, name: str, address: str) -> float:
        """Raises 429 while the address or the pair must wait; else the delay (seconds) to
        answer this attempt after (a name failing from many addresses)."""
        if not self.enabled:
            return 0.0
        now = time.monotonic()
        with self._lock:
            for key, allowed in (
                (f"addr:{address}", self.address_allowed),
                (f"pair:{name.lower()}:{address}", self.pair_allowed),
            ):
                failures = self._count(key, now)
                over = failures.count - allowed
                if over >= 0:
                    wait = min(self.max_retry_after, 2.0**over) - (now - failures.last)
                    if wait > 0:
                        raise TooManyAttemptsError(
                            "too many failed sign-ins from this address: retry later",
                            retry_after=max(1, round(wait)),
                        )
            over = self._count(f"name:{name.lower()}", now).count - self.name_allowed
            return 0.0 if over < 0 else min(self.max_delay, 0.1 * 2.0**over)

    def failed(self, name: str, address: str) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        with self._lock:
            if len(self._failures) > 100_000:
                self._failures.clear()
            for key in (
                f"addr:{address}",
                f"pair:{name.lower()}:{address}",
                f"name:{name.lower()}",
            ):
                failures = self._count(key, now)
                failures.count += 1
                failures.last = now

    def succeeded(self, name: str, address: str) -> None:
        with self._lock:
            self._failures.pop(f"pair:{name.lower()}:{address}", None)
            self._failures.pop(f"name:{name.lower()}", None)


class AnswerFloor:
    """Failed sign-ins are answered no sooner than a floor: :attr:`margin` times the slowest of
    the last :attr:`window` failures' work (store reads and the argon2id verification). The
    work of an unknown name and of a wrong password differ by a few store reads; under the
    floor, both answer after the same time, whatever the machine's speed and load."""

    def __init__(self, margin: float = 1.25, window: int = 32) -> None:
        self.margin = margin
        self._recent: deque[float] = deque(maxlen=window)
        self._lock = threading.Lock()

    def wait(self, started: float) -> None:
        """Sleeps until the floor, counted from ``started`` (``time.monotonic()``)."""
        took = time.monotonic() - started
        with self._lock:
            self._recent.append(took)
            floor = self.margin * max(self._recent)
        time.sleep(max(0.0, floor - took))
