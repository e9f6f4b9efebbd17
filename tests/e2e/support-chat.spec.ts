import { type Page, expect, test } from "@playwright/test";
import { QUICK_QUESTIONS } from "../../app/features/support-chat/chat-replies";
import { CHAT_SESSION_KEY } from "../../app/features/support-chat/chat-session-store";
import { CHAT_TYPING_DELAY_MS } from "../../app/features/support-chat/reply-for-message";
import { dropRoutesAfterEachTest, holdRequests } from "./support/held-requests";

// The support chat on the Astro site: an island on every page (client:first-use),
// its launcher in the HTML, its conversation kept for the tab in sessionStorage.

const CHAT_CHUNK = /\/assets\/support-chat-island\.[\w-]+\.js$/;
const ANY_SCRIPT = (url: URL) => url.pathname.endsWith(".js");

dropRoutesAfterEachTest();

function chatParts(page: Page) {
  const launcher = page.getByRole("button", { name: "Support chat" });
  const panel = page.getByRole("dialog", { name: "Ankur Support" });
  return {
    launcher,
    panel,
    input: panel.getByRole("textbox", { name: "Your message" }),
    messages: panel.getByRole("list", { name: "Messages" }).locator(":scope > li[data-message-type]"),
    typing: panel.getByTestId("chat-typing-indicator"),
    announcement: panel.getByTestId("chat-announcement"),
  };
}

/** Opens a page with a paused clock, so the typing delay can be stepped through. */
async function openChatWithPausedClock(page: Page, path = "/about-us") {
  await page.clock.install();
  await page.goto(path);
  const chat = chatParts(page);
  await chat.launcher.click();
  await expect(chat.input).toBeFocused();
  await page.clock.pauseAt(Date.now() + 60_000);
  return chat;
}

async function sendAndExpectReply(page: Page, chat: ReturnType<typeof chatParts>, text: string, link: { name: string; href: string }) {
  const before = await chat.messages.count();
  await chat.input.fill(text);
  await chat.input.press("Enter");
  await expect(chat.messages.nth(before)).toHaveAttribute("data-message-type", "user");
  await expect(chat.messages.nth(before)).toContainText(text);
  await expect(chat.typing).toBeVisible();
  await expect(chat.announcement).toHaveText("Ankur Support is typing…");
  await page.clock.runFor(CHAT_TYPING_DELAY_MS - 100);
  await expect(chat.messages).toHaveCount(before + 1);
  await expect(chat.typing).toBeVisible();
  await page.clock.runFor(100);
  await expect(chat.messages).toHaveCount(before + 2);
  await expect(chat.typing).toHaveCount(0);
  const reply = chat.messages.nth(before + 1);
  await expect(reply).toHaveAttribute("data-message-type", "system");
  await expect(reply.getByRole("link", { name: link.name })).toHaveAttribute("href", link.href);
  await expect(chat.announcement).toContainText(link.name);
  return reply;
}

