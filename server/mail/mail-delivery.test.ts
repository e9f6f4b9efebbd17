import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LeadKind } from "../../contract/leads/lead-paths.ts";
import { postLead, useStandInSite } from "../api/leads/api-test-app.ts";
import { contentFormBodies } from "../api/leads/test-bodies.ts";
import { dataUrl, pdfBytes } from "../api/leads/test-files.ts";
import { buildApp } from "../app.ts";
import { findLead } from "../db/leads-repository.ts";
import { countOutbox, listLeadMessages, requeueMessage } from "../db/outbox-repository.ts";
import { type TestDatabase, testEngines } from "../db/test-databases.ts";
import { TestSmtpServer } from "./test-smtp-server.ts";

/**
 * The outbox end to end: leads through the API, e-mails through nodemailer
 * to a real SMTP server on loopback, which goes away and comes back.
 */

const bodies: Record<LeadKind, Record<string, unknown>> = {
  contact: { name: "Priya Deshmukh", email: "priya@sahyadri-agro.in", organization: "Sahyadri Agro", role: "Director", message: "A cohort for our farmers?", website: "" },
  incubation: {
    companyName: "Krishiyantra Labs",
    founderName: "Aditya Kulkarni",
    email: "aditya@krishiyantra.in",
    industrySector: "Agriculture",
    stage: "Prototype",
    pitchDeck: dataUrl(pdfBytes(), "application/pdf"),
    pitchDeckName: "deck.pdf",
    motivation: "A low-cost soil sensor.",
    website: "",
  },
  partnership: {
    organizationName: "Deccan Fintech Alliance",
    contactPerson: "Meera Iyer",
    email: "meera@deccanfintech.org",
    phone: "+91 98765 43210",
    partnershipType: "Strategic",
    industry: "Finance",
    companySize: "51-200",
    proposal: "A joint fintech cohort.",
    website: "",
  },
  ...contentFormBodies,
};

const { configFor } = useStandInSite();
const TEAM = "team@ankur.test";
const SELECTION = "selection@ankur.test";
/** Longer than the longest wait between two tries (2 hours) and than a claim (2 minutes). */
const THREE_HOURS_MS = 3 * 60 * 60_000;

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The mail worker's passes, as its onPass tells them: a negative check ("nothing
 * more went out") waits for a whole pass begun after the moment it is about,
 * rather than for a while.
 */
function passWatcher() {
  let waiting: { endsToSkip: number; resolve: (handled: number) => void }[] = [];
  return {
    onPass(handled: number): void {
      const due = waiting;
      waiting = [];
      for (const watcher of due) {
        if (watcher.endsToSkip > 0) waiting.push({ ...watcher, endsToSkip: watcher.endsToSkip - 1 });
        else watcher.resolve(handled);
      }
    },
    /** How many messages a whole pass begun after this call handled: the second pass to end (the first may have begun before). */
    nextWholePass: () => new Promise<number>((resolve) => waiting.push({ endsToSkip: 1, resolve })),
  };
}

