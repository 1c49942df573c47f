import type { TestSite } from "./support";

/** What the inbox's HTTP tests share: the site's origin as the test servers have it, its cookie, a request. */
export const SITE = "https://www.nebulaforge.studio";
export const COOKIE = "__Host-studio-staff";

export interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

/** A request to the inbox as a browser sends it: a post carries the site's Origin unless told otherwise. */
export async function request(
  site: TestSite,
  path: string,
  options: {
    method?: "GET" | "POST";
    cookie?: string;
    origin?: string | null;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.Cookie = `${COOKIE}=${options.cookie}`;
  const method = options.method ?? (options.form ? "POST" : "GET");
  if (method === "POST") {
    const origin = options.origin === undefined ? SITE : options.origin;
    if (origin !== null) headers.Origin = origin;
  }
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers,
    body: options.form ? new URLSearchParams(options.form) : undefined,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}
