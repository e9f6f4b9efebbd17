import { describe, expect, it } from "vitest";
import { contactSchema } from "../../../contract/leads/contact-schema.ts";
import { corporateInquirySchema } from "../../../contract/leads/corporate-inquiry.ts";
import { AUDIT_LOG_RETENTION_MONTHS, DEFAULT_LEAD_RETENTION_MONTHS, ERASURE_NOTICE_HOURS } from "../../../contract/leads/data-retention.ts";
import {
  AUDIT_LOG_TEXT,
  BOARD_COMPLAINT_PATH,
  NOT_PERSONAL_DATA_FIELDS,
  NOTICE_LINKS,
  type NoticeFormKind,
  RETENTION_TEXT,
  VISIT_ORIGIN_ITEM,
  formDataNotices,
  itemList,
  noticeItems,
  privacyContact,
  whatAndWhy,
} from "../../../contract/leads/data-notices.ts";
import { downloadRequestSchema } from "../../../contract/leads/download-request-schema.ts";
import { eventRegistrationSchema } from "../../../contract/leads/event-registration-schema.ts";
import { incubationSchema } from "../../../contract/leads/incubation-schema.ts";
import { investorAccessSubmissionSchema } from "../../../contract/leads/investor-access.ts";
import { ORIGIN_FIELDS } from "../../../contract/leads/lead-origin.ts";
import { LEAD_KINDS, STORED_LEAD_KINDS } from "../../../contract/leads/lead-paths.ts";
import { partnershipSchema } from "../../../contract/leads/partnership-schema.ts";
import { YOUR_DATA_PATH } from "../../../contract/data-rights/data-rights-paths.ts";
import { newsletterSignUpSchema } from "../../../contract/newsletter/newsletter-schema.ts";
import { pagePaths } from "~/config/pages";
import { legalDocumentsFromFiles, legalPageFromFile } from "~/features/legal-document/legal-from-files.test-support";

/** What each form's request may carry, by the contract (the investor form's once the NDA is accepted). */
const SCHEMA_FIELDS: Readonly<Record<NoticeFormKind, readonly string[]>> = {
  contact: Object.keys(contactSchema.shape),
  incubation: Object.keys(incubationSchema.shape),
  partnership: Object.keys(partnershipSchema.shape),
  "corporate-inquiry": Object.keys(corporateInquirySchema.shape),
  "investor-access": Object.keys(investorAccessSubmissionSchema.shape),
  "event-registration": Object.keys(eventRegistrationSchema.shape),
  "download-request": Object.keys(downloadRequestSchema.shape),
  newsletter: Object.keys(newsletterSignUpSchema.shape),
};

const itemFields = (kind: NoticeFormKind) => noticeItems(kind).flatMap((entry) => entry.fields);
const formItemFields = (kind: NoticeFormKind) => formDataNotices[kind].items.flatMap((entry) => entry.fields);

describe("the forms' data notices (DPDP Rules 2025, Rule 3)", () => {
  it("cover every form: the seven lead forms and the newsletter's sign-up", () => {
    expect(Object.keys(formDataNotices).sort()).toEqual([...STORED_LEAD_KINDS].sort());
  });

  it("give every field of every form's contract that holds personal data an item with its purpose, and name no field the form lacks", () => {
    for (const kind of STORED_LEAD_KINDS) {
      const covered = new Set(itemFields(kind));
      const withoutItem = SCHEMA_FIELDS[kind].filter((field) => !covered.has(field) && !Object.hasOwn(NOT_PERSONAL_DATA_FIELDS, field));
      expect({ kind, withoutItem }).toEqual({ kind, withoutItem: [] });
      const unknown = formItemFields(kind).filter((field) => !SCHEMA_FIELDS[kind].includes(field));
      expect({ kind, unknown }).toEqual({ kind, unknown: [] });
      // A field is one item's, never two.
      expect({ kind, fields: itemFields(kind).length }).toEqual({ kind, fields: covered.size });
    }
  });

  it("name where the visit came from, in the origin's fields, for every lead form and not for the newsletter's sign-up, which sends none", () => {
    expect([...VISIT_ORIGIN_ITEM.fields].sort()).toEqual(Object.values(ORIGIN_FIELDS).sort());
    for (const kind of STORED_LEAD_KINDS) {
      const lead = (LEAD_KINDS as readonly string[]).includes(kind);
      expect({ kind, origin: noticeItems(kind).includes(VISIT_ORIGIN_ITEM) }).toEqual({ kind, origin: lead });
      // No form asks for the origin's fields itself.
      expect(formItemFields(kind).filter((field) => VISIT_ORIGIN_ITEM.fields.includes(field))).toEqual([]);
    }
  });

  it("say each item in the words of a sentence: what it is, and a purpose that starts 'to'", () => {
    for (const kind of STORED_LEAD_KINDS) {
      const notice = formDataNotices[kind];
      expect(notice.purpose).toMatch(/^to [a-z]/);
      for (const entry of noticeItems(kind)) {
        expect({ kind, item: entry.item }).toEqual({ kind, item: /^[a-z].*[^.\s]$/.test(entry.item) ? entry.item : "starts in lower case, trimmed, no full stop" });
        expect(entry.purpose).toMatch(/^to [a-z].*[^.]$/);
      }
      const items = noticeItems(kind).map((entry) => entry.item);
      expect(new Set(items).size).toBe(items.length);
    }
  });

  it("name every form's items in its short notice, with the optional ones marked", () => {
    expect(itemList([{ item: "e-mail address", purpose: "to reply", fields: ["email"] }])).toBe("e-mail address");
    expect(whatAndWhy("contact")).toBe(
      "We ask for your name, e-mail address, organisation (optional), role (optional) and message to answer your message and follow up on it, and use them for nothing else.",
    );
    expect(whatAndWhy("newsletter")).toBe("We ask for your e-mail address to send you our monthly newsletter once you confirm your address, and use it for nothing else.");
    for (const kind of STORED_LEAD_KINDS) for (const entry of formDataNotices[kind].items) expect(whatAndWhy(kind)).toContain(entry.item);
  });

  it("state the one retention rule and the audit log's period from the retention constants", () => {
    expect(RETENTION_TEXT).toContain(`once ${DEFAULT_LEAD_RETENTION_MONTHS} months pass with no activity`);
    expect(RETENTION_TEXT).toContain(`at least ${ERASURE_NOTICE_HOURS} hours before`);
    expect(AUDIT_LOG_TEXT).toContain(`keeps only references`);
    expect(AUDIT_LOG_TEXT).toContain(`for ${AUDIT_LOG_RETENTION_MONTHS} months`);
  });

  it("send visitors to the your-data page to withdraw consent and exercise their rights, and to the policy's paragraph on the Board to complain", () => {
    expect(NOTICE_LINKS.map((link) => [link.purpose, link.href])).toEqual([
      ["withdraw", YOUR_DATA_PATH],
      ["rights", YOUR_DATA_PATH],
      ["complain", BOARD_COMPLAINT_PATH],
    ]);
    const [policyPath, anchor] = BOARD_COMPLAINT_PATH.split("#");
    expect(pagePaths).toContain(policyPath);
    const policy = legalDocumentsFromFiles().find((doc) => `/legal/${doc.id}` === policyPath);
    const section = policy?.sections.find((candidate) => candidate.id === anchor);
    expect(JSON.stringify(section?.blocks)).toContain("Data Protection Board of India");
  });

  it("name the privacy address the policy names", () => {
    expect(pagePaths).toContain(privacyContact.policyPath);
    expect(privacyContact.email).toBe(legalPageFromFile().contact.privacyEmail);
  });
});
