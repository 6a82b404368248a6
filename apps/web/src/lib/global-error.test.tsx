import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import GlobalError from "../../app/global-error";

describe("the page shown when the root layout fails", () => {
  it("reloads the very address it failed on, query and all, with or without script", () => {
    const html = renderToStaticMarkup(<GlobalError />);
    const reload = /<a href="([^"]*)"[^>]*>Reload<\/a>/.exec(html);
    expect(reload, "a Reload link").not.toBeNull();
    for (const address of ["https://shop.example/search?query=arduino%20uno", "https://shop.example/category/sensors?brand=a&brand=b&sort=price_asc#top"]) {
      const at = new URL(address);
      expect(new URL(reload![1]!, at).href).toBe(`${at.origin}${at.pathname}${at.search}`);
    }
    expect(html).not.toContain("<form");
  });
});
