from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.analysis_decision_label import AnalysisDecisionLabel
from ..models.analysis_decision_phase import AnalysisDecisionPhase

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


T = TypeVar("T", bound="AnalysisDecision")


@_attrs_define
class AnalysisDecision:
    """One decision (a move with at least two legal actions) of the finished match.

    Attributes:
        actions (list[ActionValue]):
        best (BigGin | Discard | DrawDiscard | DrawStock | FinishLayoff | Knock | LayOff | PassUpcard | TakeUpcard):
        best_points (float):
        best_points_se (float):
        chosen (BigGin | Discard | DrawDiscard | DrawStock | FinishLayoff | Knock | LayOff | PassUpcard | TakeUpcard):
        chosen_points (float):
        chosen_points_se (float):
        deal (int):
        equity_loss (float | None): match-winning chance lost against the best (a match)
        index (int): the move's index in the whole match (0-based)
        label (AnalysisDecisionLabel): by the loss in points: good < 2 <= inaccuracy < 5 <= mistake < 10 <= blunder
        loss (float): best_points - chosen_points, at least 0
        loss_se (float): standard error of the paired difference
        phase (AnalysisDecisionPhase):
        scores (list[int]): the match scores before the deal
        seat (int):
        version (int): the match version its move recorded (GET /matches/{match_id}/versions/{version - 1} is the
            position it was made in)
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
    best_points: float
    best_points_se: float
    chosen: (
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
    chosen_points: float
    chosen_points_se: float
    deal: int
    equity_loss: float | None
    index: int
    label: AnalysisDecisionLabel
    loss: float
    loss_se: float
    phase: AnalysisDecisionPhase
    scores: list[int]
    seat: int
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

        best_points = self.best_points

        best_points_se = self.best_points_se

        chosen: dict[str, Any]
        if (
            isinstance(self.chosen, TakeUpcard)
            or isinstance(self.chosen, PassUpcard)
            or isinstance(self.chosen, DrawStock)
            or isinstance(self.chosen, DrawDiscard)
            or isinstance(self.chosen, Discard)
            or isinstance(self.chosen, Knock)
            or isinstance(self.chosen, BigGin)
            or isinstance(self.chosen, LayOff)
        ):
            chosen = self.chosen.to_dict()
        else:
            chosen = self.chosen.to_dict()

        chosen_points = self.chosen_points

        chosen_points_se = self.chosen_points_se

        deal = self.deal

        equity_loss: float | None
        equity_loss = self.equity_loss

        index = self.index

        label = self.label.value

        loss = self.loss

        loss_se = self.loss_se

        phase = self.phase.value

        scores = self.scores

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actions": actions,
                "best": best,
                "best_points": best_points,
                "best_points_se": best_points_se,
                "chosen": chosen,
                "chosen_points": chosen_points,
                "chosen_points_se": chosen_points_se,
                "deal": deal,
                "equity_loss": equity_loss,
                "index": index,
                "label": label,
                "loss": loss,
                "loss_se": loss_se,
                "phase": phase,
                "scores": scores,
                "seat": seat,
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

        best_points = d.pop("best_points")

        best_points_se = d.pop("best_points_se")

        def _parse_chosen(
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

        chosen = _parse_chosen(d.pop("chosen"))

        chosen_points = d.pop("chosen_points")

        chosen_points_se = d.pop("chosen_points_se")

        deal = d.pop("deal")

        def _parse_equity_loss(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        equity_loss = _parse_equity_loss(d.pop("equity_loss"))

        index = d.pop("index")

        label = AnalysisDecisionLabel(d.pop("label"))

        loss = d.pop("loss")

        loss_se = d.pop("loss_se")

        phase = AnalysisDecisionPhase(d.pop("phase"))

        scores = cast(list[int], d.pop("scores"))

        seat = d.pop("seat")

        version = d.pop("version")

        analysis_decision = cls(
            actions=actions,
            best=best,
            best_points=best_points,
            best_points_se=best_points_se,
            chosen=chosen,
            chosen_points=chosen_points,
            chosen_points_se=chosen_points_se,
            deal=deal,
            equity_loss=equity_loss,
            index=index,
            label=label,
            loss=loss,
            loss_se=loss_se,
            phase=phase,
            scores=scores,
            seat=seat,
            version=version,
        )

        analysis_decision.additional_properties = d
        return analysis_decision

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
