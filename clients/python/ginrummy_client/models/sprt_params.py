from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SprtParams")


@_attrs_define
class SprtParams:
    """H0: Elo = elo0 against H1: Elo = elo1, error rates alpha and beta.

    Attributes:
        alpha (float | Unset):  Default: 0.05.
        beta (float | Unset):  Default: 0.05.
        elo0 (float | Unset):  Default: 0.0.
        elo1 (float | Unset):  Default: 10.0.
    """

    alpha: float | Unset = 0.05
    beta: float | Unset = 0.05
    elo0: float | Unset = 0.0
    elo1: float | Unset = 10.0

    def to_dict(self) -> dict[str, Any]:
        alpha = self.alpha

        beta = self.beta

        elo0 = self.elo0

        elo1 = self.elo1

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if alpha is not UNSET:
            field_dict["alpha"] = alpha
        if beta is not UNSET:
            field_dict["beta"] = beta
        if elo0 is not UNSET:
            field_dict["elo0"] = elo0
        if elo1 is not UNSET:
            field_dict["elo1"] = elo1

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        alpha = d.pop("alpha", UNSET)

        beta = d.pop("beta", UNSET)

        elo0 = d.pop("elo0", UNSET)

        elo1 = d.pop("elo1", UNSET)

        sprt_params = cls(
            alpha=alpha,
            beta=beta,
            elo0=elo0,
            elo1=elo1,
        )

        return sprt_params
