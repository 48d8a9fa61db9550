"""Two replicas over one PostgreSQL: a private message sent on replica A arrives on the
recipient's notifications stream on replica B through LISTEN/NOTIFY (well under the poll);
p50 and p99 over 200 messages (40 senders, 5 each: under the flood limits)."""

from __future__ import annotations

import queue
import statistics
import time
import uuid

import httpx
import pytest

from api.test_api_live import SSE, register
from ops.test_live_replicas import POLL, pg_env, replicas
from support.waits import wait_until

__all__ = ["pg_env"]

pytestmark = pytest.mark.postgres

MESSAGES = 200
SENDERS = 40


def test_a_message_sent_on_a_arrives_on_bs_notifications(pg_env: dict[str, str]) -> None:
    for a, b in replicas(pg_env):
        http = httpx.Client(base_url=a.url, timeout=10)
        recipient_id, recipient = register(http, "r" + uuid.uuid4().hex[:10])
        senders = [register(http, "s" + uuid.uuid4().hex[:10]).headers for _ in range(SENDERS)]
        stream = SSE(f"{b.url}/players/me/notifications/stream", recipient)
        wait_until(lambda s=stream: s.status is not None, what="the stream answered")
        assert stream.status == 200
        delays: list[float] = []
        try:
            for n in range(MESSAGES):
                text = f"message {n}"
                body = {"to": recipient_id, "text": text}
                r = http.post("/players/me/messages", json=body, headers=senders[n % SENDERS])
                assert r.status_code == 201, r.text
                acknowledged = time.perf_counter()
                while True:
                    try:
                        event = stream.events.get(timeout=POLL * 5)
                    except queue.Empty:
                        raise AssertionError(f"{text!r} did not arrive on B") from None
                    if event["event"] == "message" and event["data"]["text"] == text:
                        delays.append(time.perf_counter() - acknowledged)
                        break
        finally:
            stream.close()
            http.close()
        ms = sorted(d * 1000 for d in delays)
        p50 = statistics.median(ms)
        p99 = ms[int(len(ms) * 0.99) - 1]
        print(
            f"\nsocial cross-replica delivery over {len(ms)} messages: "
            f"p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {ms[-1]:.1f} ms"
        )
        assert len(ms) == MESSAGES
        assert p99 < POLL * 1000, "delivered by the poll, not by LISTEN/NOTIFY"
