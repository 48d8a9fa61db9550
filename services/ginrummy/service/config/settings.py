"""All the settings (:class:`Settings`): the sections combined, read from the environment once.

:meth:`Settings.from_env` parses every variable (an unusable value is a :class:`ConfigError`
at startup, naming the variable); :func:`settings_table` is docs/SERVICE.md's tables, one per
section (a test keeps them equal); :func:`variables` the names deploy/ may set.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from typing import Any

from ginrummy.service.config.declaring import ConfigError, Declared, declared_in
from ginrummy.service.config.sections import (
    AnalysisSettings,
    LimitSettings,
    LiveSettings,
    ObservabilitySettings,
    ProcessSettings,
    SocialSettings,
    TournamentSettings,
)
from ginrummy.service.config.store import StoreSettings

#: Every section with its title in the docs, in the docs' order.
SECTIONS: tuple[tuple[str, type], ...] = (
    ("Store", StoreSettings),
    ("Process", ProcessSettings),
    ("Live streams and following the log", LiveSettings),
    ("Limits", LimitSettings),
    ("Tournaments", TournamentSettings),
    ("Analysis and hints", AnalysisSettings),
    ("Logs and metrics", ObservabilitySettings),
    ("Friends, messages and challenges", SocialSettings),
)


@dataclasses.dataclass(frozen=True, kw_only=True)
class Settings(
    StoreSettings,
    ProcessSettings,
    LiveSettings,
    LimitSettings,
    TournamentSettings,
    AnalysisSettings,
    ObservabilitySettings,
    SocialSettings,
):
    """Every setting of the service: the union of the sections (``settings.x`` is the setting
    ``x`` of whichever section declares it; each is declared once there, with its attribute,
    variable, type, default, parser and meaning)."""

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """The settings named by ``environ`` (default: ``os.environ``), defaults elsewhere.
        An unset or blank variable takes the default; an unusable one is a
        :class:`ConfigError` naming it."""
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for field, declared in declared_settings():
            raw = env.get(declared.env)
            if raw is None or raw.strip() == "":
                continue
            try:
                values[field.name] = declared.parse(raw.strip())
            except ValueError as exc:
                raise ConfigError(f"{declared.env}={raw!r}: {exc}") from None
        return cls(**values)

    def replace(self, **changes: object) -> Settings:
        """A copy with some settings changed (tests, benchmarks)."""
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


def declared_settings() -> list[tuple[dataclasses.Field[Any], Declared]]:
    """Every setting's field with its declaration, section by section."""
    return [pair for _, section in SECTIONS for pair in declared_in(section)]


def variables() -> frozenset[str]:
    """The environment variables the settings read (``scripts/check_deploy.py``)."""
    return frozenset(declared.env for _, declared in declared_settings())


def _shown(value: object) -> str:
    if isinstance(value, bool):
        return "`y`" if value else "`n`"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, tuple):
        return "`" + ",".join(map(str, value)) + "`"
    return f"`{value}`"


def settings_table() -> str:
    """The settings as docs/SERVICE.md's Markdown tables, one per section under its title
    (``tests/test_docs.py`` checks them; ``python -m ginrummy.service.config`` prints them)."""
    parts: list[str] = []
    for title, section in SECTIONS:
        rows = [f"**{title}** (`{section.__name__}`)", "", "| variable | default | meaning |"]
        rows.append("|---|---|---|")
        for field, declared in declared_in(section):
            shown = declared.shown or _shown(field.default)
            rows.append(f"| `{declared.env}` | {shown} | {declared.meaning} |")
        parts.append("\n".join(rows) + "\n")
    return "\n".join(parts)
