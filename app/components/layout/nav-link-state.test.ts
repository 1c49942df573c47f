import { describe, expect, it } from "vitest";
import { navLinkState } from "./nav-link-state";

describe("navLinkState", () => {
  it("marks the page itself as current, whatever the case or trailing slash", () => {
    expect(navLinkState("/PrivacyPolicy", "/privacypolicy/")).toEqual({ "aria-current": "page" });
    expect(navLinkState("/", "/")).toEqual({ "aria-current": "page" });
  });

  it("marks an ancestor section as active, but never Home, and not with exact", () => {
    expect(navLinkState("/services", "/services/ai/iot")).toEqual({ "data-active": "" });
    expect(navLinkState("/", "/services")).toEqual({});
    expect(navLinkState("/services", "/services/ai", true)).toEqual({});
  });

  it("does not take a shared prefix for an ancestor", () => {
    expect(navLinkState("/products", "/products-old")).toEqual({});
  });
});
