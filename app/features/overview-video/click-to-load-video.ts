/** The attributes the poster link carries (./overview-video.tsx) for the script that swaps it for the player. */
export const VIDEO_EMBED_ATTRIBUTE = "data-video-embed";
export const VIDEO_TITLE_ATTRIBUTE = "data-video-title";
/** The link's "(on YouTube, opens in a new tab)", true only without the script. */
export const VIDEO_NEW_TAB_ATTRIBUTE = "data-video-new-tab";

type VideoAttributes = { embed: string; title: string; newTab: string };

/**
 * A press on a video's poster link (a plain left click, a tap, Enter) puts
 * the YouTube player in its place and moves focus into it: until then the
 * page makes no request to YouTube. A click that asks for a new tab or
 * window follows the link, as links do; without JavaScript the link opens
 * the video on YouTube in a new tab. Self-contained (it names nothing outside itself): its
 * source is the page's inline script (clickToLoadVideoScript), so the page
 * loads no script file for it.
 */
export function loadVideosOnPress(doc: Document, { embed, title, newTab }: VideoAttributes): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(`a[${embed}]`)) {
    // The video now plays here: the link no longer opens a tab, nor says it does.
    link.removeAttribute("target");
    link.querySelector(`[${newTab}]`)?.remove();
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const src = link.getAttribute(embed);
      if (!src) return;
      event.preventDefault();
      // oxlint-disable-next-line react/iframe-missing-sandbox -- the sandbox is set below, as an attribute
      const frame = doc.createElement("iframe");
      frame.src = src;
      frame.title = link.getAttribute(title) ?? "";
      // What YouTube's player needs and no more: its own scripts and storage, full screen, its links in a new tab.
      frame.setAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox");
      frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
      frame.allowFullscreen = true;
      frame.referrerPolicy = "strict-origin-when-cross-origin";
      frame.className = "absolute inset-0 size-full border-0";
      link.replaceWith(frame);
      frame.focus();
    });
  }
}

/** The page's inline script that wires the posters as the page loads: hashed into the page's CSP by the server. */
export function clickToLoadVideoScript(): string {
  const attributes: VideoAttributes = { embed: VIDEO_EMBED_ATTRIBUTE, title: VIDEO_TITLE_ATTRIBUTE, newTab: VIDEO_NEW_TAB_ATTRIBUTE };
  return `(${loadVideosOnPress.toString()})(document, ${JSON.stringify(attributes)});`;
}
