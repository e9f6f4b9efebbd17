import type { JsonLd } from "~/lib/seo-meta";

/** Characters that must not appear raw inside a <script> (as React Router's <Meta> escapes them). */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

export function jsonLdText(block: JsonLd): string {
  return JSON.stringify(block).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * A structured data block in the page's body, where static content carries it
 * (the FAQ's questions, a job's full description): a block in <head> comes
 * from the route's meta, which runs in the browser too, so its data would be
 * in the page's JavaScript.
 */
export function JsonLdScript({ block }: { block: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(block) }} />;
}
