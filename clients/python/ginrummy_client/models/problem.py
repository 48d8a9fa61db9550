from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.problem_refusal_type_0 import ProblemRefusalType0
from ..models.problem_type import ProblemType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.big_gin import BigGin
    from ..models.discard import Discard
    from ..models.draw_discard import DrawDiscard
    from ..models.draw_stock import DrawStock
    from ..models.finish_layoff import FinishLayoff
    from ..models.knock import Knock
    from ..models.lay_off import LayOff
    from ..models.pass_upcard import PassUpcard
    from ..models.problem_error import ProblemError
    from ..models.take_upcard import TakeUpcard


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """RFC 9457 problem details; ``type`` is ``urn:ginrummy:problem:<reason>``.

    Attributes:
        detail (str):
        status (int):
        title (str):
        type_ (ProblemType): urn:ginrummy:problem:<reason>; new reasons may be added in later versions (regenerate your
            client)
        current_version (int | None | Unset):
        errors (list[ProblemError] | None | Unset):
        instance (None | str | Unset):
        legal_actions (list[BigGin | Discard | DrawDiscard | DrawStock | FinishLayoff | Knock | LayOff | PassUpcard |
            TakeUpcard] | None | Unset):
        player_id (None | str | Unset):
        refusal (None | ProblemRefusalType0 | Unset):
    """

    detail: str
    status: int
    title: str
    type_: ProblemType
    current_version: int | None | Unset = UNSET
    errors: list[ProblemError] | None | Unset = UNSET
    instance: None | str | Unset = UNSET
    legal_actions: (
        list[
            BigGin
            | Discard
            | DrawDiscard
            | DrawStock
            | FinishLayoff
            | Knock
            | LayOff
            | PassUpcard
            | TakeUpcard
        ]
        | None
        | Unset
    ) = UNSET
    player_id: None | str | Unset = UNSET
    refusal: None | ProblemRefusalType0 | Unset = UNSET
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

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_.value

        current_version: int | None | Unset
        if isinstance(self.current_version, Unset):
            current_version = UNSET
        else:
            current_version = self.current_version

        errors: list[dict[str, Any]] | None | Unset
        if isinstance(self.errors, Unset):
            errors = UNSET
        elif isinstance(self.errors, list):
            errors = []
            for errors_type_0_item_data in self.errors:
                errors_type_0_item = errors_type_0_item_data.to_dict()
                errors.append(errors_type_0_item)

        else:
            errors = self.errors

        instance: None | str | Unset
        if isinstance(self.instance, Unset):
            instance = UNSET
        else:
            instance = self.instance

        legal_actions: list[dict[str, Any]] | None | Unset
        if isinstance(self.legal_actions, Unset):
            legal_actions = UNSET
        elif isinstance(self.legal_actions, list):
            legal_actions = []
            for legal_actions_type_0_item_data in self.legal_actions:
                legal_actions_type_0_item: dict[str, Any]
                if (
                    isinstance(legal_actions_type_0_item_data, TakeUpcard)
                    or isinstance(legal_actions_type_0_item_data, PassUpcard)
                    or isinstance(legal_actions_type_0_item_data, DrawStock)
                    or isinstance(legal_actions_type_0_item_data, DrawDiscard)
                    or isinstance(legal_actions_type_0_item_data, Discard)
                    or isinstance(legal_actions_type_0_item_data, Knock)
                    or isinstance(legal_actions_type_0_item_data, BigGin)
                    or isinstance(legal_actions_type_0_item_data, LayOff)
                ):
                    legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()
                else:
                    legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()

                legal_actions.append(legal_actions_type_0_item)

        else:
            legal_actions = self.legal_actions

        player_id: None | str | Unset
        if isinstance(self.player_id, Unset):
            player_id = UNSET
        else:
            player_id = self.player_id

        refusal: None | str | Unset
        if isinstance(self.refusal, Unset):
            refusal = UNSET
        elif isinstance(self.refusal, ProblemRefusalType0):
            refusal = self.refusal.value
        else:
            refusal = self.refusal

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if errors is not UNSET:
            field_dict["errors"] = errors
        if instance is not UNSET:
            field_dict["instance"] = instance
        if legal_actions is not UNSET:
            field_dict["legal_actions"] = legal_actions
        if player_id is not UNSET:
            field_dict["player_id"] = player_id
        if refusal is not UNSET:
            field_dict["refusal"] = refusal

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
        from ..models.problem_error import ProblemError
        from ..models.take_upcard import TakeUpcard

        d = dict(src_dict)
        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = ProblemType(d.pop("type"))

        def _parse_current_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current_version = _parse_current_version(d.pop("current_version", UNSET))

        def _parse_errors(data: object) -> list[ProblemError] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                errors_type_0 = []
                _errors_type_0 = data
                for errors_type_0_item_data in _errors_type_0:
                    errors_type_0_item = ProblemError.from_dict(errors_type_0_item_data)

                    errors_type_0.append(errors_type_0_item)

                return errors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ProblemError] | None | Unset, data)

        errors = _parse_errors(d.pop("errors", UNSET))

        def _parse_instance(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        instance = _parse_instance(d.pop("instance", UNSET))

        def _parse_legal_actions(
            data: object,
        ) -> (
            list[
                BigGin
                | Discard
                | DrawDiscard
                | DrawStock
                | FinishLayoff
                | Knock
                | LayOff
                | PassUpcard
                | TakeUpcard
            ]
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                legal_actions_type_0 = []
                _legal_actions_type_0 = data
                for legal_actions_type_0_item_data in _legal_actions_type_0:

                    def _parse_legal_actions_type_0_item(
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

                    legal_actions_type_0_item = _parse_legal_actions_type_0_item(
                        legal_actions_type_0_item_data
                    )

                    legal_actions_type_0.append(legal_actions_type_0_item)

                return legal_actions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[
                    BigGin
                    | Discard
                    | DrawDiscard
                    | DrawStock
                    | FinishLayoff
                    | Knock
                    | LayOff
                    | PassUpcard
                    | TakeUpcard
                ]
                | None
                | Unset,
                data,
            )

        legal_actions = _parse_legal_actions(d.pop("legal_actions", UNSET))

        def _parse_player_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player_id = _parse_player_id(d.pop("player_id", UNSET))

        def _parse_refusal(data: object) -> None | ProblemRefusalType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                refusal_type_0 = ProblemRefusalType0(data)

                return refusal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProblemRefusalType0 | Unset, data)

        refusal = _parse_refusal(d.pop("refusal", UNSET))

        problem = cls(
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            errors=errors,
            instance=instance,
            legal_actions=legal_actions,
            player_id=player_id,
            refusal=refusal,
        )

        problem.additional_properties = d
        return problem

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
