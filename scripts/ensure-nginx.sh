#!/usr/bin/env bash
# Make sure Debian's `nginx` is installed (tests/ops/test_replicas_nginx.py runs
# deploy/nginx.conf's configuration in front of three API replicas). Prints its path.
#
#   scripts/ensure-nginx.sh
#
# Installs the `nginx` package (apt-get update once, then install) when no nginx binary is
# found; needs root for that, like scripts/with-postgres.sh for PostgreSQL. The package's own
# service is not used (the test starts nginx itself, in the foreground, on loopback ports).
set -euo pipefail

find_nginx() {
    if [ -n "${NGINX:-}" ] && [ -x "$NGINX" ]; then echo "$NGINX"; return 0; fi
    if command -v nginx >/dev/null 2>&1; then command -v nginx; return 0; fi
    if [ -x /usr/sbin/nginx ]; then echo /usr/sbin/nginx; return 0; fi
    return 1
}

if ! NGINX_BIN=$(find_nginx); then
    echo "ensure-nginx: nginx not found; installing Debian's nginx package" >&2
    if [ "$(id -u)" -ne 0 ]; then
        echo "ensure-nginx: need root to apt-get install nginx" >&2
        exit 1
    fi
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >&2
    NGINX_BIN=$(find_nginx) || { echo "ensure-nginx: nginx still missing" >&2; exit 1; }
fi
echo "$NGINX_BIN"
