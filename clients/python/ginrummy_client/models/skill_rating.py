from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SkillRating")


@_attrs_define
class SkillRating:
    """An openskill rating (Plackett-Luce, openskill's default model): the skill's mean and
    standard deviation, from 25 and 25/3 before any match.

        Attributes:
            mu (float):
            ordinal (float): openskill's conservative estimate mu - 3 sigma (ranked by)
            sigma (float):
    """

    mu: float
    ordinal: float
    sigma: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mu = self.mu

        ordinal = self.ordinal

        sigma = self.sigma

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mu": mu,
                "ordinal": ordinal,
                "sigma": sigma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mu = d.pop("mu")

        ordinal = d.pop("ordinal")

        sigma = d.pop("sigma")

        skill_rating = cls(
            mu=mu,
            ordinal=ordinal,
            sigma=sigma,
        )

        skill_rating.additional_properties = d
        return skill_rating

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
