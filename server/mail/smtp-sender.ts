import type { SendMail } from "./mail-worker.ts";

/** SMTP timeouts: well within the outbox's claim, so a hung server never makes a message go twice. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export type SmtpSender = {
  send: SendMail;
  /** Whether the server answers and accepts the login; the reason when it does not. */
  verify: () => Promise<{ ok: true } | { ok: false; reason: string }>;
  close: () => void;
};

/** nodemailer over SMTP_URL: smtp:// upgrades with STARTTLS when the server offers it, smtps:// is TLS from the start. */
export function smtpSender(smtpUrl: string): SmtpSender {
  // Loaded only when mail is configured: nodemailer holds some 6 MB of memory (docs/decisions/0005-performance-budgets.md).
  // Pooled: the worker's messages share one connection instead of a new
  // connection, greeting and login each (which caps a mail server with a
  // greeting delay at some ten messages a second).
  const transport = import("nodemailer").then(({ createTransport }) => createTransport({ url: smtpUrl, pool: true, maxConnections: 1, ...TIMEOUTS }));
  // A bad SMTP_URL surfaces in send() and verify(); it must not end the process as an unhandled rejection.
  transport.catch(() => undefined);
  return {
    async send(mail) {
      await (await transport).sendMail({
        from: mail.from,
        to: [...mail.to],
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.headers ? { headers: { ...mail.headers } } : {}),
      });
    },
    async verify() {
      try {
        await (await transport).verify();
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => void transport.then((t) => t.close(), () => undefined),
  };
}
