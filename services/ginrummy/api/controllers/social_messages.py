"""/players/me/messages and /players/me/conversations: private messages."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

import msgspec
from litestar import Controller, Response, delete, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody, QueryParameter
from litestar.status_codes import HTTP_204_NO_CONTENT

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.controllers.common import respond
from ginrummy.api.problems import responses
from ginrummy.api.schemas.social_messages import (
    ConversationList,
    MessageCreate,
    MessageExport,
    MessagePage,
    MessageReportCreate,
    MessageReported,
    MessageSent,
    ReadMark,
    ReadMarked,
)
from ginrummy.service.application import GinRummyService

FLOOD = (
    "Refusals: 403 `blocked` (the recipient blocks you) or `not-allowed-by-settings` (its "
    "`who_may_write`), 422 `message-empty` or `message-too-long` (over 500 characters), 409 "
    "`message-repeated` (one of your last two), 429 `message-flood` (over the burst: 5 in 10 s "
    "by default) or `daily-conversation-cap` (new conversations today), with Retry-After. A "
    "refused message stores nothing."
)


class MessageController(Controller):
    path = "/players/me"
    tags = ("social",)
    dependencies = {"me": Provide(current_player)}  # noqa: RUF012
    security = SECURITY

    @post(
        "/messages",
        operation_id="sendMessage",
        opt={"strict_body": MessageCreate},
        summary="Send a private message (delivered live on the recipient's notifications)",
        description=FLOOD,
        sync_to_thread=True,
        responses=responses(400, 401, 403, 404, 409, 415, 422, 429),
    )
    def send(
        self,
        me: NamedDependency[UUID],
        data: JSONBody[MessageCreate],
        service: NamedDependency[GinRummyService],
    ) -> Response[MessageSent]:
        reply = service.social.messages.send(me, data.to, data.text)
        location = f"/players/me/conversations/{reply.body['conversation_id']}/messages"
        return respond(reply, MessageSent, location)

    @get(
        "/messages/export",
        operation_id="exportMyMessages",
        summary="Every conversation of yours with every message you may see",
        sync_to_thread=True,
        responses=responses(401, 429),
    )
    def export(
        self, me: NamedDependency[UUID], service: NamedDependency[GinRummyService]
    ) -> MessageExport:
        return msgspec.convert(service.social.messages.export(me), MessageExport)

    @get(
        "/conversations",
        operation_id="listMyConversations",
        summary="Your conversations, the latest first, with their unread counts",
        sync_to_thread=True,
        responses=responses(401, 429),
    )
    def conversations(
        self, me: NamedDependency[UUID], service: NamedDependency[GinRummyService]
    ) -> ConversationList:
        return msgspec.convert(service.social.messages.list(me), ConversationList)

    @get(
        "/conversations/{conversation_id:uuid}/messages",
        operation_id="listConversationMessages",
        summary="A conversation's messages after a number (a blocked player's are hidden)",
        sync_to_thread=True,
        responses=responses(400, 401, 404, 429),
    )
    def messages(
        self,
        me: NamedDependency[UUID],
        conversation_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
        after: Annotated[int, QueryParameter(name="after", ge=0, le=2**31)] = 0,
        limit: Annotated[int, QueryParameter(name="limit", ge=1, le=500)] = 100,
    ) -> MessagePage:
        page = service.social.messages.messages(me, conversation_id, after, limit)
        return msgspec.convert(page, MessagePage)

    @post(
        "/conversations/{conversation_id:uuid}/read",
        operation_id="markConversationRead",
        opt={"strict_body": ReadMark},
        summary="Mark the conversation read up to a message number",
        status_code=200,
        sync_to_thread=True,
        responses=responses(400, 401, 404, 415, 422, 429),
    )
    def read(
        self,
        me: NamedDependency[UUID],
        conversation_id: FromPath[UUID],
        data: JSONBody[ReadMark],
        service: NamedDependency[GinRummyService],
    ) -> Response[ReadMarked]:
        reply = service.social.messages.mark_read(me, conversation_id, data.upto)
        return respond(reply, ReadMarked)

    @delete(
        "/conversations/{conversation_id:uuid}/messages/{number:int}",
        operation_id="deleteMyMessage",
        summary="Delete one of your messages: a tombstone, and its text erased from the store",
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
        responses=responses(401, 403, 404, 429),
    )
    def delete_message(
        self,
        me: NamedDependency[UUID],
        conversation_id: FromPath[UUID],
        number: FromPath[int],
        service: NamedDependency[GinRummyService],
    ) -> None:
        service.social.messages.delete(me, conversation_id, number)

    @post(
        "/conversations/{conversation_id:uuid}/messages/{number:int}/report",
        operation_id="reportMessage",
        opt={"strict_body": MessageReportCreate},
        summary="Report the other player's message: a copy is kept for moderators",
        sync_to_thread=True,
        responses=responses(400, 401, 403, 404, 415, 422, 429),
    )
    def report(
        self,
        me: NamedDependency[UUID],
        conversation_id: FromPath[UUID],
        number: FromPath[int],
        data: JSONBody[MessageReportCreate],
        service: NamedDependency[GinRummyService],
    ) -> Response[MessageReported]:
        reply = service.social.messages.report(me, conversation_id, number, data.reason)
        return respond(reply, MessageReported)
