import { describe, expect, it } from "vitest";
import { deferHydration, HYDRATION_STARTER_MARK } from "./deferred-hydration.server";
import { renderedDocument as document } from "./rendered-document.fixture";

type PaintList = { getEntriesByName: (name: string) => unknown[] };

/** Runs the starter of a rewritten document against a minimal browser. */
async function runStarter(
  html: string,
  {
    readyState = "interactive",
    paintTiming = "paint",
  }: {
    readyState?: "loading" | "interactive";
    /** What the browser has: paint timing, an observer without it, or no observer at all. */
    paintTiming?: "paint" | "no paint entries" | "no observer";
  } = {},
) {
  const code = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const appended: string[] = [];
  const imported: string[] = [];
  const listeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; delay: number }[] = [];
  const observers: FakePerformanceObserver[] = [];
  const fakeDocument = {
    readyState,
    visibilityState: "visible",
    createElement: () => ({ rel: "", href: "" }),
    head: { append: (link: { rel: string; href: string }) => appended.push(link.href) },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming === "paint" ? ["paint", "resource"] : ["resource"];
    disconnected = false;
    constructor(readonly callback: (list: PaintList, observer: FakePerformanceObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observers.push(this);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
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
    "PerformanceObserver",
    "__import",
    code.replaceAll("import(", "__import("),
  );
  run(
    fakeDocument,
    fakeWindow,
    (frame: () => void) => frames.push(frame),
    (fn: () => void, delay = 0) => timers.push({ run: fn, delay }),
    paintTiming === "no observer" ? undefined : FakePerformanceObserver,
    importModule,
  );
  /** The browser reports paint entries of these names to every observer. */
  const paint = (...names: string[]) => {
    for (const observer of observers) {
      observer.callback(
        { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
        observer,
      );
    }
  };
  /** Runs the timers due after `delay` ms or sooner, in order. */
  const runTimers = (delay = 0) => {
    const due = timers.filter((timer) => timer.delay <= delay);
    for (const timer of due) timers.splice(timers.indexOf(timer), 1);
    for (const timer of due) timer.run();
  };
  return {
    appended,
    imported,
    listeners,
    frames,
    observers,
    paint,
    runTimers,
    window: fakeWindow,
  };
}

/** Lets the starter's awaited promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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

  it("starts nothing until the first contentful paint, then loads everything in parallel", async () => {
    const starter = await runStarter(deferHydration(document));
    expect(starter.imported).toEqual([]);
    expect(starter.appended).toEqual([]);
    expect(starter.observers).toHaveLength(1);

    // A first frame that paints only the background (the text waits for its font).
    starter.paint("first-paint");
    starter.runTimers(0);
    expect(starter.appended).toEqual([]);

    starter.paint("first-contentful-paint");
    expect(starter.observers[0]!.disconnected).toBe(true);
    // A few preloads per task, so that no task grows long.
    starter.runTimers(0);
    expect(starter.appended).toEqual([
      "/assets/entry.client-C3.js",
      "/assets/chunk-D4.js",
      "/assets/root-A1.js",
    ]);
    expect(starter.imported).toEqual([]);
    await settle();
    starter.runTimers(0);
    await settle();
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

    // The fallback timer, when it fires later, starts nothing twice.
    starter.runTimers(Infinity);
    await settle();
    expect(starter.imported).toHaveLength(3);
    expect(starter.appended).toHaveLength(4);
  });

  it("starts after three seconds when nothing contentful has been painted", async () => {
    const starter = await runStarter(deferHydration(document));
    starter.runTimers(2999);
    expect(starter.appended).toEqual([]);
    starter.runTimers(3000);
    expect(starter.appended).toHaveLength(3);
  });

  for (const paintTiming of ["no paint entries", "no observer"] as const) {
    it(`waits for one painted frame where the browser has ${paintTiming}`, async () => {
      const starter = await runStarter(deferHydration(document), { paintTiming });
      expect(starter.observers).toHaveLength(0);
      expect(starter.frames).toHaveLength(1);
      starter.frames[0]!();
      starter.runTimers(0);
      expect(starter.appended).toHaveLength(3);
    });
  }

  it("waits for the document to be parsed when it runs early", async () => {
    const starter = await runStarter(deferHydration(document), { readyState: "loading" });
    expect(starter.observers).toHaveLength(0);
    expect(starter.listeners).toHaveLength(1);
    starter.listeners[0]!();
    expect(starter.observers).toHaveLength(1);
  });

  it("keeps a document of an unknown shape as it is, with low-priority preloads", () => {
    const unknown = document.replace("window.__reactRouterManifest", "window.somethingElse");
    const out = deferHydration(unknown);
    expect(out).not.toContain(HYDRATION_STARTER_MARK);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(4);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(unknown);
  });
});
