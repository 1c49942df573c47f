#!/usr/bin/env bash
# The steps of every pipeline (.github/workflows/site.yml, .gitlab-ci.yml,
# .forgejo/workflows/site.yml): they all call this script, so they run the same
# commands, and scripts/deploy/release-test.ts runs `deploy` exactly as they do.
# docs/release.md describes the whole loop.
#
#   bash deploy/pipeline.sh check     install, typecheck, lint, unit and integration tests,
#                                     build, static checks (the fast tests: no browser); when
#                                     only content/ and uploads changed since the live commit
#                                     (deploy/lane.mjs, from SITE_URL's /healthz), the content
#                                     lane: content tests, build, static checks, smoke test
#   bash deploy/pipeline.sh deploy    release COMMIT on the server (npm run release, over SSH)
#   bash deploy/pipeline.sh compose   roll the Docker Compose services on the server to COMMIT
#   bash deploy/pipeline.sh due       on the schedule: exit 0 when something is due, 3 when not
#
# On the hourly schedule (PIPELINE_TRIGGER=schedule), each first asks whether
# anything is due (deploy/due.mjs: a commit that is not live, a post dated today
# that is not, instances on different releases; not while publishing is paused):
# when nothing is, it stops there, in seconds, instead of spending minutes of the
# CI's quota.
#
# deploy and compose read (CI secrets and variables, README "Publishing goes live"):
#   COMMIT              the commit to release (the pipeline's own)
#   BRANCH [main]       the site's branch: a commit that is no longer its tip is not
#                       released (the newer commit's pipeline releases that one)
#   PIPELINE_TRIGGER [push]  push or schedule
#   PIPELINE_RUN        names the run in the release log (the CI's run id or URL)
#   DEPLOY_HOST         the server; "local" runs the server's side here (the release test)
#   DEPLOY_USER [deploy], DEPLOY_PORT [22]
#   DEPLOY_SSH_KEY      the private key of DEPLOY_USER (a secret), as it is or base64-encoded;
#                       the server lets it run deploy/remote.sh only
#   DEPLOY_KNOWN_HOSTS  the server's host key line(s) (ssh-keyscan, checked by hand)
#   SITE_ROOT [/srv/site]  the site's folder on the server (docs/release.md)
#   SITE_URL            the public address (its /healthz says what is live; compose
#                       builds it into the pages)
#   STUDIO_TIME_ZONE [Asia/Kolkata]  the studio's day (scheduled posts)
# compose also reads:
#   SITE_IMAGE          the image's name in the registry (registry.example.com/studio/site)
#   REGISTRY, REGISTRY_USER, REGISTRY_PASSWORD   where the pipeline pushes it
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
  echo "pipeline: $*" >&2
  exit 1
}

# Runs deploy/remote.sh on the server with the given words (its only command there).
on_server() {
  local words="$*"
  if [ "$DEPLOY_HOST" = local ]; then
    # As sshd runs it: a clean environment, the server's settings in its shared/.env.
    env -i PATH="$PATH" HOME="$HOME" SITE_ROOT="$SITE_ROOT" SSH_ORIGINAL_COMMAND="$words" \
      bash "$SITE_ROOT/repo/deploy/remote.sh"
    return
  fi
  mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
  # The key lives only as long as this run: a shared runner's next job must not find it.
  local key
  key=$(mktemp "$HOME/.ssh/site-deploy-key.XXXXXX")
  trap 'rm -f "$key"' EXIT
  [ -n "${DEPLOY_SSH_KEY:-}" ] || fail "DEPLOY_SSH_KEY is not set (the deploy user's private key, a secret)"
  [ -n "${DEPLOY_KNOWN_HOSTS:-}" ] || fail "DEPLOY_KNOWN_HOSTS is not set (the server's host key, from ssh-keyscan)"
  # A key may be given base64-encoded (one line: GitLab masks only single-line values).
  if [[ $DEPLOY_SSH_KEY == *"-----BEGIN"* ]]; then
    printf '%s\n' "$DEPLOY_SSH_KEY" >"$key"
  else
    printf '%s' "$DEPLOY_SSH_KEY" | base64 -d >"$key"
  fi
  printf '%s\n' "$DEPLOY_KNOWN_HOSTS" >>"$HOME/.ssh/known_hosts"
  local status=0
  ssh -i "$key" -o BatchMode=yes -o StrictHostKeyChecking=yes -p "${DEPLOY_PORT:-22}" \
    "${DEPLOY_USER:-deploy}@$DEPLOY_HOST" "$words" || status=$?
  if [ $status -eq 127 ]; then
    fail "the server ran \"$words\" as a shell command: its authorized_keys must give this key the command deploy/remote.sh (README, \"The pipeline, once\")"
  fi
  return $status
}

# The studio's day (the image's pages are built for it: scheduled posts).
studio_day() {
  TZ=${STUDIO_TIME_ZONE:-Asia/Kolkata} date +%F
}

