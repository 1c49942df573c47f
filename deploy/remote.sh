#!/usr/bin/env bash
# The one command the pipeline's SSH key may run on the server (docs/release.md,
# README "Publishing goes live"): authorized_keys names it with `restrict,command=`,
# so the key can do nothing else, whatever the pipeline asks. Install it as a copy
# root owns (`sudo install -m 755 deploy/remote.sh /usr/local/bin/site-remote`):
# the clone's file changes with every commit the pipeline checks out. What was
# asked arrives in SSH_ORIGINAL_COMMAND and is checked word by word:
#
#   deploy COMMIT BRANCH TRIGGER BY    fetch, install and `npm run release` COMMIT,
#                                      under the release lock, unless BRANCH has moved on
#   compose COMMIT BRANCH TAG          roll the Docker Compose services to SITE_IMAGE:TAG
#                                      (TAG is <studio day>-<commit>: the day the image's
#                                      pages were built for)
#
# COMMIT is a full commit hash; BRANCH must be the site's (CMS_BRANCH in the
# server's shared/.env, default main: no other branch is ever released); TRIGGER
# is pipeline or schedule; BY names the pipeline's run. SITE_ROOT [/srv/site] is
# the site's folder. While publishing is paused (npm run release -- --pause),
# nothing is fetched or installed. deploy/pipeline.sh runs this script itself when
# DEPLOY_HOST=local (the release test).
set -euo pipefail

main() {
  local self root
  self=$(realpath "${BASH_SOURCE[0]}")
  root=${SITE_ROOT:-/srv/site}
  local -a words
  read -r -a words <<<"${SSH_ORIGINAL_COMMAND:-}"
  local action=${words[0]:-} commit=${words[1]:-} branch=${words[2]:-}
  [ "${#words[@]}" -le 5 ] || refuse "too many words"
  [[ $commit =~ ^[0-9a-f]{40}$ ]] || refuse "COMMIT must be a full commit hash"
  [ "$branch" = "$(site_branch "$root")" ] || refuse "BRANCH is not the site's branch (CMS_BRANCH)"
  cd "$root/repo"
  case "$action" in
    deploy)
      local trigger=${words[3]:-} by=${words[4]:-}
      [[ $trigger =~ ^(pipeline|schedule)$ ]] || refuse "TRIGGER is pipeline or schedule"
      [[ $by =~ ^[A-Za-z0-9][A-Za-z0-9._@:/#+-]{0,99}$ ]] || refuse "BY is a run's name, without spaces"
      if paused "$root"; then
        echo "pipeline: publishing is paused on the server (npm run release -- --list says why); $commit was not released"
        return 0
      fi
      # One release at a time, fetch and install included: the kernel's lock on
      # release.lock, held by flock for as long as this script runs again under it
      # (it goes with the process; --close keeps it from what the script starts),
      # waited for rather than refused. The release finds it held by an ancestor and
      # goes on under it (scripts/release/lock.ts).
      if [ -z "${REMOTE_LOCKED:-}" ]; then
        exec env REMOTE_LOCKED=1 flock --close --wait "${RELEASE_LOCK_WAIT_SECONDS:-900}" \
          --conflict-exit-code 75 "$root/release.lock" bash "$self"
      fi
      on_tip "$commit" "$branch" || return 0
      git checkout --quiet --force --detach "$commit"
      npm install --no-audit --no-fund
      npm run release -- --root "$root" --trigger "$trigger" --by="$by" "$commit"
      ;;
    compose)
      local tag=${words[3]:-}
      [[ $tag =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}-$commit$ ]] || refuse "TAG is <studio day>-<COMMIT>"
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

# The site's branch: CMS_BRANCH in shared/.env (the branch editors publish to), else main.
site_branch() {
  local value
  value=$(sed -n 's/^CMS_BRANCH=//p' "$1/shared/.env" 2>/dev/null | tail -n 1 | tr -d "\"' ")
  echo "${value:-main}"
}

# Whether the release log's last pause or resume is a pause.
paused() {
  [ -f "$1/releases.log" ] || return 1
  grep -E '"event":"(paused|resumed)"' "$1/releases.log" | tail -n 1 | grep -q '"event":"paused"'
}

# Whether COMMIT is still the tip of BRANCH on the git host: an older commit is
# never put back live (the newer commit's pipeline releases that one). The
# remote-tracking branch, never a tag that happens to be named origin/<branch>.
on_tip() {
  git fetch --quiet --prune origin
  local tip
  tip=$(git rev-parse --verify --quiet "refs/remotes/origin/$2^{commit}" || true)
  if [ "$tip" != "$1" ]; then
    echo "pipeline: not releasing $1: $2 has moved on to ${tip:-nothing}, whose pipeline releases it"
    return 1
  fi
}

# The whole script is read before it runs: `git checkout` may replace this file.
main "$@"
exit
