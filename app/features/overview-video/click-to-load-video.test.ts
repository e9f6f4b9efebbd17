// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { VIDEO_EMBED_ATTRIBUTE, VIDEO_NEW_TAB_ATTRIBUTE, VIDEO_TITLE_ATTRIBUTE, clickToLoadVideoScript, loadVideosOnPress } from "./click-to-load-video";
import { youtubeEmbedUrl, youtubeWatchUrl } from "./video-addresses";

const ATTRIBUTES = { embed: VIDEO_EMBED_ATTRIBUTE, title: VIDEO_TITLE_ATTRIBUTE, newTab: VIDEO_NEW_TAB_ATTRIBUTE };

function poster(): HTMLAnchorElement {
  const box = document.createElement("div");
  const link = document.createElement("a");
  link.href = youtubeWatchUrl("ANKUR-2min0");
  link.setAttribute(VIDEO_EMBED_ATTRIBUTE, youtubeEmbedUrl("ANKUR-2min0"));
  link.setAttribute(VIDEO_TITLE_ATTRIBUTE, "Ankur in Two Minutes");
  link.target = "_blank";
  link.textContent = "Play video";
  const newTab = document.createElement("span");
  newTab.setAttribute(VIDEO_NEW_TAB_ATTRIBUTE, "");
  newTab.textContent = " (on YouTube, opens in a new tab)";
  link.append(newTab);
  box.append(link);
  document.body.append(box);
  return link;
}

const press = (link: HTMLElement, init: MouseEventInit = {}) => link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));

afterEach(() => document.body.replaceChildren());

describe("loadVideosOnPress", () => {
  it("puts the privacy-enhanced player in the poster's place on a press, with its title, and focuses it", () => {
    const link = poster();
    loadVideosOnPress(document, ATTRIBUTES);
    expect(document.querySelector("iframe")).toBeNull();
    const followed = press(link);
    expect(followed).toBe(false);
    const frame = document.querySelector("iframe");
    expect(frame?.src).toBe("https://www.youtube-nocookie.com/embed/ANKUR-2min0?autoplay=1&rel=0");
    expect(frame?.title).toBe("Ankur in Two Minutes");
    expect(frame?.getAttribute("sandbox")).not.toContain("allow-top-navigation");
    expect(link.isConnected).toBe(false);
    expect(document.activeElement).toBe(frame);
  });

  it("once wired, the link plays in place: it no longer opens a tab, nor says so", () => {
    const link = poster();
    expect(link.textContent).toBe("Play video (on YouTube, opens in a new tab)");
    loadVideosOnPress(document, ATTRIBUTES);
    expect(link.hasAttribute("target")).toBe(false);
    expect(link.textContent).toBe("Play video");
  });

  it("lets a click that asks for a new tab follow the link to YouTube", () => {
    const link = poster();
    loadVideosOnPress(document, ATTRIBUTES);
    expect(press(link, { ctrlKey: true })).toBe(true);
    expect(press(link, { button: 1 })).toBe(true);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("runs as the page's self-contained inline script", () => {
    const link = poster();
    new Function(clickToLoadVideoScript())();
    press(link);
    expect(document.querySelector("iframe")?.title).toBe("Ankur in Two Minutes");
  });
});

describe("the video's addresses", () => {
  it("refuse anything that is not a YouTube id", () => {
    for (const id of ["", "short", "ANKUR-2min0x", "a/b?c=d&e=f", "<script>ab"]) {
      expect(() => youtubeEmbedUrl(id)).toThrow("Not a YouTube video id");
      expect(() => youtubeWatchUrl(id)).toThrow("Not a YouTube video id");
    }
    expect(youtubeWatchUrl("ANKUR-2min0")).toBe("https://www.youtube.com/watch?v=ANKUR-2min0");
  });
});
