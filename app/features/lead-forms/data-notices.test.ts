import { describe, expect, it } from "vitest";
import { LEAD_KINDS } from "../../../contract/leads/lead-paths.ts";
import { pagePaths } from "~/config/pages";
import { dataNotices, privacyContact } from "../../../contract/leads/data-notices.ts";
import { legalPageFromFile } from "~/features/legal-document/legal-from-files.test-support";

describe("the forms' data notices", () => {
  it("say for every kind of lead what is collected, why and for how long", () => {
    expect(Object.keys(dataNotices).sort()).toEqual([...LEAD_KINDS].sort());
    for (const kind of LEAD_KINDS) {
      const { collected, purpose, retention } = dataNotices[kind];
      expect({ kind, collected: collected.startsWith("your "), purpose: purpose.startsWith("to "), retention: retention.endsWith(".") }).toEqual({ kind, collected: true, purpose: true, retention: true });
    }
  });

  it("send visitors to the privacy policy page and the address the policy names", () => {
    expect(pagePaths).toContain(privacyContact.policyPath);
    expect(privacyContact.email).toBe(legalPageFromFile().contact.privacyEmail);
  });
});