# Settings of the server's side, checked before anything is sent.
server_settings() {
  : "${DEPLOY_HOST:?DEPLOY_HOST is not set: the address of the server, a CI secret}"
  : "${COMMIT:?COMMIT is not set: the commit to release}"
  BRANCH=${BRANCH:-main}
  SITE_ROOT=${SITE_ROOT:-/srv/site}
  [[ $COMMIT =~ ^[0-9a-f]{40}$ ]] || fail "COMMIT must be a full commit hash (is \"$COMMIT\")"
  [[ $BRANCH =~ ^[A-Za-z0-9._/-]+$ ]] || fail "BRANCH is not a branch name (\"$BRANCH\")"
  [[ $SITE_ROOT =~ ^/[A-Za-z0-9._/-]+$ ]] || fail "SITE_ROOT must be an absolute path (\"$SITE_ROOT\")"
}

# On the schedule: true when something is due (deploy/due.mjs prints why), from the
# live site's /healthz and the checkout: no secret is needed, nothing is installed.
due() {
  [ "${PIPELINE_TRIGGER:-push}" = schedule ] || return 0
  if [ -z "${DEPLOY_METHOD:-}" ]; then
    echo "pipeline: the hourly run has nothing to do: this repository does not deploy (DEPLOY_METHOD)"
    return 1
  fi
  : "${SITE_URL:?SITE_URL is not set: the public address, whose /healthz says what is live}"
  : "${COMMIT:?COMMIT is not set: the commit to release}"
  local status=0
  SITE_URL=$SITE_URL COMMIT=$COMMIT node deploy/due.mjs || status=$?
  case $status in
    0) return 0 ;;
    3) echo "pipeline: the hourly run stops here: nothing is due" && return 1 ;;
    *) fail "could not say whether anything is due (exit $status)" ;;
  esac
}

run_by() {
  local run=${PIPELINE_RUN:-pipeline}
  printf '%s' "${run//[^A-Za-z0-9._@:\/#+-]/-}" | cut -c1-100
}

case "${1:-}" in
  due)
    # GitHub and Forgejo ask first, in a step of their own, and skip the jobs when not
    # due (exit 3): the deploy job, in its protected environment, then does not even start.
    due || exit 3
    ;;
  check)
    due || exit 0
    # The lane, from the diff between the live commit and COMMIT (deploy/lane.mjs):
    # "content" when only content/ and uploaded pictures changed, else "full".
    lane=$(COMMIT=${COMMIT:-$(git rev-parse HEAD)} node deploy/lane.mjs)
    npm install --no-audit --no-fund
    npx tsx scripts/preflight.ts check
    if [ "$lane" = content ]; then
      # What content can break: its schemas and the content tests, the build, links and
      # the static checks, the pages served. Typecheck, lint and the rest of the unit
      # suite read only code, which is what is live.
      echo "pipeline: content lane"
      npx vitest run app/content
      npm run build
      npm run audit:static
      npx tsx scripts/release/smoke.ts
    else
      echo "pipeline: full lane"
      npm run typecheck
      npm run lint
      npm run test:unit
      npm run build
      npm run audit:static
    fi
    ;;
  deploy)
    due || exit 0
    server_settings
    trigger=pipeline
    [ "${PIPELINE_TRIGGER:-push}" = schedule ] && trigger=schedule
    on_server deploy "$COMMIT" "$BRANCH" "$trigger" "$(run_by)"
    ;;
  compose)
    due || exit 0
    server_settings
    : "${SITE_IMAGE:?SITE_IMAGE is not set: the name of the image in the registry}"
    : "${SITE_URL:?SITE_URL is not set: the public address, built into the pages}"
    [[ $SITE_IMAGE =~ ^[a-z0-9._/:-]+$ ]] || fail "SITE_IMAGE is not an image name (\"$SITE_IMAGE\")"
    day=$(studio_day)
    tag="$day-$COMMIT"
    if [ -n "${REGISTRY_PASSWORD:-}" ]; then
      printf '%s' "$REGISTRY_PASSWORD" | docker login --username "${REGISTRY_USER:?}" --password-stdin "${REGISTRY:?}"
    fi
    # An image of this commit built for today is already in the registry: not again.
    if docker manifest inspect "$SITE_IMAGE:$tag" >/dev/null 2>&1; then
      echo "pipeline: $SITE_IMAGE:$tag is in the registry already"
    else
      docker build --build-arg "SITE_URL=$SITE_URL" --build-arg "CONTENT_TODAY=$day" \
        --build-arg "SITE_TAG=$tag" --tag "$SITE_IMAGE:$tag" .
      docker push "$SITE_IMAGE:$tag"
    fi
    on_server compose "$COMMIT" "$BRANCH" "$tag"
    ;;
  *)
    fail "usage: bash deploy/pipeline.sh due|check|deploy|compose"
    ;;
esac
