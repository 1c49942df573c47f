import { beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { postInquiry } from "./post-inquiry";

function form() {
  const data = new FormData();
  data.set("fullName", "Ada Lovelace");
  return data;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

describe("postInquiry (the island's post to the route's action)", () => {
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    errors = vi.spyOn(console, "error").mockImplementation(() => {});
    errors.mockClear();
  });

  it("posts the form data to /contact asking for JSON, and returns the action's answer", async () => {
    const send = vi.fn<typeof fetch>(async () => json({ status: "success", result: {} }));
    const data = form();
    expect(await postInquiry(data, send)).toEqual({ status: "success", result: {} });
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe("/contact");
    expect(init).toMatchObject({ method: "POST", body: data });
    expect(new Headers(init!.headers).get("Accept")).toBe("application/json");
    expect(errors).not.toHaveBeenCalled();
  });

  it("returns a refusal of the action as it is, and logs it", async () => {
    const answer = { status: "invalid", result: { error: { email: ["Bad"] } } };
    expect(await postInquiry(form(), async () => json(answer, 400))).toEqual(answer);
    expect(errors).toHaveBeenCalledWith("Contact form submission failed: invalid");
  });

  it("turns an answer that is not the action's into a logged failure", async () => {
    for (const response of [
      new Response("Payload Too Large", { status: 413 }),
      new Response("<html>Bad gateway</html>", {
        status: 502,
        headers: { "Content-Type": "text/html" },
      }),
      json({ unexpected: true }),
    ]) {
      expect(await postInquiry(form(), async () => response)).toEqual({ status: "failed" });
    }
    expect(errors).toHaveBeenCalledTimes(3);
  });

  it("turns a network error or a timeout into a logged failure", async () => {
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await postInquiry(form(), offline)).toEqual({ status: "failed" });
    const never: typeof fetch = (_url, init) =>
      new Promise((_, reject) =>
        init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason)),
      );
    expect(await postInquiry(form(), never, 10)).toEqual({ status: "failed" });
    expect(errors).toHaveBeenCalledTimes(2);
  });
});
