// The blog covers (./blog-image.tsx) have no React of their own: their page
// gives them the fallback on the DOM. No React here either, so that the page
// can run this as a tiny inline script (./blog-cover-fallback-script.astro).

const STATIC_BLOG_IMAGES = "img[data-blog-image]";

/**
 * Spec 2 §7: a blog image that fails to load is replaced by this one: a
 * picture frame on pale brand blue, plainly "no picture here", unlike any
 * generated cover.
 */
export const BLOG_IMAGE_PLACEHOLDER = "/images/placeholder.svg";

/** Spec 2 §7: the placeholder instead of a cover that failed to load; only once, so a failing placeholder cannot loop. */
function showPlaceholder(img: HTMLImageElement): void {
  if (img.hasAttribute("data-fallback")) return;
  img.setAttribute("data-fallback", "");
  // A cover photo's <picture>: its sources would go on choosing the file that failed.
  if (img.parentElement?.tagName === "PICTURE") for (const source of img.parentElement.querySelectorAll("source")) source.remove();
  img.src = BLOG_IMAGE_PLACEHOLDER;
}

/** Loaded, with no pixels: it failed (maybe before this ran). */
function hasFailed(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0;
}

/**
 * Gives the blog covers in `document` their fallback: those that failed
 * already, and any that fails later (one listener: error events do not bubble,
 * but the document sees them on their way down). Returns its removal.
 */
export function armBlogCoverFallback(document: Document): () => void {
  for (const img of document.querySelectorAll<HTMLImageElement>(STATIC_BLOG_IMAGES)) if (hasFailed(img)) showPlaceholder(img);
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement && event.target.matches(STATIC_BLOG_IMAGES)) showPlaceholder(event.target);
  };
  document.addEventListener("error", onError, true);
  return () => document.removeEventListener("error", onError, true);
}
