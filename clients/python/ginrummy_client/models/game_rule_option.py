from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_rule_option_kind import GameRuleOptionKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameRuleOption")


@_attrs_define
class GameRuleOption:
    """One rule option of a game: its kind, default and bounds (``minimum``/``maximum`` for an
    integer, ``choices`` for a choice), as the game's core validates it.

        Attributes:
            default (bool | int | str):
            description (str):
            kind (GameRuleOptionKind):
            name (str):
            choices (list[str] | None | Unset):
            maximum (int | None | Unset):
            minimum (int | None | Unset):
    """

    default: bool | int | str
    description: str
    kind: GameRuleOptionKind
    name: str
    choices: list[str] | None | Unset = UNSET
    maximum: int | None | Unset = UNSET
    minimum: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        default: bool | int | str
        default = self.default

        description = self.description

        kind = self.kind.value

        name = self.name

        choices: list[str] | None | Unset
        if isinstance(self.choices, Unset):
            choices = UNSET
        elif isinstance(self.choices, list):
            choices = self.choices

        else:
            choices = self.choices

        maximum: int | None | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        minimum: int | None | Unset
        if isinstance(self.minimum, Unset):
            minimum = UNSET
        else:
            minimum = self.minimum

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "default": default,
                "description": description,
                "kind": kind,
                "name": name,
            }
        )
        if choices is not UNSET:
            field_dict["choices"] = choices
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_default(data: object) -> bool | int | str:
            return cast(bool | int | str, data)

        default = _parse_default(d.pop("default"))

        description = d.pop("description")

        kind = GameRuleOptionKind(d.pop("kind"))

        name = d.pop("name")

        def _parse_choices(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                choices_type_0 = cast(list[str], data)

                return choices_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        choices = _parse_choices(d.pop("choices", UNSET))

        def _parse_maximum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))

        def _parse_minimum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        minimum = _parse_minimum(d.pop("minimum", UNSET))

        game_rule_option = cls(
            default=default,
            description=description,
            kind=kind,
            name=name,
            choices=choices,
            maximum=maximum,
            minimum=minimum,
        )

        game_rule_option.additional_properties = d
        return game_rule_option

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
