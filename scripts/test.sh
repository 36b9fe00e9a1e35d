#!/usr/bin/env bash
# `pnpm test`: makes this machine able to run the whole suite, then runs it (vitest's arguments pass
# through: `pnpm test --project e2e`). What some tiers need besides Node: Debian's chromium for the
# browser tests, caddy and pebble for the automatic-HTTPS test, PostgreSQL 15's server binaries for
# the standby test, and with DATABASE_URL on this machine a running PostgreSQL. As root, what is
# missing is installed with apt-get and started; otherwise the tests that need it say what to install.
# .ci/run runs this same command.
set -euo pipefail
cd "$(dirname "$0")/.."
log() { printf '== test: %s\n' "$*" >&2; }

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v caddy >/dev/null || missing+=(caddy)
command -v pebble >/dev/null || missing+=(pebble)
[ -x /usr/lib/postgresql/15/bin/pg_basebackup ] || missing+=(postgresql-15)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    log "installing ${missing[*]} (Debian packages)"
    flock /tmp/kurz-apt.lock apt-get update -qq
    DEBIAN_FRONTEND=noninteractive flock /tmp/kurz-apt.lock apt-get install -y -qq "${missing[@]}" >/dev/null
    # The caddy package starts a system Caddy on :80/:443; the tests start their own on free ports.
    systemctl disable --now caddy >/dev/null 2>&1 || true
  else
    log "not installed: ${missing[*]}; the tests that need them will fail (apt-get install ${missing[*]})"
  fi
fi

# DATABASE_URL on this machine: the PostgreSQL cluster the package made, started if it is not running.
if [[ "${DATABASE_URL:-}" =~ @(127\.0\.0\.1|localhost):5432/ ]] && ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  log "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi

exec pnpm exec vitest run "$@"
