import { type Page, expect, test } from "@playwright/test";
import { OPEN_SUPPORT_CHAT_EVENT } from "../../app/features/support-chat/open-support-chat";
import { QUICK_QUESTIONS } from "../../app/features/support-chat/chat-replies";
import { CHAT_TYPING_DELAY_MS } from "../../app/features/support-chat/reply-for-message";

const PANEL_CHUNK = /\/assets\/support-chat-panel-[\w-]+\.js$/;

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

/** Opens the home page with a paused clock, so the typing delay can be stepped through. */
async function openChatWithPausedClock(page: Page) {
  await page.clock.install();
  await page.goto("/");
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
  await expect(chat.announcement).toContainText(`Ankur Support: `);
  await expect(chat.announcement).toContainText(link.name);
  return reply;
}

test.describe("support chat", () => {
  test("opens with the welcome message, focus in the input, and closes from the button", async ({ page }) => {
    await page.goto("/");
    const chat = chatParts(page);
    await expect(chat.launcher).toHaveAttribute("aria-expanded", "false");
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
    await expect(welcome.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expect(welcome.locator("time")).toHaveText(/^\d{1,2}:\d{2}\s?(am|pm)$/i);
    const box = await chat.panel.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(600);
    await expect(chat.panel).toHaveCSS("max-height", "600px");

    await chat.launcher.click();
    await expect(chat.panel).toBeHidden();
    await expect(chat.launcher).toHaveAttribute("aria-expanded", "false");
  });

  test("answers each rule after the 1500 ms typing indicator, ignoring case", async ({ page }) => {
    const chat = await openChatWithPausedClock(page);
    await sendAndExpectReply(page, chat, "I run a STARTUP in Nagpur", {
      name: "Startup Incubation Packages",
      href: "/solutions-services/startup-incubation-packages",
    });
    await sendAndExpectReply(page, chat, "We are a Corporate looking to work together", {
      name: "Partner Application",
      href: "/contact-get-involved/partner-apply",
    });
    await sendAndExpectReply(page, chat, "Any WORKSHOP in Pune?", { name: "Events & Webinars", href: "/resources/events" });
    const generic = await sendAndExpectReply(page, chat, "Hello there", {
      name: "contact form",
      href: "/contact-get-involved?topic=Question%20from%20the%20support%20chat#contact-form",
    });
    await expect(generic).toContainText("get back to you shortly");
  });

  test("checks the rules in order: a partner question about a startup gets the incubation answer", async ({ page }) => {
    const chat = await openChatWithPausedClock(page);
    await sendAndExpectReply(page, chat, "partner for my startup", {
      name: "Startup Incubation Packages",
      href: "/solutions-services/startup-incubation-packages",
    });
  });

  test("the quick questions send their question and get its answer", async ({ page }) => {
    const chat = await openChatWithPausedClock(page);
    const expected = ["/solutions-services/startup-incubation-packages", "/contact-get-involved/partner-apply", "/resources/events"];
    const quick = chat.panel.getByRole("group", { name: "Quick questions" });
    for (const [i, { label, question }] of QUICK_QUESTIONS.entries()) {
      await quick.getByRole("button", { name: label }).click();
      const asked = chat.messages.nth(1 + i * 2);
      await expect(asked).toHaveAttribute("data-message-type", "user");
      await expect(asked).toContainText(question);
      await expect(chat.typing).toBeVisible();
      await page.clock.runFor(CHAT_TYPING_DELAY_MS);
      await expect(chat.messages.nth(2 + i * 2).locator(`a[href="${expected[i]}"]`)).toBeVisible();
    }
  });

  test("empty and whitespace-only messages are ignored", async ({ page }) => {
    const chat = await openChatWithPausedClock(page);
    await chat.input.press("Enter");
    await chat.input.fill("    ");
    await chat.panel.getByRole("button", { name: "Send message" }).click();
    await page.clock.runFor(CHAT_TYPING_DELAY_MS * 2);
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.typing).toHaveCount(0);
  });

  test("is usable by keyboard alone, and Escape closes it and returns focus to the button", async ({ page }) => {
    await page.goto("/");
    const chat = chatParts(page);
    await chat.launcher.focus();
    await page.keyboard.press("Enter");
    await expect(chat.input).toBeFocused();
    await page.keyboard.type("Tell me about incubation");
    await page.keyboard.press("Enter");
    await expect(chat.messages).toHaveCount(3);
    await page.keyboard.press("Tab");
    await expect(chat.panel.getByRole("button", { name: "Send message" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(chat.panel.getByRole("button", { name: QUICK_QUESTIONS[2].label })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(chat.panel).toBeHidden();
    await expect(chat.launcher).toBeFocused();
    await expect(chat.launcher).toHaveAttribute("aria-expanded", "false");

    // Reopening keeps the conversation.
    await page.keyboard.press("Enter");
    await expect(chat.input).toBeFocused();
    await expect(chat.messages).toHaveCount(3);
  });

  test("openSupportChat() opens it from anywhere on the page", async ({ page }) => {
    await page.goto("/");
    const chat = chatParts(page);
    await expect(chat.launcher).toBeVisible();
    await page.evaluate((name) => window.dispatchEvent(new CustomEvent(name)), OPEN_SUPPORT_CHAT_EVENT);
    await expect(chat.panel).toBeVisible();
    await expect(chat.input).toBeFocused();
    await expect(chat.launcher).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(chat.launcher).toBeFocused();
  });

  test("reply links navigate inside the site without a page load", async ({ page }) => {
    const chat = await openChatWithPausedClock(page);
    const reply = await sendAndExpectReply(page, chat, "events?", { name: "Events & Webinars", href: "/resources/events" });
    await page.evaluate(() => ((window as unknown as { chatMarker: number }).chatMarker = 1));
    await page.clock.resume();
    await reply.getByRole("link", { name: "Events & Webinars" }).click();
    await expect(page).toHaveURL(/\/resources\/events$/);
    expect(await page.evaluate(() => (window as unknown as { chatMarker?: number }).chatMarker)).toBe(1);
  });

  test("the panel code is not loaded with the page, only when opened", async ({ page }) => {
    // An idle callback that never comes: the panel may load only on demand.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/");
    const chat = chatParts(page);
    await expect(chat.launcher).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requested.filter((path) => PANEL_CHUNK.test(path))).toEqual([]);
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain("support-chat-panel");

    const chunk = page.waitForRequest((request) => PANEL_CHUNK.test(new URL(request.url()).pathname));
    await chat.launcher.click();
    await chunk;
    await expect(chat.input).toBeFocused();
  });

  test("the panel code loads by itself once the browser is idle", async ({ page }) => {
    const chunk = page.waitForRequest((request) => PANEL_CHUNK.test(new URL(request.url()).pathname));
    await page.goto("/");
    await chunk;
    await expect(chatParts(page).panel).toHaveCount(0);
  });

  test("the launcher has a fixed place and size and shifts nothing", async ({ page }) => {
    await page.goto("/");
    const { launcher } = chatParts(page);
    await expect(launcher).toHaveCSS("position", "fixed");
    const before = await launcher.boundingBox();
    expect(before).toMatchObject({ width: 56, height: 56 });
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
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

  test("fits a phone screen below the header @phone", async ({ page }) => {
    await page.goto("/");
    const chat = chatParts(page);
    await chat.launcher.click();
    await expect(chat.input).toBeFocused();
    const panel = await chat.panel.boundingBox();
    const launcher = await chat.launcher.boundingBox();
    const viewport = page.viewportSize();
    if (!panel || !launcher || !viewport) throw new Error("the chat is not laid out");
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.width);
    // Below the 64 px fixed header, above the launcher.
    expect(panel.y).toBeGreaterThanOrEqual(64);
    expect(panel.y + panel.height).toBeLessThanOrEqual(launcher.y);
  });
});
