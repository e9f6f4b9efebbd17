import { type Page, expect, test } from "@playwright/test";

// The Astro site's shell (issue 21): header, menus, scrolled look, page
// transitions, speculation rules, /admin. Everything here works without the
// page loading any script of its own. The staff app's work, and its pages'
// caching and indexing: staff-inbox.spec.ts.

/** Content-Security-Policy reports on the console, to assert none happened. */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/**
 * The "expanded" state Chromium's accessibility tree gives the button of that
 * name: a popover's invoker gets it from the popover, with no aria-expanded
 * attribute to read in the DOM.
 */
async function expandedState(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean; properties?: { name: string; value: { value?: unknown } }[] }[];
    };
    const button = nodes.find((node) => !node.ignored && node.role?.value === "button" && node.name?.value === buttonName);
    if (!button) return undefined;
    return button.properties?.find((property) => property.name === "expanded")?.value.value === true;
  } finally {
    await cdp.detach();
  }
}

const isPopoverOpen = (page: Page, id: string) => page.locator(`#${id}`).evaluate((element) => element.matches(":popover-open"));

test.describe("Astro shell: header and menus", () => {
  test("pages are served with a strict CSP, and a nav link loads the next page with no violation", async ({ page }) => {
    const violations = collectCspViolations(page);
    const response = await page.goto("/about-us");
    const scriptSources = response?.headers()["content-security-policy"]?.split(";").find((directive) => directive.trim().startsWith("script-src"));
    expect(scriptSources).toMatch(/script-src 'self' 'sha256-/);
    // Nothing unsafe but WebAssembly's compilation, which the site search's Pagefind needs (server/static/content-security-policy.ts).
    expect(scriptSources?.trim().split(/\s+/).filter((source) => source.includes("unsafe"))).toEqual(["'wasm-unsafe-eval'"]);
    await mainNav(page).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page).getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    expect(violations).toEqual([]);
  });

  test("the current section and page are highlighted, from the page's path", async ({ page }) => {
    await page.goto("/ecosystem/mentorship-network");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Ecosystem", exact: true })).toHaveAttribute("data-active", "true");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("data-active", "false");
    await expect(nav.getByRole("link", { name: "Resources", exact: true })).toHaveAttribute("data-active", "false");
    // The section's own link is not the current page; its child is.
    await expect(nav.getByRole("link", { name: "Ecosystem", exact: true })).not.toHaveAttribute("aria-current");
    await expect(page.locator("#nav-menu-ecosystem a[aria-current=page]")).toHaveAttribute("href", "/ecosystem/mentorship-network");
    await expect(page.locator("[data-site-header] a[aria-current=page]")).toHaveCount(2); // desktop dropdown and phone menu
  });

  test("a dropdown works by keyboard: focus alone does not open it, Enter does, Escape closes it and focus returns", async ({ page }) => {
    await page.goto("/about-us");
    const nav = mainNav(page);
    const toggle = nav.getByRole("button", { name: "Ecosystem menu" });
    await nav.getByRole("link", { name: "About Us", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Ecosystem", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    // Focus on the item and on its button: the menu stays shut.
    await expect(page.locator("#nav-menu-ecosystem")).toBeHidden();
    expect(await isPopoverOpen(page, "nav-menu-ecosystem")).toBe(false);

    await page.keyboard.press("Enter");
    await expect(page.locator("#nav-menu-ecosystem")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Associate Bodies" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#nav-menu-ecosystem")).toBeHidden();
    await expect(toggle).toBeFocused();

    // Escape on the button itself closes it too.
    await page.keyboard.press("Enter");
    await expect(page.locator("#nav-menu-ecosystem")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#nav-menu-ecosystem")).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("ArrowDown on an item or its button opens its menu at the first link; the arrows move through it; Escape gives focus back", async ({ page }) => {
    await page.goto("/about-us");
    const nav = mainNav(page);
    const menu = page.locator("#nav-menu-ecosystem");
    const toggle = nav.getByRole("button", { name: "Ecosystem menu" });
    await toggle.focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Associate Bodies" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Participating Companies" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("link", { name: "Industry Partners" })).toBeFocused(); // round the top to the last
    expect(await page.evaluate(() => window.scrollY)).toBe(0); // the arrows did not scroll the page
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // From the item's own link too.
    await nav.getByRole("link", { name: "Resources", exact: true }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("#nav-menu-resources")).toBeVisible();
    await expect(page.locator("#nav-menu-resources").getByRole("link").first()).toBeFocused();
  });

  test("Tab walks the bar without opening a menu: the home hero's Get Started comes right after it", async ({ page }) => {
    await page.goto("/");
    const anyMenuOpen = () => page.evaluate(() => document.querySelector(".nav-dropdown-menu:popover-open") !== null || document.querySelector(".nav-dropdown-menu")?.checkVisibility() === true);
    let presses = 0;
    while (!(await page.evaluate(() => document.activeElement?.closest("main") !== null)) && presses < 40) {
      await page.keyboard.press("Tab");
      presses++;
      expect(await anyMenuOpen()).toBe(false);
    }
    // Every control the bar shows (skip link, logo, the items and their menu buttons, Apply, Get Started) once, none of
    // the closed menus' links; then the hero.
    const barStops = await page.evaluate(
      () => [...document.querySelectorAll<HTMLElement>("[data-site-header] :is(a[href], button)")].filter((element) => element.checkVisibility() && element.tabIndex >= 0).length,
    );
    expect(presses).toBe(barStops + 1);
    await expect(page.locator("main").getByRole("link", { name: "Get Started" }).first()).toBeFocused();
    await expect(page.locator("main").getByRole("link", { name: "Get Started" }).first()).toHaveAttribute("href", "/contact-get-involved/partner-apply");
  });

  test("the header carries Apply (to the incubation application) beside Get Started (to the partner application), highlighted on its page", async ({ page }) => {
    await page.goto("/about-us");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Apply", exact: true })).toHaveAttribute("href", "/apply");
    await expect(nav.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact-get-involved/partner-apply");
    await expect(nav.getByRole("link", { name: "Apply", exact: true })).toHaveAttribute("data-active", "false");
    await expect(nav.getByRole("link", { name: "Apply", exact: true })).not.toHaveAttribute("aria-current");
    await page.goto("/apply");
    await expect(nav.getByRole("link", { name: "Apply", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Apply", exact: true })).toHaveAttribute("data-active", "true");
    // No menu item claims the page.
    await expect(nav.locator("a[data-active=true]")).toHaveCount(2); // the bar's Apply and the phone menu's
  });

  for (const width of [1024, 1280, 1440]) {
    test(`at ${width} px the bar holds on one line: no label wraps, nothing overflows`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about-us");
      await page.evaluate(() => document.fonts.ready);
      const layout = await mainNav(page).evaluate((nav) => {
        const controls = [...nav.querySelectorAll<HTMLElement>("a, button")].filter((element) => element.checkVisibility() && !element.closest("[popover]"));
        const lineHeight = (element: HTMLElement) => Number.parseFloat(getComputedStyle(element).lineHeight) || 20;
        return {
          count: controls.length,
          wrapped: controls.filter((element) => element.getBoundingClientRect().height > 2 * lineHeight(element) + 4 || element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent?.trim() || element.getAttribute("aria-label")),
          overflow: nav.scrollWidth - nav.clientWidth,
          tops: [...new Set(controls.map((element) => Math.round(element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2)))],
        };
      });
      expect(layout.count).toBeGreaterThan(3);
      expect(layout.wrapped).toEqual([]);
      expect(layout.overflow).toBeLessThanOrEqual(0);
      // One row: every control's middle on the bar's middle line (within a pixel).
      expect(Math.max(...layout.tops) - Math.min(...layout.tops)).toBeLessThanOrEqual(1);
    });
  }

  test("a dropdown's button tells assistive technology whether its menu is open", async ({ page }) => {
    await page.goto("/about-us");
    const toggle = mainNav(page).getByRole("button", { name: "Audience Hub menu" });
    await expect.poll(() => expandedState(page, "Audience Hub menu")).toBe(false);
    await toggle.click();
    await expect.poll(() => expandedState(page, "Audience Hub menu")).toBe(true);
  });

  test("an open dropdown sits under its item, one at a time, and a click elsewhere closes it", async ({ page }) => {
    await page.goto("/about-us");
    const nav = mainNav(page);
    await nav.getByRole("button", { name: "Resources menu" }).click();
    const menu = page.locator("#nav-menu-resources");
    await expect(menu).toBeVisible();
    const item = await nav.getByRole("link", { name: "Resources", exact: true }).boundingBox();
    const list = await menu.locator("ul").boundingBox();
    if (!item || !list) throw new Error("not laid out");
    expect(Math.abs(list.x - item.x)).toBeLessThanOrEqual(1);
    expect(list.y).toBeGreaterThanOrEqual(item.y + item.height);
    expect(list.y).toBeLessThan(item.y + item.height + 24);

    await nav.getByRole("button", { name: "Audience Hub menu" }).click();
    await expect(page.locator("#nav-menu-audience-hub")).toBeVisible();
    await expect(menu).toBeHidden();

    await page.locator("main h1").click();
    await expect(page.locator("#nav-menu-audience-hub")).toBeHidden();
  });

  test("a mouse over an item shows its menu, whose links navigate", async ({ page }) => {
    await page.goto("/about-us");
    const nav = mainNav(page);
    await expect(page.locator("#nav-menu-ecosystem")).toBeHidden();
    await nav.getByRole("link", { name: "Ecosystem", exact: true }).hover();
    await expect(page.locator("#nav-menu-ecosystem")).toBeVisible();
    await nav.getByRole("link", { name: "Mentorship Network" }).click();
    await expect(page).toHaveURL(/\/ecosystem\/mentorship-network$/);
    await expect(page.locator("#nav-menu-ecosystem")).toBeHidden();
  });

  test("Escape hides a menu the mouse shows, until the pointer leaves the item and comes back", async ({ page }) => {
    await page.goto("/about-us");
    const menu = page.locator("#nav-menu-ecosystem");
    const item = mainNav(page).getByRole("link", { name: "Ecosystem", exact: true });
    await item.hover();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.locator("main h1").hover();
    await item.hover();
    await expect(menu).toBeVisible();
  });

  test("the top bar changes its look past 10 px of scroll (scroll-driven animation)", async ({ page }) => {
    await page.goto("/about-us");
    const bar = page.locator("[data-site-header]");
    // Translucent at the top, solid with a shadow once scrolled (the colour's space varies, its alpha tells).
    const look = () =>
      bar.evaluate((element) => {
        const style = getComputedStyle(element);
        const alpha = /\/\s*([\d.]+)\)$/.exec(style.backgroundColor)?.[1] ?? /^rgba\([^)]*,\s*([\d.]+)\)$/.exec(style.backgroundColor)?.[1];
        return { solid: alpha === undefined || Number(alpha) === 1, shadow: style.boxShadow !== "none" && !/^(rgba\(0, 0, 0, 0\)|transparent)/.test(style.boxShadow) };
      });
    await expect.poll(look).toEqual({ solid: false, shadow: false });
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect.poll(look).toEqual({ solid: false, shadow: false });
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(look).toEqual({ solid: true, shadow: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(look).toEqual({ solid: false, shadow: false });

    // A state, not a motion: it holds under reduced motion too.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(look).toEqual({ solid: true, shadow: true });
  });

  test("where the engine has no scroll-driven animations, the inline fallback sets the scrolled state", async ({ page }) => {
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS);
      CSS.supports = (...args: [string] | [string, string]) => (args.join(":").includes("animation-timeline") ? false : supports(...(args as [string, string])));
    });
    await page.goto("/about-us");
    const bar = page.locator("[data-site-header]");
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute("data-scrolled", "false");
  });

  test("a page load starts at the top; a link to an anchor on another page scrolls to it", async ({ page }) => {
    await page.goto("/about-us");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await mainNav(page).getByRole("link", { name: "Ecosystem", exact: true }).click();
    await expect(page).toHaveURL(/\/ecosystem$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("contentinfo").getByRole("link", { name: "Leadership" }).click();
    await expect(page).toHaveURL(/\/about-us#leadership$/);
    await expect(page.locator("#leadership")).toBeInViewport();
  });

  test("the footer's social links open in a new tab with accessible names", async ({ page }) => {
    await page.goto("/about-us");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Facebook", "Twitter", "LinkedIn", "Instagram", "YouTube"]) {
      const link = footer.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("the skip link leads to the page's content", async ({ page }) => {
    await page.goto("/about-us");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("Astro shell: the phone menu", () => {
  test("@phone opens and closes from its button, one group open at a time, Escape gives focus back", async ({ page }) => {
    await page.goto("/about-us");
    const menu = page.locator("#phone-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toBeVisible();

    const solutions = menu.locator("summary", { hasText: "Solutions & Services pages" });
    const resources = menu.locator("summary", { hasText: "Resources pages" });
    await expect(menu.getByRole("link", { name: "MSME Support Schemes" })).toBeHidden();
    await solutions.click();
    await expect(menu.getByRole("link", { name: "MSME Support Schemes" })).toBeVisible();
    await resources.click();
    await expect(menu.getByRole("link", { name: "Events & Webinars" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "MSME Support Schemes" })).toBeHidden();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    // Open again, then the button closes it.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await close.click();
    await expect(menu).toBeHidden();
  });

  test("@phone the menu carries Apply and Get Started, Apply highlighted on its page", async ({ page }) => {
    await page.goto("/apply");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#phone-menu");
    await expect(menu.getByRole("link", { name: "Apply", exact: true })).toHaveAttribute("href", "/apply");
    await expect(menu.getByRole("link", { name: "Apply", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact-get-involved/partner-apply");
    await expect(menu.locator("a[data-active=true]")).toHaveCount(1);
  });

  for (const width of [320, 390]) {
    test(`@phone at ${width} px the chat's launcher sits in the header's bar, beside the menu button, covering nothing of the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/");
      const launcher = await page.getByRole("button", { name: "Support chat" }).boundingBox();
      const bar = await page.locator("[data-site-header]").boundingBox();
      const logo = await mainNav(page).getByRole("link", { name: "Ankur" }).boundingBox();
      const toggle = await page.getByRole("button", { name: "Open menu" }).boundingBox();
      if (!launcher || !bar || !logo || !toggle) throw new Error("not laid out");
      expect(launcher.y).toBeGreaterThanOrEqual(bar.y);
      expect(launcher.y + launcher.height).toBeLessThanOrEqual(bar.y + bar.height);
      expect(launcher.x).toBeGreaterThanOrEqual(logo.x + logo.width);
      expect(launcher.x + launcher.width).toBeLessThanOrEqual(toggle.x);
      expect(launcher.width).toBeGreaterThanOrEqual(44); // a full touch target
      // It is on top of the bar, not under it.
      expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label"), { x: launcher.x + launcher.width / 2, y: launcher.y + launcher.height / 2 })).toBe("Support chat");
      // The minimal layout's bar has no room: there it floats bottom right.
      await page.goto("/contact");
      const floating = await page.getByRole("button", { name: "Support chat" }).boundingBox();
      expect(floating?.y).toBeGreaterThan(400);
    });
  }

  test("@phone the menu button tells assistive technology whether the menu is open", async ({ page }) => {
    await page.goto("/about-us");
    await expect.poll(() => expandedState(page, "Open menu")).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect.poll(() => expandedState(page, "Close menu")).toBe(true);
  });

  test("@phone works by keyboard, lets focus move on past it, and a link loads its page with the menu closed", async ({ page }) => {
    await page.goto("/about-us");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.locator("#phone-menu");
    await expect(menu).toBeVisible();
    // Tab goes from the button into the menu.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();

    // No trap: Tab leaves the menu after its last control.
    const focusables = await menu.locator("a:visible, summary:visible").count();
    for (let i = 0; i < focusables; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.getElementById("phone-menu")?.contains(document.activeElement))).toBe(false);

    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("link", { name: "Get Started" })).toBeFocused();
    await menu.locator("summary", { hasText: "Audience Hub pages" }).focus();
    await page.keyboard.press("Enter");
    await menu.getByRole("link", { name: "Investors & VCs" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/audience-hub\/investors-vcs$/);
    await expect(page.locator("#phone-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("@phone a tap outside closes it, and the current section's group starts open", async ({ page }) => {
    await page.goto("/ecosystem/mentorship-network");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const menu = page.locator("#phone-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Mentorship Network" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Mentorship Network" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Ecosystem", exact: true })).toHaveAttribute("data-active", "true");
    const viewport = page.viewportSize();
    if (!viewport) throw new Error("no viewport");
    // The bar's empty middle, outside the menu's panel (which fills the screen below the bar).
    await page.touchscreen.tap(viewport.width / 2, 32);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/ecosystem\/mentorship-network$/);
  });
});

test.describe("Astro shell: transitions and prefetching", () => {
  /** Records, on every document, whether it was revealed by a view transition and the pseudo-elements' durations. */
  async function recordViewTransitions(page: Page) {
    await page.addInitScript(() => {
      const record = (value: unknown) => sessionStorage.setItem("h5:view-transition", JSON.stringify(value));
      window.addEventListener("pagereveal", (event) => {
        const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
        if (!transition) return record({ transition: false });
        // Read a frame after the transition is ready, while it still runs (0.4 s): right at `ready`
        // Chromium has now and then not listed the new page's animation yet.
        const afterAFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        void transition.ready.then(afterAFrame).then(() => {
          const durations = Object.fromEntries(
            document
              .getAnimations()
              .filter((animation) => animation.effect instanceof KeyframeEffect && animation.effect.pseudoElement)
              .map((animation) => [(animation.effect as KeyframeEffect).pseudoElement, animation.effect?.getTiming().duration]),
          );
          record({ transition: true, durations });
        });
      });
    });
  }

  const recorded = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem("h5:view-transition") ?? "null") as unknown);

  test("a navigation fades the page out in 0.3 s and in over 0.4 s (a cross-document view transition)", async ({ page }) => {
    await recordViewTransitions(page);
    await page.goto("/about-us");
    await page.evaluate(() => sessionStorage.removeItem("h5:view-transition"));
    await mainNav(page).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => recorded(page)).toMatchObject({
      transition: true,
      durations: { "::view-transition-old(page)": 300, "::view-transition-new(page)": 400 },
    });
  });

  test("under reduced motion there is no transition", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordViewTransitions(page);
    await page.goto("/about-us");
    await page.evaluate(() => sessionStorage.removeItem("h5:view-transition"));
    await mainNav(page).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => recorded(page)).toEqual({ transition: false });
  });

  test("speculation rules prefetch a hovered in-site link, never the staff pages or the API", async ({ page }) => {
    await page.goto("/about-us");
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}") as {
      prefetch: { where: { and: unknown[] }; eagerness: string }[];
    };
    expect(rules.prefetch[0]?.eagerness).toBe("moderate");
    expect(rules.prefetch[0]?.where.and).toContainEqual({ not: { href_matches: ["/admin", "/admin/*", "/api/*"] } });

    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === "/ecosystem" && request.headers()["sec-purpose"]?.includes("prefetch") === true);
    await mainNav(page).getByRole("link", { name: "Ecosystem", exact: true }).hover();
    await prefetched;
  });

  test("content is revealed by scrolling it into view, and is fully there under reduced motion", async ({ page }) => {
    await page.goto("/about-us");
    const revealed = page.locator("[data-reveal]").last();
    await expect(revealed).toHaveCount(1);
    const animationName = () => revealed.evaluate((element) => getComputedStyle(element).animationName);
    expect(await animationName()).toBe("reveal-on-scroll");
    await revealed.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => revealed.evaluate((element) => getComputedStyle(element).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    // Never faded: text is at full contrast all the way in.
    expect(await revealed.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about-us");
    expect(await animationName()).toBe("none");
    expect(await page.locator("[data-reveal]").last().evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  });
});

test.describe("Astro shell: /admin", () => {
  test("/admin is the staff app: it asks for sign-in, under a head of its own, without the public shell", async ({ page }) => {
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
    await expect(page.getByLabel("E-mail address")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page).toHaveTitle("Staff sign-in | Ankur staff inbox");
    // The public shell stays out of the staff app.
    await expect(page.locator("[data-site-header]")).toHaveCount(0);
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
  });

  test("a lead's address gets the same shell, whose sign-in page keeps the way back to the lead", async ({ page }) => {
    const violations = collectCspViolations(page);
    const response = await page.goto("/admin/leads/INC-2026-ABC123");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fleads%2FINC-2026-ABC123$/);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe("Astro shell: /contact's minimal layout", () => {
  test("the contact and incubation forms, the brand and a way back home, no standard header, a slim footer, the chat as everywhere", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Incubation application" })).toBeVisible();
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Ankur" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(page.locator("[data-site-header]")).toHaveCount(0);
    // Issue 22: the slim footer, the legal links and the copyright line only, not the standard footer's columns.
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: "Legal links" }).getByRole("link")).toHaveCount(4);
    await expect(footer.getByRole("navigation", { name: "Company links" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Support chat" })).toBeVisible();
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
    await nav.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("[data-site-header]")).toBeVisible();
  });
});
