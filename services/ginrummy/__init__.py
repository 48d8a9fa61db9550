"""ginrummy: an open Gin Rummy server.

- :mod:`ginrummy.core`: the rules core (cards, melds, deals, matches) implemented in Rust.
- :mod:`ginrummy.cli`: the ``ginrummy`` command.
"""

__version__ = "0.1.0"
