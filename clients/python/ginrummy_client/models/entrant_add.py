from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.entrant_add_kind import EntrantAddKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="EntrantAdd")


@_attrs_define
class EntrantAdd:
    """``builtin``: a built-in level (the creator's). ``http``: the caller's own bot, which
    plays its games over HTTP under the caller's name (``@name``); send no ``name``.

        Attributes:
            kind (EntrantAddKind | Unset):  Default: EntrantAddKind.BUILTIN.
            name (None | str | Unset):
    """

    kind: EntrantAddKind | Unset = EntrantAddKind.BUILTIN
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if kind is not UNSET:
            field_dict["kind"] = kind
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _kind = d.pop("kind", UNSET)
        kind: EntrantAddKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = EntrantAddKind(_kind)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        entrant_add = cls(
            kind=kind,
            name=name,
        )

        return entrant_add
