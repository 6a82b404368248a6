import { describe, expect, it } from "vitest";
import { adminProductInput, adminShipBody } from "./admin";
import { WEB_LINK_MESSAGE, webLink } from "./formats";

// Issue 40: `javascript:` and other non-http addresses were accepted as datasheet and
// courier tracking links, which the shop then put into an href.
const refused = [
  "javascript:alert(document.cookie)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "ftp://files.example.com/ds.pdf",
  "file:///etc/passwd",
  "mailto:shop@example.com",
  "https:evil.example",
  "http:/evil.example",
  "//evil.example/x",
  "/relative/path",
  "www.example.com/ds.pdf",
];
const accepted = ["https://www.ti.com/lit/ds/symlink/l298.pdf", "http://courier.example/track?id=PTH-1&x=1", "HTTPS://Example.com/A"];

describe("webLink: what becomes an href", () => {
  it.each(refused)("refuses %j", (value) => expect(webLink(value)).toBeNull());
  it.each(accepted)("keeps %j as an absolute http(s) address", (value) => expect(webLink(value)).toBe(new URL(value.trim()).href));
  it("has nothing for an empty or missing address", () => {
    for (const value of ["", "   ", null, undefined]) expect(webLink(value)).toBeNull();
  });
});

describe("the back office's link fields, API and forms alike", () => {
  const product = { name: "L298N driver", slug: "l298n", sku: "L298N-1", category_id: 1, price_poisha: 25000 };
  it.each(refused)("refuse %j as a datasheet or tracking link, with the field's words", (value) => {
    const datasheet = adminProductInput.safeParse({ ...product, datasheet_url: value });
    expect(datasheet.success).toBe(false);
    expect(datasheet.error?.issues).toEqual([expect.objectContaining({ path: ["datasheet_url"], message: WEB_LINK_MESSAGE })]);
    const ship = adminShipBody.safeParse({ courier: "manual", courier_name: "Pathao", courier_tracking_number: "PTH-1", tracking_url: value });
    expect(ship.success).toBe(false);
    expect(ship.error?.issues).toEqual([expect.objectContaining({ path: ["tracking_url"], message: WEB_LINK_MESSAGE })]);
  });

  it("accept an http(s) address, an empty field and no field", () => {
    for (const datasheet_url of [...accepted, "", null, undefined]) expect(adminProductInput.safeParse({ ...product, datasheet_url }).success).toBe(true);
    for (const tracking_url of [...accepted, "", undefined])
      expect(adminShipBody.safeParse({ courier: "manual", courier_name: "Pathao", courier_tracking_number: "PTH-1", tracking_url }).success).toBe(true);
  });
});
