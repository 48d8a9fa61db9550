from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rules import Rules


T = TypeVar("T", bound="ChallengeCreate")


@_attrs_define
class ChallengeCreate:
    """
    Attributes:
        to (UUID):
        expires_in (int | None | Unset):
        game (str | Unset): one of GET /games (two seats) Default: 'gin'.
        rules (Rules | Unset): Every rule option of RULES.md (ranges and defaults from the rules core); omitted options
            take their defaults.
    """

    to: UUID
    expires_in: int | None | Unset = UNSET
    game: str | Unset = "gin"
    rules: Rules | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        to = str(self.to)

        expires_in: int | None | Unset
        if isinstance(self.expires_in, Unset):
            expires_in = UNSET
        else:
            expires_in = self.expires_in

        game = self.game

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
            }
        )
        if expires_in is not UNSET:
            field_dict["expires_in"] = expires_in
        if game is not UNSET:
            field_dict["game"] = game
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rules import Rules

        d = dict(src_dict)
        to = UUID(d.pop("to"))

        def _parse_expires_in(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_in = _parse_expires_in(d.pop("expires_in", UNSET))

        game = d.pop("game", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: Rules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = Rules.from_dict(_rules)

        challenge_create = cls(
            to=to,
            expires_in=expires_in,
            game=game,
            rules=rules,
        )

        return challenge_create
