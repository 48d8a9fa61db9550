from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.challenge_out_status import ChallengeOutStatus

if TYPE_CHECKING:
    from ..models.challenge_out_rules import ChallengeOutRules


T = TypeVar("T", bound="ChallengeOut")


@_attrs_define
class ChallengeOut:
    """
    Attributes:
        expires_at (str):
        from_ (str):
        game (str):
        id (str):
        match_id (None | str):
        reason (None | str):
        rules (ChallengeOutRules):
        status (ChallengeOutStatus):
        to (str):
    """

    expires_at: str
    from_: str
    game: str
    id: str
    match_id: None | str
    reason: None | str
    rules: ChallengeOutRules
    status: ChallengeOutStatus
    to: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at

        from_ = self.from_

        game = self.game

        id = self.id

        match_id: None | str
        match_id = self.match_id

        reason: None | str
        reason = self.reason

        rules = self.rules.to_dict()

        status = self.status.value

        to = self.to

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expires_at": expires_at,
                "from": from_,
                "game": game,
                "id": id,
                "match_id": match_id,
                "reason": reason,
                "rules": rules,
                "status": status,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.challenge_out_rules import ChallengeOutRules

        d = dict(src_dict)
        expires_at = d.pop("expires_at")

        from_ = d.pop("from")

        game = d.pop("game")

        id = d.pop("id")

        def _parse_match_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        match_id = _parse_match_id(d.pop("match_id"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        rules = ChallengeOutRules.from_dict(d.pop("rules"))

        status = ChallengeOutStatus(d.pop("status"))

        to = d.pop("to")

        challenge_out = cls(
            expires_at=expires_at,
            from_=from_,
            game=game,
            id=id,
            match_id=match_id,
            reason=reason,
            rules=rules,
            status=status,
            to=to,
        )

        challenge_out.additional_properties = d
        return challenge_out

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
