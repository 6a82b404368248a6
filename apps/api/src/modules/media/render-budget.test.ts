import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { createMedia } from "../../test/factories";

const t = useTestApp({ MEDIA_RENDERS_PER_MINUTE: "3" });

describe("image renders count against the caller's budget; cached images do not", () => {
  it("limits a burst of uncached renders from one address, keeps serving cached ones, and spares other addresses", async () => {
    const keys = await Promise.all(Array.from({ length: 5 }, (_, i) => createMedia(t.db, { width: 400 + i, height: 300 })));
    const from = (remoteAddress: string, url: string) => t.app.inject({ method: "GET", url, remoteAddress });

    for (const key of keys.slice(0, 3)) expect((await from("203.0.113.20", `/v1/media/${key}?w=128`)).statusCode).toBe(200);
    const refused = await from("203.0.113.20", `/v1/media/${keys[3]}?w=128`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe("too_many_requests");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another width of a cached image is a new render: refused too.
    expect((await from("203.0.113.20", `/v1/media/${keys[0]}?w=256`)).statusCode).toBe(429);

    // What is already rendered keeps coming, as often as asked.
    for (let i = 0; i < 10; i++) expect((await from("203.0.113.20", `/v1/media/${keys[1]}?w=128`)).statusCode).toBe(200);
    // Another shopper has their own budget.
    expect((await from("203.0.113.21", `/v1/media/${keys[3]}?w=128`)).statusCode).toBe(200);
  });
});
