import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { navigateInSite, recordErrors, recordScriptTexts, testStaticPages } from "./support/static-content";

// Static content (components/static-content) on the home page, About Us, the
// FAQ, careers, the platform and programs hubs, the partner portal, success
// stories, case studies, job postings and the press room: each marker is a
// text only the page's static content renders.
/** The structured data blocks of a page's prerendered HTML (static content carries some of them in the body). */
async function jsonLdBlocks(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] as string) as Record<string, unknown>);
}

testStaticPages([
  { path: "/", marker: "Start where you are" },
  { path: "/about-us", marker: "Five stages from idea to scale" },
  { path: "/careers", marker: "Our Application Process" },
  { path: "/job/ecosystem-development-manager", marker: "Own a portfolio of 25-30 partner organisations" },
  { path: "/platform", marker: "A Venture's Path Through the Platform" },
  { path: "/programs", marker: "Compare at a Glance" },
  { path: "/partner-portal", marker: "Inside the Portal" },
  { path: "/success-stories", marker: "Industry Recognition" },
  { path: "/case-studies/finedge", marker: "still cannot borrow against that income" },
  { path: "/press", marker: "Everything you need to write about Ankur" },
  { path: "/press/archive", marker: "press releases, newest first." },
  { path: "/press/climate-tech-fund", marker: "ticket sizes of ₹1 crore to ₹5 crore" },
]);

test("a role's page carries its JobPosting, with the whole role, in the prerendered page", async ({ request }) => {
  const blocks = await jsonLdBlocks(request, "/job/ecosystem-development-manager");
  const posting = blocks.find((block) => block["@type"] === "JobPosting");
  expect(posting?.title).toBe("Ecosystem Development Manager");
  expect(posting?.description).toContain("Own a portfolio of 25-30 partner organisations");
});

// The FAQ hides its answers once scripting runs (they are all visible without
// JavaScript), so its text is compared as the DOM holds it, shown or not.
const FAQ = { path: "/faq", marker: "Do you take equity?" } as const;

async function noJsMainText(page: Page, path: string): Promise<string> {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  try {
    const noJs = await context.newPage();
    await noJs.goto(path);
    return await noJs.locator("main").evaluate((main) => main.textContent ?? "");
  } finally {
    await context.close();
  }
}

const mainText = (page: Page) => page.locator("main").evaluate((main) => main.textContent ?? "");

test("/faq hydrates without its questions' code and keeps every word", async ({ page }) => {
  const scriptsHolding = recordScriptTexts(page);
  const errors = recordErrors(page);
  await gotoHydrated(page, FAQ.path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main")).toContainText(FAQ.marker);
  expect(await scriptsHolding(FAQ.marker), "scripts holding the content").toBe(0);
  expect(await mainText(page)).toBe(await noJsMainText(page, FAQ.path));
  expect(errors).toEqual([]);
});

test("/faq renders all of its questions after a client-side navigation, and they open and jump as on a loaded page", async ({ page }) => {
  const errors = recordErrors(page);
  await gotoHydrated(page, "/");
  await navigateInSite(page, FAQ.path);
  await expect(page.locator("main")).toContainText(FAQ.marker);
  expect(await mainText(page)).toBe(await noJsMainText(page, FAQ.path));

  const main = page.getByRole("main");
  const answers = page.getByTestId("faq-answer");
  await expect(answers.filter({ visible: true })).toHaveCount(0);
  const equity = main.getByRole("button", { name: FAQ.marker });
  await equity.click();
  await expect(equity).toHaveAttribute("aria-expanded", "true");
  await expect(answers.filter({ visible: true })).toHaveCount(1);
  await main.getByRole("button", { name: "What is a troupe?" }).click();
  await expect(equity).toHaveAttribute("aria-expanded", "false");
  await expect(answers.filter({ visible: true })).toHaveCount(1);

  await page.getByRole("navigation", { name: "Jump to Category" }).getByRole("link", { name: "Resources & Support" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Resources & Support", exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/faq$/);
  expect(errors).toEqual([]);
});

test("/faq carries its FAQPage structured data in the prerendered page", async ({ request }) => {
  const blocks = await jsonLdBlocks(request, FAQ.path);
  const faq = blocks.find((block) => block["@type"] === "FAQPage") as { mainEntity: { name: string }[] } | undefined;
  expect(faq?.mainEntity.map((question) => question.name)).toContain(FAQ.marker);
});
