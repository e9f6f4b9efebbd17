// Lazy pictures fetched only when they come near the screen (issue 22's
// budget of 40 KiB on load). Chromium's own lazy loading starts far ahead:
// Lighthouse's phone run fetched every lazy picture within about 3 000 px of
// the first screen, 12 portraits and covers (27 KB) on the blog list. This
// script, inline at the top of every page (layouts/near-images.astro), holds
// back each lazy <img> as the parser adds it (its src, srcset and its
// <picture>'s source srcsets move to data-near-* attributes, and a blank SVG
// of its width and height keeps its box and proportions) and puts them back once it is within one screen of the
// viewport, in any direction, or when the page is printed. Without
// JavaScript nothing changes: the browser's lazy loading does it all.
// Written as one self-contained function: the component inlines its source.

/**
 * Holds back the document's lazy pictures that have a width and a height
 * (every picture of the site's components; one without could change its
 * size when it comes) until they are near. Takes what it uses as arguments,
 * so a test can run it on a jsdom document.
 */
export function holdFarImages(
  doc: Document,
  win: { IntersectionObserver?: typeof IntersectionObserver; MutationObserver: typeof MutationObserver; addEventListener(type: "beforeprint", listener: () => void): void },
): void {
  const Observer = win.IntersectionObserver;
  if (!Observer) return;
  /** Each held picture's stand-in, to tell it from a src a component has set since. */
  const held = new WeakMap<HTMLImageElement, string>();
  const show = (img: HTMLImageElement) => {
    near.unobserve(img);
    const src = img.dataset.nearSrc;
    if (src === undefined) return;
    delete img.dataset.nearSrc;
    // A component that has given the picture a new src meanwhile keeps it.
    if (img.getAttribute("src") !== held.get(img)) return;
    const picture = img.parentElement?.nodeName === "PICTURE" ? img.parentElement : null;
    for (const source of picture ? picture.querySelectorAll<HTMLSourceElement>("source[data-near-srcset]") : []) {
      source.setAttribute("srcset", source.dataset.nearSrcset ?? "");
      delete source.dataset.nearSrcset;
    }
    if (img.dataset.nearSrcset !== undefined) {
      img.setAttribute("srcset", img.dataset.nearSrcset);
      delete img.dataset.nearSrcset;
    }
    img.setAttribute("src", src);
  };
  const near = new Observer(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) show(entry.target as HTMLImageElement);
    },
    { rootMargin: "100% 100%" },
  );
  const hold = (img: HTMLImageElement) => {
    const src = img.getAttribute("src");
    const width = img.getAttribute("width");
    const height = img.getAttribute("height");
    if (img.getAttribute("loading") !== "lazy" || !src || src.startsWith("data:") || !width || !height || img.dataset.nearSrc !== undefined) return;
    const picture = img.parentElement?.nodeName === "PICTURE" ? img.parentElement : null;
    for (const source of picture ? picture.querySelectorAll<HTMLSourceElement>("source[srcset]") : []) {
      source.dataset.nearSrcset = source.getAttribute("srcset") ?? "";
      source.removeAttribute("srcset");
    }
    const srcset = img.getAttribute("srcset");
    if (srcset !== null) {
      img.dataset.nearSrcset = srcset;
      img.removeAttribute("srcset");
    }
    img.dataset.nearSrc = src;
    const blank = `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='${Number(width)}' height='${Number(height)}'%3E%3C/svg%3E`;
    held.set(img, blank);
    img.setAttribute("src", blank);
    near.observe(img);
  };
  const holdAll = (node: Node) => {
    if (node.nodeName === "IMG") hold(node as HTMLImageElement);
    else if (node.nodeType === 1) for (const img of (node as Element).querySelectorAll("img")) hold(img);
  };
  holdAll(doc.documentElement);
  new win.MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) holdAll(node);
  }).observe(doc.documentElement, { childList: true, subtree: true });
  win.addEventListener("beforeprint", () => {
    for (const img of doc.querySelectorAll<HTMLImageElement>("img[data-near-src]")) show(img);
  });
}