describe.each(testEngines())("mail through the outbox on $name", (engine) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer;
  let app: FastifyInstance | undefined;
  let passes = passWatcher();
  /** How far the worker's clock runs ahead of the real one: "later", without waiting for it. */
  let clockAheadMs = 0;

  beforeAll(async () => {
    t = await engine.open();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(async () => {
    await t.clear();
    smtp = new TestSmtpServer();
    await smtp.start();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await smtp.stop();
  });

  const startApp = async (env: Record<string, string> = {}) => {
    passes = passWatcher();
    clockAheadMs = 0;
    app = await buildApp({
      config: configFor({ SMTP_URL: smtp.url, MAIL_FROM: "Ankur <no-reply@ankur.test>", TEAM_INBOX: TEAM, TEAM_INBOX_INCUBATION: SELECTION, MAIL_RETRY_DELAY: "50ms", ...env }),
      logger: false,
      database: t.database,
      mail: { worker: { pollMs: 20, now: () => new Date(Date.now() + clockAheadMs), onPass: (handled) => passes.onPass(handled) } },
    });
    await app.ready();
    return app;
  };

  const submit = async (kind: LeadKind, body = bodies[kind]) => {
    const res = await postLead(app as FastifyInstance, kind, body);
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };

  const messagesOf = async (reference: string) => {
    const lead = await findLead(t.database, reference);
    return listLeadMessages(t.database, lead?.id ?? -1);
  };

  it("tells the team of every kind of lead and confirms it to the visitor", async () => {
    await startApp();
    const references = new Map<LeadKind, string>();
    for (const kind of Object.keys(bodies) as LeadKind[]) references.set(kind, await submit(kind));
    await waitFor(() => smtp.received.length === 14, "14 messages");

    for (const [kind, reference] of references) {
      const visitorEmail = bodies[kind].email as string;
      const [team, visitor] = smtp.withSubject(reference).sort((a) => (a.envelopeTo.includes(visitorEmail) ? 1 : -1));
      expect(team?.envelopeTo).toEqual([kind === "incubation" ? SELECTION : TEAM]);
      expect(team?.headers["reply-to"]).toBe(visitorEmail);
      expect(team?.headers.from).toBe("Ankur <no-reply@ankur.test>");
      expect(team?.envelopeFrom).toBe("no-reply@ankur.test");
      expect(team?.subject).toMatch(new RegExp(`^New .* ${reference}: `));
      expect(team?.text).toContain(`Reference: ${reference}`);
      expect(team?.text).toContain(`E-mail: ${visitorEmail}`);
      expect(visitor?.envelopeTo).toEqual([visitorEmail]);
      expect(visitor?.text).toContain(reference);
      const states = await messagesOf(reference);
      expect(states.map((m) => [m.audience, m.status, m.attempts])).toEqual([
        ["team", "sent", 1],
        ["visitor", "sent", 1],
      ]);
      expect(states[0]?.recipients).toEqual(team?.envelopeTo);
    }

    const application = references.get("incubation") as string;
    const [teamMail] = smtp.withSubject(`New incubation application ${application}`);
    expect(teamMail?.subject).toBe(`New incubation application ${application}: Krishiyantra Labs`);
    expect(teamMail?.text).toContain("Founder name: Aditya Kulkarni");
    expect(teamMail?.text).toContain("Pitch deck: deck.pdf (application/pdf");
    const [confirmation] = smtp.withSubject(`Your incubation application ${application}`);
    expect(confirmation?.text).toContain(`Your Application ID: ${application}`);
    expect(confirmation?.text).toContain(`https://ankur.example.in/contact-get-involved/application-status?applicationId=${application}`);

    const [inquiry] = smtp.withSubject(`New corporate engagement inquiry ${references.get("corporate-inquiry")}`);
    expect(inquiry?.text).toContain("Areas of interest: Process Automation, Innovation Consulting");
    const [registration] = smtp.withSubject(`You're registered (${references.get("event-registration")})`);
    expect(registration?.text).toContain("https://ankur.example.in/calendar/term-sheets-decoded-2026.ics");
  });

  it("sends hostile text as plain text, to the configured recipients only", async () => {
    await startApp();
    const reference = await submit("contact", {
      ...bodies.contact,
      // A line break in a name is refused at the door ("Please keep this on one line."); one in the message is kept, as text.
      name: "Robert Bcc: victim@example.com",
      message: "<script>alert('x')</script>\r\nBcc: victim@example.com\r\nनमस्ते 🚀",
    });
    await waitFor(() => smtp.withSubject(reference).length === 2, "both messages");
    const [team] = smtp.withSubject(`New contact message ${reference}`);
    expect(team?.envelopeTo).toEqual([TEAM]);
    expect(team?.headers.bcc).toBeUndefined();
    expect(team?.headers["content-type"]).toMatch(/^text\/plain; charset=utf-8/);
    expect(team?.subject).toBe(`New contact message ${reference}: Sahyadri Agro`);
    expect(team?.text).toContain("Name: Robert Bcc: victim@example.com\n");
    expect(team?.text).toContain("Message:\n    <script>alert('x')</script>\n    Bcc: victim@example.com\n    नमस्ते 🚀");
  });

  it("keeps the messages while the SMTP server is away and sends each exactly once when it is back", async () => {
    await startApp();
    const before = await submit("contact");
    await waitFor(() => smtp.withSubject(before).length === 2, "the first lead's messages");

    await smtp.stop();
    const during = [await submit("partnership"), await submit("event-registration")];
    await waitFor(async () => {
      const states = (await Promise.all(during.map(messagesOf))).flat();
      return states.length === 4 && states.every((m) => m.status === "pending" && m.attempts >= 2 && /ECONNREFUSED/.test(m.lastError ?? ""));
    }, "two failed tries of each message");

    await smtp.start();
    await waitFor(async () => (await countOutbox(t.database)).sent === 6, "all six messages sent");
    for (const reference of [before, ...during]) expect(smtp.withSubject(reference)).toHaveLength(2);
    expect(smtp.received).toHaveLength(6);
    for (const message of (await Promise.all(during.map(messagesOf))).flat()) {
      expect(message).toMatchObject({ status: "sent", lastError: undefined });
      expect(message.attempts).toBeGreaterThanOrEqual(3);
    }
    // Nothing more goes out later: nothing is left to send, and a whole pass of the worker three hours on
    // (past every retry and every claim) finds nothing.
    expect(await countOutbox(t.database)).toEqual({ pending: 0, sending: 0, sent: 6, failed: 0 });
    clockAheadMs = THREE_HOURS_MS;
    expect(await passes.nextWholePass()).toBe(0);
    expect(smtp.received).toHaveLength(6);
  });

  it("marks a message failed after the last try; sent again on request, it goes once", async () => {
    await smtp.stop();
    await startApp({ MAIL_MAX_ATTEMPTS: "2" });
    const reference = await submit("download-request");
    await waitFor(async () => (await messagesOf(reference)).every((m) => m.status === "failed"), "both messages failed");
    const states = await messagesOf(reference);
    expect(states.map((m) => [m.status, m.attempts])).toEqual([
      ["failed", 2],
      ["failed", 2],
    ]);
    expect(states[0]?.lastError).toMatch(/ECONNREFUSED/);

    await smtp.start();
    // With the SMTP server back, a whole pass of the worker three hours on leaves the failed messages alone.
    clockAheadMs = THREE_HOURS_MS;
    expect(await passes.nextWholePass()).toBe(0);
    clockAheadMs = 0;
    expect(smtp.received).toHaveLength(0);
    expect(await requeueMessage(t.database, states[1]?.id ?? -1, new Date())).toBe(true);
    await waitFor(() => smtp.received.length === 1, "the requeued message");
    expect(smtp.received[0]?.envelopeTo).toEqual(["founder@startup.in"]);
    expect((await messagesOf(reference)).map((m) => m.status)).toEqual(["failed", "sent"]);
  });

  it("without SMTP_URL keeps every message; once mail is on, the waiting ones go to the team configured then", async () => {
    app = await buildApp({ config: configFor(), logger: false, database: t.database });
    await app.ready();
    const reference = await submit("incubation");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await messagesOf(reference)).map((m) => [m.status, m.recipients])).toEqual([
      ["pending", undefined],
      ["pending", ["aditya@krishiyantra.in"]],
    ]);
    await app.close();

    await startApp({ TEAM_INBOX_INCUBATION: "new-selection@ankur.test" });
    await waitFor(() => smtp.received.length === 2, "the waiting messages");
    expect(smtp.withSubject(`New incubation application ${reference}`)[0]?.envelopeTo).toEqual(["new-selection@ankur.test"]);
  });
});
