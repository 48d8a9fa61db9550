from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.problem_error_source_type_0 import ProblemErrorSourceType0
from ..types import UNSET, Unset

T = TypeVar("T", bound="ProblemError")


@_attrs_define
class ProblemError:
    """One reason a request was invalid: ``key`` names the field (``version``,
    ``rules.knock_limit``, ``If-Match``, a query parameter), ``source`` where it was.

        Attributes:
            key (str):
            message (str):
            source (None | ProblemErrorSourceType0 | Unset):
    """

    key: str
    message: str
    source: None | ProblemErrorSourceType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        message = self.message

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        elif isinstance(self.source, ProblemErrorSourceType0):
            source = self.source.value
        else:
            source = self.source

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "message": message,
            }
        )
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key = d.pop("key")

        message = d.pop("message")

        def _parse_source(data: object) -> None | ProblemErrorSourceType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = ProblemErrorSourceType0(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProblemErrorSourceType0 | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        problem_error = cls(
            key=key,
            message=message,
            source=source,
        )

        problem_error.additional_properties = d
        return problem_error

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
