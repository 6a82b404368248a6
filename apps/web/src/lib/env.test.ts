import { describe, expect, it } from "vitest";
import { parseServerEnv } from "./env";

describe("the web app's settings", () => {
  it("derives the API's address and cookie security", () => {
    const env = parseServerEnv({ API_PORT: "4100", NEXTAUTH_URL: "https://shop.example.com", NEXTAUTH_SECRET: "x" });
    expect(env.apiUrl).toBe("http://127.0.0.1:4100");
    expect(env.secureCookies).toBe(true);
    expect(parseServerEnv({ API_URL: "http://api.internal:9000/" }).apiUrl).toBe("http://api.internal:9000");
  });

  it("names every bad setting at once", () => {
    expect(() => parseServerEnv({ NODE_ENV: "production" })).toThrow(/NEXTAUTH_SECRET: is required in production/);
    try {
      parseServerEnv({ NODE_ENV: "production", FORWARDER_SECRET: "short", API_PORT: "http" });
    } catch (error) {
      const text = String(error);
      expect(text).toContain("FORWARDER_SECRET: must be at least 16 characters");
      expect(text).toContain("API_PORT: must be a port number");
    }
  });

  it("treats empty values as unset", () => {
    expect(parseServerEnv({ FORWARDER_SECRET: "", API_URL: "" }).FORWARDER_SECRET).toBeUndefined();
  });
});
