import { describe, expect, it } from "vitest";
import { absoluteUrl, imageAt, imageSrcSet, mediaUrl } from "./media";
import { plainText } from "./text";

describe("media helpers", () => {
  it("asks the media endpoint for a width", () => {
    expect(imageAt("/api/v1/media/p-1", 256)).toBe("/api/v1/media/p-1?w=256");
    expect(imageAt("/api/v1/media/p-1?v=2", 256)).toBe("/api/v1/media/p-1?v=2&w=256");
  });
  it("builds a srcSet from the rendered widths only", () => {
    expect(imageSrcSet("/m/a", 256, 512)).toBe("/m/a?w=256 256w, /m/a?w=384 384w, /m/a?w=512 512w");
  });
  it("turns media keys into URLs", () => {
    expect(mediaUrl("banner-home-1")).toBe("/api/v1/media/banner-home-1");
    expect(mediaUrl("/api/v1/media/cat-sensors.svg")).toBe("/api/v1/media/cat-sensors.svg");
    expect(mediaUrl("https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });
  it("makes absolute URLs", () => {
    expect(absoluteUrl("/product/x", "https://shop.bd/")).toBe("https://shop.bd/product/x");
    expect(absoluteUrl("https://cdn.bd/a.png", "https://shop.bd")).toBe("https://cdn.bd/a.png");
  });
});

describe("plainText", () => {
  it("strips markup and collapses whitespace", () => {
    expect(plainText("<p>Hello\n\n <b>world</b></p>")).toBe("Hello world");
  });
  it("cuts at a word boundary", () => {
    expect(plainText("Arduino Uno R3 compatible board with cable", 20)).toBe("Arduino Uno R3…");
  });
});
