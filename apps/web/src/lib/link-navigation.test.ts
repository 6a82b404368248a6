import { describe, expect, it } from "vitest";
import { formTarget, linkTarget, type LinkClick } from "./link-navigation";

const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const here = "https://shop.example/category/sensors?page=2";
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: "", download: false, ...extra });

describe("linkTarget: which link clicks the app navigates itself", () => {
  it("takes a plain click on a link to another page of the shop", () => {
    expect(linkTarget(plain, link("/product/arduino-uno-r3"), here)?.href).toBe("https://shop.example/product/arduino-uno-r3");
    expect(linkTarget(plain, link("https://shop.example/search?query=esp32"), here)?.search).toBe("?query=esp32");
    expect(linkTarget(plain, link("/category/sensors?page=3"), here)?.pathname).toBe("/category/sensors");
  });

  it("takes a link to the page the shopper is on (it reloads the page's data)", () => {
    expect(linkTarget(plain, link("/category/sensors?page=2"), here)).not.toBeNull();
  });

  it("takes a link to an anchor on another page, keeping the anchor", () => {
    expect(linkTarget(plain, link("/faq#returns"), here)?.hash).toBe("#returns");
  });

  it("leaves new tabs, new windows and other buttons to the browser", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      expect(linkTarget({ ...plain, [key]: true }, link("/offers"), here), key).toBeNull();
    }
    expect(linkTarget({ ...plain, button: 1 }, link("/offers"), here)).toBeNull();
  });

  it("leaves links with a target or a download to the browser", () => {
    expect(linkTarget(plain, link("/offers", { target: "_blank" }), here)).toBeNull();
    expect(linkTarget(plain, link("/offers", { target: "_self" }), here)).not.toBeNull();
    expect(linkTarget(plain, link("/api/v1/orders/K1/invoice", { download: true }), here)).toBeNull();
  });

  it("leaves other origins and schemes, route handlers and in-page anchors to the browser", () => {
    expect(linkTarget(plain, link("https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay"), here)).toBeNull();
    expect(linkTarget(plain, link("http://shop.example/offers"), here)).toBeNull();
    expect(linkTarget(plain, link("tel:+8801700000000"), here)).toBeNull();
    expect(linkTarget(plain, link("mailto:help@shop.example"), here)).toBeNull();
    expect(linkTarget(plain, link("/api/auth/signout"), here)).toBeNull();
    expect(linkTarget(plain, link("/category/sensors?page=2#main"), here)).toBeNull();
  });
});

describe("formTarget: which form submissions the app navigates itself", () => {
  const form = (entries: [string, string][], extra: Partial<{ method: string; action: string; target: string }> = {}) => ({
    method: "get",
    action: "https://shop.example/category/sensors",
    target: "",
    entries,
    ...extra,
  });

  it("turns a GET form into its URL, in document order, without empty fields", () => {
    const url = formTarget(
      form([
        ["query", "arduino uno"],
        ["brand", "robodoc"],
        ["brand", "arduino"],
        ["min_price", ""],
        ["in_stock", "1"],
        ["sort", "price_asc"],
      ]),
      here,
    );
    expect(url?.pathname).toBe("/category/sensors");
    expect(url?.search).toBe("?query=arduino+uno&brand=robodoc&brand=arduino&in_stock=1&sort=price_asc");
  });

  it("goes to the bare path when every field is empty", () => {
    expect(
      formTarget(
        form([
          ["min_price", ""],
          ["max_price", ""],
        ]),
        here,
      )?.href,
    ).toBe("https://shop.example/category/sensors");
  });

  it("leaves other methods, targets, origins and route handlers to the browser", () => {
    expect(formTarget(form([["a", "1"]], { method: "post" }), here)).toBeNull();
    expect(formTarget(form([["a", "1"]], { method: "dialog" }), here)).toBeNull();
    expect(formTarget(form([["a", "1"]], { target: "_blank" }), here)).toBeNull();
    expect(formTarget(form([["a", "1"]], { action: "https://elsewhere.example/search" }), here)).toBeNull();
    expect(formTarget(form([["a", "1"]], { action: "https://shop.example/api/v1/products" }), here)).toBeNull();
  });
});

describe("links and forms on a Bangla page (decision 051)", () => {
  const bangla = "https://shop.example/bn/category/sensors";
  it("keeps an English path in Bangla, and a Bangla one as it is", () => {
    expect(linkTarget(plain, link("/product/arduino-uno-r3"), bangla)?.pathname).toBe("/bn/product/arduino-uno-r3");
    expect(linkTarget(plain, link("/bn/my-cart"), bangla)?.pathname).toBe("/bn/my-cart");
    expect(linkTarget(plain, link("/"), bangla)?.pathname).toBe("/bn");
    expect(linkTarget(plain, link("/api/v1/invoice/1"), bangla)).toBeNull();
    expect(formTarget({ method: "get", action: "https://shop.example/search", target: "", entries: [["query", "esp32"]] }, bangla)?.pathname).toBe(
      "/bn/search",
    );
  });
  it("leaves English pages' links as they are", () => {
    expect(linkTarget(plain, link("/product/arduino-uno-r3"), here)?.pathname).toBe("/product/arduino-uno-r3");
  });
  it("lets the browser follow the language switch (hreflang)", () => {
    expect(linkTarget(plain, { ...link("/en/category/sensors"), hreflang: "en" }, bangla)).toBeNull();
    expect(linkTarget(plain, { ...link("/bn/category/sensors"), hreflang: "bn" }, here)).toBeNull();
  });
});
