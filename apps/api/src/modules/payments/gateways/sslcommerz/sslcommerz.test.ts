import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  SslCommerzError,
  createSslCommerzClient,
  poishaToSslAmount,
  sslAmountToPoisha,
  type SslCommerzClientConfig,
  type SslCommerzSessionInput,
} from "./client";
import { startFakeSslCommerz, type FakeSslCommerz } from "../../../../../fakes/payments/sslcommerz/fake";
import { pressOnFakeSslPage } from "../../../../../fakes/payments/sslcommerz/testing";

/** A merchant endpoint on port 0 that records the IPNs it receives. */
type IpnSink = { url: string; received: { path: string; contentType?: string; fields: Record<string, string> }[]; close(): Promise<void> };
async function startIpnSink(): Promise<IpnSink> {
  const received: IpnSink["received"] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        path: req.url ?? "",
        contentType: req.headers["content-type"],
        fields: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))),
      });
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("OK");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/payments/sslcommerz/ipn`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let fake: FakeSslCommerz;
let sink: IpnSink;
beforeEach(async () => {
  fake = await startFakeSslCommerz();
  sink = await startIpnSink();
});
afterEach(async () => {
  await fake.close();
  await sink.close();
});

const clientFor = (f: FakeSslCommerz, extra: Partial<SslCommerzClientConfig> = {}) =>
  createSslCommerzClient({ baseUrl: f.baseUrl, ...f.credentials, ...extra });

const SHOP = "http://shop.test/api/v1/payments/sslcommerz";
const input = (overrides: Partial<SslCommerzSessionInput> = {}): SslCommerzSessionInput => ({
  tranId: "ORD-1001-1",
  amountPoisha: 570_00,
  customer: {
    name: "Rahima Khatun",
    email: "rahima@example.com",
    phone: "01711000000",
    address: "House 12, Road 5, Dhanmondi",
    city: "Dhaka",
    postcode: "1209",
  },
  shipping: { name: "Rahima Khatun", address: "House 12, Road 5, Dhanmondi", city: "Dhaka", postcode: "1209" },
  productName: "Jamdani saree",
  productCategory: "Clothing",
  numItems: 2,
  successUrl: `${SHOP}/success`,
  failUrl: `${SHOP}/fail`,
  cancelUrl: `${SHOP}/cancel`,
  ipnUrl: sink.url,
  ...overrides,
});

describe("amount helpers", () => {
  it("poisha to SSLCommerz's taka string, exactly", () => {
    expect(poishaToSslAmount(570_00)).toBe("570.00");
    expect(poishaToSslAmount(570_50)).toBe("570.50");
    expect(poishaToSslAmount(1)).toBe("0.01");
    expect(poishaToSslAmount(10)).toBe("0.10");
    expect(poishaToSslAmount(0)).toBe("0.00");
    expect(poishaToSslAmount(Number.MAX_SAFE_INTEGER)).toBe("90071992547409.91");
    expect(() => poishaToSslAmount(1.5)).toThrow(RangeError);
    expect(() => poishaToSslAmount(-100)).toThrow(RangeError);
  });

  it("SSLCommerz's taka string to poisha, parsed without floating point", () => {
    expect(sslAmountToPoisha("570")).toBe(57000);
    expect(sslAmountToPoisha("570.5")).toBe(57050);
    expect(sslAmountToPoisha("570.50")).toBe(57050);
    expect(sslAmountToPoisha("570.5000")).toBe(57050);
    expect(sslAmountToPoisha("0.29")).toBe(29); // 0.29 * 100 = 28.999999999999996 as a float
    expect(sslAmountToPoisha("1.15")).toBe(115);
    expect(sslAmountToPoisha(" 500000.00 ")).toBe(500_000_00);
    expect(sslAmountToPoisha(15)).toBe(1500);
    for (const bad of ["", "abc", "-1", "1.001", "1e3", "1,000.00", "90071992547409.92"]) expect(() => sslAmountToPoisha(bad), bad).toThrow(RangeError);
    for (const poisha of [0, 1, 9, 10, 99, 100, 101, 57050, 123456789]) expect(sslAmountToPoisha(poishaToSslAmount(poisha))).toBe(poisha);
  });
});

describe("SSLCommerz client against the fake", () => {
  it("opens a session with SSLCommerz's form fields and gets the hosted page's URL", async () => {
    const client = clientFor(fake);
    const session = await client.createSession(input());
    expect(session.sessionKey).toMatch(/^[A-Z0-9]{32}$/);
    expect(session.gatewayUrl).toBe(`${fake.baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${session.sessionKey}`);
    const sent = fake.state.requests.find((r) => r.endpoint === "session")!;
    expect(sent.fields).toEqual({
      store_id: fake.credentials.storeId,
      store_passwd: fake.credentials.storePassword,
      total_amount: "570.00",
      currency: "BDT",
      tran_id: "ORD-1001-1",
      success_url: `${SHOP}/success`,
      fail_url: `${SHOP}/fail`,
      cancel_url: `${SHOP}/cancel`,
      ipn_url: sink.url,
      cus_name: "Rahima Khatun",
      cus_email: "rahima@example.com",
      cus_add1: "House 12, Road 5, Dhanmondi",
      cus_city: "Dhaka",
      cus_postcode: "1209",
      cus_country: "Bangladesh",
      cus_phone: "01711000000",
      shipping_method: "Courier",
      num_of_item: "2",
      product_name: "Jamdani saree",
      product_category: "Clothing",
      product_profile: "physical-goods",
      ship_name: "Rahima Khatun",
      ship_add1: "House 12, Road 5, Dhanmondi",
      ship_city: "Dhaka",
      ship_postcode: "1209",
      ship_country: "Bangladesh",
    });

    await client.createSession(input({ tranId: "ORD-1002-1", shipping: null, customer: { ...input().customer, postcode: undefined } }));
    const noShip = fake.state.requests.filter((r) => r.endpoint === "session")[1].fields;
    expect(noShip).toMatchObject({ shipping_method: "NO", cus_postcode: "0000" });
    expect(noShip).not.toHaveProperty("ship_name");
  });

  it("Pay: the IPN arrives signed, the browser POSTs the same fields to success_url; validate is VALID then VALIDATED", async () => {
    const client = clientFor(fake);
    const session = await client.createSession(input());
    const back = await pressOnFakeSslPage(session.gatewayUrl, "Pay");
    expect(back.html).toContain("ORD-1001-1");
    expect(back.html).toContain("570.00");
    expect(back.action).toBe(`${SHOP}/success`);

    // Default order: the IPN was delivered before the browser got its answer.
    expect(sink.received).toHaveLength(1);
    const ipn = sink.received[0];
    expect(ipn.path).toBe("/api/v1/payments/sslcommerz/ipn");
    expect(ipn.contentType).toBe("application/x-www-form-urlencoded");
    expect(ipn.fields).toMatchObject({
      status: "VALID",
      tran_id: "ORD-1001-1",
      amount: "570.00",
      currency: "BDT",
      risk_level: "0",
      risk_title: "Safe",
      store_id: fake.credentials.storeId,
      card_type: expect.any(String),
      val_id: expect.stringMatching(/^[A-Z0-9]+$/),
      bank_tran_id: expect.stringMatching(/^[A-Z0-9]+$/),
      verify_sign: expect.stringMatching(/^[0-9a-f]{32}$/),
      verify_key: expect.stringContaining("tran_id"),
    });
    expect(client.verifySign(ipn.fields)).toBe(true);
    expect(back.fields).toEqual(ipn.fields);
    expect(client.verifySign(back.fields)).toBe(true);

    // Any change to a signed field breaks the signature; so does another store's password.
    expect(client.verifySign({ ...ipn.fields, amount: "5700.00" })).toBe(false);
    expect(clientFor(fake, { storePassword: "other" }).verifySign(ipn.fields)).toBe(false);
    const { verify_sign: _sign, ...unsigned } = ipn.fields;
    expect(client.verifySign(unsigned)).toBe(false);
    const { verify_key: _key, ...keyless } = ipn.fields;
    expect(client.verifySign(keyless)).toBe(false);

    const first = await client.validate(ipn.fields.val_id);
    expect(first).toMatchObject({
      status: "VALID",
      tranId: "ORD-1001-1",
      valId: ipn.fields.val_id,
      amountPoisha: 570_00,
      currency: "BDT",
      bankTranId: ipn.fields.bank_tran_id,
      riskLevel: "0",
    });
    const sentValidation = fake.state.requests.find((r) => r.endpoint === "validation")!;
    expect(sentValidation.fields).toEqual({
      val_id: ipn.fields.val_id,
      store_id: fake.credentials.storeId,
      store_passwd: fake.credentials.storePassword,
      v: "1",
      format: "json",
    });
    expect(await client.validate(ipn.fields.val_id)).toMatchObject({ status: "VALIDATED", amountPoisha: 570_00, tranId: "ORD-1001-1" });
    expect(fake.state.calls.validation).toBe(2);

    const queried = await client.queryByTranId("ORD-1001-1");
    expect(queried.apiConnect).toBe("DONE");
    expect(queried.elements).toHaveLength(1);
    expect(queried.elements[0]).toMatchObject({ status: "VALIDATED", valId: ipn.fields.val_id, amountPoisha: 570_00, bankTranId: ipn.fields.bank_tran_id });

    // The page cannot be used twice.
    expect((await fetch(session.gatewayUrl)).status).toBe(409);
  });

  it("Fail and Cancel: FAILED / CANCELLED to fail_url / cancel_url and the IPN, no val_id; validation knows nothing", async () => {
    const client = clientFor(fake);
    for (const [button, status, url] of [
      ["Fail", "FAILED", `${SHOP}/fail`],
      ["Cancel", "CANCELLED", `${SHOP}/cancel`],
    ] as const) {
      const tranId = `ORD-${button}`;
      const session = await client.createSession(input({ tranId }));
      const back = await pressOnFakeSslPage(session.gatewayUrl, button);
      expect(back.action).toBe(url);
      expect(back.fields).toMatchObject({ status, tran_id: tranId, amount: "570.00", error: expect.any(String) });
      expect(back.fields).not.toHaveProperty("val_id");
      expect(client.verifySign(back.fields)).toBe(true);
      const ipn = sink.received.at(-1)!;
      expect(ipn.fields).toEqual(back.fields);
      expect(await client.validate("NOSUCHVALID")).toMatchObject({ status: "INVALID_TRANSACTION", amountPoisha: undefined });
      expect((await client.queryByTranId(tranId)).elements[0]).toMatchObject({ status, tranId });
    }
    expect(sink.received).toHaveLength(2);
  });

  it("badSign: the IPN and the browser POST carry a verify_sign that does not verify", async () => {
    fake.setMode({ badSign: true });
    const client = clientFor(fake);
    const back = await pressOnFakeSslPage((await client.createSession(input())).gatewayUrl, "Pay");
    expect(client.verifySign(back.fields)).toBe(false);
    expect(client.verifySign(sink.received[0].fields)).toBe(false);
  });

  it("ipnTwice: the same IPN arrives twice", async () => {
    fake.setMode({ ipnTwice: true });
    const client = clientFor(fake);
    await pressOnFakeSslPage((await client.createSession(input())).gatewayUrl, "Pay");
    expect(sink.received).toHaveLength(2);
    expect(sink.received[1].fields).toEqual(sink.received[0].fields);
    expect(fake.state.ipnsSent.map((i) => i.httpStatus)).toEqual([200, 200]);
  });

  it("ipnAfterRedirect: the browser has its answer first, the IPN follows; noIpn sends none", async () => {
    const client = clientFor(fake);
    fake.setMode({ ipnAfterRedirect: true });
    const back = await pressOnFakeSslPage((await client.createSession(input())).gatewayUrl, "Pay");
    expect(back.fields.status).toBe("VALID");
    await fake.ipnsSettled();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0].fields).toEqual(back.fields);

    fake.setMode({ ipnBeforeRedirect: true, noIpn: true });
    await pressOnFakeSslPage((await client.createSession(input({ tranId: "ORD-2" }))).gatewayUrl, "Pay");
    await fake.ipnsSettled();
    expect(sink.received).toHaveLength(1);

    const quiet = await startFakeSslCommerz({ ipn: false });
    try {
      await pressOnFakeSslPage((await clientFor(quiet).createSession(input({ tranId: "ORD-3" }))).gatewayUrl, "Pay");
      expect(quiet.state.ipnsSent).toHaveLength(0);
    } finally {
      await quiet.close();
    }
  });

  it("amountMismatch: validation reports another amount than the session's", async () => {
    fake.setMode({ amountMismatch: true });
    const client = clientFor(fake);
    const back = await pressOnFakeSslPage((await client.createSession(input())).gatewayUrl, "Pay");
    expect(back.fields.amount).toBe("570.00");
    expect(await client.validate(back.fields.val_id)).toMatchObject({ status: "VALID", amountPoisha: 569_00 });
    fake.setMode({ amountMismatch: "57.00" });
    expect(await client.validate(back.fields.val_id)).toMatchObject({ status: "VALIDATED", amountPoisha: 57_00 });
  });

  it("riskLevel 1: VALID but risky in the IPN, the browser POST and the validation", async () => {
    fake.setMode({ riskLevel: "1" });
    const client = clientFor(fake);
    const back = await pressOnFakeSslPage((await client.createSession(input())).gatewayUrl, "Pay");
    expect(back.fields).toMatchObject({ status: "VALID", risk_level: "1", risk_title: "Risky" });
    expect(sink.received[0].fields.risk_level).toBe("1");
    expect(client.verifySign(back.fields)).toBe(true);
    expect(await client.validate(back.fields.val_id)).toMatchObject({ status: "VALID", riskLevel: "1" });
  });

  it("refunds a paid transaction by bank_tran_id; over-refunds are refused", async () => {
    const client = clientFor(fake);
    const back = await pressOnFakeSslPage((await client.createSession(input({ amountPoisha: 250_50 }))).gatewayUrl, "Pay");
    await client.validate(back.fields.val_id);
    const refund = await client.refund({ bankTranId: back.fields.bank_tran_id, amountPoisha: 200_50, remarks: "Order cancelled", refId: "ORD-1001-R1" });
    expect(refund).toMatchObject({ status: "success", refundRefId: expect.stringMatching(/^[A-Z0-9]{16}$/) });
    expect(fake.state.requests.find((r) => r.endpoint === "refund")!.fields).toEqual({
      bank_tran_id: back.fields.bank_tran_id,
      refund_amount: "200.50",
      refund_remarks: "Order cancelled",
      refe_id: "ORD-1001-R1",
      store_id: fake.credentials.storeId,
      store_passwd: fake.credentials.storePassword,
      format: "json",
    });
    expect(await client.refund({ bankTranId: back.fields.bank_tran_id, amountPoisha: 50_01, remarks: "again" })).toMatchObject({
      status: "failed",
      errorReason: "Invalid refund amount",
    });
    expect(await client.refund({ bankTranId: back.fields.bank_tran_id, amountPoisha: 50_00, remarks: "rest" })).toMatchObject({ status: "success" });
    expect(await client.refund({ bankTranId: "NOSUCHBANKTRAN", amountPoisha: 100, remarks: "x" })).toMatchObject({ status: "failed" });
    expect(fake.state.calls.refund).toBe(4);
  });

  it("bad store credentials: the session is FAILED (an SslCommerzError), validation INVALID_TRANSACTION, merchant APIs refused", async () => {
    const bad = clientFor(fake, { storePassword: "wrong" });
    const err = await bad.createSession(input()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SslCommerzError);
    expect(err).toMatchObject({ code: "FAILED", failedReason: expect.stringContaining("Store Credential") });

    const back = await pressOnFakeSslPage((await clientFor(fake).createSession(input())).gatewayUrl, "Pay");
    expect(await bad.validate(back.fields.val_id)).toMatchObject({ status: "INVALID_TRANSACTION" });
    expect(await clientFor(fake).validate(back.fields.val_id)).toMatchObject({ status: "VALID" });
    await expect(bad.queryByTranId("ORD-1001-1")).rejects.toMatchObject({ name: "SslCommerzError", code: "INVALID_REQUEST" });
    await expect(bad.refund({ bankTranId: back.fields.bank_tran_id, amountPoisha: 100, remarks: "x" })).rejects.toBeInstanceOf(SslCommerzError);
  });

  it("the session API refuses amounts outside 10.00–500000.00 and missing fields", async () => {
    const client = clientFor(fake);
    for (const amountPoisha of [9_99, 500_000_01]) {
      await expect(client.createSession(input({ amountPoisha }))).rejects.toMatchObject({
        code: "FAILED",
        failedReason: expect.stringContaining("total_amount"),
      });
    }
    await expect(client.createSession(input({ amountPoisha: 10_00 }))).resolves.toMatchObject({ sessionKey: expect.any(String) });
    await expect(client.createSession(input({ amountPoisha: 500_000_00 }))).resolves.toMatchObject({ sessionKey: expect.any(String) });
    await expect(client.createSession(input({ customer: { ...input().customer, phone: "" } }))).rejects.toMatchObject({
      code: "FAILED",
      failedReason: expect.stringContaining("cus_phone"),
    });
    expect(fake.state.calls.session).toBe(5);
  });

  it("an unreachable host is a NETWORK SslCommerzError", async () => {
    const closed = await startFakeSslCommerz();
    await closed.close();
    await expect(clientFor(closed).validate("x")).rejects.toMatchObject({ name: "SslCommerzError", code: "NETWORK" });
  });
});
