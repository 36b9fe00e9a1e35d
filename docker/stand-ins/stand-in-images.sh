#!/usr/bin/env bash
# For machines that reach Debian's packages and the npm registry but no container registry (some CI
# sandboxes): builds images under the names docker/Dockerfile and docker/compose.yaml use
# (docker.io/library/node:20-bookworm-slim, postgres:15, caddy:2) from a Debian bookworm root file
# system and this machine's own Node, with podman. They follow the official images' conventions
# (POSTGRES_PASSWORD/POSTGRES_USER/POSTGRES_DB; Caddy's /data and /config; a `node` user of uid 1000)
# and are not copies of them. scripts/containers.sh runs this only when the official images cannot be
# pulled. Idempotent: an image that exists is kept.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
have() { podman image exists "$1"; }

if ! have localhost/debian:bookworm; then
  command -v mmdebstrap >/dev/null || DEBIAN_FRONTEND=noninteractive flock /tmp/kurz-apt.lock apt-get install -y -qq mmdebstrap >/dev/null
  mmdebstrap --variant=minbase --include=ca-certificates bookworm "$work/bookworm.tar" >/dev/null
  podman import -q - localhost/debian:bookworm <"$work/bookworm.tar" >/dev/null
fi

if ! have docker.io/library/node:20-bookworm-slim; then
  # The host's node, npm and corepack; and its CA bundle, so that pnpm inside a build trusts the same
  # registry (or egress proxy) the host does.
  mkdir -p "$work/node"
  cp "$(readlink -f "$(command -v node)")" "$work/node/node"
  cp -r "$(npm root -g)" "$work/node/node_modules"
  cp /etc/ssl/certs/ca-certificates.crt "$work/node/ca.crt"
  podman build -q -t docker.io/library/node:20-bookworm-slim -f "$here/node.Containerfile" "$work/node" >/dev/null
fi

if ! have docker.io/library/postgres:15; then
  podman build -q -t docker.io/library/postgres:15 -f "$here/postgres.Containerfile" "$here" >/dev/null
fi

if ! have docker.io/library/caddy:2; then
  podman build -q -t docker.io/library/caddy:2 -f "$here/caddy.Containerfile" "$here" >/dev/null
fi
