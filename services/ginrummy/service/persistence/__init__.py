"""Persistence of the service: the store adapter and its SQL (``store``), the group-commit
writer and group reader (``writer``), the event transcoder (``transcoder``) and the cache of
live matches (``cache``). Which store is used is configuration only (``service.config``)."""
