"""The log follower hands every event it read to the live streams, even when a projection
fails on one (``projections.follower``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

import pytest

from ginrummy.service.persistence.store import EventStore
from ginrummy.service.projections.follower import LogFollower


@dataclass(frozen=True)
class Note:
    id: int


class Log:
    """A notification log of ``size`` events (what ``EventStore.notifications`` gives)."""

    def __init__(self, size: int) -> None:
        self.notes = [Note(i) for i in range(1, size + 1)]

    def notifications(self, after: int, limit: int) -> list[Note]:
        return [n for n in self.notes if n.id > after][:limit]


def test_a_projection_failing_on_an_event_withholds_nothing_from_the_streams() -> None:
    folded: list[int] = []

    def take(notification: Any, touched: set[str]) -> None:
        if notification.id == 3:
            raise ValueError("a projection's bug")
        folded.append(notification.id)

    follower = LogFollower(cast(EventStore, Log(5)), take)
    streamed: list[int] = []
    follower.on_batch = lambda batch: streamed.extend(n.id for n in batch)
    with pytest.raises(ValueError, match="bug"):
        follower.catch_up()
    assert streamed == [1, 2, 3] and folded == [1, 2] and follower.position == 3
    follower.catch_up()  # the follower goes on after the event it could not fold
    assert streamed == [1, 2, 3, 4, 5] and folded == [1, 2, 4, 5] and follower.position == 5
