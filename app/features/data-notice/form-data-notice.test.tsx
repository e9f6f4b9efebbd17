// @vitest-environment jsdom
import { cleanup, render, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NOT_PERSONAL_DATA_FIELDS, NOTICE_LINKS, RETENTION_TEXT, VISIT_ORIGIN_SHORT, formDataNotices, asSentence, noticeItems, whatAndWhy } from "../../../contract/leads/data-notices.ts";
import { LEAD_KINDS, type LeadKind } from "../../../contract/leads/lead-paths.ts";
import { eventsAsOf } from "~/features/event-tabs/events.test-support";
import { LeadFormFor } from "~/features/lead-forms/lead-form-for";
import { NewsletterSignUpForm } from "~/features/newsletter/newsletter-sign-up-form";

// Every form as the site renders it: each control that holds personal data
// has an item in the form's notice, and the notice is inside the form, its
// three links and every item readable without a script.

const { upcoming } = eventsAsOf(new Date(0));
const file = { id: "seed-stage-business-plan", title: "Seed-Stage Business Plan" };

afterEach(cleanup);

function renderForm(kind: LeadKind | "newsletter"): HTMLFormElement {
  const { container } = kind === "newsletter" ? render(<NewsletterSignUpForm tone="light" />) : render(<LeadFormFor kind={kind} event={upcoming[0]} file={file} />);
  return container.querySelector("form")!;
}

describe("the notice in every form", () => {
  for (const kind of [...LEAD_KINDS, "newsletter"] as const) {
    it(`${kind}: every control's data has an item, and the notice says what, why, how long and the three links`, () => {
      const form = renderForm(kind);
      const covered = new Set(noticeItems(kind).flatMap((entry) => entry.fields));
      const names = [...new Set([...form.querySelectorAll("input, textarea, select")].map((control) => control.getAttribute("name") ?? ""))];
      expect(names.filter((name) => !covered.has(name) && !Object.hasOwn(NOT_PERSONAL_DATA_FIELDS, name))).toEqual([]);

      const text = form.textContent ?? "";
      expect(text).toContain(whatAndWhy(kind));
      expect(text).toContain(RETENTION_TEXT);
      // A subscription is kept while it is in use, and the notice says so.
      expect(text.includes(formDataNotices[kind].keptWhileInUse ?? RETENTION_TEXT)).toBe(true);
      // Where the visit came from goes with the lead forms only.
      expect(text.includes(VISIT_ORIGIN_SHORT)).toBe(kind !== "newsletter");
      for (const link of NOTICE_LINKS) expect(within(form).getByRole("link", { name: link.label }).getAttribute("href")).toBe(link.href);

      // The items, one press away: in a <details>, there (closed) in the page's HTML.
      const details = [...form.querySelectorAll("details")].find((candidate) => candidate.querySelector("summary")?.textContent === "Each item we ask for, and why")!;
      expect(details.open).toBe(false);
      const terms = [...details.querySelectorAll("dt")].map((term) => term.textContent);
      expect(terms).toEqual(noticeItems(kind).map((entry) => `${asSentence(entry.item).slice(0, -1)}${entry.optional ? " (optional)" : ""}`));
      const definitions = [...details.querySelectorAll("dd")].map((definition) => definition.textContent);
      expect(definitions).toEqual(noticeItems(kind).map((entry) => asSentence(entry.purpose)));
    });
  }
});
