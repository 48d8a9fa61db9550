#!/usr/bin/env bash
# Make sure Debian's `chromium` is installed (the browser the page's tests drive with
# playwright-core; a test tool's own browser download cannot work here). Prints its path.
#
#   scripts/ensure-chromium.sh
#
# Installs the `chromium` package (apt-get update once, then install) when /usr/bin/chromium
# is missing; needs root for that, like scripts/with-postgres.sh for PostgreSQL.
set -euo pipefail

CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$CHROMIUM" ]; then
    echo "ensure-chromium: $CHROMIUM not found; installing Debian's chromium package" >&2
    if [ "$(id -u)" -ne 0 ]; then
        echo "ensure-chromium: need root to apt-get install chromium" >&2
        exit 1
    fi
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >&2
fi
echo "$CHROMIUM"
