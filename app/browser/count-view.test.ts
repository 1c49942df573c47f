import { describe, expect, it } from "vitest";
import { countView, viewBody, type ViewedDocument } from "./count-view";

/** A document whose prerendering and visibility the test changes, firing the browser's events. */
class FakeDocument implements ViewedDocument {
  prerendering = false;
  visibilityState: DocumentVisibilityState = "visible";
  private listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: string) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
  listening() {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

describe("countView", () => {
  it("counts a shown page once", () => {
    const doc = new FakeDocument();
    let sent = 0;
    countView(doc, () => sent++);
    doc.fire("visibilitychange");
    expect(sent).toBe(1);
    expect(doc.listening()).toBe(0);
  });

  it("does not count a prerendered page that is never shown", () => {
    const doc = new FakeDocument();
    doc.prerendering = true;
    doc.visibilityState = "hidden";
    let sent = 0;
    countView(doc, () => sent++);
    doc.fire("visibilitychange");
    expect(sent).toBe(0);
  });

  it("counts a prerendered page when the visitor goes to it", () => {
    const doc = new FakeDocument();
    doc.prerendering = true;
    let sent = 0;
    countView(doc, () => sent++);
    expect(sent).toBe(0);
    doc.prerendering = false;
    doc.fire("prerenderingchange");
    doc.fire("visibilitychange");
    expect(sent).toBe(1);
  });

  it("waits for a background tab to be shown", () => {
    const doc = new FakeDocument();
    doc.visibilityState = "hidden";
    let sent = 0;
    countView(doc, () => sent++);
    expect(sent).toBe(0);
    doc.visibilityState = "visible";
    doc.fire("visibilitychange");
    doc.fire("visibilitychange");
    expect(sent).toBe(1);
  });

  it("sends the path with its query and the referrer", () => {
    expect(
      JSON.parse(viewBody({ pathname: "/contact", search: "?utm_source=x" }, "https://a.example/")),
    ).toEqual({ u: "/contact?utm_source=x", r: "https://a.example/" });
  });
});
