import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

// A broken person or organisation fails the build, naming the file and the field.
describe("people and organisations", () => {
  it("fail the build on a missing name, an unknown field or a photo that is not there, naming each", async () => {
    const { exitCode, output } = await syncWithEntries({
      "people/test-broken-person.yaml": "role: Mentor\nimage: nobody-at-all.jpg\nfavourite_colour: saffron\n",
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("people → test-broken-person data does not match collection schema");
    expect(output).toContain("app/content/people/test-broken-person.yaml");
    expect(output).toMatch(/name\W+name: Required|name.*expected string/);
    expect(output).toContain('image: names the photo "nobody-at-all.jpg", but app/assets/photos/nobody-at-all.jpg does not exist');
    expect(output).toContain('Unrecognized key: "favourite_colour"');
  }, 60_000);

  it("pass a well-formed entry (the check is not failing for some other reason)", async () => {
    const { exitCode, output } = await syncWithEntries({ "organisations/test-well-formed.yaml": "name: Test Organisation\nwebsite: https://example.org\n" });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);

  it("refuse an organisation website that is not https", async () => {
    const { exitCode, output } = await syncWithEntries({ "organisations/test-http.yaml": "name: Test Organisation\nwebsite: http://example.org\n" });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("website: must be an https:// address");
  }, 60_000);

  it("fail the build on a testimonial whose speaker has no person file, naming the page file and the field", async () => {
    const { exitCode, output } = await syncWithEntries({
      "testimonials/test-page.yaml": "testimonials:\n  - person: meera-raghunathan\n    quote: Fine.\n  - person: nobody-at-all\n    quote: Who said this?\n",
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("testimonials → test-page data does not match collection schema");
    expect(output).toContain("app/content/testimonials/test-page.yaml");
    expect(output).toContain('testimonials.1.person: refers to "nobody-at-all", but app/content/people/nobody-at-all.yaml does not exist');
  }, 60_000);

  it("fail the build on a company list naming an organisation that has no file", async () => {
    const { exitCode, output } = await syncWithEntries({ "organisation-lists/test-companies.yaml": "members:\n  - organisation: voltrath-mobility\n  - organisation: no-such-company\n" });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/organisation-lists/test-companies.yaml");
    expect(output).toContain('members.1.organisation: refers to "no-such-company", but app/content/organisations/no-such-company.yaml does not exist');
  }, 60_000);

  it("fail the build on a portfolio company at a stage that is not one of ours, naming the field", async () => {
    const { exitCode, output } = await syncWithEntries({
      "organisations/test-venture.yaml":
        "name: Test Venture\ndescription: Makes tests.\nportfolio:\n  stage: Unicorn Stage\n  milestones: [One]\n  joined: May 2025\n  sector: Testing\n  teamSize: 3\n",
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/organisations/test-venture.yaml");
    expect(output).toMatch(/portfolio\.stage: .*Scale-up Stage.*Growth Stage.*Early Traction/);
  }, 60_000);

  it("fail the build on a people list naming someone with no person file", async () => {
    const { exitCode, output } = await syncWithEntries({ "people-lists/test-team.yaml": "members:\n  - vikram-deshpande\n  - nobody-at-all\n" });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/people-lists/test-team.yaml");
    expect(output).toContain('members.1: refers to "nobody-at-all", but app/content/people/nobody-at-all.yaml does not exist');
  }, 60_000);

  it("pass well-formed lists and testimonials that refer to existing people and organisations", async () => {
    const { exitCode, output } = await syncWithEntries({
      "testimonials/test-page.yaml": "testimonials:\n  - person: meera-raghunathan\n    quote: Fine.\n",
      "people-lists/test-team.yaml": "members:\n  - vikram-deshpande\n",
      "organisation-lists/test-wall.yaml": "members:\n  - organisation: narmada-rural-bank\n    caption: A bank.\nlink:\n  to: /ecosystem\n  label: More\n",
    });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);

  it("fail the build on a co-innovation project whose partner has no organisation file, naming the page file and the field", async () => {
    const page = readFileSync(new URL("../industry-partners-page.yaml", import.meta.url), "utf8").replace("partner: narmada-rural-bank", "partner: narmada-bank");
    const { exitCode, output } = await syncWithEntries({ "industry-partners-page.yaml": page });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/industry-partners-page.yaml");
    expect(output).toMatch(/projects\.2\.partner: refers to "narmada-bank", but app\/content\/organisations\/narmada-bank\.yaml does not exist/);
  }, 60_000);

  it("fail the build on a call to action whose button has neither a page nor a contact topic", async () => {
    const page = readFileSync(new URL("../about-page.yaml", import.meta.url), "utf8").replace("    contactTopic: Brochure request\n", "");
    const { exitCode, output } = await syncWithEntries({ "about-page.yaml": page });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/about-page.yaml");
    expect(output).toContain("cta.secondary: give either to (a page) or contactTopic (the contact form's topic), one of the two");
  }, 60_000);

  it("fail the build on a review-gate decision the model does not have, naming the page file and the field", async () => {
    const page = readFileSync(new URL("../troup-model-page.yaml", import.meta.url), "utf8").replace("  - pivot\n", "  - postpone\n");
    const { exitCode, output } = await syncWithEntries({ "troup-model-page.yaml": page });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/troup-model-page.yaml");
    expect(output).toMatch(/gateDecisions\.1: .*continuation.*pivot.*exit/);
  }, 60_000);
});
