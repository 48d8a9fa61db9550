from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.deadline_forfeit import DeadlineForfeit
    from ..models.deals_played import DealsPlayed
    from ..models.resignation import Resignation
    from ..models.target_reached import TargetReached


T = TypeVar("T", bound="MatchFinishedData")


@_attrs_define
class MatchFinishedData:
    """The result; the match seed and its salt are revealed (absent while a tournament pair
    game's reveals are held).

        Attributes:
            result (DeadlineForfeit | DealsPlayed | Resignation | TargetReached):
            winner (int | None):
            seed (int | None | Unset):
            seed_salt (None | str | Unset):
    """

    result: DeadlineForfeit | DealsPlayed | Resignation | TargetReached
    winner: int | None
    seed: int | None | Unset = UNSET
    seed_salt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.deadline_forfeit import DeadlineForfeit
        from ..models.resignation import Resignation
        from ..models.target_reached import TargetReached

        result: dict[str, Any]
        if (
            isinstance(self.result, TargetReached)
            or isinstance(self.result, Resignation)
            or isinstance(self.result, DeadlineForfeit)
        ):
            result = self.result.to_dict()
        else:
            result = self.result.to_dict()

        winner: int | None
        winner = self.winner

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        seed_salt: None | str | Unset
        if isinstance(self.seed_salt, Unset):
            seed_salt = UNSET
        else:
            seed_salt = self.seed_salt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "result": result,
                "winner": winner,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed
        if seed_salt is not UNSET:
            field_dict["seed_salt"] = seed_salt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deadline_forfeit import DeadlineForfeit
        from ..models.deals_played import DealsPlayed
        from ..models.resignation import Resignation
        from ..models.target_reached import TargetReached

        d = dict(src_dict)

        def _parse_result(
            data: object,
        ) -> DeadlineForfeit | DealsPlayed | Resignation | TargetReached:
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_2 = DeadlineForfeit.from_dict(data)

                return componentsschemas_match_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_match_result_type_3 = DealsPlayed.from_dict(data)

            return componentsschemas_match_result_type_3

        result = _parse_result(d.pop("result"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_seed_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_salt = _parse_seed_salt(d.pop("seed_salt", UNSET))

        match_finished_data = cls(
            result=result,
            winner=winner,
            seed=seed,
            seed_salt=seed_salt,
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
