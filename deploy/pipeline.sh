#!/usr/bin/env bash
# The steps of every pipeline (.github/workflows/site.yml, .gitlab-ci.yml,
# .forgejo/workflows/site.yml): they all call this script, so they run the same
# commands, and scripts/deploy/release-test.ts runs `deploy` exactly as they do.
# docs/release.md describes the whole loop.
#
#   bash deploy/pipeline.sh check     install, typecheck, lint, unit and integration tests,
#                                     build, static checks (the fast tests: no browser)
#   bash deploy/pipeline.sh deploy    release COMMIT on the server (npm run release, over SSH)
#   bash deploy/pipeline.sh compose   roll the Docker Compose services on the server to COMMIT
#
# deploy and compose read (CI secrets and variables, README "Publishing goes live"):
#   COMMIT              the commit to release (the pipeline's own)
#   BRANCH [main]       the site's branch: a commit that is no longer its tip is not
#                       released (the newer commit's pipeline releases that one)
#   DEPLOY_HOST         the server; "local" runs the server's side here (the deploy test)
#   DEPLOY_USER [deploy], DEPLOY_PORT [22]
#   DEPLOY_SSH_KEY      the private key of DEPLOY_USER (a secret), as it is or base64-encoded
#   DEPLOY_KNOWN_HOSTS  the server's host key line(s) (ssh-keyscan, checked by hand)
#   SITE_ROOT [/srv/site]  the site's folder on the server (docs/release.md)
# compose also reads:
#   SITE_IMAGE          the image's name in the registry (registry.example.com/studio/site)
#   REGISTRY, REGISTRY_USER, REGISTRY_PASSWORD   where the pipeline pushes it
#   SITE_URL            the public address, built into the pages
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
  echo "pipeline: $*" >&2
  exit 1
}

# The commands the server runs, as one script: fetch, skip a stale commit, release.
server_script() {
  local action=$1
  cat <<SCRIPT
set -euo pipefail
cd '$SITE_ROOT/repo'
git fetch --quiet --prune origin
tip=\$(git rev-parse 'origin/$BRANCH')
if [ "\$tip" != '$COMMIT' ]; then
  echo "pipeline: not releasing $COMMIT: $BRANCH has moved on to \$tip, whose pipeline releases it"
  exit 0
fi
git checkout --quiet --force --detach '$COMMIT'
SCRIPT
  if [ "$action" = deploy ]; then
    echo "npm install --no-audit --no-fund"
    echo "npm run release -- --root '$SITE_ROOT' '$COMMIT'"
  else
    echo "SITE_IMAGE='$SITE_IMAGE' SITE_TAG='$COMMIT' bash deploy/compose-roll.sh"
  fi
}

on_server() {
  local script
  script=$(server_script "$1")
  if [ "$DEPLOY_HOST" = local ]; then
    bash -c "$script"
    return
  fi
  local key="$HOME/.ssh/site-deploy-key"
  mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
  [ -n "${DEPLOY_SSH_KEY:-}" ] || fail "DEPLOY_SSH_KEY is not set (the deploy user's private key, a secret)"
  [ -n "${DEPLOY_KNOWN_HOSTS:-}" ] || fail "DEPLOY_KNOWN_HOSTS is not set (the server's host key, from ssh-keyscan)"
  # A key may be given base64-encoded (one line: GitLab masks only single-line values).
  if [[ $DEPLOY_SSH_KEY == *"-----BEGIN"* ]]; then
    (umask 077 && printf '%s\n' "$DEPLOY_SSH_KEY" >"$key")
  else
    (umask 077 && printf '%s' "$DEPLOY_SSH_KEY" | base64 -d >"$key")
  fi
  printf '%s\n' "$DEPLOY_KNOWN_HOSTS" >>"$HOME/.ssh/known_hosts"
  ssh -i "$key" -o BatchMode=yes -o StrictHostKeyChecking=yes -p "${DEPLOY_PORT:-22}" \
    "${DEPLOY_USER:-deploy}@$DEPLOY_HOST" bash -s <<<"$script"
}

case "${1:-}" in
  check)
    npm install --no-audit --no-fund
    npx tsx scripts/preflight.ts check
    npm run typecheck
    npm run lint
    npm run test:unit
    npm run build
    npm run audit:static
    ;;
  deploy | compose)
    : "${DEPLOY_HOST:?DEPLOY_HOST is not set: the address of the server, a CI secret}"
    : "${COMMIT:?COMMIT is not set: the commit to release}"
    BRANCH=${BRANCH:-main}
    SITE_ROOT=${SITE_ROOT:-/srv/site}
    [[ $COMMIT =~ ^[0-9a-f]{40}$ ]] || fail "COMMIT must be a full commit hash (is \"$COMMIT\")"
    [[ $BRANCH =~ ^[A-Za-z0-9._/-]+$ ]] || fail "BRANCH is not a branch name (\"$BRANCH\")"
    [[ $SITE_ROOT =~ ^/[A-Za-z0-9._/-]+$ ]] || fail "SITE_ROOT must be an absolute path (\"$SITE_ROOT\")"
    if [ "$1" = compose ]; then
      : "${SITE_IMAGE:?SITE_IMAGE is not set: the name of the image in the registry}"
      : "${SITE_URL:?SITE_URL is not set: the public address, built into the pages}"
      [[ $SITE_IMAGE =~ ^[a-z0-9._/:-]+$ ]] || fail "SITE_IMAGE is not an image name (\"$SITE_IMAGE\")"
      if [ -n "${REGISTRY_PASSWORD:-}" ]; then
        printf '%s' "$REGISTRY_PASSWORD" | docker login --username "${REGISTRY_USER:?}" --password-stdin "${REGISTRY:?}"
      fi
      docker build --build-arg "SITE_URL=$SITE_URL" --tag "$SITE_IMAGE:$COMMIT" .
      docker push "$SITE_IMAGE:$COMMIT"
    fi
    on_server "$1"
    ;;
  *)
    fail "usage: bash deploy/pipeline.sh check|deploy|compose"
    ;;
esac
