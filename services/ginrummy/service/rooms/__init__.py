"""Rooms (issue 25, seed 002's "game rooms"): named rooms, each with its members, its lobby
of open matches and its chat.

| module | job |
|---|---|
| ``aggregate`` | the ``Room`` aggregate (joins, leaves, lines, matches opened), its name rule |
| ``commands`` | create, join, leave, say a line, open a match in a room; the reads |
| ``projection`` | the list of rooms, folded from the log |
| ``live`` | a room's stream: its events after a version, then each new one |
"""
