from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.passkey_credential_credential import PasskeyCredentialCredential


T = TypeVar("T", bound="PasskeyCredential")


@_attrs_define
class PasskeyCredential:
    """The browser's ``PublicKeyCredential`` as JSON (``toJSON()``: ids and buffers in
    base64url), answering the options of the matching ``/options`` operation.

        Attributes:
            credential (PasskeyCredentialCredential):
    """

    credential: PasskeyCredentialCredential

    def to_dict(self) -> dict[str, Any]:
        credential = self.credential.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "credential": credential,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.passkey_credential_credential import PasskeyCredentialCredential

        d = dict(src_dict)
        credential = PasskeyCredentialCredential.from_dict(d.pop("credential"))

        passkey_credential = cls(
            credential=credential,
        )

        return passkey_credential
