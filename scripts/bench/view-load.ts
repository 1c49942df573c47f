/**
 * Page-view load for the benchmarks (scripts/bench/insights.ts, scripts/bench/bench.ts):
 * POST /api/event as the enhancement script sends it, from autocannon in a child
 * process of its own, so that the figure is the server's capacity and not the
 * cost of the clients sharing its process.
 *
 *   viewLoad({ origin, pages, connections, seconds }) → autocannon's result
 *
 * Run as a script (what viewLoad does), it reads its options as JSON from argv[2]
 * and prints autocannon's result as JSON.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { autocannon, type AutocannonRequest, type AutocannonResult } from "./load";

export interface ViewLoadOptions {
  /** The server's origin, "http://127.0.0.1:port". */
  origin: string;
  /** The pages the views name, cycled through. */
  pages: readonly string[];
  connections: number;
  seconds: number;
  /** Views a second (default: as many as the server answers). */
  rate?: number;
}

/** 500 browsers (user agents): 500 visitors a day from one address, as behind a carrier's NAT. */
const BROWSERS = 500;

/** One request per page and browser, cycled: every view a valid one of the site's pages. */
export function viewRequests(options: ViewLoadOptions): AutocannonRequest[] {
  let sequence = 0;
  return [
    {
      method: "POST",
      path: "/api/event",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: options.origin },
      setupRequest: (request) => {
        sequence += 1;
        return {
          ...request,
          headers: {
            ...request.headers,
            "user-agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${sequence % BROWSERS} Safari/537.36`,
          },
          body: JSON.stringify({
            u: `${options.pages[sequence % options.pages.length]}?utm_source=newsletter`,
            r: "https://www.google.com/",
          }),
        };
      },
    },
  ];
}

/** Runs the load from a child process for `seconds`; resolves with autocannon's figures. */
export function viewLoad(options: ViewLoadOptions): Promise<AutocannonResult> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url), JSON.stringify(options)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the view load exited with ${code}`));
      else resolve(JSON.parse(output) as AutocannonResult);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = JSON.parse(process.argv[2] ?? "{}") as ViewLoadOptions;
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.seconds,
    requests: viewRequests(options),
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
  process.stdout.write(JSON.stringify(result));
}
