import { expect, test } from "@playwright/test";
import { readEntries } from "../support/content-entries";

/** The overview video as its file holds it: the media file that carries `video` (app/content/media/). */
const overviewFile = readEntries("media").find((entry) => entry.data.video)!;
const overviewVideo = { title: String(overviewFile.data.title), duration: String(overviewFile.data.duration), ...(overviewFile.data.video as { youtubeId: string; transcript: string[] }) };

// The overview video at the top of /resources/media, where the home page's
// 'Watch Overview Video' leads: nothing from YouTube until the visitor presses
// play; then the privacy-enhanced player in the poster's place, under the CSP.

const EMBED = `https://www.youtube-nocookie.com/embed/${overviewVideo.youtubeId}?autoplay=1&rel=0`;

test("no request to YouTube before the press; the player after it, allowed by the CSP, with focus in it", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(process.env.E2E_BASE_URL ?? "")) thirdParty.push(request.url());
  });
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  // No network to YouTube in tests: answer the frame locally.
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>player</p>" }));
  await page.goto("/resources/media#overview-video");
  const section = page.getByRole("region", { name: overviewVideo.title });
  await expect(section).toBeInViewport();
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);

  // The name says which video and how long (the visually hidden part may come with a space before its colon).
  const play = section.getByRole("link", { name: new RegExp(`^Play video\\s*: ${overviewVideo.title}, ${overviewVideo.duration}$`) });
  await expect(play).toHaveAttribute("href", `https://www.youtube.com/watch?v=${overviewVideo.youtubeId}`);
  await play.click();
  const frame = section.locator(`iframe[title="${overviewVideo.title}"]`);
  await expect(frame).toHaveAttribute("src", EMBED);
  await expect(frame).toBeFocused();
  await expect(page.frameLocator("iframe").locator("p")).toHaveText("player");
  await expect(page).toHaveURL(/\/resources\/media#overview-video$/);
  expect(thirdParty).toEqual([EMBED]);
  expect(cspViolations).toEqual([]);
});

test("the transcript is in a <details> under the player", async ({ page }) => {
  await page.goto("/resources/media");
  const section = page.getByRole("region", { name: overviewVideo.title });
  const transcript = section.getByText(overviewVideo.transcript[0]!);
  await expect(transcript).toBeHidden();
  await section.getByText("Read the transcript").click();
  await expect(transcript).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the poster is a link to the video on YouTube, in a new tab, and says so", async ({ page }) => {
    await page.goto("/resources/media");
    const play = page.getByRole("link", { name: /^Play video.*\(on YouTube, opens in a new tab\)$/ });
    await expect(play).toHaveAttribute("href", `https://www.youtube.com/watch?v=${overviewVideo.youtubeId}`);
    await expect(play).toHaveAttribute("target", "_blank");
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});
