"""Work-arounds of Litestar's bugs, each with the version it was seen in; each has a test
that fails without it (``tests/api/test_api_request_checks.py``: OPTIONS), so an upgrade that
fixes the bug shows which one to drop."""

from __future__ import annotations

from litestar import Litestar
from litestar.routes import HTTPRoute


def fix_options_allow(app: Litestar) -> None:
    """Work around Litestar 2.25: the automatic OPTIONS handler of a route reports the
    ``Allow`` methods of the route object it was first created with; when a path's handlers
    are merged into a new route (``/matches``: GET and POST), it misses some. Point every
    such handler's original route at the methods of the route that serves it now."""
    for route in app.routes:
        if not isinstance(route, HTTPRoute):
            continue
        for handler in route.route_handlers:
            fn = getattr(handler, "fn", None)
            if handler.handler_name != "options_handler" or fn is None:
                continue
            for cell in fn.__closure__ or ():
                original = cell.cell_contents
                if isinstance(original, HTTPRoute) and original is not route:
                    original.methods = route.methods
