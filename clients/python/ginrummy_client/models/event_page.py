from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.event_page_status import EventPageStatus

if TYPE_CHECKING:
    from ..models.big_gin_declared_event import BigGinDeclaredEvent
    from ..models.deadline_missed_event import DeadlineMissedEvent
    from ..models.deal_scored_event import DealScoredEvent
    from ..models.deal_started_event import DealStartedEvent
    from ..models.discarded_event import DiscardedEvent
    from ..models.drew_discard_event import DrewDiscardEvent
    from ..models.drew_stock_event import DrewStockEvent
    from ..models.knocked_event import KnockedEvent
    from ..models.laid_off_event import LaidOffEvent
    from ..models.layoff_finished_event import LayoffFinishedEvent
    from ..models.match_cancelled_event import MatchCancelledEvent
    from ..models.match_created_event import MatchCreatedEvent
    from ..models.match_finished_event import MatchFinishedEvent
    from ..models.match_started_event import MatchStartedEvent
    from ..models.player_joined_event import PlayerJoinedEvent
    from ..models.resigned_event import ResignedEvent
    from ..models.reveals_released_event import RevealsReleasedEvent
    from ..models.upcard_passed_event import UpcardPassedEvent
    from ..models.upcard_taken_event import UpcardTakenEvent


T = TypeVar("T", bound="EventPage")


