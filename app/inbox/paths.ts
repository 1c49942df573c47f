/** Whether a request's path belongs to the inbox (its pages, their `.data` requests, its actions). */
export function isInboxPath(pathname: string): boolean {
  return /^\/inbox(?:$|\/|\.data$)/.test(pathname);
}
