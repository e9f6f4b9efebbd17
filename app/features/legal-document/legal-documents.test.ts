import { describe, expect, it } from "vitest";
import { pagePaths } from "~/config/pages";
import { AUDIT_LOG_RETENTION_MONTHS, DEFAULT_LEAD_RETENTION_MONTHS, ERASURE_NOTICE_HOURS } from "../../../contract/leads/data-retention.ts";
import { RETENTION_TEXT, SPAM_CHECK_TEXT, VISIT_ORIGIN_TEXT, asSentence, formDataNotices, noticeItems, whatAndWhy } from "../../../contract/leads/data-notices.ts";
import { LEAD_KINDS, STORED_LEAD_KINDS } from "../../../contract/leads/lead-paths.ts";
import { YOUR_DATA_PATH } from "../../../contract/data-rights/data-rights-paths.ts";
import { blockText, fullText, legalDocumentsFromFiles } from "./legal-from-files.test-support";

const documents = legalDocumentsFromFiles();
const legalDocuments = Object.fromEntries(documents.map((doc) => [`/legal/${doc.id}`, doc]));

describe("legal documents", () => {
  it("has one document for every legal page in the registry, and only those, each in its own place on the hub", () => {
    // The your-data page and its answers are pages of their own (a form), not documents.
    const isYourDataPage = (path: string) => path === YOUR_DATA_PATH || path.startsWith(`${YOUR_DATA_PATH}/`);
    const legalPages = pagePaths.filter((p) => p.startsWith("/legal/") && !isYourDataPage(p));
    expect(Object.keys(legalDocuments).sort()).toEqual([...legalPages].sort());
    expect(documents.map((doc) => doc.data["order"]).sort()).toEqual(documents.map((_, i) => i + 1));
  });

  it("dates every document April 30, 2025", () => {
    for (const doc of documents) expect(doc.data["lastUpdated"]).toBe("2025-04-30");
  });

  it("gives every section a unique id and some text", () => {
    for (const doc of documents) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const section of doc.sections) expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it("keeps the privacy policy's anchors, which its table of contents and links elsewhere lead to", () => {
    expect(legalDocuments["/legal/privacy-policy"]!.sections.map((s) => s.id)).toEqual([
      "who-we-are",
      "what-we-collect",
      "collected-automatically",
      "legal-basis",
      "sharing",
      "storage-location",
      "retention",
      "security",
      "your-rights",
      "grievances",
      "children",
      "your-duties",
      "changes",
    ]);
  });

  it("states the DPDP Act and Rules, the IT Act, the rights and the Board in the privacy policy", () => {
    const text = fullText(legalDocuments["/legal/privacy-policy"]!);
    for (const phrase of [
      "Digital Personal Data Protection Act, 2023",
      "Digital Personal Data Protection Rules, 2025",
      "Information Technology Act, 2000",
      "How long we keep",
      "Access (section 11)",
      "Correction, completion and updating",
      "Erasure (section 12)",
      "Grievance Officer",
      "Data Protection Board of India",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("shows every form's full notice in 'What we collect', drawn from the forms' notices: each item and why, where a visit came from and the spam check", () => {
    const policy = legalDocuments["/legal/privacy-policy"]!;
    const collect = policy.sections.find((section) => section.id === "what-we-collect")!;
    expect(collect.blocks.filter((block) => block.kind === "form-notices")).toHaveLength(1);
    const lines = collect.blocks.flatMap(blockText);
    for (const kind of STORED_LEAD_KINDS) {
      const { formName } = formDataNotices[kind];
      expect(lines).toContain(formName);
      expect(lines).toContain(whatAndWhy(kind));
      // Each item as a term, with its purpose just after it, in the form's section.
      const start = lines.indexOf(formName);
      for (const entry of noticeItems(kind)) {
        const term = lines.indexOf(`${asSentence(entry.item).slice(0, -1)}${entry.optional ? " (optional)" : ""}`, start);
        expect({ kind, item: entry.item, found: term > start }).toEqual({ kind, item: entry.item, found: true });
        expect(lines[term + 1]).toBe(asSentence(entry.purpose));
      }
    }
    expect(lines).toContain(VISIT_ORIGIN_TEXT);
    expect(lines.some((line) => line.startsWith(SPAM_CHECK_TEXT))).toBe(true);
    expect(lines.some((line) => line.startsWith(RETENTION_TEXT))).toBe(true);
    expect(fullText(policy)).toContain("written to an outbox in our database");
  });

  it("keeps everything sent through a form by the one retention rule, and the logs by theirs, in the numbers of the retention constants", () => {
    const policy = legalDocuments["/legal/privacy-policy"]!;
    const retention = policy.sections.find((section) => section.id === "retention")!;
    const words = retention.blocks.flatMap(blockText).join("\n");
    // No other period in months or hours: a form's own period would contradict the one rule.
    expect([...new Set([...words.matchAll(/(\d+) months/g)].map((match) => Number(match[1])))].sort()).toEqual([AUDIT_LOG_RETENTION_MONTHS, DEFAULT_LEAD_RETENTION_MONTHS].sort());
    expect([...new Set([...words.matchAll(/(\d+) hours/g)].map((match) => Number(match[1])))]).toEqual([ERASURE_NOTICE_HOURS]);
    const table = retention.blocks.find((block) => block.kind === "table" && block.caption === "How long we keep each kind of personal data");
    const rows = table?.kind === "table" ? table.rows : [];
    const keptFor = (data: string) => rows.find(([name]) => name?.startsWith(data))?.[1] ?? "";
    expect(keptFor("Everything you send through a form")).toContain(`${DEFAULT_LEAD_RETENTION_MONTHS} months pass with no activity`);
    expect(keptFor("Everything you send through a form")).toContain(`at least ${ERASURE_NOTICE_HOURS} hours before`);
    const everyForm = rows.find(([name]) => name?.startsWith("Everything you send through a form"))?.[0] ?? "";
    for (const kind of LEAD_KINDS) expect(everyForm).toContain(formDataNotices[kind].formName.split(" ")[0]!.toLowerCase());
    expect(keptFor("Your address for the newsletter")).toMatch(new RegExp(`^While you are subscribed; .* ${DEFAULT_LEAD_RETENTION_MONTHS} months pass with no activity .* at least ${ERASURE_NOTICE_HOURS} hours before$`));
    expect(keptFor("Our audit log")).toContain(`${AUDIT_LOG_RETENTION_MONTHS} months`);
    expect(keptFor("Our audit log")).toContain("only references");
    expect(keptFor("E-mail notifications and confirmations")).toContain("erased with it");
    expect(keptFor("Where your visit came from")).toContain("erased with it");
  });

  it("sends visitors to the your-data page to withdraw consent and use their rights, and says how to reach the Board", () => {
    const policy = legalDocuments["/legal/privacy-policy"]!;
    const html = (id: string) => JSON.stringify(policy.sections.find((section) => section.id === id)?.blocks);
    expect(html("legal-basis")).toContain('href=\\"/legal/your-data\\"');
    expect(html("your-rights")).toContain('href=\\"/legal/your-data\\"');
    expect(html("grievances")).toContain("Data Protection Board of India");
    expect(html("grievances")).toContain("digital office");
  });

  it("says the cookie policy sets only what is needed: no analytics, no advertising cookies", () => {
    const text = fullText(legalDocuments["/legal/cookie-policy"]!);
    expect(text).toContain("only what it needs");
    expect(text).toContain("no analytics cookies");
    expect(text).toContain("no advertising cookies");
  });

  it("carries the terms' age, registration and multi-factor claims", () => {
    const text = fullText(legalDocuments["/legal/terms-of-use"]!);
    expect(text).toContain("at least 18 years old");
    expect(text).toContain("Certain features require registration");
    expect(text).toContain("multi-factor authentication");
  });

  it("carries the data-protection guidelines' security claims", () => {
    const text = fullText(legalDocuments["/legal/data-protection-guidelines"]!);
    for (const claim of [
      "TLS 1.2 or higher",
      "AES-256",
      "rotated annually",
      "Quarterly access audits",
      "Monthly vulnerability scans",
      "Annual third-party reviews",
    ]) {
      expect(text).toContain(claim);
    }
  });
});
