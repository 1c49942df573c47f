#!/usr/bin/env bash
# Rolls the Docker Compose topology (compose.yaml: nginx, app1, app2, db) to the
# image SITE_IMAGE:SITE_TAG with no request lost, run on the server in the
# repository's folder (deploy/pipeline.sh compose runs it there). For each site
# service: a second container from the new image beside the old one, nginx
# reloaded so that it sends to both, the old one stopped (it drains: SIGTERM, see
# server/index.ts) and nginx reloaded again. nginx resolves a service's name when it
# loads its configuration, hence a reload each time the containers change.
# This machine has no Docker: the deploy test runs the same steps without it
# (one instance at a time, each healthy before the next; scripts/deploy/release-test.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${SITE_TAG:?SITE_TAG is not set: the image tag to roll to, the commit}"
export SITE_TAG

healthy() {
  [ "$(docker inspect --format '{{.State.Health.Status}}' "$1")" = healthy ]
}

docker compose pull --quiet app1 build-export
# The new build into the volume nginx serves; old hashed assets stay for pages already open.
docker compose run --rm build-export
for service in app1 app2; do
  old=$(docker compose ps --quiet "$service")
  docker compose up --detach --no-deps --no-recreate --scale "$service=2" "$service"
  new=$(docker compose ps --quiet "$service" | grep -v -x -F "$old" | head -n 1)
  for _ in $(seq 90); do healthy "$new" && break; sleep 1; done
  healthy "$new" || { echo "compose-roll: $service's new container is not healthy; stopping it" >&2; docker rm --force "$new"; exit 1; }
  docker compose exec -T nginx nginx -s reload
  docker stop --time 30 "$old" >/dev/null && docker rm "$old" >/dev/null
  docker compose exec -T nginx nginx -s reload
  echo "compose-roll: $service runs $SITE_TAG"
  sleep "${RELEASE_SETTLE_SECONDS:-6}"
done
