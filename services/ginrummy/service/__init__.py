"""The event-sourced game service: domain, application, projections, audit."""
