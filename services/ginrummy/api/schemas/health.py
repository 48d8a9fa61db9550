"""The service's health."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta, Struct


class Health(Struct, kw_only=True):
    status: Literal["ok"]
    store: Annotated[
        Literal["sqlite", "postgresql"], Meta(description="the kind of event store (no address)")
    ]
    version: str
