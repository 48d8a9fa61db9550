from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rules_stock_exhaustion import RulesStockExhaustion
from ..models.rules_variant import RulesVariant
from ..types import UNSET, Unset

T = TypeVar("T", bound="Rules")


@_attrs_define
class Rules:
    """Every rule option of RULES.md (ranges and defaults from the rules core); omitted options take their defaults.

    Attributes:
        big_gin (bool | Unset): Whether big gin (all 11 cards melded, no discard) is allowed. Default: True.
        big_gin_bonus (int | Unset): Big gin scores this plus the defender's deadwood. Default: 31.
        game_bonus (int | Unset): Bonus for the player who reached the target score. Default: 100.
        gin_bonus (int | Unset): Gin scores this plus the defender's deadwood. Default: 25.
        knock_limit (int | Unset): Maximum deadwood to knock (classic and hollywood). Default: 10.
        line_bonus (int | Unset): Bonus per hand won (the line or box bonus). Default: 25.
        oklahoma_spades_double (bool | Unset): Oklahoma only: a spade as the first upcard doubles the hand's score.
            Default: True.
        shutout (bool | Unset): Whether a shutout doubles the winner's hand points. Default: True.
        stock_exhaustion (RulesStockExhaustion | Unset): When the stock runs down to 2 cards: the hand is a draw, or
            void and redealt (reshuffle). Default: RulesStockExhaustion.DRAW.
        target_score (int | Unset): A game ends when a player's total reaches this. Default: 100.
        undercut_bonus (int | Unset): An undercut scores this plus the deadwood difference. Default: 25.
        variant (RulesVariant | Unset): The game: classic, oklahoma (the upcard sets the knock limit), straight (gin
            only) or hollywood (three games at once). Default: RulesVariant.CLASSIC.
    """

    big_gin: bool | Unset = True
    big_gin_bonus: int | Unset = 31
    game_bonus: int | Unset = 100
    gin_bonus: int | Unset = 25
    knock_limit: int | Unset = 10
    line_bonus: int | Unset = 25
    oklahoma_spades_double: bool | Unset = True
    shutout: bool | Unset = True
    stock_exhaustion: RulesStockExhaustion | Unset = RulesStockExhaustion.DRAW
    target_score: int | Unset = 100
    undercut_bonus: int | Unset = 25
    variant: RulesVariant | Unset = RulesVariant.CLASSIC

    def to_dict(self) -> dict[str, Any]:
        big_gin = self.big_gin

        big_gin_bonus = self.big_gin_bonus

        game_bonus = self.game_bonus

        gin_bonus = self.gin_bonus

        knock_limit = self.knock_limit

        line_bonus = self.line_bonus

        oklahoma_spades_double = self.oklahoma_spades_double

        shutout = self.shutout

        stock_exhaustion: str | Unset = UNSET
        if not isinstance(self.stock_exhaustion, Unset):
            stock_exhaustion = self.stock_exhaustion.value

        target_score = self.target_score

        undercut_bonus = self.undercut_bonus

        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if big_gin is not UNSET:
            field_dict["big_gin"] = big_gin
        if big_gin_bonus is not UNSET:
            field_dict["big_gin_bonus"] = big_gin_bonus
        if game_bonus is not UNSET:
            field_dict["game_bonus"] = game_bonus
        if gin_bonus is not UNSET:
            field_dict["gin_bonus"] = gin_bonus
        if knock_limit is not UNSET:
            field_dict["knock_limit"] = knock_limit
        if line_bonus is not UNSET:
            field_dict["line_bonus"] = line_bonus
        if oklahoma_spades_double is not UNSET:
            field_dict["oklahoma_spades_double"] = oklahoma_spades_double
        if shutout is not UNSET:
            field_dict["shutout"] = shutout
        if stock_exhaustion is not UNSET:
            field_dict["stock_exhaustion"] = stock_exhaustion
        if target_score is not UNSET:
            field_dict["target_score"] = target_score
        if undercut_bonus is not UNSET:
            field_dict["undercut_bonus"] = undercut_bonus
        if variant is not UNSET:
            field_dict["variant"] = variant

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        big_gin = d.pop("big_gin", UNSET)

        big_gin_bonus = d.pop("big_gin_bonus", UNSET)

        game_bonus = d.pop("game_bonus", UNSET)

        gin_bonus = d.pop("gin_bonus", UNSET)

        knock_limit = d.pop("knock_limit", UNSET)

        line_bonus = d.pop("line_bonus", UNSET)

        oklahoma_spades_double = d.pop("oklahoma_spades_double", UNSET)

        shutout = d.pop("shutout", UNSET)

        _stock_exhaustion = d.pop("stock_exhaustion", UNSET)
        stock_exhaustion: RulesStockExhaustion | Unset
        if isinstance(_stock_exhaustion, Unset):
            stock_exhaustion = UNSET
        else:
            stock_exhaustion = RulesStockExhaustion(_stock_exhaustion)

        target_score = d.pop("target_score", UNSET)

        undercut_bonus = d.pop("undercut_bonus", UNSET)

        _variant = d.pop("variant", UNSET)
        variant: RulesVariant | Unset
        if isinstance(_variant, Unset):
            variant = UNSET
        else:
            variant = RulesVariant(_variant)

        rules = cls(
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

        return rules
