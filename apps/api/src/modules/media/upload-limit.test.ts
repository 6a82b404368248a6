import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_IMAGE_MAX_BYTES } from "@shop/contracts";
import { grantStaffRole } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createSignedInUser } from "../../test/factories";

/**
 * Bodies over a route's limit, sent over a real socket as many clients send them: the
 * whole body written before the answer is read. The API used to close the socket on the
 * unread bytes; the client's next write then failed (EPIPE, a reset) and the 413 it had
 * been sent was never read.
 */
const t = useTestApp();
let base: string;
let staff: Record<string, string>;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const { user, headers } = await createSignedInUser(t.db);
  await grantStaffRole(t.db, user.phone, "staff");
  staff = headers;
});
afterAll(() => t.app.close());

const MB = 1024 * 1024;

/** Writes the request head and `size` bytes of body, reading nothing until all is written; then reads the answer. */
function sendWholeThenRead(head: Record<string, string>, path: string, size: number): Promise<{ written: boolean; answer: string; error?: string }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.pause();
    let answer = "";
    let written = false;
    socket.on("error", (error: NodeJS.ErrnoException) => resolve({ written, answer, error: error.code }));
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      // The whole answer is in (its Content-Length): done, whether or not the server would keep the connection.
      const end = answer.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: (\d+)/i.exec(answer)?.[1];
      if (end >= 0 && length !== undefined && Buffer.byteLength(answer.slice(end + 4), "latin1") >= Number(length)) {
        resolve({ written, answer });
        socket.destroy();
      }
    });
    socket.on("close", () => resolve({ written, answer }));
    const lines = Object.entries({ host: "localhost", "content-length": String(size), ...head }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`POST ${path} HTTP/1.1\r\n${lines.join("")}connection: close\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 1);
    let sent = 0;
    const pump = () => {
      while (sent < size && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
      if (sent >= size) {
        written = true;
        socket.resume();
      }
    };
    pump();
  });
}

describe("a body over the route's limit", () => {
  it("answers a 30 MB image sent straight to the upload route 413 with the limit in words, and keeps serving", async () => {
    const sent = await sendWholeThenRead({ ...staff, "content-type": "image/png" }, "/v1/admin/products/1/images", 30 * MB);
    expect(sent.error).toBeUndefined();
    expect(sent.written).toBe(true);
    expect(sent.answer).toMatch(/^HTTP\/1\.1 413 /);
    const body = JSON.parse(sent.answer.slice(sent.answer.indexOf("\r\n\r\n") + 4));
    expect(body).toEqual({
      message: "The file or request is too large: at most 8 MB",
      errors: [{ message: "The file or request is too large: at most 8 MB", code: "payload_too_large" }],
    });
    expect(ADMIN_IMAGE_MAX_BYTES).toBe(8 * MB);
    // fetch, which reads while it sends, gets the same answer.
    const res = await fetch(`${base}/v1/admin/products/1/images`, {
      method: "POST",
      headers: { ...staff, "content-type": "image/png" },
      body: Buffer.alloc(9 * MB, 1),
    });
    expect(res.status).toBe(413);
    expect((await fetch(`${base}/health`)).status).toBe(200);
  });

  it("answers 413 to a streamed (chunked) upload that passes the limit as it comes", async () => {
    const chunk = Buffer.alloc(MB, 1);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 30) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${base}/v1/admin/products/1/images`, {
      method: "POST",
      headers: { ...staff, "content-type": "image/jpeg" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].code).toBe("payload_too_large");
  });

  it("answers 413 on every other route at its own limit (1 MB of JSON), never a reset", async () => {
    for (const path of ["/v1/auth/otp", "/v1/contact", "/v1/orders/tracking"]) {
      const sent = await sendWholeThenRead({ "content-type": "application/json" }, path, 4 * MB);
      expect(sent.error, path).toBeUndefined();
      expect(sent.answer, path).toMatch(/^HTTP\/1\.1 413 /);
      expect(sent.answer, path).toContain('"message":"The file or request is too large: at most 1 MB"');
    }
  });

  it("lets a refused upload finish sending before the answer (401 without a session)", async () => {
    const sent = await sendWholeThenRead({ "content-type": "image/png" }, "/v1/admin/products/1/images", 4 * MB);
    expect(sent.error).toBeUndefined();
    expect(sent.answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});
