/**
 * The one spelling of a path for looking it up: without trailing slashes, in
 * lower case ("/Products/Gaming/" and "/products/gaming" are one page). Used by
 * the page registry, the legacy redirects, the game pages, the menus' current
 * link and the server's prerendered files, so that they always agree.
 */
export function pathKey(path: string): string {
  return (trimTrailingSlashes(path) || "/").toLowerCase();
}

/**
 * `path` without its trailing slashes ("/" stays "/"), in linear time. (The
 * regular expression `/\/+$/` backtracks: on 15,000 slashes followed by a
 * letter it took 234 ms.)
 */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47 /* "/" */) end--;
  return end === path.length ? path : path.slice(0, end);
}
