from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.big_gin import BigGin
    from ..models.discard import Discard
    from ..models.draw_discard import DrawDiscard
    from ..models.draw_stock import DrawStock
    from ..models.finish_layoff import FinishLayoff
    from ..models.knock import Knock
    from ..models.lay_off import LayOff
    from ..models.pass_upcard import PassUpcard
    from ..models.take_upcard import TakeUpcard


T = TypeVar("T", bound="ReplayedMove")


@_attrs_define
class ReplayedMove:
    """
    Attributes:
        action (BigGin | Discard | DrawDiscard | DrawStock | FinishLayoff | Knock | LayOff | PassUpcard | TakeUpcard):
        seat (int):
    """

    action: (
        BigGin
        | Discard
        | DrawDiscard
        | DrawStock
        | FinishLayoff
        | Knock
        | LayOff
        | PassUpcard
        | TakeUpcard
    )
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.big_gin import BigGin
        from ..models.discard import Discard
        from ..models.draw_discard import DrawDiscard
        from ..models.draw_stock import DrawStock
        from ..models.knock import Knock
        from ..models.lay_off import LayOff
        from ..models.pass_upcard import PassUpcard
        from ..models.take_upcard import TakeUpcard

        action: dict[str, Any]
        if (
            isinstance(self.action, TakeUpcard)
            or isinstance(self.action, PassUpcard)
            or isinstance(self.action, DrawStock)
            or isinstance(self.action, DrawDiscard)
            or isinstance(self.action, Discard)
            or isinstance(self.action, Knock)
            or isinstance(self.action, BigGin)
            or isinstance(self.action, LayOff)
        ):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.big_gin import BigGin
        from ..models.discard import Discard
        from ..models.draw_discard import DrawDiscard
        from ..models.draw_stock import DrawStock
        from ..models.finish_layoff import FinishLayoff
        from ..models.knock import Knock
        from ..models.lay_off import LayOff
        from ..models.pass_upcard import PassUpcard
        from ..models.take_upcard import TakeUpcard

        d = dict(src_dict)

        def _parse_action(
            data: object,
        ) -> (
            BigGin
            | Discard
            | DrawDiscard
            | DrawStock
            | FinishLayoff
            | Knock
            | LayOff
            | PassUpcard
            | TakeUpcard
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_0 = TakeUpcard.from_dict(data)

                return componentsschemas_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_1 = PassUpcard.from_dict(data)

                return componentsschemas_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_2 = DrawStock.from_dict(data)

                return componentsschemas_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_3 = DrawDiscard.from_dict(data)

                return componentsschemas_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_4 = Discard.from_dict(data)

                return componentsschemas_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_5 = Knock.from_dict(data)

                return componentsschemas_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_6 = BigGin.from_dict(data)

                return componentsschemas_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_7 = LayOff.from_dict(data)

                return componentsschemas_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_action_type_8 = FinishLayoff.from_dict(data)

            return componentsschemas_action_type_8

        action = _parse_action(d.pop("action"))

        seat = d.pop("seat")

        replayed_move = cls(
            action=action,
            seat=seat,
        )

        replayed_move.additional_properties = d
        return replayed_move

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
