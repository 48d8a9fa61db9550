from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tournament_outcome_decision_type_0 import TournamentOutcomeDecisionType0
from ..models.tournament_outcome_reason import TournamentOutcomeReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="TournamentOutcome")


@_attrs_define
class TournamentOutcome:
    """Why it ended: ``complete`` (every pair), ``sprt`` (a decision), ``cap`` (the SPRT's cap
    of pairs without a decision), ``error`` (the runner failed: ``detail``).

        Attributes:
            reason (TournamentOutcomeReason):
            decision (None | TournamentOutcomeDecisionType0 | Unset):
            detail (None | str | Unset):
            llr (float | None | Unset):
    """

    reason: TournamentOutcomeReason
    decision: None | TournamentOutcomeDecisionType0 | Unset = UNSET
    detail: None | str | Unset = UNSET
    llr: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        decision: None | str | Unset
        if isinstance(self.decision, Unset):
            decision = UNSET
        elif isinstance(self.decision, TournamentOutcomeDecisionType0):
            decision = self.decision.value
        else:
            decision = self.decision

        detail: None | str | Unset
        if isinstance(self.detail, Unset):
            detail = UNSET
        else:
            detail = self.detail

        llr: float | None | Unset
        if isinstance(self.llr, Unset):
            llr = UNSET
        else:
            llr = self.llr

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
            }
        )
        if decision is not UNSET:
            field_dict["decision"] = decision
        if detail is not UNSET:
            field_dict["detail"] = detail
        if llr is not UNSET:
            field_dict["llr"] = llr

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reason = TournamentOutcomeReason(d.pop("reason"))

        def _parse_decision(data: object) -> None | TournamentOutcomeDecisionType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decision_type_0 = TournamentOutcomeDecisionType0(data)

                return decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentOutcomeDecisionType0 | Unset, data)

        decision = _parse_decision(d.pop("decision", UNSET))

        def _parse_detail(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        detail = _parse_detail(d.pop("detail", UNSET))

        def _parse_llr(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        llr = _parse_llr(d.pop("llr", UNSET))

        tournament_outcome = cls(
            reason=reason,
            decision=decision,
            detail=detail,
            llr=llr,
        )

        tournament_outcome.additional_properties = d
        return tournament_outcome

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
