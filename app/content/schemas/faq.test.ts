import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

// A broken FAQ entry or FAQ page fails the build, naming the file and the field.
describe("the FAQ", () => {
  it("fails the build on an unknown category, a missing question, an order that is not a number or an unknown field, naming each", async () => {
    const { exitCode, output } = await syncWithEntries({
      "faq/test-broken-question.md": "---\ncategory: pricing\norder: first\nasked_by: a founder\n---\n\nAn answer.\n",
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("faq → test-broken-question data does not match collection schema");
    expect(output).toContain("app/content/faq/test-broken-question.md");
    expect(output).toMatch(/question\W+question: (Required|.*expected string)/);
    expect(output).toContain('category: "pricing" is not an FAQ category: one of about, entrepreneurs, troup-model, partnerships, resources');
    expect(output).toMatch(/order\W+order: .*[Ee]xpected.*number/);
    expect(output).toContain('Unrecognized key: "asked_by"');
  }, 60_000);

  it("fails the build on a category the FAQ page leaves out or a Schedule a Call that is not a path", async () => {
    const { exitCode, output } = await syncWithEntries({
      "faq-page.yaml": [
        "categories:",
        "  - { id: about, title: About, icon: building-2 }",
        "  - { id: entrepreneurs, title: For Entrepreneurs, icon: rocket }",
        "contact:",
        "  title: Still have questions?",
        "  text: Our team replies within 24 hours on working days.",
        "  scheduleCall: { label: Schedule a Call, to: contact-get-involved }",
        "  liveChatLabel: Live Chat",
        "",
      ].join("\n"),
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("faqPage → page data does not match collection schema");
    expect(output).toContain('category "troup-model" must be listed once (it is listed 0 times)');
    expect(output).toContain('scheduleCall.to: must be a path on this site, starting with "/"');
  }, 60_000);

  it("passes a well-formed question (the check is not failing for some other reason)", async () => {
    const { exitCode, output } = await syncWithEntries({
      "faq/test-well-formed.md": '---\nquestion: "Can I visit: the Pune office?"\ncategory: about\norder: 9\n---\n\nYes. Write to us first.\n',
    });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);
});
