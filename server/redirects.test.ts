import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirectTable } from "../app/content/redirects/rules";
import { redirectRules } from "./redirects";

/** The Node side of the editor's redirects, over HTTP, on a table with every kind. */
describe("Node's answers to old addresses", () => {
  const { rules, problems } = redirectTable(
    [
      { from: "/services/ai-development", to: "/services/ai", type: "permanent" },
      { from: "/summer-offer", to: "/contact", type: "temporary" },
      { from: "/old-a", to: "/services/ai-development", type: "permanent" },
      { from: "/retired-product", type: "gone" },
      { from: "/press", to: "https://press.example.org/kit", type: "permanent" },
    ],
    (path) => ["/services/ai", "/contact"].find((page) => page === path),
    "content/redirects.yaml",
  );
  let origin = "";
  let close = () => {};

  beforeAll(async () => {
    const app = express();
    app.use(redirectRules(rules));
    // As the router's catch-all route: 410 at an address marked gone, else 404.
    app.use((_req, res) => res.status(res.locals.gone === true ? 410 : 404).send("Not a page"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = (path: string, method = "GET") =>
    fetch(`${origin}${path}`, { method, redirect: "manual" });

  it("has no problem in the table", () => expect(problems).toEqual([]));

  it("answers a permanent redirect with 301, the query string kept", async () => {
    const response = await get("/services/ai-development?utm_source=mail&ref=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/services/ai?utm_source=mail&ref=1");
  });

  it("answers a temporary one with 302, in any casing and with a trailing slash", async () => {
    const response = await get("/Summer-Offer/");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/contact");
  });

  it("answers the end of a chain at once, and HEAD as GET", async () => {
    const response = await get("/old-a?x=1", "HEAD");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/services/ai?x=1");
  });

  it("hands a page removed on purpose to the router marked gone (410), and keeps an https target as written", async () => {
    expect((await get("/retired-product")).status).toBe(410);
    expect((await get("/press?q=1")).headers.get("location")).toBe(
      "https://press.example.org/kit?q=1",
    );
  });

  it("leaves other addresses and other methods to the rest of the server", async () => {
    expect((await get("/services/ai-development/more")).status).toBe(404);
    expect((await get("/services/ai-development", "POST")).status).toBe(404);
  });
});
