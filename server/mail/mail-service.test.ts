import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.ts";
import { insertLead } from "../db/leads-repository.ts";
import { countOutbox, enqueueMessages } from "../db/outbox-repository.ts";
import { type TestDatabase, testEngines } from "../db/test-databases.ts";
import { createMailService } from "./mail-service.ts";

describe.each(testEngines())("mail off on $name", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await engine.open();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("says so once, with how many messages wait, and sends nothing", async () => {
    await insertLead(
      t.database,
      { kind: "contact", email: "a@b.in", fields: {} },
      {
        newReference: () => "CON-2026-OFFOFF",
        alongside: (trx, lead) => enqueueMessages(trx, lead.id, [{ audience: "visitor", recipients: ["a@b.in"], subject: "s", body: "b" }], lead.submittedAt),
      },
    );
    type LogCall = (details: object, message: string) => void;
    const log = { info: vi.fn<LogCall>(), warn: vi.fn<LogCall>(), error: vi.fn<LogCall>() };
    const mail = createMailService({ config: loadConfig({}).mail, database: t.database, log });
    await mail.start();
    mail.wake();
    mail.wake();
    await mail.stop();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith({ waiting: 1 }, "mail is off: SMTP_URL is not set, so e-mails wait in the outbox until it is");
    expect(log.error).not.toHaveBeenCalled();
    expect(await countOutbox(t.database)).toMatchObject({ pending: 1, sent: 0 });
  });
});
