from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sprt_state_decision import SprtStateDecision
from ..models.sprt_state_model import SprtStateModel

T = TypeVar("T", bound="SprtState")


@_attrs_define
class SprtState:
    """
    Attributes:
        alpha (float):
        beta (float):
        decision (SprtStateDecision):
        elo0 (float):
        elo1 (float):
        llr (float):
        lower (float):
        model (SprtStateModel): the log-likelihood ratio (tournaments before the exact one: approximate)
        upper (float):
    """

    alpha: float
    beta: float
    decision: SprtStateDecision
    elo0: float
    elo1: float
    llr: float
    lower: float
    model: SprtStateModel
    upper: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        alpha = self.alpha

        beta = self.beta

        decision = self.decision.value

        elo0 = self.elo0

        elo1 = self.elo1

        llr = self.llr

        lower = self.lower

        model = self.model.value

        upper = self.upper

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "alpha": alpha,
                "beta": beta,
                "decision": decision,
                "elo0": elo0,
                "elo1": elo1,
                "llr": llr,
                "lower": lower,
                "model": model,
                "upper": upper,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        alpha = d.pop("alpha")

        beta = d.pop("beta")

        decision = SprtStateDecision(d.pop("decision"))

        elo0 = d.pop("elo0")

        elo1 = d.pop("elo1")

        llr = d.pop("llr")

        lower = d.pop("lower")

        model = SprtStateModel(d.pop("model"))

        upper = d.pop("upper")

        sprt_state = cls(
            alpha=alpha,
            beta=beta,
            decision=decision,
            elo0=elo0,
            elo1=elo1,
            llr=llr,
            lower=lower,
            model=model,
            upper=upper,
        )

        sprt_state.additional_properties = d
        return sprt_state

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
