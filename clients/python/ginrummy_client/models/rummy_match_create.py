from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rummy_options import RummyOptions
    from ..models.rummy_seat_bot import RummySeatBot
    from ..models.rummy_seat_me import RummySeatMe
    from ..models.rummy_seat_open import RummySeatOpen


T = TypeVar("T", bound="RummyMatchCreate")


@_attrs_define
class RummyMatchCreate:
    """A Rummy table of 2 to 4 seats, in seat order; it starts once every seat is held.

    Attributes:
        seats (list[RummySeatBot | RummySeatMe | RummySeatOpen]):
        move_deadline_ms (int | None | Unset):
        options (RummyOptions | Unset): Every option of RULES-RUMMY.md (ranges from the rules core); omitted options
            take their defaults (target_score: 100, 150 or 200 for 2, 3 or 4 seats).
    """

    seats: list[RummySeatBot | RummySeatMe | RummySeatOpen]
    move_deadline_ms: int | None | Unset = UNSET
    options: RummyOptions | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rummy_seat_bot import RummySeatBot
        from ..models.rummy_seat_me import RummySeatMe

        seats = []
        for seats_item_data in self.seats:
            seats_item: dict[str, Any]
            if isinstance(seats_item_data, RummySeatMe) or isinstance(
                seats_item_data, RummySeatBot
            ):
                seats_item = seats_item_data.to_dict()
            else:
                seats_item = seats_item_data.to_dict()

            seats.append(seats_item)

        move_deadline_ms: int | None | Unset
        if isinstance(self.move_deadline_ms, Unset):
            move_deadline_ms = UNSET
        else:
            move_deadline_ms = self.move_deadline_ms

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
            }
        )
        if move_deadline_ms is not UNSET:
            field_dict["move_deadline_ms"] = move_deadline_ms
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_options import RummyOptions
        from ..models.rummy_seat_bot import RummySeatBot
        from ..models.rummy_seat_me import RummySeatMe
        from ..models.rummy_seat_open import RummySeatOpen

        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:

            def _parse_seats_item(data: object) -> RummySeatBot | RummySeatMe | RummySeatOpen:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_seat_spec_type_0 = RummySeatMe.from_dict(data)

                    return componentsschemas_rummy_seat_spec_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_rummy_seat_spec_type_1 = RummySeatBot.from_dict(data)

                    return componentsschemas_rummy_seat_spec_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummy_seat_spec_type_2 = RummySeatOpen.from_dict(data)

                return componentsschemas_rummy_seat_spec_type_2

            seats_item = _parse_seats_item(seats_item_data)

            seats.append(seats_item)

        def _parse_move_deadline_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        move_deadline_ms = _parse_move_deadline_ms(d.pop("move_deadline_ms", UNSET))

        _options = d.pop("options", UNSET)
        options: RummyOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = RummyOptions.from_dict(_options)

        rummy_match_create = cls(
            seats=seats,
            move_deadline_ms=move_deadline_ms,
            options=options,
        )

        return rummy_match_create
