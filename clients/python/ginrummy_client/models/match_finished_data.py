from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.deadline_forfeit import DeadlineForfeit
    from ..models.resignation import Resignation
    from ..models.target_reached import TargetReached


T = TypeVar("T", bound="MatchFinishedData")


@_attrs_define
class MatchFinishedData:
    """The result; the match seed and its salt are revealed.

    Attributes:
        result (DeadlineForfeit | Resignation | TargetReached):
        seed (int):
        seed_salt (str):
        winner (int | None):
    """

    result: DeadlineForfeit | Resignation | TargetReached
    seed: int
    seed_salt: str
    winner: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.resignation import Resignation
        from ..models.target_reached import TargetReached

        result: dict[str, Any]
        if isinstance(self.result, TargetReached) or isinstance(self.result, Resignation):
            result = self.result.to_dict()
        else:
            result = self.result.to_dict()

        seed = self.seed

        seed_salt = self.seed_salt

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "result": result,
                "seed": seed,
                "seed_salt": seed_salt,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deadline_forfeit import DeadlineForfeit
        from ..models.resignation import Resignation
        from ..models.target_reached import TargetReached

        d = dict(src_dict)

        def _parse_result(data: object) -> DeadlineForfeit | Resignation | TargetReached:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_0 = TargetReached.from_dict(data)

                return componentsschemas_match_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_1 = Resignation.from_dict(data)

                return componentsschemas_match_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_match_result_type_2 = DeadlineForfeit.from_dict(data)

            return componentsschemas_match_result_type_2

        result = _parse_result(d.pop("result"))

        seed = d.pop("seed")

        seed_salt = d.pop("seed_salt")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        match_finished_data = cls(
            result=result,
            seed=seed,
            seed_salt=seed_salt,
            winner=winner,
        )

        match_finished_data.additional_properties = d
        return match_finished_data

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
