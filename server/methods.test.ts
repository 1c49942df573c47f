import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { allowedMethods, hasAction, pagePathOf } from "./methods";

/** The shape of the site's route manifest: a root, pages, the contact page with an action, a catch-all. */
const build = {
  routes: {
    root: { id: "root", path: "", module: {} },
    home: { id: "home", parentId: "root", index: true, module: {} },
    about: { id: "about", parentId: "root", path: "about", module: {} },
    contact: { id: "contact", parentId: "root", path: "contact", module: { action: () => null } },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: {} },
  },
} as unknown as ServerBuild;

describe("the method rule", () => {
  it("allows POST only where the matched route has an action", () => {
    expect(allowedMethods(build, "/contact")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods(build, "/contact/")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods(build, "/contact.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods(build, "/CONTACT")).toEqual(["GET", "HEAD", "POST"]);
    for (const path of ["/", "/about", "/about.data", "/_root.data", "/nope", "/contact/x"]) {
      expect(hasAction(build, path)).toBe(false);
    }
  });

  it("reads data requests as the page they are for", () => {
    expect(pagePathOf("/contact.data")).toBe("/contact");
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/services/_.data")).toBe("/services/");
    expect(pagePathOf("/about")).toBe("/about");
  });

  it("lets a more specific route without an action outrank a dynamic one with an action", () => {
    const dynamic = {
      routes: {
        root: { id: "root", path: "", module: {} },
        post: { id: "post", parentId: "root", path: "posts/:id", module: { action: () => null } },
        fresh: { id: "fresh", parentId: "root", path: "posts/new", module: {} },
      },
    } as unknown as ServerBuild;
    expect(hasAction(dynamic, "/posts/12")).toBe(true);
    expect(hasAction(dynamic, "/posts/new")).toBe(false);
    expect(hasAction(dynamic, "/posts")).toBe(false);
  });
});
