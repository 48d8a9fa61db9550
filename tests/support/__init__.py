"""What the tests share: players, waits, the HTTP bot, fault injection, the old-data views."""
