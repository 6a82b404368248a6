/**
 * A local SMTP server that keeps every mail instead of delivering it: the SMTP
 * provider's tests talk to it, and a developer runs it (`npm run mail-catcher`) to read
 * what the shop mails with MAIL_PROVIDER=smtp. It listens on 127.0.0.1 only, takes any
 * user and password (and records them), and offers no TLS, so AUTH goes in the clear.
 * Headers and body are decoded the way nodemailer writes them (UTF-8, quoted-printable
 * or base64); multipart messages keep their body as sent.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type CaughtMail = {
  envelope: { from: string | null; to: string[] };
  /** What the client gave to AUTH; null when it sent without logging in. */
  auth: { username: string; password: string } | null;
  /** The message as received (headers and body, CRLF line ends). */
  raw: string;
  /** Unfolded, encoded words decoded, names in lower case; of a repeated header the first is kept. */
  headers: Record<string, string>;
  /** The decoded body, LF line ends. */
  body: string;
};

export type SmtpCatcher = { port: number; messages: CaughtMail[]; close(): Promise<void> };

export async function startSmtpCatcher({ port = 0, onMail }: { port?: number; onMail?: (mail: CaughtMail) => void } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const logins = new Map<string, CaughtMail["auth"]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A client still connected at close() is dropped after a second, not the default 30.
    closeTimeout: 1000,
    onAuth(auth, session, callback) {
      logins.set(session.id, { username: auth.username ?? "", password: auth.password ?? "" });
      callback(null, { user: session.id });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mailFrom = session.envelope.mailFrom;
        const mail: CaughtMail = {
          envelope: { from: mailFrom ? mailFrom.address : null, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) },
          auth: logins.get(session.id) ?? null,
          raw,
          ...parseMessage(raw),
        };
        messages.push(mail);
        onMail?.(mail);
        callback();
      });
    },
    onClose(session) {
      logins.delete(session.id);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // A client that drops its connection surfaces here; the catcher carries on.
  server.on("error", () => undefined);
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMessage(raw: string): { headers: Record<string, string>; body: string } {
  const blank = /\r?\n\r?\n/.exec(raw);
  const head = blank ? raw.slice(0, blank.index) : raw;
  const rest = blank ? raw.slice(blank.index + blank[0].length) : "";
  const headers: Record<string, string> = {};
  // Unfolding: a line starting with white space continues the previous one.
  for (const line of head.replace(/\r?\n(?=[ \t])/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = headers["content-transfer-encoding"]?.toLowerCase();
  const bytes = encoding === "quoted-printable" ? decodeQuotedPrintable(rest) : encoding === "base64" ? Buffer.from(rest, "base64") : Buffer.from(rest, "utf8");
  return { headers, body: bytes.toString("utf8").replace(/\r\n/g, "\n") };
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`); a run of them is one byte string, so a character split across two survives. */
function decodeWords(value: string): string {
  const word = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;
  return value.replace(/=\?[^?]+\?[BbQq]\?[^?]*\?=(?:\s+=\?[^?]+\?[BbQq]\?[^?]*\?=)*/g, (run) =>
    Buffer.concat(
      [...run.matchAll(word)].map(([, kind, text]) =>
        kind.toUpperCase() === "B" ? Buffer.from(text, "base64") : decodeQuotedPrintable(text.replace(/_/g, " ")),
      ),
    ).toString("utf8"),
  );
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}
