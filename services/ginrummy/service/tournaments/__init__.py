"""Tournaments of bots: built-in levels and players' HTTP bots, paired games, standings, SPRT.

- ``aggregate``: the ``Tournament`` aggregate (its events, their upcasts, the old topics);
- ``commands``: create, enter, start, cancel (``TournamentCommands``), ``views``: the reads;
- ``formats``: one object per format (its pairings, its checks, its planned pairs);
- ``runner``: the one loop over a tournament's pairs, shared by the CLI and the service;
- ``play`` (built-in pairs in a process pool or on Dask), ``http_pairs`` (pairs of ordinary
  matches), ``pairs`` (the one recorded shape of a pair), ``stats``, ``sprt``, ``report``.

This module imports nothing: a worker process importing ``play`` loads no service.
"""
