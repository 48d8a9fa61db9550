"""The challenges' expiry: a daemon thread of each serving process that, every
``SWEEP_SECONDS``, records ``Expired`` on the pending challenges past their expiry
(``ChallengeCommands.expire_due``). A challenge reads ``expired`` as soon as its time is past
(``Challenge.status``); the event makes it so in the log too and tells both players on their
notifications streams (``challenge_expired``). Replicas that sweep the same challenge conflict
on its version: one records it."""

from __future__ import annotations

import logging
import threading

from ginrummy.service.social.challenges import ChallengeCommands

log = logging.getLogger("ginrummy.social")

SWEEP_SECONDS = 1.0


class ChallengeExpiry:
    def __init__(self, challenges: ChallengeCommands, interval: float = SWEEP_SECONDS) -> None:
        self.challenges = challenges
        self.interval = interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="challenge-expiry", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            try:
                self.challenges.expire_due(catch_up=False)
            except Exception:
                log.exception("challenge expiry failed")

    def close(self) -> None:
        self._stop.set()
        if self._thread is not threading.current_thread():
            self._thread.join(timeout=5.0)
