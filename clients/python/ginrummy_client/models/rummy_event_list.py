from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rummy_deadline_missed import RummyDeadlineMissed
    from ..models.rummy_discarded import RummyDiscarded
    from ..models.rummy_drew_discard import RummyDrewDiscard
    from ..models.rummy_drew_stock import RummyDrewStock
    from ..models.rummy_hand_dealt import RummyHandDealt
    from ..models.rummy_hand_scored import RummyHandScored
    from ..models.rummy_joker_swapped import RummyJokerSwapped
    from ..models.rummy_laid_off import RummyLaidOff
    from ..models.rummy_match_cancelled import RummyMatchCancelled
    from ..models.rummy_match_created import RummyMatchCreated
    from ..models.rummy_match_finished import RummyMatchFinished
    from ..models.rummy_match_started import RummyMatchStarted
    from ..models.rummy_melded import RummyMelded
    from ..models.rummy_player_joined import RummyPlayerJoined
    from ..models.rummy_reveals_released import RummyRevealsReleased
    from ..models.rummy_stock_rebuilt import RummyStockRebuilt


T = TypeVar("T", bound="RummyEventList")


@_attrs_define
class RummyEventList:
    """A Rummy match's events after a version, as the caller may see them now.

    Attributes:
        events (list[RummyDeadlineMissed | RummyDiscarded | RummyDrewDiscard | RummyDrewStock | RummyHandDealt |
            RummyHandScored | RummyJokerSwapped | RummyLaidOff | RummyMatchCancelled | RummyMatchCreated |
            RummyMatchFinished | RummyMatchStarted | RummyMelded | RummyPlayerJoined | RummyRevealsReleased |
            RummyStockRebuilt]):
        version (int):
    """

    events: list[
        RummyDeadlineMissed
        | RummyDiscarded
        | RummyDrewDiscard
        | RummyDrewStock
        | RummyHandDealt
        | RummyHandScored
        | RummyJokerSwapped
        | RummyLaidOff
        | RummyMatchCancelled
        | RummyMatchCreated
        | RummyMatchFinished
        | RummyMatchStarted
        | RummyMelded
        | RummyPlayerJoined
        | RummyRevealsReleased
        | RummyStockRebuilt
    ]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.rummy_deadline_missed import RummyDeadlineMissed
        from ..models.rummy_drew_discard import RummyDrewDiscard
        from ..models.rummy_drew_stock import RummyDrewStock
        from ..models.rummy_hand_dealt import RummyHandDealt
        from ..models.rummy_hand_scored import RummyHandScored
        from ..models.rummy_joker_swapped import RummyJokerSwapped
        from ..models.rummy_laid_off import RummyLaidOff
        from ..models.rummy_match_cancelled import RummyMatchCancelled
        from ..models.rummy_match_created import RummyMatchCreated
        from ..models.rummy_match_finished import RummyMatchFinished
        from ..models.rummy_match_started import RummyMatchStarted
        from ..models.rummy_melded import RummyMelded
        from ..models.rummy_player_joined import RummyPlayerJoined
        from ..models.rummy_reveals_released import RummyRevealsReleased
        from ..models.rummy_stock_rebuilt import RummyStockRebuilt

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, RummyMatchCreated)
                or isinstance(events_item_data, RummyPlayerJoined)
                or isinstance(events_item_data, RummyMatchStarted)
                or isinstance(events_item_data, RummyHandDealt)
                or isinstance(events_item_data, RummyStockRebuilt)
                or isinstance(events_item_data, RummyHandScored)
                or isinstance(events_item_data, RummyMatchCancelled)
                or isinstance(events_item_data, RummyDeadlineMissed)
                or isinstance(events_item_data, RummyMatchFinished)
                or isinstance(events_item_data, RummyRevealsReleased)
                or isinstance(events_item_data, RummyDrewStock)
                or isinstance(events_item_data, RummyDrewDiscard)
                or isinstance(events_item_data, RummyMelded)
                or isinstance(events_item_data, RummyLaidOff)
                or isinstance(events_item_data, RummyJokerSwapped)
            ):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_deadline_missed import RummyDeadlineMissed
        from ..models.rummy_discarded import RummyDiscarded
        from ..models.rummy_drew_discard import RummyDrewDiscard
        from ..models.rummy_drew_stock import RummyDrewStock
        from ..models.rummy_hand_dealt import RummyHandDealt
        from ..models.rummy_hand_scored import RummyHandScored
        from ..models.rummy_joker_swapped import RummyJokerSwapped
        from ..models.rummy_laid_off import RummyLaidOff
        from ..models.rummy_match_cancelled import RummyMatchCancelled
        from ..models.rummy_match_created import RummyMatchCreated
        from ..models.rummy_match_finished import RummyMatchFinished
        from ..models.rummy_match_started import RummyMatchStarted
        from ..models.rummy_melded import RummyMelded
        from ..models.rummy_player_joined import RummyPlayerJoined
        from ..models.rummy_reveals_released import RummyRevealsReleased
        from ..models.rummy_stock_rebuilt import RummyStockRebuilt

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                RummyDeadlineMissed
                | RummyDiscarded
                | RummyDrewDiscard
                | RummyDrewStock
                | RummyHandDealt
                | RummyHandScored
                | RummyJokerSwapped
                | RummyLaidOff
                | RummyMatchCancelled
                | RummyMatchCreated
                | RummyMatchFinished
                | RummyMatchStarted
                | RummyMelded
                | RummyPlayerJoined
                | RummyRevealsReleased
                | RummyStockRebuilt
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_0 = RummyMatchCreated.from_dict(data)

                    return componentsschemas_rummy_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_1 = RummyPlayerJoined.from_dict(data)

                    return componentsschemas_rummy_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_2 = RummyMatchStarted.from_dict(data)

                    return componentsschemas_rummy_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_3 = RummyHandDealt.from_dict(data)

                    return componentsschemas_rummy_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_4 = RummyStockRebuilt.from_dict(data)

                    return componentsschemas_rummy_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_5 = RummyHandScored.from_dict(data)

                    return componentsschemas_rummy_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_6 = RummyMatchCancelled.from_dict(data)

                    return componentsschemas_rummy_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_7 = RummyDeadlineMissed.from_dict(data)

                    return componentsschemas_rummy_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_8 = RummyMatchFinished.from_dict(data)

                    return componentsschemas_rummy_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_9 = RummyRevealsReleased.from_dict(data)

                    return componentsschemas_rummy_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_10 = RummyDrewStock.from_dict(data)

                    return componentsschemas_rummy_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_11 = RummyDrewDiscard.from_dict(data)

                    return componentsschemas_rummy_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_12 = RummyMelded.from_dict(data)

                    return componentsschemas_rummy_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_13 = RummyLaidOff.from_dict(data)

                    return componentsschemas_rummy_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_event_type_14 = RummyJokerSwapped.from_dict(data)

                    return componentsschemas_rummy_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummy_event_type_15 = RummyDiscarded.from_dict(data)

                return componentsschemas_rummy_event_type_15

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        version = d.pop("version")

        rummy_event_list = cls(
            events=events,
            version=version,
        )

        rummy_event_list.additional_properties = d
        return rummy_event_list

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
