"""The topics events were stored under before their aggregates left ``service/domain.py``.

eventsourcing stores each event (and each snapshot's aggregate) by topic, ``module:Class``.
``Match`` moved to ``service.match``, ``Player`` and ``Index`` to ``service.identity``,
``Analysis`` to ``service.analysis``, ``IdempotencyRecord`` to ``service.idempotency``; the
events they stored before still name ``ginrummy.service.domain:<Class>[.<Event>]``. Importing
this module registers every such old topic, derived from the classes themselves (each moved
aggregate and every event class nested in it), so that both generations resolve; code that
picks events by topic asks :func:`topics_of` for both.
"""

from __future__ import annotations

from collections.abc import Iterator

from eventsourcing.domain import CanMutateAggregate
from eventsourcing.utils import get_topic, register_topic

from ginrummy.service.analysis import Analysis
from ginrummy.service.idempotency import IdempotencyRecord
from ginrummy.service.identity import Index, Player
from ginrummy.service.match import Match

OLD_MODULE = "ginrummy.service.domain"
"""Where the moved aggregates lived."""

MOVED: tuple[type, ...] = (Match, Player, Index, Analysis, IdempotencyRecord)
"""The aggregates that lived in :data:`OLD_MODULE`."""


def event_classes(aggregate: type) -> Iterator[type]:
    """The event classes nested in ``aggregate`` (``Match.Joined``, ...)."""
    for value in vars(aggregate).values():
        if isinstance(value, type) and issubclass(value, CanMutateAggregate):
            yield value


def old_topic(cls: type) -> str:
    """The topic ``cls`` (a moved aggregate or one of its event classes) was stored under."""
    if cls.__qualname__.split(".")[0] not in {aggregate.__qualname__ for aggregate in MOVED}:
        raise ValueError(f"{cls.__qualname__} did not live in {OLD_MODULE}")
    return f"{OLD_MODULE}:{cls.__qualname__}"


def topics_of(*classes: type) -> frozenset[str]:
    """Every topic events of ``classes`` are stored under: today's, and the old one of a class
    that moved."""
    topics = {get_topic(cls) for cls in classes}
    topics.update(old_topic(cls) for cls in classes if _moved(cls))
    return frozenset(topics)


def _moved(cls: type) -> bool:
    return any(cls is aggregate or cls in set(event_classes(aggregate)) for aggregate in MOVED)


def register_old_topics() -> None:
    """Every old topic resolves to the class that moved (idempotent)."""
    for aggregate in MOVED:
        register_topic(old_topic(aggregate), aggregate)
        for cls in event_classes(aggregate):
            register_topic(old_topic(cls), cls)


register_old_topics()
