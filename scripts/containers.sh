#!/usr/bin/env bash
# Makes a container engine ready for docker/Dockerfile and docker/compose.yaml, and prints (on stdout)
# the environment the deployment test uses: CONTAINER_CLI, COMPOSE and, for podman, DOCKER_HOST.
#   - Docker, when its daemon answers: `docker` and `docker compose` (or docker-compose), nothing else.
#   - Otherwise podman (installed with apt-get when root): it serves Docker's API on a socket, which
#     Debian's docker-compose (1.29) drives. podman-compose is not used: its 1.0.3 passes `${VAR:-}`
#     to containers literally where compose passes an empty string.
#   - When no container registry answers, the base images are built from Debian packages under their
#     official names (docker/stand-ins/stand-in-images.sh).
# Logs go to stderr. Usage: eval "$(bash scripts/containers.sh)"
set -euo pipefail
cd "$(dirname "$0")/.."
log() { printf '== containers: %s\n' "$*" >&2; }

if command -v docker >/dev/null && docker info >/dev/null 2>&1; then
  if docker compose version >/dev/null 2>&1; then echo "COMPOSE='docker compose'"; else echo "COMPOSE=docker-compose"; fi
  echo "CONTAINER_CLI=docker"
  exit 0
fi

need=()
for c in podman docker-compose runc; do command -v "$c" >/dev/null || need+=("$c"); done
if [ ${#need[@]} -gt 0 ]; then
  [ "$(id -u)" = 0 ] || { log "no Docker daemon and no podman: install Docker, or podman, runc and docker-compose"; exit 1; }
  log "installing podman, runc and docker-compose (Debian packages)"
  flock /tmp/kurz-apt.lock apt-get update -qq
  DEBIAN_FRONTEND=noninteractive flock /tmp/kurz-apt.lock apt-get install -y -qq podman runc uidmap docker-compose >/dev/null
fi

# runc rather than crun (crun fails on hybrid cgroup hosts such as some CI VMs), and open-file limits
# the host allows (podman's default asks for more than some hosts' hard limit).
if [ "$(id -u)" = 0 ] && [ ! -e /etc/containers/containers.conf ]; then
  mkdir -p /etc/containers
  cat >/etc/containers/containers.conf <<CONF
[containers]
default_ulimits = ["nofile=$(ulimit -Hn):$(ulimit -Hn)", "nproc=4096:4096"]
[engine]
runtime = "runc"
CONF
fi

# A Docker API service of each run's own, which ends after 10 idle minutes: one left running for an
# hour began to fail every start of the compose file's PostgreSQL (`write child: broken pipe`) while a
# new service on the same machine started it at once.
sock=/run/podman/kurz.sock
pkill -f "podman system service .*unix://$sock" 2>/dev/null || true
log "starting podman's Docker API on $sock"
mkdir -p /run/podman
rm -f "$sock"
setsid podman system service --time=600 "unix://$sock" >/dev/null 2>&1 </dev/null &
for _ in $(seq 1 50); do curl -sf --unix-socket "$sock" http://d/_ping >/dev/null 2>&1 && break; sleep 0.2; done

# podman runs HEALTHCHECKs from systemd timers; without systemd nothing runs them and compose's
# `condition: service_healthy` would wait forever, so a loop runs them (once per machine).
if [ ! -d /run/systemd/system ] && ! pgrep -f 'kurz-healthchecks' >/dev/null; then
  log "running container health checks every 2 s (no systemd)"
  setsid bash -c 'exec -a kurz-healthchecks bash -c "while true; do for c in \$(podman ps -q); do podman healthcheck run \$c >/dev/null 2>&1; done; sleep 2; done"' >/dev/null 2>&1 </dev/null &
fi

if ! podman image exists docker.io/library/node:20-bookworm-slim \
  && ! timeout 60 podman pull -q docker.io/library/node:20-bookworm-slim >/dev/null 2>&1; then
  log "no container registry answers: building stand-in base images from Debian packages"
  bash docker/stand-ins/stand-in-images.sh
else
  for image in docker.io/library/postgres:15 docker.io/library/caddy:2; do
    podman image exists "$image" || podman pull -q "$image" >/dev/null
  done
fi

echo "CONTAINER_CLI=podman"
echo "COMPOSE=docker-compose"
echo "DOCKER_HOST=unix://$sock"
