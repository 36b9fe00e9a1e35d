#!/bin/sh
# The official postgres image's first-start contract, in short: POSTGRES_PASSWORD (required),
# POSTGRES_USER, POSTGRES_DB; password logins from other hosts; data in PGDATA (a volume).
set -e
export PGDATA=${PGDATA:-/var/lib/postgresql/data}
bin=/usr/lib/postgresql/15/bin
user=${POSTGRES_USER:-postgres}
mkdir -p "$PGDATA" /var/run/postgresql
chown -R postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" >"$pwfile"
  chown postgres "$pwfile"
  su postgres -c "$bin/initdb -D $PGDATA -U $user --pwfile=$pwfile --auth-host=scram-sha-256 --auth-local=trust" >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.auto.conf"
  if [ -n "$POSTGRES_DB" ] && [ "$POSTGRES_DB" != "$user" ]; then
    echo "CREATE DATABASE \"$POSTGRES_DB\";" | su postgres -c "$bin/postgres --single -D $PGDATA postgres" >/dev/null
  fi
fi
exec su postgres -c "exec $bin/postgres -D $PGDATA"
