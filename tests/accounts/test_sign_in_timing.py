"""No account enumeration by timing: over 200 attempts each, interleaved, signing in with an
unknown name and with a known name and a wrong password take the same median time (within
5%) and give the same body. The throttle is off (it would refuse both alike after a few), and
the argon2id parameters are the tests' cheap ones: the hash's cost then hides less of any other
difference, which makes the check stricter, not looser."""

from __future__ import annotations

import statistics
import time
from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from accounts.conftest import PASSWORD, guest, new_name

ATTEMPTS = 200


def timed(client: TestClient[Litestar], body: dict[str, str]) -> tuple[float, Any]:
    started = time.perf_counter()
    r = client.post("/account/signin", json=body)
    elapsed = time.perf_counter() - started
    assert r.status_code == 401, r.text
    return elapsed, r.json()


def test_unknown_name_and_wrong_password_take_the_same_time(
    client: TestClient[Litestar], accounts_app: Litestar
) -> None:
    accounts_app.state.service.accounts.throttle.enabled = False
    player, bearer = guest(client)
    assert client.post("/account/claim", json={"password": PASSWORD}, headers=bearer).is_success
    for _ in range(10):  # warm both paths (the decoy hash, the caches of the store)
        timed(client, {"name": new_name(), "password": PASSWORD})
        timed(client, {"name": player["name"], "password": "wrong" + PASSWORD})
    unknown: list[float] = []
    wrong: list[float] = []
    bodies: set[str] = set()
    for i in range(ATTEMPTS):
        for times, name in ((unknown, new_name()), (wrong, player["name"])):
            elapsed, body = timed(client, {"name": name, "password": f"guess {i} {PASSWORD}"})
            times.append(elapsed)
            bodies.add(repr(sorted(body.items())))
    assert len(bodies) == 1, bodies
    a, b = statistics.median(unknown), statistics.median(wrong)
    difference = abs(a - b) / min(a, b)
    print(
        f"median sign-in: unknown name {a * 1000:.2f} ms, wrong password {b * 1000:.2f} ms, "
        f"difference {difference:.1%}"
    )
    assert difference < 0.05, (a, b)
