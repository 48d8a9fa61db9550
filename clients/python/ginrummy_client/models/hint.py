from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hint_objective import HintObjective
from ..models.hint_phase import HintPhase

if TYPE_CHECKING:
    from ..models.action_value import ActionValue
    from ..models.big_gin import BigGin
    from ..models.discard import Discard
    from ..models.draw_discard import DrawDiscard
    from ..models.draw_stock import DrawStock
    from ..models.finish_layoff import FinishLayoff
    from ..models.knock import Knock
    from ..models.lay_off import LayOff
    from ..models.pass_upcard import PassUpcard
    from ..models.take_upcard import TakeUpcard


T = TypeVar("T", bound="Hint")


@_attrs_define
class Hint:
    """The expert's values of every legal action of the seat to act, from that seat's
    observation only (deterministic for ``seed`` and ``playouts``).

        Attributes:
            actions (list[ActionValue]):
            best (BigGin | Discard | DrawDiscard | DrawStock | FinishLayoff | Knock | LayOff | PassUpcard | TakeUpcard):
            best_index (int): the index of the best action in actions
            match_id (str):
            objective (HintObjective): what the best action maximises: expected points (the equity is reported)
            phase (HintPhase):
            playouts (int):
            seat (int):
            seed (int):
            version (int): the match version the hint is for
    """

    actions: list[ActionValue]
    best: (
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
    best_index: int
    match_id: str
    objective: HintObjective
    phase: HintPhase
    playouts: int
    seat: int
    seed: int
    version: int
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

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        best: dict[str, Any]
        if (
            isinstance(self.best, TakeUpcard)
            or isinstance(self.best, PassUpcard)
            or isinstance(self.best, DrawStock)
            or isinstance(self.best, DrawDiscard)
            or isinstance(self.best, Discard)
            or isinstance(self.best, Knock)
            or isinstance(self.best, BigGin)
            or isinstance(self.best, LayOff)
        ):
            best = self.best.to_dict()
        else:
            best = self.best.to_dict()

        best_index = self.best_index

        match_id = self.match_id

        objective = self.objective.value

        phase = self.phase.value

        playouts = self.playouts

        seat = self.seat

        seed = self.seed

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actions": actions,
                "best": best,
                "best_index": best_index,
                "match_id": match_id,
                "objective": objective,
                "phase": phase,
                "playouts": playouts,
                "seat": seat,
                "seed": seed,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action_value import ActionValue
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
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = ActionValue.from_dict(actions_item_data)

            actions.append(actions_item)

        def _parse_best(
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

        best = _parse_best(d.pop("best"))

        best_index = d.pop("best_index")

        match_id = d.pop("match_id")

        objective = HintObjective(d.pop("objective"))

        phase = HintPhase(d.pop("phase"))

        playouts = d.pop("playouts")

        seat = d.pop("seat")

        seed = d.pop("seed")

        version = d.pop("version")

        hint = cls(
            actions=actions,
            best=best,
            best_index=best_index,
            match_id=match_id,
            objective=objective,
            phase=phase,
            playouts=playouts,
            seat=seat,
            seed=seed,
            version=version,
        )

        hint.additional_properties = d
        return hint

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
