import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, configureApiClient } from "./client";

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

const unauthorized = { message: "Unauthorized", errors: [{ message: "Please sign in to continue", code: "unauthorized" }] };

describe("API client identity hooks (API.md: who is calling)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the bearer token and the guest id; the user wins at the API", async () => {
    const fetchMock = answer(200, { message: "ok", data: {} });
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("GET", "/v1/profile", { identity: { token: "t0k", guestId: "g".repeat(20) + "1234" } });
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer t0k");
    expect(headers["X-Unique-Number"]).toBe("g".repeat(20) + "1234");
  });

  it("a 401 to a call with a token resets the session; a guest's own 401 does not", async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    vi.stubGlobal("fetch", answer(401, unauthorized));
    await expect(apiRequest("GET", "/v1/profile", { identity: { token: "dead" } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(apiRequest("GET", "/v1/profile", { identity: { guestId: null } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("a 401 the forwarder marks as a dead session resets it, for a browser call that carries no token", async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    const ended = vi.fn(
      async () => new Response(JSON.stringify(unauthorized), { status: 401, headers: { "content-type": "application/json", "x-shop-session": "ended" } }),
    );
    vi.stubGlobal("fetch", ended);
    await expect(apiRequest("GET", "/v1/profile")).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
