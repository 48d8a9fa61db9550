"""One controller per resource."""
