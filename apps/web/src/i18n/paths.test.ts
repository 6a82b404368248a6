import { describe, expect, it } from "vitest";
import { cachedRoutesOf, languageAlternates, localeOfPath, localizePath, pathWithoutLocale, switchHref } from "./paths";

describe("storefront paths in each language (decision 051)", () => {
  it("keeps English at today's paths and puts Bangla under /bn", () => {
    expect(localizePath("en", "/category/sensors")).toBe("/category/sensors");
    expect(localizePath("bn", "/category/sensors")).toBe("/bn/category/sensors");
    expect(localizePath("bn", "/")).toBe("/bn");
    expect(localizePath("bn", "/search?query=esp32")).toBe("/bn/search?query=esp32");
    expect(localizePath("bn", "/?page=2")).toBe("/bn?page=2");
    expect(localizePath("bn", "/bn/my-cart")).toBe("/bn/my-cart");
    expect(localizePath("en", "/bn/my-cart")).toBe("/my-cart");
  });

  it("leaves route handlers and other sites alone", () => {
    expect(localizePath("bn", "/api/v1/orders/1/invoice")).toBe("/api/v1/orders/1/invoice");
    expect(localizePath("bn", "/forms/cart")).toBe("/forms/cart");
    expect(localizePath("bn", "https://m.me/robodoc")).toBe("https://m.me/robodoc");
    expect(localizePath("bn", "//evil.example/x")).toBe("//evil.example/x");
  });

  it("reads a path's language and strips it, not a word that only begins like it", () => {
    expect(localeOfPath("/bn/product/x")).toBe("bn");
    expect(localeOfPath("/bn")).toBe("bn");
    expect(localeOfPath("/bnc/product/x")).toBe("en");
    expect(localeOfPath("/brands")).toBe("en");
    expect(pathWithoutLocale("/bn/category/x")).toBe("/category/x");
    expect(pathWithoutLocale("/en/category/x")).toBe("/category/x");
    expect(pathWithoutLocale("/bn")).toBe("/");
    expect(pathWithoutLocale("/brands")).toBe("/brands");
  });

  it("switches a page to the other language through /en for English (the cookie is set there)", () => {
    expect(switchHref("bn", "/category/x")).toBe("/bn/category/x");
    expect(switchHref("en", "/bn/category/x")).toBe("/en/category/x");
    expect(switchHref("en", "/bn")).toBe("/en");
    expect(switchHref("bn", "/en/category/x")).toBe("/bn/category/x");
  });

  it("names each language's URL as the page's alternates, English as x-default", () => {
    expect(languageAlternates("bn", "https://shop.example/product/x?page=2")).toEqual({
      canonical: "https://shop.example/bn/product/x?page=2",
      languages: {
        "en-BD": "https://shop.example/product/x?page=2",
        "bn-BD": "https://shop.example/bn/product/x?page=2",
        "x-default": "https://shop.example/product/x?page=2",
      },
    });
    expect(languageAlternates("en", "/").canonical).toBe("/");
  });

  it("names every route a page is cached under, for the API's revalidation", () => {
    expect(cachedRoutesOf("/product/arduino-uno")).toEqual(["/product/arduino-uno", "/en/product/arduino-uno", "/bn/product/arduino-uno"]);
    expect(cachedRoutesOf("/")).toEqual(["/", "/en", "/bn"]);
    expect(cachedRoutesOf("/bn/brands")).toEqual(["/brands", "/en/brands", "/bn/brands"]);
  });
});
