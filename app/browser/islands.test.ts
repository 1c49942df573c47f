import { describe, expect, it, vi } from "vitest";
import { forgetStaleReload, RELOAD_FLAG, reloadOnceForStaleModule } from "./islands";

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

function fakeWindow(storage: Storage = memoryStorage()) {
  return { sessionStorage: storage, location: { reload: vi.fn<() => void>() } };
}

describe("reload for a stale island module", () => {
  it("reloads once, then no more until an island has loaded", () => {
    const win = fakeWindow();
    expect(reloadOnceForStaleModule(win)).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(win.sessionStorage.getItem(RELOAD_FLAG)).not.toBeNull();

    // Still failing after the reload: no loop.
    expect(reloadOnceForStaleModule(win)).toBe(false);
    expect(win.location.reload).toHaveBeenCalledTimes(1);

    // An island loaded: a later deploy may reload again.
    forgetStaleReload(win);
    expect(win.sessionStorage.getItem(RELOAD_FLAG)).toBeNull();
    expect(reloadOnceForStaleModule(win)).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads without session storage", () => {
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    const win = fakeWindow(blocked);
    expect(reloadOnceForStaleModule(win)).toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(() => forgetStaleReload(win)).not.toThrow();
  });
});
