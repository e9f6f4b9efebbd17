import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { syncWithEntries } from "./broken-entry";

// A broken home page, Resources hub or Audience Hub file fails the build, naming the file and the field.

/** One of the real files, parsed, for a test to break one field of. */
function realPage(name: string): Record<string, any> {
  return parse(readFileSync(new URL(`../${name}`, import.meta.url), "utf8")) as Record<string, any>;
}

describe("the home page, Resources and Audience Hub copy", () => {
  it("fails the build on a home page with no hero title, an unknown icon and a link to a page the site does not have, naming each field", async () => {
    const page = realPage("home-page.yaml");
    delete page.hero.title;
    page.quickLinks.cards[1].icon = "unicorn";
    page.platformHighlights.cards[0].link = "/ecosystem/no-such-page";
    page.hero.secondary.to = "/resources/nowhere#overview-video";
    const { exitCode, output } = await syncWithEntries({ "home-page.yaml": stringify(page) });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("homePage → page data does not match collection schema");
    expect(output).toContain("app/content/home-page.yaml");
    expect(output).toMatch(/hero\.title\W+.*(Required|expected string)/);
    expect(output).toContain('quickLinks.cards.1.icon: "unicorn" is not one of the site\'s icons');
    expect(output).toContain('platformHighlights.cards.0.link: "/ecosystem/no-such-page" is not a page of the site (app/config/pages.ts)');
    expect(output).toContain('hero.secondary.to: "/resources/nowhere#overview-video" is not a page of the site');
  }, 60_000);

  it("fails the build on a home page field nobody reads and a button with neither a page nor a contact topic", async () => {
    const page = realPage("home-page.yaml");
    page.hero.subtitle = "Nobody shows this";
    page.cta.primary = { label: "Contact Our Team" };
    const { exitCode, output } = await syncWithEntries({ "home-page.yaml": stringify(page) });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/home-page.yaml");
    expect(output).toContain('Unrecognized key: "subtitle"');
    expect(output).toContain("cta.primary.to: give either to (a page of the site) or contactTopic (the contact form), not both or neither");
  }, 60_000);

  it("fails the build on a resource card with an unknown colour, no features and a link to a missing page", async () => {
    const page = realPage("resources-page.yaml");
    page.library.cards[2].colour = "purple";
    page.library.cards[3].features = [];
    page.library.cards[4].link = "/resources/podcasts";
    const { exitCode, output } = await syncWithEntries({ "resources-page.yaml": stringify(page) });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("resourcesPage → page data does not match collection schema");
    expect(output).toContain("app/content/resources-page.yaml");
    expect(output).toContain('library.cards.2.colour: "purple" is not one of the card colours: brand, saffron, emerald, violet, rose, teal');
    expect(output).toMatch(/library\.cards\.3\.features: .*(>=1|at least 1)/);
    expect(output).toContain('library.cards.4.link: "/resources/podcasts" is not a page of the site (app/config/pages.ts)');
  }, 60_000);

  it("fails the build on an Audience Hub with no call to action and an audience card with no title", async () => {
    const page = realPage("audience-hub-page.yaml");
    delete page.cta;
    delete page.audiences.cards[0].title;
    const { exitCode, output } = await syncWithEntries({ "audience-hub-page.yaml": stringify(page) });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("audienceHubPage → page data does not match collection schema");
    expect(output).toContain("app/content/audience-hub-page.yaml");
    expect(output).toMatch(/cta\W+.*(Required|expected object)/);
    expect(output).toMatch(/audiences\.cards\.0\.title\W+.*(Required|expected string)/);
  }, 60_000);

  it("passes well-formed files that differ from the real ones (the check is not failing for some other reason)", async () => {
    const resources = realPage("resources-page.yaml");
    resources.library.cards = resources.library.cards.slice(0, 2);
    resources.cta.secondary = { label: "Ask for a study", contactTopic: "A market study" };
    const home = realPage("home-page.yaml");
    delete home.differentiators.intro;
    home.quickLinks.cards[0].link = "/contact-get-involved#contact-form";
    const { exitCode, output } = await syncWithEntries({ "resources-page.yaml": stringify(resources), "home-page.yaml": stringify(home) });
    expect(output).not.toContain("Error");
    expect(output).not.toContain("ERROR");
    expect(exitCode).toBe(0);
  }, 60_000);
});
