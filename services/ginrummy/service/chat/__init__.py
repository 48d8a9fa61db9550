"""Table chat: the seats' room and the spectators' room of every match (issue 25).

| module | job |
|---|---|
| ``aggregate`` | the ``TableChat`` aggregate: each line an event, the flood rule |
| ``commands`` | saying a line (who may, in which room), refusals that store nothing |
| ``visibility`` | which room a viewer reads: seats and spectators apart while the match is live |
| ``live`` | the chat's messages for the live streams (``service.live_fanout``) |
"""
