import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { describeSmtpUrl, isSender, parseAddressList, teamInboxVariable } from "./mail-config.ts";
import { retryDelay } from "./mail-worker.ts";

const mailOn = { SMTP_URL: "smtp://mailer:secret@smtp.example.in:587", MAIL_FROM: "Ankur <no-reply@ankur.example.in>", TEAM_INBOX: "team@ankur.example.in" };

describe("mail configuration", () => {
  it("is off on a laptop with nothing set, and keeps ten tries from one minute", () => {
    const { mail } = loadConfig({});
    expect(mail.smtpUrl).toBeUndefined();
    expect(mail.teamInbox.contact).toEqual([]);
    expect([mail.maxAttempts, mail.retryDelayMs, mail.retryDelayMaxMs]).toEqual([10, 60_000, 7_200_000]);
  });

  it("reads the server, the sender, the team's inbox and the overrides per kind", () => {
    const { mail } = loadConfig({
      ...mailOn,
      TEAM_INBOX_INCUBATION: "selection@ankur.example.in, priya@ankur.example.in",
      TEAM_INBOX_INVESTOR_ACCESS: "ir@ankur.example.in",
      MAIL_MAX_ATTEMPTS: "5",
      MAIL_RETRY_DELAY: "30s",
    });
    expect(mail.smtpUrl).toBe(mailOn.SMTP_URL);
    expect(mail.from).toBe("Ankur <no-reply@ankur.example.in>");
    expect(mail.teamInbox).toEqual({
      contact: ["team@ankur.example.in"],
      incubation: ["selection@ankur.example.in", "priya@ankur.example.in"],
      partnership: ["team@ankur.example.in"],
      "corporate-inquiry": ["team@ankur.example.in"],
      "investor-access": ["ir@ankur.example.in"],
      "event-registration": ["team@ankur.example.in"],
      "download-request": ["team@ankur.example.in"],
    });
    expect([mail.maxAttempts, mail.retryDelayMs]).toEqual([5, 30_000]);
  });

  it("lets a claim lapse after two minutes, or MAIL_CLAIM_TIMEOUT (another instance then takes the message)", () => {
    expect(loadConfig({}).mail.claimMs).toBe(120_000);
    expect(loadConfig({ MAIL_CLAIM_TIMEOUT: "5s" }).mail.claimMs).toBe(5_000);
    expect(() => loadConfig({ MAIL_CLAIM_TIMEOUT: "soon" })).toThrow(/MAIL_CLAIM_TIMEOUT/);
  });

  it("needs the sender and the team's inbox once SMTP_URL is set", () => {
    expect(() => loadConfig({ SMTP_URL: mailOn.SMTP_URL })).toThrow(/MAIL_FROM: must be set when SMTP_URL is set; TEAM_INBOX: must be set/);
  });

  it("names every bad mail variable", () => {
    expect(() =>
      loadConfig({ SMTP_URL: "http://smtp.example.in", MAIL_FROM: "Ankur", TEAM_INBOX: "team@, x", TEAM_INBOX_DOWNLOAD_REQUEST: "files", MAIL_MAX_ATTEMPTS: "0", MAIL_RETRY_DELAY: "soon" }),
    ).toThrow(/SMTP_URL.*MAIL_FROM.*TEAM_INBOX.*TEAM_INBOX_DOWNLOAD_REQUEST.*MAIL_MAX_ATTEMPTS.*MAIL_RETRY_DELAY/);
    expect(loadConfig({ SMTP_URL: "", MAIL_FROM: "", TEAM_INBOX: "" }).mail.smtpUrl).toBeUndefined();
  });

  it("reads addresses, senders and variable names", () => {
    expect(parseAddressList(" a@b.in ,c@d.in, ")).toEqual(["a@b.in", "c@d.in"]);
    expect(parseAddressList(",")).toBeUndefined();
    expect(isSender("no-reply@ankur.in")).toBe(true);
    expect(isSender('"Ankur Team" <no-reply@ankur.in>')).toBe(true);
    expect(isSender("Ankur <not an address>")).toBe(false);
    expect(teamInboxVariable("corporate-inquiry")).toBe("TEAM_INBOX_CORPORATE_INQUIRY");
    expect(describeSmtpUrl("smtps://mailer:s3cret@smtp.example.in:465")).toBe("smtps://mailer@smtp.example.in:465");
  });
});

describe("retryDelay", () => {
  it("doubles from the first delay up to the cap", () => {
    expect([1, 2, 3, 4, 8, 9, 10].map((n) => retryDelay(n, 60_000, 7_200_000) / 60_000)).toEqual([1, 2, 4, 8, 120, 120, 120]);
  });
});
