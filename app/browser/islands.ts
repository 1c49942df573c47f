/**
 * Starts the page's React islands (docs/decisions/0018). An island is an
 * element the server rendered with `data-island`, the URL of the module that
 * hydrates it (today one: the contact form, browser/inquiry-island.tsx). This
 * runs inside the enhancement, so never before the first paint; each island's
 * module is imported on the first interaction inside it (focus, pointer down,
 * key down) or when the browser is idle after the load event, whichever comes
 * first. Until then the island is ordinary HTML: a form posts without it.
 *
 * An island whose module fails to load usually means the site was deployed
 * since this page was opened (its hashed file name is gone): the page reloads
 * once to get the new version. A flag in sessionStorage makes sure it happens
 * only once; it is cleared once an island has loaded, so a later deploy may
 * reload again.
 */
export const RELOAD_FLAG = "nebula-forge:reloaded-for-stale-island";

const triggers = ["focusin", "pointerdown", "keydown"] as const;

export function startIslands(win: Window = window): void {
  for (const island of win.document.querySelectorAll<HTMLElement>("[data-island]")) {
    const url = island.dataset.island;
    if (!url) continue;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      for (const type of triggers) island.removeEventListener(type, start, true);
      import(/* @vite-ignore */ url).then(
        () => forgetStaleReload(win),
        (error: unknown) => {
          if (!reloadOnceForStaleModule(win))
            console.error("The form's script did not load:", error);
        },
      );
    };
    for (const type of triggers) island.addEventListener(type, start, true);
    whenIdleAfterLoad(win, start);
  }
}

/** Calls back once the load event has passed and the browser is idle. */
function whenIdleAfterLoad(win: Window, callback: () => void) {
  // Safari has no requestIdleCallback: the next task after the load event instead.
  const idle = () =>
    typeof win.requestIdleCallback === "function"
      ? win.requestIdleCallback(callback)
      : win.setTimeout(callback, 0);
  if (win.document.readyState === "complete") idle();
  else win.addEventListener("load", idle, { once: true });
}

interface ReloadingWindow {
  sessionStorage: Storage;
  location: { reload(): void };
}

/** Reloads the page unless it was already reloaded for this; true when it reloads. */
export function reloadOnceForStaleModule(win: ReloadingWindow): boolean {
  try {
    if (win.sessionStorage.getItem(RELOAD_FLAG) !== null) return false;
    win.sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
  } catch {
    // No storage (private mode, blocked): never reload, it could loop.
    return false;
  }
  win.location.reload();
  return true;
}

/** An island loaded: a later stale module may reload the page again. */
export function forgetStaleReload(win: { sessionStorage: Storage }): void {
  try {
    win.sessionStorage.removeItem(RELOAD_FLAG);
  } catch {
    // nothing to forget
  }
}
