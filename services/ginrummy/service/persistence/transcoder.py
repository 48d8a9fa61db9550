"""A msgspec-based drop-in for eventsourcing's ``JSONTranscoder``: the same stored bytes.

eventsourcing's ``JSONTranscoder`` runs Python's ``json`` encoder with a ``default`` hook for
every event it records and its decoder with an ``object_hook`` for every event it reads (the
projections read every event). This transcoder writes exactly the same document (compact
separators, UTF-8, registered types as ``{"_type_": name, "_data_": ...}``) with msgspec, after
lowering the registered types in Python, and reads it back the same way; stores written by
either one are read by the other.
"""

from __future__ import annotations

from typing import Any

import msgspec
from eventsourcing.persistence import JSONTranscoder, TranscodingNotRegisteredError

_PLAIN = (str, int, bool, float, type(None))


class MsgspecTranscoder(JSONTranscoder):
    """``JSONTranscoder``'s format and registrations, encoded and decoded by msgspec."""

    def __init__(self) -> None:
        super().__init__()
        self._encode = msgspec.json.Encoder().encode
        self._decode = msgspec.json.Decoder().decode

    def encode(self, obj: Any) -> bytes:
        return self._encode(self._lower(obj))

    def decode(self, data: bytes) -> Any:
        return self._raise(self._decode(data))

    def _lower(self, o: Any) -> Any:
        kind = type(o)
        if kind in _PLAIN:
            return o
        if kind is dict:
            return {k: self._lower(v) for k, v in o.items()}
        if kind is list or kind is tuple:
            return [self._lower(v) for v in o]
        transcoding = self.types.get(kind)
        if transcoding is None:
            # subclasses of the plain types are written as their base, as json does
            if isinstance(o, dict):
                return {k: self._lower(v) for k, v in o.items()}
            if isinstance(o, (list, tuple)):
                return [self._lower(v) for v in o]
            if isinstance(o, _PLAIN):
                return o
            raise TranscodingNotRegisteredError(
                f"Object of type {kind} is not serializable. Please define and register "
                "a custom transcoding for this type."
            )
        return {"_type_": transcoding.name, "_data_": self._lower(transcoding.encode(o))}

    def _raise(self, o: Any) -> Any:
        kind = type(o)
        if kind is dict:
            d = {k: self._raise(v) for k, v in o.items()}
            # as JSONTranscoder's object_hook: inner values first, then the dict itself
            return self._decode_obj(d)
        if kind is list:
            return [self._raise(v) for v in o]
        return o
