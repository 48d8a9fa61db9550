"""Every topic an event or aggregate was ever stored under resolves to a class of today's code:
those found in the old-data store (written before ``service/domain.py`` became packages), and
today's and the old topic of every moved aggregate's event class."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from eventsourcing.domain import CanMutateAggregate
from eventsourcing.utils import get_topic, resolve_topic

from ginrummy.service import stored_topics
from ginrummy.service.match import ACTION_EVENTS, Match
from ginrummy.service.persistence.transcoder import MsgspecTranscoder

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "old_data" / "store.sqlite"


def _stored_topics() -> set[str]:
    """The topics of the old store's events, and the aggregate topics its snapshots name."""
    with sqlite3.connect(f"file:{FIXTURE}?mode=ro", uri=True) as conn:
        topics = {row[0] for row in conn.execute("SELECT DISTINCT topic FROM stored_events")}
        for (state,) in conn.execute("SELECT state FROM stored_snapshots"):
            topics.add(json.loads(state)["topic"])
    return topics


def test_every_topic_of_the_old_store_resolves() -> None:
    topics = _stored_topics()
    moved = {aggregate.__qualname__ for aggregate in stored_topics.MOVED}
    old = {
        topic
        for topic in topics
        if topic.startswith(stored_topics.OLD_MODULE + ":")
        and topic.split(":")[1].split(".")[0] in moved
    }
    assert stored_topics.OLD_MODULE + ":Match" in old  # a snapshot's
    assert {t.split(":")[1].split(".")[0] for t in old} == moved
    for topic in topics:
        assert isinstance(resolve_topic(topic), type), topic
    for topic in old:
        resolved = resolve_topic(topic)
        assert stored_topics.old_topic(resolved) == topic
        assert topic in stored_topics.topics_of(resolved)


def test_every_moved_class_resolves_by_its_old_and_new_topic() -> None:
    checked = 0
    for aggregate in stored_topics.MOVED:
        for cls in (aggregate, *stored_topics.event_classes(aggregate)):
            assert resolve_topic(get_topic(cls)) is cls
            assert resolve_topic(stored_topics.old_topic(cls)) is cls
            assert stored_topics.topics_of(cls) == {get_topic(cls), stored_topics.old_topic(cls)}
            checked += 1
    for cls in ACTION_EVENTS.values():
        assert issubclass(cls, CanMutateAggregate)
        assert resolve_topic(f"ginrummy.service.domain:Match.{cls.__name__}") is cls
    assert resolve_topic("ginrummy.service.domain:Match.Joined") is Match.Joined
    assert checked > len(ACTION_EVENTS) + 10


def test_a_class_that_never_lived_in_domain_has_no_old_topic() -> None:
    assert stored_topics.topics_of(MsgspecTranscoder) == {get_topic(MsgspecTranscoder)}
