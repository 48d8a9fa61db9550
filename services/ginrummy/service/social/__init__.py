"""People around the table: friends and blocks, presence, private messages, challenges and the
notifications stream (issue 25). Event-sourced like the rest: the aggregates are in
``aggregates``, the commands in ``friends``, ``messages``, ``challenges`` and ``presence``, the
read side in ``graph`` and the live delivery in ``notifications``. This package's ``__init__``
imports nothing (``errors`` reads ``reasons`` from it)."""
