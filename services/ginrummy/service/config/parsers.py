"""How a setting's raw value is read: each parser raises ``ValueError`` on an unusable one."""

from __future__ import annotations

from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit


def scheduler_address(raw: str) -> str:
    """A Dask scheduler's address: ``tcp://host:port`` (or ``tls://``, ``ws://``, ``wss://``)."""
    parts = urlsplit(raw)
    if parts.scheme not in ("tcp", "tls", "ws", "wss"):
        raise ValueError("must be tcp://host:port (or tls://, ws://, wss://)")
    try:
        port = parts.port
    except ValueError:
        port = None
    if not parts.hostname or port is None or parts.path not in ("", "/"):
        raise ValueError("must be tcp://host:port (a host and a port, nothing else)")
    return raw


def parse_web_dir(raw: str) -> str:
    if not (Path(raw) / "index.html").is_file():
        raise ValueError("no index.html there (build the page: make web)")
    return raw


def parse_count(raw: str) -> int:
    value = int(raw)
    if value < 0:
        raise ValueError("must be 0 or more")
    return value


def parse_positive(raw: str) -> int:
    value = int(raw)
    if value < 1:
        raise ValueError("must be 1 or more")
    return value


def parse_playouts(raw: str) -> int:
    value = int(raw)
    if not 1 <= value <= 100_000:
        raise ValueError("must be 1..100000")
    return value


def parse_seed(raw: str) -> int:
    value = int(raw)
    if not 0 <= value < 2**64:
        raise ValueError("must be 0..2^64-1")
    return value


def parse_log_level(raw: str) -> str:
    lowered = raw.lower()
    if lowered not in ("critical", "error", "warning", "info", "debug", "trace"):
        raise ValueError("must be one of critical, error, warning, info, debug, trace")
    return lowered


def parse_log_format(raw: str) -> Literal["json", "text"]:
    lowered = raw.lower()
    if lowered == "json":
        return "json"
    if lowered == "text":
        return "text"
    raise ValueError("must be json or text")


def parse_seconds(raw: str) -> float:
    value = float(raw)
    if not value > 0:
        raise ValueError("must be a positive number of seconds")
    return value


def parse_delay(raw: str) -> float:
    value = float(raw)
    if not 0 <= value <= 1:
        raise ValueError("must be 0..1 seconds")
    return value


def parse_flag(raw: str) -> bool:
    lowered = raw.lower()
    if lowered in ("y", "yes", "true", "1", "on"):
        return True
    if lowered in ("n", "no", "false", "0", "off"):
        return False
    raise ValueError("must be y or n")


def parse_three_counts(raw: str) -> tuple[int, int, int]:
    parts = [parse_count(p) for p in raw.split(",")]
    if len(parts) != 3:
        raise ValueError("must be three integers separated by commas")
    return parts[0], parts[1], parts[2]
