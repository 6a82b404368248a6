import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { secondConnection } from "../../test/db";
import { randomPhone } from "../../test/factories";
import { deliverPending, enqueueMessage } from "./service";

const t = useTestApp();
let other: Awaited<ReturnType<typeof secondConnection>>;
beforeAll(async () => {
  other = await secondConnection(t.db);
});
afterAll(async () => {
  await other?.close();
});

describe("delivering the outbox from two API processes at once", () => {
  it("sends each message once", async () => {
    await t.app.outbox.idle();
    const phone = randomPhone();
    const bodies = Array.from({ length: 50 }, (_, i) => `message ${i}`);
    for (const body of bodies) await enqueueMessage(t.db, { channel: "sms", to: phone, body });

    const sent: string[] = [];
    const providers = {
      sms: { send: async (to: string, body: string) => void (to === phone && sent.push(body)) },
      mail: { send: async () => undefined },
    };
    await Promise.all([
      deliverPending(t.db, providers),
      deliverPending(other.db, providers),
      deliverPending(t.db, providers),
      deliverPending(other.db, providers),
    ]);

    expect(sent.toSorted()).toEqual(bodies.toSorted());
    const left = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox where "to" = ${phone} and status <> 'sent'`);
    expect(left.rows[0].n).toBe(0);
  });
});
