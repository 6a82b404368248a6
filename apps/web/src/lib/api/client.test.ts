import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, configureApiClient } from "./client";

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

const unauthorized = { message: "Unauthorized", errors: [{ message: "Please sign in to continue", code: "unauthorized" }] };
const badGuest = { message: "Bad request", errors: [{ field: "X-Unique-Number", message: "Invalid guest id", code: "invalid_guest_id" }] };

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

  it("a 400 invalid_guest_id asks for a fresh guest identity", async () => {
    const onInvalidGuestId = vi.fn();
    configureApiClient({ onInvalidGuestId });
    vi.stubGlobal("fetch", answer(400, badGuest));
    await expect(apiRequest("GET", "/v2/carts", { identity: { guestId: "bad" } })).rejects.toMatchObject({ status: 400, message: "Invalid guest id" });
    expect(onInvalidGuestId).toHaveBeenCalledTimes(1);
  });
});
