import { afterEach, describe, expect, it } from "vitest";
import { hashAddress, MemoryRateLimitStore, RateLimiter } from "./rate-limit";

describe("RateLimiter with the in-memory store", () => {
  let store: MemoryRateLimitStore;
  afterEach(() => store.close());

  it("allows max hits per window and address, then limits until the window ends", async () => {
    let now = Date.UTC(2025, 9, 1, 10, 0, 0);
    store = new MemoryRateLimitStore(() => now);
    const limiter = new RateLimiter(store, { max: 2, windowSeconds: 600, now: () => now });
    expect((await limiter.hit("203.0.113.7")).limited).toBe(false);
    expect(await limiter.hit("203.0.113.7")).toMatchObject({ limited: false, remaining: 0 });
    const third = await limiter.hit("203.0.113.7");
    expect(third.limited).toBe(true);
    expect(third.retryAfterSeconds).toBe(600);
    // Another address has its own count.
    expect((await limiter.hit("198.51.100.20")).limited).toBe(false);
    // Nine minutes later the window is still the same.
    now += 9 * 60 * 1000;
    expect((await limiter.hit("203.0.113.7")).retryAfterSeconds).toBe(60);
    // The next window starts afresh.
    now += 60 * 1000;
    expect((await limiter.hit("203.0.113.7")).limited).toBe(false);
  });

  it("keys by a hash, never the address", () => {
    expect(hashAddress("203.0.113.7")).toMatch(/^[0-9a-f]{32}$/);
    expect(hashAddress("203.0.113.7")).not.toBe(hashAddress("203.0.113.8"));
  });
});