test.describe("support chat island", () => {
  test("its launcher is in the page's HTML and no script loads until the visitor reaches for it", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (ANY_SCRIPT(new URL(request.url()))) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/legal/privacy-policy");
    const chat = chatParts(page);
    await expect(chat.launcher).toBeVisible();
    await expect(chat.launcher).toHaveAttribute("aria-expanded", "false");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);

    const chunk = page.waitForRequest((request) => CHAT_CHUNK.test(new URL(request.url()).pathname));
    await chat.launcher.hover();
    await chunk;
  });

  test("opens on the first press, made before any script has arrived", async ({ page }) => {
    const release = await holdRequests(page, ANY_SCRIPT);
    await page.goto("/about-us");
    const chat = chatParts(page);
    await chat.launcher.click();
    await expect(chat.panel).toHaveCount(0);
    await release();
    await expect(chat.panel).toBeVisible();
    await expect(chat.launcher).toHaveAttribute("aria-expanded", "true");
    await expect(chat.input).toBeFocused();
    await expect(chat.messages).toHaveCount(1);
  });

  test("opens on the first key press, made before any script has arrived", async ({ page }) => {
    const release = await holdRequests(page, ANY_SCRIPT);
    await page.goto("/about-us");
    const chat = chatParts(page);
    await chat.launcher.focus();
    await page.keyboard.press("Enter");
    await release();
    await expect(chat.panel).toBeVisible();
    await expect(chat.input).toBeFocused();
  });

  test("@phone opens on the first tap, made before any script has arrived", async ({ page }) => {
    const release = await holdRequests(page, ANY_SCRIPT);
    await page.goto("/about-us");
    const chat = chatParts(page);
    await chat.launcher.tap();
    await release();
    await expect(chat.panel).toBeVisible();
    await expect(chat.launcher).toHaveAttribute("aria-expanded", "true");
    // One tap, one opening: the repeated press does not close it again.
    await page.waitForTimeout(300);
    await expect(chat.panel).toBeVisible();
  });

  test("opens with the welcome message, focus in the input, and closes from the button", async ({ page }) => {
    await page.goto("/about-us");
    const chat = chatParts(page);
    await chat.launcher.click();
    await expect(chat.launcher).toHaveAttribute("aria-expanded", "true");
    await expect(chat.panel).toBeVisible();
    await expect(chat.input).toBeFocused();
    await expect(chat.panel).toContainText("We reply within minutes");
    await expect(chat.messages).toHaveCount(1);
    const welcome = chat.messages.first();
    await expect(welcome).toHaveAttribute("data-message-type", "system");
    await expect(welcome).toContainText("Namaste!");
    await expect(welcome).toContainText("within minutes");
    const box = await chat.panel.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(600);
    await expect(chat.panel).toHaveCSS("max-height", "600px");

    await chat.launcher.click();
    await expect(chat.panel).toBeHidden();
    await expect(chat.launcher).toHaveAttribute("aria-expanded", "false");
  });

  test("answers after the 1500 ms typing indicator, by the rules in order, ignoring empty messages", async ({ page }) => {
    const chat = await openChatWithPausedClock(page);
    await sendAndExpectReply(page, chat, "partner for my STARTUP", {
      name: "Startup Incubation Packages",
      href: "/solutions-services/startup-incubation-packages",
    });
    await sendAndExpectReply(page, chat, "Any WORKSHOP in Pune?", { name: "Events & Webinars", href: "/resources/events" });
    await chat.input.fill("    ");
    await chat.input.press("Enter");
    await page.clock.runFor(CHAT_TYPING_DELAY_MS * 2);
    await expect(chat.messages).toHaveCount(5);
  });

  test("the quick questions send their question and get its answer", async ({ page }) => {
    const chat = await openChatWithPausedClock(page);
    const quick = chat.panel.getByRole("group", { name: "Quick questions" });
    for (const [i, { label, question }] of QUICK_QUESTIONS.entries()) {
      await quick.getByRole("button", { name: label }).click();
      await expect(chat.messages.nth(1 + i * 2)).toContainText(question);
      await page.clock.runFor(CHAT_TYPING_DELAY_MS);
      await expect(chat.messages.nth(2 + i * 2)).toHaveAttribute("data-message-type", "system");
    }
  });

  test("Escape closes it and gives focus back to the button; reopening keeps the conversation", async ({ page }) => {
    await page.goto("/about-us");
    const chat = chatParts(page);
    await chat.launcher.focus();
    await page.keyboard.press("Enter");
    await expect(chat.input).toBeFocused();
    await page.keyboard.type("Tell me about incubation");
    await page.keyboard.press("Enter");
    await expect(chat.messages).toHaveCount(3);
    await page.keyboard.press("Escape");
    await expect(chat.panel).toBeHidden();
    await expect(chat.launcher).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(chat.input).toBeFocused();
    await expect(chat.messages).toHaveCount(3);
  });

  test("the conversation carries on on the next page, a pending reply included", async ({ page }) => {
    const chat = await openChatWithPausedClock(page);
    const reply = await sendAndExpectReply(page, chat, "events?", { name: "Events & Webinars", href: "/resources/events" });
    await expect(reply).toBeVisible();
    // Sent just before leaving: its reply is still being typed.
    await chat.input.fill("Hello there");
    await chat.input.press("Enter");
    await expect(chat.typing).toBeVisible();
    await page.clock.resume();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), CHAT_SESSION_KEY)).toContain("Hello there");

    const next = chatParts(page);
    await expect(next.panel).toHaveCount(0);
    await next.launcher.click();
    await expect(next.messages.nth(1)).toContainText("events?");
    await expect(next.messages.nth(2).getByRole("link", { name: "Events & Webinars" })).toBeVisible();
    await expect(next.messages.nth(3)).toContainText("Hello there");
    await expect(next.messages).toHaveCount(5);
    await expect(next.messages.nth(4)).toContainText("get back to you shortly");
    await expect(next.typing).toHaveCount(0);
  });

  test("a reply's link loads the page, where the chat still holds the conversation", async ({ page }) => {
    const chat = await openChatWithPausedClock(page);
    const reply = await sendAndExpectReply(page, chat, "corporate", { name: "Partner Application", href: "/contact-get-involved/partner-apply" });
    await page.clock.resume();
    await reply.getByRole("link", { name: "Partner Application" }).click();
    await expect(page).toHaveURL(/\/contact-get-involved\/partner-apply$/);
    const next = chatParts(page);
    await next.launcher.click();
    await expect(next.messages).toHaveCount(3);
  });

  test("the launcher has a fixed place and size and shifts nothing", async ({ page }) => {
    await page.goto("/about-us");
    const { launcher } = chatParts(page);
    await expect(launcher).toHaveCSS("position", "fixed");
    const before = await launcher.boundingBox();
    expect(before).toMatchObject({ width: 56, height: 56 });
    // A wheel turned before the page takes input (a loaded CI machine) scrolls nothing: turn it until the page moves.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 1500);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(0);
    expect(await launcher.boundingBox()).toEqual(before);
  });

  test("respects reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const chat = await openChatWithPausedClock(page);
    await chat.input.fill("hello");
    await chat.input.press("Enter");
    await expect(chat.typing).toBeVisible();
    for (const dot of await chat.typing.locator("span").all()) {
      await expect(dot).toHaveCSS("animation-name", "none");
    }
    await expect(chat.panel).toHaveCSS("animation-name", "none");
  });

  test("@phone fits a phone screen below the header", async ({ page }) => {
    await page.goto("/about-us");
    const chat = chatParts(page);
    await chat.launcher.tap();
    await expect(chat.input).toBeFocused();
    const panel = await chat.panel.boundingBox();
    const launcher = await chat.launcher.boundingBox();
    const viewport = page.viewportSize();
    if (!panel || !launcher || !viewport) throw new Error("the chat is not laid out");
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.width);
    expect(panel.y).toBeGreaterThanOrEqual(64);
    expect(panel.y + panel.height).toBeLessThanOrEqual(viewport.height);
    // On a phone the launcher sits in the header's bar (shell.spec.ts), above the panel: neither covers the other.
    expect(launcher.y + launcher.height).toBeLessThanOrEqual(panel.y);
  });
});
