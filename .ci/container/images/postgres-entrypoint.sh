#!/bin/bash
# The official postgres image's start, in short: a cluster made at the first
# start with POSTGRES_USER/POSTGRES_PASSWORD/POSTGRES_DB, listening on every
# address with password authentication, then the server as `postgres`.
set -euo pipefail
if [[ $(id -u) == 0 ]]; then
    mkdir -p "$PGDATA" /run/postgresql
    chown -R postgres:postgres "$PGDATA" /run/postgresql
    chmod 700 "$PGDATA"
    exec runuser -u postgres -- "$0" "$@"
fi
user=${POSTGRES_USER:-postgres}
if [[ ! -s $PGDATA/PG_VERSION ]]; then
    pwfile=$(mktemp)
    printf '%s\n' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" >"$pwfile"
    initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" -E UTF8 \
        --auth-local=trust --auth-host=scram-sha-256 >/dev/null
    rm -f "$pwfile"
    echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
    echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
    db=${POSTGRES_DB:-$user}
    if [[ $db != postgres ]]; then
        pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
        createdb -U "$user" "$db"
        pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
    fi
    echo "postgres-entrypoint: cluster made, user $user, database $db"
fi
exec "$@"
