import { describe, expect, it, vi } from "vitest";
import {
  awaitReloadIfMissing,
  forgetStaleChunkReload,
  installStaleChunkReload,
  RELOAD_FLAG,
} from "./stale-chunk-reload";

function fakeWindow(storage: Storage = memoryStorage()) {
  const target = new EventTarget();
  return Object.assign(target, {
    sessionStorage: storage,
    location: { reload: vi.fn<() => void>() },
  }) as EventTarget & {
    sessionStorage: Storage;
    location: { reload: ReturnType<typeof vi.fn<() => void>> };
  };
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function preloadError() {
  return new Event("vite:preloadError", { cancelable: true });
}

describe("stale chunk reload", () => {
  it("reloads once on the first preload error and swallows it", () => {
    const win = fakeWindow();
    installStaleChunkReload(win);
    const event = preloadError();
    win.dispatchEvent(event);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(win.sessionStorage.getItem(RELOAD_FLAG)).not.toBeNull();
  });

  it("does not reload a second time: the error goes on to the error boundary", () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_FLAG, "1");
    const win = fakeWindow(storage);
    installStaleChunkReload(win);
    const event = preloadError();
    win.dispatchEvent(event);
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it("may reload again after every piece loaded", () => {
    const win = fakeWindow();
    installStaleChunkReload(win);
    win.dispatchEvent(preloadError());
    forgetStaleChunkReload(win);
    win.dispatchEvent(preloadError());
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads without working storage (it could loop)", () => {
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error("SecurityError");
    };
    const win = fakeWindow(broken);
    installStaleChunkReload(win);
    const event = preloadError();
    win.dispatchEvent(event);
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it("installs its listener only once per window", () => {
    const win = fakeWindow();
    installStaleChunkReload(win);
    installStaleChunkReload(win);
    win.dispatchEvent(preloadError());
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it("keeps a piece waiting when its import was swallowed for the reload", async () => {
    await expect(awaitReloadIfMissing({ default: "x" })).resolves.toEqual({ default: "x" });
    const pending = awaitReloadIfMissing(undefined);
    const outcome = await Promise.race([
      pending.then(() => "resolved"),
      new Promise((resolve) => setTimeout(() => resolve("waiting"), 20)),
    ]);
    expect(outcome).toBe("waiting");
  });
});
