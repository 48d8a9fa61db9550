"""/players/me/social-settings: who may write to you, who may challenge you."""

from __future__ import annotations

from uuid import UUID

import msgspec
from litestar import Controller, Response, get, put
from litestar.di import NamedDependency, Provide
from litestar.params import JSONBody

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.controllers.common import respond
from ginrummy.api.problems import responses
from ginrummy.api.schemas.social_friends import SocialSettingsChange, SocialSettingsOut
from ginrummy.service.application import GinRummyService


class SocialSettingsController(Controller):
    path = "/players/me/social-settings"
    tags = ("social",)
    dependencies = {"me": Provide(current_player)}  # noqa: RUF012
    security = SECURITY

    @get(
        operation_id="getMySocialSettings",
        summary="Who may write to you and who may challenge you",
        sync_to_thread=True,
        responses=responses(401, 429),
    )
    def settings(
        self, me: NamedDependency[UUID], service: NamedDependency[GinRummyService]
    ) -> SocialSettingsOut:
        return msgspec.convert(service.social.friends.settings(me), SocialSettingsOut)

    @put(
        operation_id="changeMySocialSettings",
        opt={"strict_body": SocialSettingsChange},
        summary="Change who may write to you and who may challenge you (omitted: unchanged)",
        sync_to_thread=True,
        responses=responses(400, 401, 415, 422, 429),
    )
    def change(
        self,
        me: NamedDependency[UUID],
        data: JSONBody[SocialSettingsChange],
        service: NamedDependency[GinRummyService],
    ) -> Response[SocialSettingsOut]:
        reply = service.social.friends.change_settings(
            me, data.who_may_write, data.who_may_challenge
        )
        return respond(reply, SocialSettingsOut)
