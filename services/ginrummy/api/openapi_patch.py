"""The OpenAPI document's configuration and the precisions Litestar's generated document
lacks once the routes are known (the body schemas themselves: :mod:`ginrummy.api.openapi`):
optional headers without a JSON ``null``, and links between operations."""

from __future__ import annotations

from litestar import Litestar
from litestar.openapi.config import OpenAPIConfig
from litestar.openapi.spec import (
    Components,
    Link,
    OpenAPI,
    OpenAPIResponse,
    Schema,
    Server,
)
from litestar.openapi.spec.enums import OpenAPIType

from ginrummy import __version__
from ginrummy.api.auth import SECURITY_SCHEMES
from ginrummy.api.openapi import FinalJsonRenderPlugin, OfflineSwaggerRenderPlugin


def openapi_config() -> OpenAPIConfig:
    return OpenAPIConfig(
        title="ginrummy",
        version=__version__,
        description=(
            "An open Gin Rummy server. Register a player (POST /players) to get a bearer token, "
            "create or join a match, and play by POSTing actions that name the match version "
            "you saw. Errors are RFC 9457 problem details. Every action is an event; finished "
            "matches can be exported and audited offline (`ginrummy audit FILE`)."
        ),
        path="/schema",
        render_plugins=[FinalJsonRenderPlugin(), OfflineSwaggerRenderPlugin()],
        servers=[Server(url="/")],
        components=Components(security_schemes=dict(SECURITY_SCHEMES)),
        use_handler_docstrings=False,
    )


def tidy_openapi(app: Litestar) -> None:
    """Precisions the generated OpenAPI document lacks (body schemas: ``api.openapi``):

    - an optional header is absent or a string, never JSON ``null``: drop the ``null``
      alternative Litestar derives from ``str | None``;
    - links from responses to the operations they lead to.
    """
    openapi = app.openapi_schema
    for path_item in (openapi.paths or {}).values():
        for method in ("get", "post", "put", "patch", "delete"):
            operation = getattr(path_item, method, None)
            for parameter in (operation.parameters or []) if operation is not None else []:
                schema = getattr(parameter, "schema", None)
                if not isinstance(schema, Schema) or not schema.one_of:
                    continue
                kept = [s for s in schema.one_of if not (isinstance(s, Schema) and _is_null(s))]
                if len(kept) == 1 and isinstance(kept[0], Schema):
                    schema.type = kept[0].type
                    schema.one_of = None
    _add_links(openapi)


# OpenAPI links: how a client (or a stateful test) goes from one response to the next call.
_MATCH_ID = {"match_id": "$response.body#/id"}
_LINKS: dict[tuple[str, str, str], dict[str, tuple[str, dict[str, str]]]] = {
    ("/players", "post", "201"): {
        "GetPlayer": ("getPlayer", {"player_id": "$response.body#/id"}),
    },
    ("/matches", "post", "201"): {
        "GetMatch": ("getMatch", _MATCH_ID),
        "JoinMatch": ("joinMatch", _MATCH_ID),
        "PlayAction": ("playAction", _MATCH_ID),
        "ListMatchEvents": ("listMatchEvents", _MATCH_ID),
        "GetMatchAtVersion": (
            "getMatchAtVersion",
            {**_MATCH_ID, "version": "$response.body#/version"},
        ),
        "ExportMatch": ("exportMatch", _MATCH_ID),
        "CancelMatch": ("cancelMatch", _MATCH_ID),
    },
    ("/matches/{match_id}/join", "post", "200"): {
        "PlayAction": ("playAction", _MATCH_ID),
        "GetMatch": ("getMatch", _MATCH_ID),
    },
    ("/matches/{match_id}/actions", "post", "200"): {
        "GetMatch": ("getMatch", _MATCH_ID),
        "PlayAction": ("playAction", _MATCH_ID),
        "ListMatchEvents": ("listMatchEvents", _MATCH_ID),
        "GetDealReveal": ("getDealReveal", {**_MATCH_ID, "deal": "$response.body#/deal"}),
    },
    ("/rummy/matches", "post", "201"): {
        "GetRummyMatch": ("getRummyMatch", _MATCH_ID),
        "JoinRummyMatch": ("joinRummyMatch", _MATCH_ID),
        "PlayRummyAction": ("playRummyAction", _MATCH_ID),
        "ListRummyMatchEvents": ("listRummyMatchEvents", _MATCH_ID),
        "CancelRummyMatch": ("cancelRummyMatch", _MATCH_ID),
    },
    ("/rummy/matches/{match_id}/join", "post", "200"): {
        "PlayRummyAction": ("playRummyAction", _MATCH_ID),
        "GetRummyMatch": ("getRummyMatch", _MATCH_ID),
    },
    ("/rummy/matches/{match_id}/actions", "post", "200"): {
        "GetRummyMatch": ("getRummyMatch", _MATCH_ID),
        "PlayRummyAction": ("playRummyAction", _MATCH_ID),
        "ListRummyMatchEvents": ("listRummyMatchEvents", _MATCH_ID),
    },
}


def _add_links(openapi: OpenAPI) -> None:
    for (path, method, status), links in _LINKS.items():
        path_item = (openapi.paths or {}).get(path)
        operation = getattr(path_item, method, None) if path_item is not None else None
        response = (operation.responses or {}).get(status) if operation is not None else None
        if not isinstance(response, OpenAPIResponse):
            raise RuntimeError(f"no {status} response on {method.upper()} {path} to link from")
        response.links = {
            name: Link(operation_id=target, parameters=dict(parameters))
            for name, (target, parameters) in links.items()
        }


def _is_null(schema: Schema) -> bool:
    return schema.type == OpenAPIType.NULL or schema.type == [OpenAPIType.NULL]
