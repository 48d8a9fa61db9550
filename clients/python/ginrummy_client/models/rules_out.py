from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rules_out_stock_exhaustion import RulesOutStockExhaustion
from ..models.rules_out_variant import RulesOutVariant

T = TypeVar("T", bound="RulesOut")


@_attrs_define
class RulesOut:
    """The rules of a table, every option given.

    Attributes:
        big_gin (bool):
        big_gin_bonus (int):
        game_bonus (int):
        gin_bonus (int):
        knock_limit (int):
        line_bonus (int):
        oklahoma_spades_double (bool):
        shutout (bool):
        stock_exhaustion (RulesOutStockExhaustion):
        target_score (int):
        undercut_bonus (int):
        variant (RulesOutVariant):
    """

    big_gin: bool
    big_gin_bonus: int
    game_bonus: int
    gin_bonus: int
    knock_limit: int
    line_bonus: int
    oklahoma_spades_double: bool
    shutout: bool
    stock_exhaustion: RulesOutStockExhaustion
    target_score: int
    undercut_bonus: int
    variant: RulesOutVariant
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        big_gin = self.big_gin

        big_gin_bonus = self.big_gin_bonus

        game_bonus = self.game_bonus

        gin_bonus = self.gin_bonus

        knock_limit = self.knock_limit

        line_bonus = self.line_bonus

        oklahoma_spades_double = self.oklahoma_spades_double

        shutout = self.shutout

        stock_exhaustion = self.stock_exhaustion.value

        target_score = self.target_score

        undercut_bonus = self.undercut_bonus

        variant = self.variant.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "big_gin": big_gin,
                "big_gin_bonus": big_gin_bonus,
                "game_bonus": game_bonus,
                "gin_bonus": gin_bonus,
                "knock_limit": knock_limit,
                "line_bonus": line_bonus,
                "oklahoma_spades_double": oklahoma_spades_double,
                "shutout": shutout,
                "stock_exhaustion": stock_exhaustion,
                "target_score": target_score,
                "undercut_bonus": undercut_bonus,
                "variant": variant,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        big_gin = d.pop("big_gin")

        big_gin_bonus = d.pop("big_gin_bonus")

        game_bonus = d.pop("game_bonus")

        gin_bonus = d.pop("gin_bonus")

        knock_limit = d.pop("knock_limit")

        line_bonus = d.pop("line_bonus")

        oklahoma_spades_double = d.pop("oklahoma_spades_double")

        shutout = d.pop("shutout")

        stock_exhaustion = RulesOutStockExhaustion(d.pop("stock_exhaustion"))

        target_score = d.pop("target_score")

        undercut_bonus = d.pop("undercut_bonus")

        variant = RulesOutVariant(d.pop("variant"))

        rules_out = cls(
            big_gin=big_gin,
            big_gin_bonus=big_gin_bonus,
            game_bonus=game_bonus,
            gin_bonus=gin_bonus,
            knock_limit=knock_limit,
            line_bonus=line_bonus,
            oklahoma_spades_double=oklahoma_spades_double,
            shutout=shutout,
            stock_exhaustion=stock_exhaustion,
            target_score=target_score,
            undercut_bonus=undercut_bonus,
            variant=variant,
        )

        rules_out.additional_properties = d
        return rules_out

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
