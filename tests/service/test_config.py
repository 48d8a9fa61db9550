"""The settings: each declared once (in a section of ``service/config/``), the rest derived."""

from __future__ import annotations

import dataclasses

import pytest

from ginrummy.service import config
from ginrummy.service.config import ConfigError, Settings, declared_settings


def test_every_setting_is_declared_once() -> None:
    fields = dataclasses.fields(Settings)
    declared = declared_settings()
    assert len(declared) == len(fields) >= 40
    names = [d.env for _, d in declared]
    assert len(set(names)) == len(names), "two settings read one variable"
    assert config.variables() == frozenset(names)
    assert all(n == "DATABASE_URL" or n.startswith("GINRUMMY_") for n in names)
    assert all(d.meaning and callable(d.parse) for _, d in declared)


def test_from_env_reads_each_variable_into_its_attribute() -> None:
    """Each variable, set to a value other than its default, lands in its own attribute
    (and nowhere else); blank or unset keeps the default."""
    default = Settings()
    samples = {
        "DATABASE_URL": "postgresql://u@h/db",
        "GINRUMMY_DASK_SCHEDULER": "tcp://127.0.0.1:8786",
        "GINRUMMY_WEB_DIR": None,  # must hold an index.html: below
        "GINRUMMY_LOG_LEVEL": "debug",
        "GINRUMMY_LOG_FORMAT": "text",
        "GINRUMMY_GC_THRESHOLDS": "1,2,3",
        "GINRUMMY_LISTEN_INTERVAL_SECONDS": "0.5",
        "GINRUMMY_HOST": "0.0.0.0",
        "GINRUMMY_SQLITE_PATH": "/tmp/x.sqlite",
        "GINRUMMY_DB_SCHEMA": "other",
    }
    for field, declared in declared_settings():
        value = getattr(default, field.name)
        raw = samples.get(declared.env, "")
        if raw is None:
            continue
        if not raw:
            if isinstance(value, bool):
                raw = "n" if value else "y"
            elif isinstance(value, int | float):
                raw = str(value + 1)
        read = Settings.from_env({declared.env: raw})
        assert getattr(read, field.name) != value, declared.env
        assert dataclasses.replace(read, **{field.name: value}) == default, declared.env
        assert Settings.from_env({declared.env: "  "}) == default


@pytest.mark.parametrize(
    ("name", "raw"),
    [
        ("GINRUMMY_THREADS", "-1"),
        ("GINRUMMY_DB_RETRIES", "0"),
        ("GINRUMMY_LISTEN", "maybe"),
        ("GINRUMMY_POLL_SECONDS", "0"),
        ("GINRUMMY_GC_THRESHOLDS", "1,2"),
        ("GINRUMMY_DASK_SCHEDULER", "http://x:1"),
        ("GINRUMMY_WEB_DIR", "/nonexistent"),
    ],
)
def test_an_unusable_value_names_its_variable(name: str, raw: str) -> None:
    with pytest.raises(ConfigError, match=f"^{name}="):
        Settings.from_env({name: raw})
