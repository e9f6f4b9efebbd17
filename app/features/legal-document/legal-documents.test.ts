import { describe, expect, it } from "vitest";
import { pagePaths } from "~/config/pages";
import { dataNotices } from "../../../contract/leads/data-notices.ts";
import { fullText, legalDocumentsFromFiles } from "./legal-from-files.test-support";

const documents = legalDocumentsFromFiles();
const legalDocuments = Object.fromEntries(documents.map((doc) => [`/legal/${doc.id}`, doc]));

describe("legal documents", () => {
  it("has one document for every legal page in the registry, and only those, each in its own place on the hub", () => {
    const legalPages = pagePaths.filter((p) => p.startsWith("/legal/"));
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

  it("states what each form collects, retention, the rights and the Board in the privacy policy", () => {
    const text = fullText(legalDocuments["/legal/privacy-policy"]!);
    for (const phrase of [
      "Digital Personal Data Protection Act, 2023",
      "Information Technology Act, 2000",
      "Name, e-mail address, organisation (optional), role (optional) and your message",
      "Company name, founder name, e-mail address, industry sector, stage, pitch deck (optional file) and your motivation",
      "Organisation name, contact person, e-mail address, phone number, partnership type, industry, company size and your proposal",
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

  it("keeps each new form's data for as long as its data notice says, and says e-mails go through the outbox", () => {
    const policy = legalDocuments["/legal/privacy-policy"]!;
    const tables = policy.sections.flatMap((s) => s.blocks).filter((b) => b.kind === "table");
    const retention = tables.find((b) => b.caption === "How long we keep each kind of personal data");
    const collected = tables.find((b) => b.caption === "Personal data collected by each form and its purpose");
    const months = (text: string) => /(\d+) months/.exec(text)?.[1];
    // The form's name in the table of what is collected, and its data's in the table of how long it is kept.
    const rows = {
      "corporate-inquiry": ["Corporate engagement inquiry", "Corporate engagement inquiries"],
      "investor-access": ["Investor access request", "Investor access requests"],
      "event-registration": ["Event registration", "Event registrations"],
      "download-request": ["Download request", "Download requests"],
    } as const;
    for (const [kind, [form, label]] of Object.entries(rows) as [keyof typeof rows, readonly [string, string]][]) {
      const row = retention?.rows.find(([data]) => data?.startsWith(label));
      expect({ label, kept: months(row?.[1] ?? "") }).toEqual({ label, kept: months(dataNotices[kind].retention) });
      expect(months(row?.[1] ?? "")).toMatch(/^\d+$/);
      expect(collected?.rows.map(([name]) => name)).toContain(form);
    }
    expect(months(retention?.rows.find(([data]) => data === "Corporate engagement inquiries")?.[1] ?? "")).toBe("24");
    expect(fullText(policy)).toContain("written to an outbox in our database");
    expect(retention?.rows.find(([data]) => data?.startsWith("E-mail notifications and confirmations"))?.[1]).toContain("erased with it");
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
