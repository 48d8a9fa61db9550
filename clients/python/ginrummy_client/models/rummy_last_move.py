from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rummy_discard import RummyDiscard
    from ..models.rummy_draw_discard import RummyDrawDiscard
    from ..models.rummy_draw_stock import RummyDrawStock
    from ..models.rummy_lay_off import RummyLayOff
    from ..models.rummy_meld import RummyMeld
    from ..models.rummy_swap_joker import RummySwapJoker


T = TypeVar("T", bound="RummyLastMove")


@_attrs_define
class RummyLastMove:
    """The last action played: its version, the seat, and the action as it was sent (a draw
    from the stock names no card).

        Attributes:
            action (RummyDiscard | RummyDrawDiscard | RummyDrawStock | RummyLayOff | RummyMeld | RummySwapJoker):
            seat (int):
            version (int):
    """

    action: (
        RummyDiscard | RummyDrawDiscard | RummyDrawStock | RummyLayOff | RummyMeld | RummySwapJoker
    )
    seat: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.rummy_draw_discard import RummyDrawDiscard
        from ..models.rummy_draw_stock import RummyDrawStock
        from ..models.rummy_lay_off import RummyLayOff
        from ..models.rummy_meld import RummyMeld
        from ..models.rummy_swap_joker import RummySwapJoker

        action: dict[str, Any]
        if (
            isinstance(self.action, RummyDrawStock)
            or isinstance(self.action, RummyDrawDiscard)
            or isinstance(self.action, RummyMeld)
            or isinstance(self.action, RummyLayOff)
            or isinstance(self.action, RummySwapJoker)
        ):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "seat": seat,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_discard import RummyDiscard
        from ..models.rummy_draw_discard import RummyDrawDiscard
        from ..models.rummy_draw_stock import RummyDrawStock
        from ..models.rummy_lay_off import RummyLayOff
        from ..models.rummy_meld import RummyMeld
        from ..models.rummy_swap_joker import RummySwapJoker

        d = dict(src_dict)

        def _parse_action(
            data: object,
        ) -> (
            RummyDiscard
            | RummyDrawDiscard
            | RummyDrawStock
            | RummyLayOff
            | RummyMeld
            | RummySwapJoker
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummy_action_type_0 = RummyDrawStock.from_dict(data)

                return componentsschemas_rummy_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummy_action_type_1 = RummyDrawDiscard.from_dict(data)

                return componentsschemas_rummy_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummy_action_type_2 = RummyMeld.from_dict(data)

                return componentsschemas_rummy_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummy_action_type_3 = RummyLayOff.from_dict(data)

                return componentsschemas_rummy_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rummy_action_type_4 = RummySwapJoker.from_dict(data)

                return componentsschemas_rummy_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_rummy_action_type_5 = RummyDiscard.from_dict(data)

            return componentsschemas_rummy_action_type_5

        action = _parse_action(d.pop("action"))

        seat = d.pop("seat")

        version = d.pop("version")

        rummy_last_move = cls(
            action=action,
            seat=seat,
            version=version,
        )

        rummy_last_move.additional_properties = d
        return rummy_last_move

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
