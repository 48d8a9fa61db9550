from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EloFigures")


@_attrs_define
class EloFigures:
    """Pentanomial Elo over game pairs (null where infinite), its 95% interval, normalized
    Elo and the likelihood of superiority.

        Attributes:
            elo (float | None):
            elo_error (float | None):
            elo_high (float | None):
            elo_low (float | None):
            los (float | None):
            nelo (float | None):
            nelo_error (float | None):
            pairs (int):
            score (float):
            variance (float):
    """

    elo: float | None
    elo_error: float | None
    elo_high: float | None
    elo_low: float | None
    los: float | None
    nelo: float | None
    nelo_error: float | None
    pairs: int
    score: float
    variance: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        elo: float | None
        elo = self.elo

        elo_error: float | None
        elo_error = self.elo_error

        elo_high: float | None
        elo_high = self.elo_high

        elo_low: float | None
        elo_low = self.elo_low

        los: float | None
        los = self.los

        nelo: float | None
        nelo = self.nelo

        nelo_error: float | None
        nelo_error = self.nelo_error

        pairs = self.pairs

        score = self.score

        variance = self.variance

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "elo": elo,
                "elo_error": elo_error,
                "elo_high": elo_high,
                "elo_low": elo_low,
                "los": los,
                "nelo": nelo,
                "nelo_error": nelo_error,
                "pairs": pairs,
                "score": score,
                "variance": variance,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_elo(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        elo = _parse_elo(d.pop("elo"))

        def _parse_elo_error(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        elo_error = _parse_elo_error(d.pop("elo_error"))

        def _parse_elo_high(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        elo_high = _parse_elo_high(d.pop("elo_high"))

        def _parse_elo_low(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        elo_low = _parse_elo_low(d.pop("elo_low"))

        def _parse_los(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        los = _parse_los(d.pop("los"))

        def _parse_nelo(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        nelo = _parse_nelo(d.pop("nelo"))

        def _parse_nelo_error(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        nelo_error = _parse_nelo_error(d.pop("nelo_error"))

        pairs = d.pop("pairs")

        score = d.pop("score")

        variance = d.pop("variance")

        elo_figures = cls(
            elo=elo,
            elo_error=elo_error,
            elo_high=elo_high,
            elo_low=elo_low,
            los=los,
            nelo=nelo,
            nelo_error=nelo_error,
            pairs=pairs,
            score=score,
            variance=variance,
        )

        elo_figures.additional_properties = d
        return elo_figures

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