@_attrs_define
class EventPage:
    """A page of the match's events. ``has_more``: more events are recorded after this page;
    ask again with ``after=next_after``. ``complete``: the match is over and this page reaches
    its last event.

        Attributes:
            complete (bool):
            events (list[BigGinDeclaredEvent | DeadlineMissedEvent | DealScoredEvent | DealStartedEvent | DiscardedEvent |
                DrewDiscardEvent | DrewStockEvent | KnockedEvent | LaidOffEvent | LayoffFinishedEvent | MatchCancelledEvent |
                MatchCreatedEvent | MatchFinishedEvent | MatchStartedEvent | PlayerJoinedEvent | ResignedEvent |
                RevealsReleasedEvent | UpcardPassedEvent | UpcardTakenEvent]):
            has_more (bool):
            match_id (str):
            next_after (int):
            status (EventPageStatus):
            version (int):
    """

    complete: bool
    events: list[
        BigGinDeclaredEvent
        | DeadlineMissedEvent
        | DealScoredEvent
        | DealStartedEvent
        | DiscardedEvent
        | DrewDiscardEvent
        | DrewStockEvent
        | KnockedEvent
        | LaidOffEvent
        | LayoffFinishedEvent
        | MatchCancelledEvent
        | MatchCreatedEvent
        | MatchFinishedEvent
        | MatchStartedEvent
        | PlayerJoinedEvent
        | ResignedEvent
        | RevealsReleasedEvent
        | UpcardPassedEvent
        | UpcardTakenEvent
    ]
    has_more: bool
    match_id: str
    next_after: int
    status: EventPageStatus
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.big_gin_declared_event import BigGinDeclaredEvent
        from ..models.deadline_missed_event import DeadlineMissedEvent
        from ..models.deal_scored_event import DealScoredEvent
        from ..models.deal_started_event import DealStartedEvent
        from ..models.discarded_event import DiscardedEvent
        from ..models.drew_discard_event import DrewDiscardEvent
        from ..models.drew_stock_event import DrewStockEvent
        from ..models.knocked_event import KnockedEvent
        from ..models.laid_off_event import LaidOffEvent
        from ..models.layoff_finished_event import LayoffFinishedEvent
        from ..models.match_cancelled_event import MatchCancelledEvent
        from ..models.match_created_event import MatchCreatedEvent
        from ..models.match_finished_event import MatchFinishedEvent
        from ..models.match_started_event import MatchStartedEvent
        from ..models.player_joined_event import PlayerJoinedEvent
        from ..models.resigned_event import ResignedEvent
        from ..models.upcard_passed_event import UpcardPassedEvent
        from ..models.upcard_taken_event import UpcardTakenEvent

        complete = self.complete

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, MatchCreatedEvent)
                or isinstance(events_item_data, PlayerJoinedEvent)
                or isinstance(events_item_data, MatchStartedEvent)
                or isinstance(events_item_data, DealStartedEvent)
                or isinstance(events_item_data, UpcardTakenEvent)
                or isinstance(events_item_data, UpcardPassedEvent)
                or isinstance(events_item_data, DrewStockEvent)
                or isinstance(events_item_data, DrewDiscardEvent)
                or isinstance(events_item_data, DiscardedEvent)
                or isinstance(events_item_data, KnockedEvent)
                or isinstance(events_item_data, BigGinDeclaredEvent)
                or isinstance(events_item_data, LaidOffEvent)
                or isinstance(events_item_data, LayoffFinishedEvent)
                or isinstance(events_item_data, DealScoredEvent)
                or isinstance(events_item_data, ResignedEvent)
                or isinstance(events_item_data, DeadlineMissedEvent)
                or isinstance(events_item_data, MatchFinishedEvent)
                or isinstance(events_item_data, MatchCancelledEvent)
            ):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        has_more = self.has_more

        match_id = self.match_id

        next_after = self.next_after

        status = self.status.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "complete": complete,
                "events": events,
                "has_more": has_more,
                "match_id": match_id,
                "next_after": next_after,
                "status": status,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.big_gin_declared_event import BigGinDeclaredEvent
        from ..models.deadline_missed_event import DeadlineMissedEvent
        from ..models.deal_scored_event import DealScoredEvent
        from ..models.deal_started_event import DealStartedEvent
        from ..models.discarded_event import DiscardedEvent
        from ..models.drew_discard_event import DrewDiscardEvent
        from ..models.drew_stock_event import DrewStockEvent
        from ..models.knocked_event import KnockedEvent
        from ..models.laid_off_event import LaidOffEvent
        from ..models.layoff_finished_event import LayoffFinishedEvent
        from ..models.match_cancelled_event import MatchCancelledEvent
        from ..models.match_created_event import MatchCreatedEvent
        from ..models.match_finished_event import MatchFinishedEvent
        from ..models.match_started_event import MatchStartedEvent
        from ..models.player_joined_event import PlayerJoinedEvent
        from ..models.resigned_event import ResignedEvent
        from ..models.reveals_released_event import RevealsReleasedEvent
        from ..models.upcard_passed_event import UpcardPassedEvent
        from ..models.upcard_taken_event import UpcardTakenEvent

        d = dict(src_dict)
        complete = d.pop("complete")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                BigGinDeclaredEvent
                | DeadlineMissedEvent
                | DealScoredEvent
                | DealStartedEvent
                | DiscardedEvent
                | DrewDiscardEvent
                | DrewStockEvent
                | KnockedEvent
                | LaidOffEvent
                | LayoffFinishedEvent
                | MatchCancelledEvent
                | MatchCreatedEvent
                | MatchFinishedEvent
                | MatchStartedEvent
                | PlayerJoinedEvent
                | ResignedEvent
                | RevealsReleasedEvent
                | UpcardPassedEvent
                | UpcardTakenEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_0 = MatchCreatedEvent.from_dict(data)

                    return componentsschemas_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_1 = PlayerJoinedEvent.from_dict(data)

                    return componentsschemas_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_2 = MatchStartedEvent.from_dict(data)

                    return componentsschemas_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_3 = DealStartedEvent.from_dict(data)

                    return componentsschemas_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_4 = UpcardTakenEvent.from_dict(data)

                    return componentsschemas_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_5 = UpcardPassedEvent.from_dict(data)

                    return componentsschemas_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_6 = DrewStockEvent.from_dict(data)

                    return componentsschemas_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_7 = DrewDiscardEvent.from_dict(data)

                    return componentsschemas_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_8 = DiscardedEvent.from_dict(data)

                    return componentsschemas_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_9 = KnockedEvent.from_dict(data)

                    return componentsschemas_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_10 = BigGinDeclaredEvent.from_dict(data)

                    return componentsschemas_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_11 = LaidOffEvent.from_dict(data)

                    return componentsschemas_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_12 = LayoffFinishedEvent.from_dict(data)

                    return componentsschemas_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_13 = DealScoredEvent.from_dict(data)

                    return componentsschemas_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_14 = ResignedEvent.from_dict(data)

                    return componentsschemas_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_15 = DeadlineMissedEvent.from_dict(data)

                    return componentsschemas_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_16 = MatchFinishedEvent.from_dict(data)

                    return componentsschemas_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_17 = MatchCancelledEvent.from_dict(data)

                    return componentsschemas_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_18 = RevealsReleasedEvent.from_dict(data)

                return componentsschemas_event_type_18

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        has_more = d.pop("has_more")

        match_id = d.pop("match_id")

        next_after = d.pop("next_after")

        status = EventPageStatus(d.pop("status"))

        version = d.pop("version")

        event_page = cls(
            complete=complete,
            events=events,
            has_more=has_more,
            match_id=match_id,
            next_after=next_after,
            status=status,
            version=version,
        )

        event_page.additional_properties = d
        return event_page

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
