import { describe, expect, it } from "vitest";
import { formatEventDateTime } from "~/lib/display-format";
import { parseFormValues } from "../lead-forms/parse-form-values";
import { CONTENT_ID } from "../../../contract/leads/content-id.ts";
import { eventRegistrationSchema } from "../../../contract/leads/event-registration-schema.ts";
import { registrationConfirmation } from "./event-registration";
import { eventFiles } from "./events.test-support";

// What the register modal sends: the event's id (a hidden field), the name and address typed and the empty honeypot.
const registration = (fullName: string, email: string) => ({ eventId: "term-sheets-decoded-2026", fullName, email, website: "" });

describe("event registration", () => {
  it("requires the full name and a valid e-mail", () => {
    expect(parseFormValues(eventRegistrationSchema, registration("", ""))).toEqual({
      ok: false,
      fieldErrors: { fullName: "Please enter your full name.", email: "Please enter your e-mail address." },
    });
    expect(parseFormValues(eventRegistrationSchema, registration("Asha", "asha.example.in"))).toEqual({
      ok: false,
      fieldErrors: { email: "Please enter a valid e-mail address, such as name@company.in." },
    });
    expect(parseFormValues(eventRegistrationSchema, registration(" Asha Verma ", "asha@example.in"))).toEqual({
      ok: true,
      request: registration("Asha Verma", "asha@example.in"),
    });
  });

  it("confirms the event, its time and where the details go", () => {
    const event = { title: "Term Sheets Decoded", date: "2026-12-10T16:00:00+05:30", location: "Online" };
    expect(registrationConfirmation(event, { fullName: "Asha Verma", email: "asha@example.in" })).toBe(
      "You're registered, Asha Verma, for Term Sheets Decoded on Thu, 10 Dec 2026, 4:00 pm IST. We'll send the joining link to asha@example.in.",
    );
    expect(registrationConfirmation({ ...event, location: "Pune" }, { fullName: "A", email: "a@b.in" })).toContain("your entry pass");
  });

  it("has events whose dates and durations a calendar can use", () => {
    for (const event of eventFiles()) {
      expect(() => formatEventDateTime(event.date)).not.toThrow();
      expect(event.durationMinutes).toBeGreaterThan(0);
    }
    const ids = eventFiles().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The registration endpoint takes ids of this shape only.
    for (const id of ids) expect(id).toMatch(CONTENT_ID);
  });
});
