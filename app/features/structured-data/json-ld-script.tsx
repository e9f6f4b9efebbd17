import type { JsonLd } from "~/lib/seo-meta";

/** Characters that must not appear raw inside a <script>, written as \u escapes instead. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

export function jsonLdText(block: JsonLd): string {
  return JSON.stringify(block).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * A structured data block in the page's body, beside what it describes (the
 * FAQ's questions, a job's full description); the page's other blocks are in
 * its <head> (layouts/head-tags.tsx).
 */
export function JsonLdScript({ block }: { block: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(block) }} />;
}
