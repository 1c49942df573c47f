/**
 * A lazy piece of the contact page whose chunk fails to load usually means the
 * site was deployed since this page was opened: its hashed chunk names are
 * gone. Vite then dispatches `vite:preloadError` on window; we reload the page
 * once to get the new version. A flag in sessionStorage makes sure it happens
 * only once: if the chunk still fails after the reload, the error goes on to
 * the error boundary (so does any other error). The flag is cleared once every
 * piece has loaded, so a later deploy may reload again.
 */
export const RELOAD_FLAG = "nebula-forge:reloaded-for-stale-chunk";

interface StaleChunkWindow {
  addEventListener(type: "vite:preloadError", listener: (event: Event) => void): void;
  sessionStorage: Storage;
  location: { reload(): void };
}

const installed = new WeakSet<object>();

export function installStaleChunkReload(win: StaleChunkWindow): void {
  if (installed.has(win)) return;
  installed.add(win);
  win.addEventListener("vite:preloadError", (event) => {
    let alreadyReloaded: boolean;
    try {
      alreadyReloaded = win.sessionStorage.getItem(RELOAD_FLAG) !== null;
      if (!alreadyReloaded) win.sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
    } catch {
      // No storage (private mode, blocked): never reload, it could loop.
      alreadyReloaded = true;
    }
    if (alreadyReloaded) return; // Vite rethrows: the error boundary shows it.
    event.preventDefault();
    win.location.reload();
  });
}

/** Every piece loaded: a later stale chunk may reload the page again. */
export function forgetStaleChunkReload(win: { sessionStorage: Storage }): void {
  try {
    win.sessionStorage.removeItem(RELOAD_FLAG);
  } catch {
    // nothing to forget
  }
}

/**
 * The module of a lazy piece. After a handled preload error Vite resolves the
 * import with `undefined`; the piece then waits (its spinner stays) for the
 * reload instead of failing.
 */
export function awaitReloadIfMissing<T>(module: T | undefined): Promise<T> {
  return module === undefined ? new Promise<T>(() => {}) : Promise.resolve(module);
}
