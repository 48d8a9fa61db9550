from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ready_store import ReadyStore

T = TypeVar("T", bound="Ready")


@_attrs_define
class Ready:
    """
    Attributes:
        position (int): the latest position of the event log
        projection_lag (int): events recorded that this replica's read model has not folded
        status (Literal['ready']):
        store (ReadyStore): the kind of event store (no address)
        version (str):
    """

    position: int
    projection_lag: int
    status: Literal["ready"]
    store: ReadyStore
    version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        projection_lag = self.projection_lag

        status = self.status

        store = self.store.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "position": position,
                "projection_lag": projection_lag,
                "status": status,
                "store": store,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        position = d.pop("position")

        projection_lag = d.pop("projection_lag")

        status = cast(Literal["ready"], d.pop("status"))
        if status != "ready":
            raise ValueError(f"status must match const 'ready', got '{status}'")

        store = ReadyStore(d.pop("store"))

        version = d.pop("version")

        ready = cls(
            position=position,
            projection_lag=projection_lag,
            status=status,
            store=store,
            version=version,
        )

        ready.additional_properties = d
        return ready

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
