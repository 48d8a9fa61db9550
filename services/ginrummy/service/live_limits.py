"""How many live streams a replica holds: at most ``per_identity`` for one token (or, anonymous,
one address) and ``total`` in all. Past them a new stream is refused before it starts: 429
``too-many-streams`` for the identity, 503 ``streams-full`` for the replica (both with
``Retry-After``)."""

from __future__ import annotations

import threading

from ginrummy.service import metrics
from ginrummy.service.errors import StreamsFullError, TooManyStreamsError


class StreamTicket:
    """One admitted stream; :meth:`release` (idempotent) gives its place back."""

    __slots__ = ("_identity", "_limits", "_released")

    def __init__(self, limits: StreamLimits, identity: str) -> None:
        self._limits = limits
        self._identity = identity
        self._released = False

    def release(self) -> None:
        if not self._released:
            self._released = True
            self._limits._release(self._identity)


class StreamLimits:
    """The admission of live streams on one replica."""

    def __init__(self, per_identity: int, total: int) -> None:
        self.per_identity = per_identity
        self.total = total
        self.open = 0
        self._by_identity: dict[str, int] = {}
        self._lock = threading.Lock()

    def admit(self, identity: str) -> StreamTicket:
        """A ticket for one more stream of ``identity``, or the refusal."""
        with self._lock:
            held = self._by_identity.get(identity, 0)
            if self.per_identity > 0 and held >= self.per_identity:
                metrics.LIVE_STREAMS_REFUSED.labels(reason="too-many-streams").inc()
                raise TooManyStreamsError(
                    f"this token already holds {held} live streams, the most one may "
                    f"(GINRUMMY_SSE_MAX_PER_TOKEN={self.per_identity}): close one first"
                )
            if self.total > 0 and self.open >= self.total:
                metrics.LIVE_STREAMS_REFUSED.labels(reason="streams-full").inc()
                raise StreamsFullError(
                    f"this replica holds {self.open} live streams, the most it may "
                    f"(GINRUMMY_SSE_MAX_STREAMS={self.total}): retry later"
                )
            self._by_identity[identity] = held + 1
            self.open += 1
        return StreamTicket(self, identity)

    def _release(self, identity: str) -> None:
        with self._lock:
            self.open -= 1
            held = self._by_identity.get(identity, 1) - 1
            if held > 0:
                self._by_identity[identity] = held
            else:
                self._by_identity.pop(identity, None)
