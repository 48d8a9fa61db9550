from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.opponent_kind import OpponentKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Opponent")


@_attrs_define
class Opponent:
    """``open`` waits for a person or an HTTP bot to join; ``bot`` plays a built-in bot.

    Attributes:
        kind (OpponentKind | Unset):  Default: OpponentKind.OPEN.
        level (None | str | Unset):
    """

    kind: OpponentKind | Unset = OpponentKind.OPEN
    level: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        level: None | str | Unset
        if isinstance(self.level, Unset):
            level = UNSET
        else:
            level = self.level

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if kind is not UNSET:
            field_dict["kind"] = kind
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _kind = d.pop("kind", UNSET)
        kind: OpponentKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = OpponentKind(_kind)

        def _parse_level(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        level = _parse_level(d.pop("level", UNSET))

        opponent = cls(
            kind=kind,
            level=level,
        )

        return opponent
