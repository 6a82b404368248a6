import { chromium } from "playwright-core";
const base = "http://localhost:3310", api = "http://127.0.0.1:4318";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
for (const [name, vp] of [["desk", { width: 1280, height: 900 }], ["phone", { width: 375, height: 740 }]]) {
  const ctx = await browser.newContext({ viewport: vp, isMobile: vp.width < 768, hasTouch: vp.width < 768 });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.log("pageerror", e.message));
  await page.goto(base + "/my-account");
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/wi-shots/${name}-signin.png` });
  const phone = "0171" + String(Date.now()).slice(-7);
  await page.getByRole("textbox", { name: "Phone Number" }).fill(phone);
  await page.getByRole("button", { name: "Send Code" }).click();
  await page.waitForTimeout(800);
  const msgs = await (await fetch(`${api}/v1/dev/outbox?to=${phone}`)).json();
  const code = /\d{6}/.exec(msgs.data.messages[0].body)[0];
  await page.screenshot({ path: `/tmp/wi-shots/${name}-otp.png` });
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await page.waitForURL("**/my-account");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/wi-shots/${name}-account.png`, fullPage: true });
  if (name === "desk") { await page.getByRole("button", { name: "Account menu" }).click(); await page.waitForTimeout(300); await page.screenshot({ path: `/tmp/wi-shots/${name}-menu.png` }); await page.keyboard.press("Escape"); }
  else { await page.getByRole("button", { name: "Open menu" }).click(); await page.waitForTimeout(600); await page.screenshot({ path: `/tmp/wi-shots/${name}-menu.png` }); await page.keyboard.press("Escape"); }
  await page.getByRole("button", { name: "Change Phone Number" }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/wi-shots/${name}-phone-dialog.png` });
  await ctx.close();
}
await browser.close();
