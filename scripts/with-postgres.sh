#!/usr/bin/env bash
# Run a command against a throwaway PostgreSQL cluster.
#
#   scripts/with-postgres.sh CMD [ARGS...]
#
# Installs Debian's `postgresql` package when `initdb` is missing, creates a cluster in a fresh
# temporary directory owned by the `postgres` user (initdb/postgres refuse to run as root),
# starts it on a free loopback port with its socket in that directory, creates the database
# `ginrummy`, exports DATABASE_URL=postgresql://postgres@127.0.0.1:PORT/ginrummy and runs CMD.
# The cluster is stopped and removed when CMD ends, fails, or the script is interrupted; the
# script exits with CMD's status.
set -euo pipefail

if [ "$#" -eq 0 ]; then
    echo "usage: $0 CMD [ARGS...]" >&2
    exit 2
fi

find_pg_bin() {
    local dir
    if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
        dirname "$(readlink -f "$(command -v initdb)")"
        return 0
    fi
    for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
            echo "$dir"
            return 0
        fi
    done
    return 1
}

if ! PG_BIN=$(find_pg_bin); then
    echo "with-postgres: initdb not found; installing Debian's postgresql package" >&2
    if [ "$(id -u)" -ne 0 ]; then
        echo "with-postgres: need root to apt-get install postgresql" >&2
        exit 1
    fi
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
    PG_BIN=$(find_pg_bin) || { echo "with-postgres: initdb still missing" >&2; exit 1; }
fi

# Run a command as the cluster's owner: `postgres` when we are root, else ourselves.
if [ "$(id -u)" -eq 0 ]; then
    if ! id postgres >/dev/null 2>&1; then
        useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
    fi
    as_owner() { runuser -u postgres -- "$@"; }
    OWNER=postgres
else
    as_owner() { "$@"; }
    OWNER=$(id -un)
fi

free_port() {
    python3 - <<'PY'
import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])
s.close()
PY
}

PGTMP=$(mktemp -d /tmp/ginrummy-pg.XXXXXX)
chmod 755 "$PGTMP"
DATA="$PGTMP/data"
LOG="$PGTMP/postgres.log"
chown "$OWNER" "$PGTMP"
started=0

cleanup() {
    local status=$?
    if [ "$started" -eq 1 ]; then
        as_owner "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$PGTMP"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_owner "$PG_BIN/initdb" -D "$DATA" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >"$PGTMP/initdb.log" 2>&1 || {
    cat "$PGTMP/initdb.log" >&2
    exit 1
}

# A free port can be taken between the probe and the bind: retry a few times.
for attempt in 1 2 3 4 5; do
    PORT=$(free_port)
    if as_owner "$PG_BIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 60 \
        -o "-p $PORT -k $PGTMP -h 127.0.0.1 -c max_connections=300 -c fsync=on -c shared_buffers=128MB ${WITH_POSTGRES_OPTIONS:-}" \
        start >/dev/null 2>&1; then
        started=1
        break
    fi
    echo "with-postgres: start on port $PORT failed (attempt $attempt)" >&2
done
if [ "$started" -ne 1 ]; then
    cat "$LOG" >&2 || true
    exit 1
fi

as_owner "$PG_BIN/createdb" -h "$PGTMP" -p "$PORT" -U postgres ginrummy

export DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/ginrummy"
export PG_BIN PGTMP
echo "with-postgres: $DATABASE_URL (cluster in $PGTMP)" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
