// The SMTP catcher as a process of its own (`npm run mail-catcher`), to read what the shop
// mails locally: start the API with MAIL_PROVIDER=smtp SMTP_URL=smtp://127.0.0.1:1025 and
// every mail is printed here. MAIL_CATCHER_PORT (default 1025).
import { startSmtpCatcher, type CaughtMail } from "./smtp-catcher";

function format(mail: CaughtMail): string {
  const headers = Object.entries(mail.headers).map(([name, value]) => `  ${name}: ${value}`);
  return [`--- mail to ${mail.envelope.to.join(", ")}: ${mail.headers.subject ?? "(no subject)"}`, ...headers, "", mail.body.trimEnd(), ""].join("\n");
}

const catcher = await startSmtpCatcher({ port: Number(process.env.MAIL_CATCHER_PORT ?? 1025), onMail: (mail) => console.log(format(mail)) });
console.log(`[mail-catcher] listening on smtp://127.0.0.1:${catcher.port} (any user and password, no TLS)`);
const stop = () => void catcher.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
