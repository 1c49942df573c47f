/**
 * A request path as React Router matches it: percent-decoded (where it
 * decodes; a malformed one is answered 400 before routing) and in any letter
 * case, since its matching ignores case.
 */
function routerSpelling(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Left as it is: server/app.ts refuses it before it is routed.
  }
  return decoded.toLowerCase();
}

/**
 * Whether a request's path belongs to the inbox (its pages, their `.data`
 * requests, its actions), in every spelling the router takes for one:
 * "/INBOX/1" and "/%69nbox" render the inbox, so they get its headers too.
 */
export function isInboxPath(pathname: string): boolean {
  return /^\/inbox(?:$|\/|\.data$)/.test(routerSpelling(pathname));
}

/**
 * The inbox's one spelling of `pathname` when it is another ("/Inbox/Audit",
 * "/%69nbox"): where a GET is redirected. Null when it is already that, is
 * not the inbox's, or would mean something else decoded (an encoded slash,
 * "?", "#", "%" or backslash).
 */
export function canonicalInboxPath(pathname: string): string | null {
  if (!isInboxPath(pathname)) return null;
  const spelling = routerSpelling(pathname);
  if (spelling === pathname || /[?#%\\]/.test(spelling) || /%2f|%5c/i.test(pathname)) return null;
  return spelling;
}

/**
 * The inbox's paths that take posts from anyone, before any session: asking
 * for a sign-in link, using one, and the passkey ceremonies.
 */
export function isOpenInboxPath(pathname: string): boolean {
  return /^\/inbox\/(?:sign-in|link|passkey)(?:\.data|\/)?$/.test(routerSpelling(pathname));
}
