import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

// A broken Ecosystem hub, Associate Bodies or Platform page fails the build, naming the file and the field.

const ecosystem = readFileSync(new URL("../ecosystem-page.yaml", import.meta.url), "utf8");
const associateBodies = readFileSync(new URL("../associate-bodies-page.yaml", import.meta.url), "utf8");
const platform = readFileSync(new URL("../platform-page.yaml", import.meta.url), "utf8");
const login = readFileSync(new URL("../login-page.yaml", import.meta.url), "utf8");

/** The entry's text with `from` replaced by `to`, checking `from` is there (a test on a line that moved would prove nothing). */
function edited(entry: string, from: string | RegExp, to: string): string {
  expect(entry).toMatch(from);
  return entry.replace(from, to);
}

describe("the Ecosystem hub's page", () => {
  it("fails the build on a missing intro, an unknown icon, a link to no page, a stage too few and an unknown field, naming each", async () => {
    let broken = edited(ecosystem, /^ {2}intro: Every venture moves through five stages.*\n/m, "");
    broken = edited(broken, /^(\s+)icon: chart-column$/m, "$1icon: dashboard");
    broken = edited(broken, "link: /ecosystem/participating-companies", "link: /ecosystem/companies");
    broken = edited(broken, /^ {4}- name: Scaling\n.*\n/m, "");
    broken += "banner: green\n";
    const { exitCode, output } = await syncWithEntries({ "ecosystem-page.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("ecosystemPage → page data does not match collection schema");
    expect(output).toContain("app/content/ecosystem-page.yaml");
    expect(output).toMatch(/incubationModel\.intro\W+.*(Required|expected string)/);
    expect(output).toContain('associateBodies.cards.3.icon: "dashboard" is not one of the site\'s icons');
    expect(output).toContain('participatingCompanies.link: "/ecosystem/companies" is not a page of the site (app/config/pages.ts)');
    expect(output).toContain("incubationModel.stages: the model has five stages");
    expect(output).toContain('Unrecognized key: "banner"');
  }, 60_000);
});

describe("the Associate Bodies page", () => {
  it("fails the build on an unknown review cycle and a body without responsibilities, naming each", async () => {
    let broken = edited(associateBodies, "reviewCycle: Bi-monthly", "reviewCycle: Yearly");
    broken = edited(broken, /(- name: Technology & Infrastructure\n(?:.*\n){2})\s+responsibilities:\n(?:\s+- .*\n){3}/, "$1");
    const { exitCode, output } = await syncWithEntries({ "associate-bodies-page.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("associateBodiesPage → page data does not match collection schema");
    expect(output).toContain("app/content/associate-bodies-page.yaml");
    expect(output).toMatch(/operatingBodies\.bodies\.2\.reviewCycle: .*"Quarterly review".*"Bi-weekly sprint"/);
    expect(output).toMatch(/operatingBodies\.bodies\.3\.responsibilities\W+.*(Required|expected array)/);
  }, 60_000);

  // These checks look across the page, so they run once every field is well-formed.
  it("fails the build on bodies out of the order of their cycles and a matrix row led by no body or cell of the page", async () => {
    let broken = edited(associateBodies, "reviewCycle: Monthly", "reviewCycle: Bi-monthly");
    broken = edited(broken, /(- name: Ecosystem Partnerships\n\s+)reviewCycle: Bi-monthly/, "$1reviewCycle: Monthly");
    broken = edited(broken, "lead: Incubation Excellence cell", "lead: Incubation Excellence");
    const swapped = await syncWithEntries({ "associate-bodies-page.yaml": broken });
    expect(swapped.exitCode).not.toBe(0);
    expect(swapped.output).toContain("app/content/associate-bodies-page.yaml");
    expect(swapped.output).toContain("operatingBodies.bodies: the four bodies come in the order of their review cycles: Quarterly review, Monthly, Bi-monthly, Bi-weekly sprint");

    const unknownLead = edited(associateBodies, "lead: Incubation Excellence cell", "lead: Incubation Excellence");
    const { exitCode, output } = await syncWithEntries({ "associate-bodies-page.yaml": unknownLead });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/associate-bodies-page.yaml");
    expect(output).toContain('governanceMatrix.rows.1.lead: "Incubation Excellence" is not a body or cell of this page (one of: Strategy & Innovation, Financial Governance, Ecosystem Partnerships, Technology & Infrastructure, Incubation Excellence cell, Resources & Community cell)');
  }, 60_000);
});

describe("the Platform page", () => {
  it("fails the build on a group's link to no page, a missing step text and a button with both a page and a contact topic, naming each", async () => {
    let broken = edited(platform, "to: /audience-hub/investors-vcs", "to: /investors");
    broken = edited(broken, /^(\s+)text: A free self-assessment scores .*$/m, "$1summary: A free self-assessment.");
    broken = edited(broken, /(primary:\n\s+label: Get Started\n(\s+)to: .*\n)/, "$1$2contactTopic: Joining the platform\n");
    const { exitCode, output } = await syncWithEntries({ "platform-page.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("platformPage → page data does not match collection schema");
    expect(output).toContain("app/content/platform-page.yaml");
    expect(output).toContain('members.groups.1.link.to: "/investors" is not a page of the site (app/config/pages.ts)');
    expect(output).toMatch(/journey\.0\.text\W+.*(Required|expected string)/);
    expect(output).toContain('Unrecognized key: "summary"');
    expect(output).toContain("cta.primary.to: give either to (a page of the site) or contactTopic (the contact form), not both or neither");
  }, 60_000);
});

describe("the login page", () => {
  it("fails the build on a card with both a page and a contact topic, a missing step list and an unknown icon, naming each", async () => {
    let broken = edited(login, /(- title: A partner organisation\?\n(?:.*\n){2}(\s+)link: .*\n)/, "$1$2contactTopic: Partner access\n");
    broken = edited(broken, /^ {2}steps:\n(?: {4}- .*\n){3}/m, "");
    broken = edited(broken, /^(\s+)icon: rocket$/m, "$1icon: spaceship");
    const { exitCode, output } = await syncWithEntries({ "login-page.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("loginPage → page data does not match collection schema");
    expect(output).toContain("app/content/login-page.yaml");
    expect(output).toMatch(/emailRequest\.steps\W+.*(Required|expected array)/);
    expect(output).toContain('members.0.icon: "spaceship" is not one of the site\'s icons');
    expect(output).toContain("members.1.link: give either link (a page of the site) or contactTopic (the contact form), not both or neither");
  }, 60_000);
});

it("passes well-formed pages: a button to the contact form by topic, links to a #fragment of a page (the check is not failing for some other reason)", async () => {
  const { exitCode, output } = await syncWithEntries({
    "ecosystem-page.yaml": edited(ecosystem, /(label: Explore Solutions & Services\n\s+)to: \/solutions-services/, "$1contactTopic: Putting the ecosystem to work"),
    "associate-bodies-page.yaml": edited(associateBodies, "to: /contact-get-involved", "to: /contact-get-involved#contact-form"),
    "platform-page.yaml": edited(platform, /^(\s+)link: \/partner-portal$/m, "$1link: /partner-portal#partner-login"),
    "login-page.yaml": edited(login, /^(\s+)link: \/programs$/m, "$1contactTopic: Joining the resource library"),
  });
  expect(output).not.toContain("Error");
  expect(exitCode).toBe(0);
}, 60_000);
