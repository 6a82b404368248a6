import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import pino from "pino";
import { outbox, type DbHandle } from "@shop/db";
import { testEnv } from "../../test/app";
import { createTestDb } from "../../test/db";
import { createProviders } from "./providers";
import { deliverPending, enqueueMessage } from "./service";
import { startSmtpCatcher, type SmtpCatcher } from "./smtp-catcher";

let handle: DbHandle;
let catcher: SmtpCatcher;

beforeAll(async () => {
  handle = await createTestDb();
  catcher = await startSmtpCatcher({ port: 0 });
});
afterAll(async () => {
  await catcher?.close();
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(outbox);
  catcher.messages.length = 0;
});

function smtpProviders(smtpUrl: string, env: Record<string, string> = {}) {
  return createProviders(
    testEnv({ MAIL_PROVIDER: "smtp", SMTP_URL: smtpUrl, SHOP_NAME: "RoboDoc, Dhaka", SHOP_EMAIL: "shop@robodoc.test", ...env }),
    pino({ level: "silent" }),
  );
}

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("MAIL_PROVIDER=smtp", () => {
  it("delivers an outbox mail with its headers to the SMTP server and marks it sent", async () => {
    const unsubscribe = "<https://robodoc.test/v1/newsletter/unsubscribe?token=abc123def456ghi789jkl012mno345pqr678>, <mailto:unsubscribe@robodoc.test>";
    const body = `ধন্যবাদ! Thanks for subscribing.\nA long line that nodemailer has to wrap: ${"lorem ipsum ".repeat(12)}end.\nUnsubscribe: https://robodoc.test/u`;
    await enqueueMessage(handle.db, {
      channel: "email",
      to: "shopper@example.com",
      subject: "নিউজলেটার: confirm your subscription",
      body,
      headers: { "List-Unsubscribe": unsubscribe, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "Reply-To": "help@robodoc.test" },
    });

    expect(await deliverPending(handle.db, smtpProviders(`smtp://127.0.0.1:${catcher.port}`))).toBe(1);

    expect(catcher.messages).toHaveLength(1);
    const [mail] = catcher.messages;
    expect(mail.envelope).toEqual({ from: "shop@robodoc.test", to: ["shopper@example.com"] });
    expect(mail.auth).toBeNull();
    expect(mail.headers).toMatchObject({
      from: '"RoboDoc, Dhaka" <shop@robodoc.test>',
      to: "shopper@example.com",
      subject: "নিউজলেটার: confirm your subscription",
      "list-unsubscribe": unsubscribe,
      "list-unsubscribe-post": "List-Unsubscribe=One-Click",
      "reply-to": "help@robodoc.test",
    });
    expect(mail.headers["content-type"]).toMatch(/^text\/plain/);
    expect(mail.body.trimEnd()).toBe(body);
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.to, "shopper@example.com"));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("puts the mail back to pending and reports the error when the SMTP server is down", async () => {
    await enqueueMessage(handle.db, { channel: "email", to: "down@example.com", subject: "Hello", body: "body" });
    const errors: unknown[] = [];

    const sent = await deliverPending(handle.db, smtpProviders(`smtp://mailer:hunter2secret@127.0.0.1:${await closedPort()}`), {
      onError: (error) => errors.push(error),
    });

    expect(sent).toBe(0);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(Error);
    expect((errors[0] as Error).message).toMatch(/ECONNREFUSED/);
    // What the dispatcher logs carries no credentials.
    expect(JSON.stringify(errors[0], Object.getOwnPropertyNames(errors[0]))).not.toContain("hunter2secret");
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.to, "down@example.com"));
    expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null, errorKind: "transient" });
    expect(row.errorMessage).toMatch(/ECONNREFUSED/);
    expect(row.errorMessage).not.toContain("hunter2secret");
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it("logs in with the credentials in SMTP_URL and sends From as MAIL_FROM", async () => {
    await enqueueMessage(handle.db, { channel: "email", to: "auth@example.com", subject: "Hello", body: "body" });

    const providers = smtpProviders(`smtp://mailer%40robodoc.test:p%40ss%3Aword@127.0.0.1:${catcher.port}`, { MAIL_FROM: "Orders <orders@robodoc.test>" });
    expect(await deliverPending(handle.db, providers)).toBe(1);

    expect(catcher.messages).toHaveLength(1);
    const [mail] = catcher.messages;
    expect(mail.auth).toEqual({ username: "mailer@robodoc.test", password: "p@ss:word" });
    expect(mail.envelope.from).toBe("orders@robodoc.test");
    expect(mail.headers.from).toBe("Orders <orders@robodoc.test>");
  });
});
