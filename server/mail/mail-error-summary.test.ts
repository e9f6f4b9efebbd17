import { describe, expect, it } from "vitest";
import { MAIL_ERROR_SUMMARY_MAX, mailErrorSummary } from "./mail-error-summary.ts";

describe("mailErrorSummary", () => {
  it("keeps the reason and drops every e-mail address the SMTP server echoed", () => {
    expect(mailErrorSummary("Can't send mail - all recipients were rejected: 550 5.1.1 <priya.deshmukh@sahyadri-agro.in>: Recipient address rejected")).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 [address]: Recipient address rejected",
    );
    expect(mailErrorSummary("Mailbox aditya+inbox@krishiyantra.co.in is full; also cc to meera@deccanfintech.org")).toBe(
      "Mailbox [address] is full; also cc to [address]",
    );
    expect(mailErrorSummary("connect ECONNREFUSED 127.0.0.1:2525")).toBe("connect ECONNREFUSED 127.0.0.1:2525");
  });

  it("is one short line", () => {
    expect(mailErrorSummary("Invalid login:\r\n535 5.7.8\tAuthentication failed\u202E")).toBe("Invalid login: 535 5.7.8 Authentication failed");
    const long = mailErrorSummary(`Greeting never received ${"x ".repeat(200)}`);
    expect(long).toHaveLength(MAIL_ERROR_SUMMARY_MAX);
    expect(long.endsWith("…")).toBe(true);
    expect(mailErrorSummary("  \n ")).toBe("Unknown error");
  });
});
