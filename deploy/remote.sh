#!/usr/bin/env bash
# The one command the pipeline's SSH key may run on the server (docs/release.md,
# README "Publishing goes live"): authorized_keys names it with `restrict,command=`,
# so the key can do nothing else, whatever the pipeline asks. What was asked
# arrives in SSH_ORIGINAL_COMMAND and is checked word by word:
#
#   deploy COMMIT BRANCH TRIGGER BY    fetch, install and `npm run release` COMMIT,
#                                      under the release lock, unless BRANCH has moved on
#   compose COMMIT BRANCH TAG          roll the Docker Compose services to SITE_IMAGE:TAG
#                                      (TAG is <studio day>-<commit>: the day the image's
#                                      pages were built for)
#
# COMMIT is a full commit hash; TRIGGER is pipeline or schedule; BY names the
# pipeline's run. SITE_ROOT [the folder above this repository's clone] is the
# site's folder. deploy/pipeline.sh runs this script itself when DEPLOY_HOST=local
# (the release test).
set -euo pipefail

main() {
  local self root
  self=$(realpath "${BASH_SOURCE[0]}")
  root=${SITE_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
  local -a words
  read -r -a words <<<"${SSH_ORIGINAL_COMMAND:-}"
  local action=${words[0]:-} commit=${words[1]:-} branch=${words[2]:-}
  [ "${#words[@]}" -le 5 ] || refuse "too many words"
  [[ $commit =~ ^[0-9a-f]{40}$ ]] || refuse "COMMIT must be a full commit hash"
  [[ $branch =~ ^[A-Za-z0-9._/-]{1,100}$ ]] || refuse "BRANCH is not a branch name"
  cd "$root/repo"
  case "$action" in
    deploy)
      local trigger=${words[3]:-} by=${words[4]:-}
      [[ $trigger =~ ^(pipeline|schedule)$ ]] || refuse "TRIGGER is pipeline or schedule"
      [[ $by =~ ^[A-Za-z0-9._@:/#+-]{1,100}$ ]] || refuse "BY is a run's name, without spaces"
      # One release at a time, fetch and install included: the kernel's lock on
      # release.lock, held by flock for as long as this script runs again under it
      # (it goes with the process), waited for rather than refused. The release
      # finds it held by an ancestor and goes on under it (scripts/release/lock.ts).
      if [ -z "${REMOTE_LOCKED:-}" ]; then
        exec env REMOTE_LOCKED=1 flock --wait "${RELEASE_LOCK_WAIT_SECONDS:-900}" \
          --conflict-exit-code 75 "$root/release.lock" bash "$self"
      fi
      on_tip "$commit" "$branch" || return 0
      git checkout --quiet --force --detach "$commit"
      npm install --no-audit --no-fund
      npm run release -- --root "$root" --trigger "$trigger" --by "$by" "$commit"
      ;;
    compose)
      local tag=${words[3]:-}
      [[ $tag =~ ^[A-Za-z0-9._-]{1,128}$ ]] || refuse "TAG is not an image tag"
      on_tip "$commit" "$branch" || return 0
      git checkout --quiet --force --detach "$commit"
      SITE_TAG=$tag bash deploy/compose-roll.sh
      ;;
    *) refuse "the action is deploy or compose" ;;
  esac
}

refuse() {
  echo "remote: refused: $1 (asked: \"${SSH_ORIGINAL_COMMAND:-}\")" >&2
  exit 2
}

# Whether COMMIT is still the tip of BRANCH on the git host: an older commit is
# never put back live (the newer commit's pipeline releases that one).
on_tip() {
  git fetch --quiet --prune origin
  local tip
  tip=$(git rev-parse "origin/$2")
  if [ "$tip" != "$1" ]; then
    echo "pipeline: not releasing $1: $2 has moved on to $tip, whose pipeline releases it"
    return 1
  fi
}

# The whole script is read before it runs: `git checkout` may replace this file.
main "$@"
exit
