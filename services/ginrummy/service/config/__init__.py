"""Settings: one object, read from the environment once at startup and passed down.

Nothing else in the package reads ``os.environ``. Each setting is declared once, as a field of
one section (a frozen dataclass) made by :func:`setting`: the attribute, its environment
variable, type, default, parser and meaning. :class:`Settings` combines the sections, so
``settings.x`` names any setting. :meth:`StoreSettings.store_env` is the ``env`` mapping of
eventsourcing's ``Application`` (the store is chosen by configuration only: ``DATABASE_URL``
set selects PostgreSQL, otherwise a SQLite file).

- ``declaring``: :func:`setting`, :class:`Declared`, :class:`ConfigError`;
- ``parsers``: how a raw value is read;
- ``store``: :class:`StoreSettings` (and ``postgres_env``);
- ``sections``: process, live streams, limits, tournaments, analysis, logs and metrics;
- ``settings``: :class:`Settings`, :data:`SECTIONS`, :func:`settings_table`, :func:`variables`.

Adding a setting is one field in its section (and ``python -m ginrummy.service.config`` prints
the tables to paste into docs/SERVICE.md).
"""

from ginrummy.service.config.declaring import ConfigError, Declared, setting
from ginrummy.service.config.parsers import scheduler_address
from ginrummy.service.config.sections import SOURCE_WEB_DIR
from ginrummy.service.config.settings import (
    SECTIONS,
    Settings,
    declared_settings,
    settings_table,
    variables,
)
from ginrummy.service.config.store import StoreSettings, postgres_env

__all__ = [
    "SECTIONS",
    "SOURCE_WEB_DIR",
    "ConfigError",
    "Declared",
    "Settings",
    "StoreSettings",
    "declared_settings",
    "postgres_env",
    "scheduler_address",
    "setting",
    "settings_table",
    "variables",
]
