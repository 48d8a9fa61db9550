from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rummy_discard import RummyDiscard
    from ..models.rummy_draw_discard import RummyDrawDiscard
    from ..models.rummy_draw_stock import RummyDrawStock
    from ..models.rummy_lay_off import RummyLayOff
    from ..models.rummy_meld import RummyMeld
    from ..models.rummy_swap_joker import RummySwapJoker


T = TypeVar("T", bound="RummyActionRequest")


@_attrs_define
class RummyActionRequest:
    """An action for your seat, with the match version you saw (or the If-Match header).

    Attributes:
        action (RummyDiscard | RummyDrawDiscard | RummyDrawStock | RummyLayOff | RummyMeld | RummySwapJoker):
        version (int | None | Unset):
    """

    action: (
        RummyDiscard | RummyDrawDiscard | RummyDrawStock | RummyLayOff | RummyMeld | RummySwapJoker
    )
    version: int | None | Unset = UNSET

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

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if version is not UNSET:
            field_dict["version"] = version

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

        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))

        rummy_action_request = cls(
            action=action,
            version=version,
        )

        return rummy_action_request
