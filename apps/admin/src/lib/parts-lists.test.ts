import { describe, expect, it } from "vitest";
import { BOM_MESSAGES } from "@shop/contracts";
import { listIdOf, pagePathOf } from "./parts-lists";

describe("featuring a parts list: what staff paste", () => {
  it("takes the list's id from its share link or the bare id", () => {
    expect(listIdOf("https://shop.example/list/Ab3_x-9QwErTyU12")).toBe("Ab3_x-9QwErTyU12");
    expect(listIdOf("  shop.example/list/Ab3_x-9QwErTyU12/?utm=x ")).toBe("Ab3_x-9QwErTyU12");
    expect(listIdOf("/list/Ab3_x-9QwErTyU12#top")).toBe("Ab3_x-9QwErTyU12");
    expect(listIdOf("Ab3_x-9QwErTyU12")).toBe("Ab3_x-9QwErTyU12");
    expect(listIdOf("https://shop.example/product/hc-sr04")).toBeNull();
    expect(listIdOf("short")).toBeNull();
    expect(listIdOf("")).toBeNull();
  });

  it("keeps the path of a pasted page address and refuses what is not a page of the shop", () => {
    expect(pagePathOf("https://shop.example/blogs/line-follower?x=1")).toEqual({ path: "/blogs/line-follower" });
    expect(pagePathOf("blogs/line-follower/")).toEqual({ path: "/blogs/line-follower" });
    expect(pagePathOf("/kits/robot-car")).toEqual({ path: "/kits/robot-car" });
    expect(pagePathOf("")).toEqual({ error: BOM_MESSAGES.listFeaturedPath });
    expect(pagePathOf("/")).toEqual({ error: BOM_MESSAGES.listFeaturedPath });
    expect(pagePathOf("/Blogs/Line Follower")).toEqual({ error: BOM_MESSAGES.listFeaturedPath });
  });
});
