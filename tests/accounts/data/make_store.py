"""Writes the store of ``test_upgrade.py``: run it with the previous main's code (its venv), as

    /path/to/main/.venv/bin/python tests/accounts/data/make_store.py \
        tests/accounts/data/store-main.sqlite tests/accounts/data/store-main.json COMMIT

Two guests registered by ``POST /players`` (their tokens kept in the JSON), a match between them
played to its end by a seeded random policy, the first guest's profile as it was then."""

import json
import random
import sys

from litestar.testing import TestClient

from ginrummy.api.app import create_app


def main(store: str, facts: str, commit: str) -> None:
    app = create_app({"GINRUMMY_SQLITE_PATH": store}, rate_limit=0)
    rng = random.Random(11)
    with TestClient(app) as c:
        players = []
        for name in ("oldalice", "oldbob"):
            r = c.post("/players", json={"name": name})
            assert r.status_code == 201, r.text
            players.append(r.json())
        ha, hb = ({"Authorization": "Bearer " + p["token"]} for p in players)
        body = {"rules": {"target_score": 10}, "opponent": {"kind": "open"}, "seat": 0}
        m = c.post("/matches", json=body, headers=ha).json()
        assert c.post(f"/matches/{m['id']}/join", headers=hb).status_code == 200
        for _ in range(5000):
            view = c.get(f"/matches/{m['id']}", headers=ha).json()
            if view["status"] != "active":
                break
            seat = [ha, hb][int(view["to_act"])]
            view = c.get(f"/matches/{m['id']}", headers=seat).json()
            legal = view["view"]["legal_actions"]
            enders = [a for a in legal if a["type"] in ("knock", "big_gin", "gin")]
            action = rng.choice(enders) if enders else rng.choice(legal)
            action = {**action, "version": view["version"]}
            r = c.post(f"/matches/{m['id']}/actions", json=action, headers=seat)
            assert r.status_code == 200, r.text
        final = c.get(f"/matches/{m['id']}").json()
        me = c.get("/players/me", headers=ha).json()
    found = {"commit": commit, "players": players, "match": m["id"], "status": final["status"]}
    with open(facts, "w") as out:
        json.dump({**found, "alice": me}, out, indent=1)
    app.state.service.close()


if __name__ == "__main__":
    main(*sys.argv[1:4])
