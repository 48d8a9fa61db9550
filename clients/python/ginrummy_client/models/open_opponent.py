from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.open_opponent_kind import OpenOpponentKind

T = TypeVar("T", bound="OpenOpponent")


@_attrs_define
class OpenOpponent:
    """Wait for a person or an HTTP bot to join (``POST /matches/{id}/join``).

    Attributes:
        kind (OpenOpponentKind):
    """

    kind: OpenOpponentKind

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = OpenOpponentKind(d.pop("kind"))

        open_opponent = cls(
            kind=kind,
        )

        return open_opponent
