from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rummy_draw_stock_type import RummyDrawStockType

T = TypeVar("T", bound="RummyDrawStock")


@_attrs_define
class RummyDrawStock:
    """Draw the top card of the stock.

    Attributes:
        type_ (RummyDrawStockType):
    """

    type_: RummyDrawStockType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = RummyDrawStockType(d.pop("type"))

        rummy_draw_stock = cls(
            type_=type_,
        )

        return rummy_draw_stock
