import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { type StaticPage, prerenderedMainText, recordErrors, testStaticPages } from "./support/static-content";

// Performance issue 10, group b: the Solutions & Services, Ecosystem and
// Audience Hub pages keep their static parts out of the JavaScript that
// hydrates them. Each marker is a text that only the page's static content
// module renders (its interactive parts and the page registry do not hold it).
testStaticPages([
  { path: "/solutions-services/corporate-partnerships", marker: "Connected quality checks for an auto-components maker" },
  { path: "/audience-hub/entrepreneurs-startups", marker: "Women Founders Network" },
  { path: "/audience-hub/consultants-academics", marker: "Venture Due Diligence Panels" },
  { path: "/solutions-services", marker: "Every service we offer runs on the same engine" },
  { path: "/solutions-services/government-programs-grants", marker: "State Startup Policies: Maharashtra & Karnataka" },
  { path: "/solutions-services/startup-incubation-packages", marker: "Business Model Design Lab" },
  { path: "/solutions-services/msme-support-schemes", marker: "Shop Floor to Cloud" },
  { path: "/solutions-services/wanapreneur-programs", marker: "Peer-Learning Circles" },
  { path: "/solutions-services/digital-transformation-training", marker: "Certification Pathways" },
  { path: "/solutions-services/catalyst-program", marker: "How much of our time does Catalyst need?" },
  { path: "/solutions-services/scaleup-studio", marker: "Can we join without having done Catalyst?" },
  { path: "/solutions-services/enterprise-innovation-lab", marker: "Who owns what we build together?" },
  { path: "/solutions-services/ecosystem-builder", marker: "Do we have to use the Ankur brand or platform?" },
  { path: "/ecosystem", marker: "Four associate operating bodies and two operational cells govern the ecosystem" },
  { path: "/ecosystem/associate-bodies", marker: "Governance matrix: decision areas and who owns them" },
  { path: "/ecosystem/participating-companies", marker: "A problem that many Indian customers will pay to solve" },
  { path: "/ecosystem/troup-based-incubation-model", marker: "Stage-Gate Framework" },
  { path: "/ecosystem/mentorship-network", marker: "Sessions that fit your week" },
  { path: "/ecosystem/industry-partners", marker: "CSR with measurable outcomes" },
  { path: "/audience-hub", marker: "Five kinds of partners make the Ankur ecosystem work" },
  { path: "/audience-hub/industry-corporate", marker: "Typical pilots cut manual inspection effort by a third" },
  { path: "/audience-hub/investors-vcs", marker: "Co-invest with our fund" },
  { path: "/audience-hub/government-ngos", marker: "Making Seed Funding Work for Hardware Startups" },
]);

// The self-assessment pages: static content around the assessment form (whose
// <noscript> note the comparison leaves out).
const ASSESSMENT_PAGES: readonly StaticPage[] = [
  { path: "/solutions-services/readiness-assessment", marker: "how ready your processes, people and technology are to innovate with startups" },
  { path: "/solutions-services/innovation-diagnostic", marker: "Check your pitch, financials, data room and cap table" },
  { path: "/solutions-services/investment-readiness", marker: "see which stage you are ready for" },
];

testStaticPages(ASSESSMENT_PAGES);

test("a link inside a programme's static content leads to another programme, rendered in full by the same route module", async ({ page }) => {
  const errors = recordErrors(page);
  await gotoHydrated(page, "/solutions-services/catalyst-program");
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = "same-document"));
  await page.locator("#other-programs").getByRole("link", { name: "Explore ScaleUp Studio" }).click();
  await expect(page).toHaveURL(/\/solutions-services\/scaleup-studio$/);
  await expect(page.locator("h1")).toHaveText("ScaleUp Studio");
  await expect(page.locator("main")).toContainText("Can we join without having done Catalyst?");
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("same-document");
  expect(await page.locator("main").innerText()).toBe(await prerenderedMainText(page, "/solutions-services/scaleup-studio"));
  expect(errors).toEqual([]);
});
