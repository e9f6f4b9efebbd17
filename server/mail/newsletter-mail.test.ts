import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpSubscriber } from "../db/newsletter-repository.ts";
import { testEngines, useTestDatabase } from "../db/test-databases.ts";
import { MailWorker } from "./mail-worker.ts";
import { newsletterConfirmationMail } from "./newsletter-mail.ts";
import { smtpSender } from "./smtp-sender.ts";
import { TestSmtpServer } from "./test-smtp-server.ts";

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const links = { confirm: "https://ankur.example.in/api/newsletter/confirm?token=c.s", unsubscribe: "https://ankur.example.in/api/newsletter/unsubscribe?token=u.s" };

describe("the newsletter's confirmation mail", () => {
  it("carries the confirmation link, the unsubscribe link and the one-click headers", () => {
    const mail = newsletterConfirmationMail("asha@example.in", links);
    expect(mail.recipients).toEqual(["asha@example.in"]);
    expect(mail.body).toContain(links.confirm);
    expect(mail.body).toContain(`Unsubscribe (open the link, press the button): ${links.unsubscribe}`);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });
});

describe.each(testEngines())("newsletter mail through the outbox to an SMTP server on $name", (engine) => {
  const t = useTestDatabase(engine);
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  it("sends the List-Unsubscribe headers the outbox holds", async () => {
    await signUpSubscriber(t.database, "ravi@example.in", { newReference: () => "NWS-2026-ABCDEF", mail: () => newsletterConfirmationMail("ravi@example.in", links) });
    const sender = smtpSender(smtp.url);
    const worker = new MailWorker({
      database: t.database,
      send: sender.send,
      from: "Ankur <no-reply@ankur.test>",
      teamInbox: {} as never,
      maxAttempts: 3,
      retryDelayMs: 60_000,
      retryDelayMaxMs: 60_000,
      log: silentLog,
      pollMs: 60_000,
      claimMs: 60_000,
    });
    try {
      expect(await worker.runOnce()).toBe(1);
    } finally {
      sender.close();
    }
    const [received] = smtp.withSubject("confirm your Ankur newsletter");
    expect(received?.envelopeTo).toEqual(["ravi@example.in"]);
    const headers = Object.fromEntries(Object.entries(received?.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    expect(headers["list-unsubscribe"]).toBe(`<${links.unsubscribe}>`);
    expect(headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(received?.text).toContain(links.unsubscribe);
  });
});
