import { describe, expect, it } from "vitest";
import { deferHydration, HYDRATION_STARTER_MARK } from "./deferred-hydration.server";
import { renderedDocument as document } from "./rendered-document.fixture";

/** Runs the starter of a rewritten document against a minimal browser. */
async function runStarter(html: string, readyState: "loading" | "interactive" = "interactive") {
  const code = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const appended: string[] = [];
  const imported: string[] = [];
  const listeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const fakeDocument = {
    readyState,
    visibilityState: "visible",
    createElement: () => ({ rel: "", href: "" }),
    head: { append: (link: { rel: string; href: string }) => appended.push(link.href) },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const fakeWindow: Record<string, unknown> = {};
  const importModule = (url: string) => {
    imported.push(url);
    return Promise.resolve({ url });
  };
  // The starter is a module script: run it as a function of the globals it uses.
  const run = new Function(
    "document",
    "window",
    "requestAnimationFrame",
    "setTimeout",
    "__import",
    code.replaceAll("import(", "__import("),
  );
  run(
    fakeDocument,
    fakeWindow,
    (frame: () => void) => frames.push(frame),
    (fn: () => void) => timers.push(fn),
    importModule,
  );
  return { appended, imported, listeners, frames, timers, window: fakeWindow };
}

describe("deferred hydration", () => {
  it("takes the module preloads out of the head and leaves the rest of the page alone", () => {
    const out = deferHydration(document);
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain('&lt;link rel="modulepreload"&gt;');
    expect(out).toContain("<p>Café – “quoted”</p>");
    expect(out).toContain('<script>window.__reactRouterContext = {"stream":null};</script>');
    expect(out).toContain("streamController.enqueue");
    expect(out).toContain(HYDRATION_STARTER_MARK);
    // No static import is left to start a fetch while the page is parsed.
    expect(out).not.toMatch(/import \* as/);
  });

  it("starts nothing until a frame has been painted, then loads everything in parallel", async () => {
    const starter = await runStarter(deferHydration(document));
    expect(starter.imported).toEqual([]);
    expect(starter.appended).toEqual([]);
    expect(starter.frames).toHaveLength(1);

    starter.frames[0]!();
    expect(starter.timers).toHaveLength(1);
    // A few preloads per task, so that no task grows long.
    starter.timers.shift()!();
    expect(starter.appended).toEqual([
      "/assets/entry.client-C3.js",
      "/assets/chunk-D4.js",
      "/assets/root-A1.js",
    ]);
    expect(starter.imported).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(starter.timers).toHaveLength(1);
    starter.timers.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(starter.appended).toEqual([
      "/assets/entry.client-C3.js",
      "/assets/chunk-D4.js",
      "/assets/root-A1.js",
      "/assets/about-B2.js",
    ]);
    expect(starter.imported).toEqual([
      "/assets/root-A1.js",
      "/assets/about-B2.js",
      "/assets/entry.client-C3.js",
    ]);
    // The manifest and the route modules are published before the entry runs.
    expect(starter.window.__reactRouterManifest).toEqual({
      entry: { module: "/assets/entry.client-C3.js" },
      version: "d0",
    });
    expect(starter.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-A1.js" },
      about: { url: "/assets/about-B2.js" },
    });
  });

  it("waits for the document to be parsed when it runs early", async () => {
    const starter = await runStarter(deferHydration(document), "loading");
    expect(starter.frames).toHaveLength(0);
    expect(starter.listeners).toHaveLength(1);
    starter.listeners[0]!();
    expect(starter.frames).toHaveLength(1);
  });

  it("keeps a document of an unknown shape as it is, with low-priority preloads", () => {
    const unknown = document.replace("window.__reactRouterManifest", "window.somethingElse");
    const out = deferHydration(unknown);
    expect(out).not.toContain(HYDRATION_STARTER_MARK);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(4);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(unknown);
  });
});
