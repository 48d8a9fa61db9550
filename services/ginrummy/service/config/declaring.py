"""How a setting is declared (:func:`setting`), once: its variable, parser, default, meaning."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


class ConfigError(ValueError):
    """The environment does not describe a usable service."""


@dataclasses.dataclass(frozen=True)
class Declared:
    """How one setting is read and documented (a field's metadata, see :func:`setting`)."""

    env: str
    parse: Callable[[str], Any]
    meaning: str
    shown: str | None = None  # the default as docs/SERVICE.md shows it, when not its value


def setting(
    default: T, env: str, parse: Callable[[str], T], meaning: str, *, shown: str | None = None
) -> T:
    """A field of a settings section: its ``default``, read from ``env`` by ``parse`` (which
    raises ``ValueError`` on an unusable value); ``meaning`` is its line in the docs."""
    declared = Declared(env, parse, meaning, shown)
    field: T = dataclasses.field(default=default, metadata={"setting": declared})
    return field


def declared_in(section: type) -> list[tuple[dataclasses.Field[Any], Declared]]:
    """The settings of one section (a dataclass), each field with its declaration, in order."""
    return [(f, f.metadata["setting"]) for f in dataclasses.fields(section)]
