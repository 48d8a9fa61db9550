"""The page's static files at / (``api.app.web_router``): served without shadowing the API,
outside the OpenAPI document and the rate limit."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from ginrummy.api import app as app_module
from ginrummy.service.config import SOURCE_WEB_DIR, ConfigError, Settings


@pytest.fixture
def web_client(tmp_path: Path) -> Iterator[TestClient[Litestar]]:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><title>Gin Rummy</title>")
    (dist / "assets" / "index-abc.js").write_text("console.log(1)")
    env = {"GINRUMMY_SQLITE_PATH": str(tmp_path / "g.sqlite"), "GINRUMMY_WEB_DIR": str(dist)}
    application = app_module.create_app(env, rate_limit=3)
    with TestClient(application) as client:
        yield client
    application.state.service.close()


def test_the_page_is_served_at_root(web_client: TestClient[Litestar]) -> None:
    r = web_client.get("/")
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("text/html")
    assert "Gin Rummy" in r.text
    js = web_client.get("/assets/index-abc.js")
    assert js.status_code == 200
    assert "javascript" in js.headers["content-type"]


def test_the_api_is_not_shadowed(web_client: TestClient[Litestar]) -> None:
    assert web_client.get("/health").json()["status"] == "ok"
    assert web_client.get("/bots").json()["levels"]
    missing = web_client.get("/matches/00000000-0000-0000-0000-000000000000")
    assert missing.status_code == 404
    assert missing.headers["content-type"].startswith("application/problem+json")
    assert web_client.get("/nothing-here.js").status_code == 404


def test_the_page_is_out_of_the_openapi_document_and_the_rate_limit(
    web_client: TestClient[Litestar],
) -> None:
    paths = web_client.get("/schema/openapi.json").json()["paths"]
    assert "/" not in paths
    assert not any("file_path" in p for p in paths)
    # rate limit 3 per second: the page's files are not counted
    for _ in range(6):
        assert web_client.get("/").status_code == 200
        assert web_client.get("/assets/index-abc.js").status_code == 200


def test_no_page_no_router(tmp_path: Path) -> None:
    assert app_module.web_router(tmp_path) is None


def test_the_page_folder_is_a_setting(tmp_path: Path) -> None:
    assert Settings.from_env({}).web_dir == str(SOURCE_WEB_DIR)
    assert Path(__file__).resolve().parents[2] / "clients" / "web" / "dist" == SOURCE_WEB_DIR
    (tmp_path / "index.html").write_text("<!doctype html>")
    assert Settings.from_env({"GINRUMMY_WEB_DIR": str(tmp_path)}).web_dir == str(tmp_path)
    # set, it must hold a built page: a mistake is named at startup
    with pytest.raises(ConfigError, match="GINRUMMY_WEB_DIR"):
        Settings.from_env({"GINRUMMY_WEB_DIR": str(tmp_path / "nowhere")})
