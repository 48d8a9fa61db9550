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
        big_gin (bool): Whether big gin (all 11 cards melded, no discard) is allowed.
        big_gin_bonus (int): Big gin scores this plus the defender's deadwood.
        game_bonus (int): Bonus for the player who reached the target score.
        gin_bonus (int): Gin scores this plus the defender's deadwood.
        knock_limit (int): Maximum deadwood to knock (classic and hollywood).
        line_bonus (int): Bonus per hand won (the line or box bonus).
        oklahoma_spades_double (bool): Oklahoma only: a spade as the first upcard doubles the hand's score.
        shutout (bool): Whether a shutout doubles the winner's hand points.
        stock_exhaustion (RulesOutStockExhaustion): When the stock runs down to 2 cards: the hand is a draw, or void and
            redealt (reshuffle).
        target_score (int): A game ends when a player's total reaches this.
        undercut_bonus (int): An undercut scores this plus the deadwood difference.
        variant (RulesOutVariant): The game: classic, oklahoma (the upcard sets the knock limit), straight (gin only) or
            hollywood (three games at once).
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
