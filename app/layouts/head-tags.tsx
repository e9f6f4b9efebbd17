import type { MetaDescriptor } from "react-router";

/**
 * A page's <head> tags from its descriptors (lib/seo-meta.ts): the title,
 * meta names and properties, links, and JSON-LD blocks, in their order.
 */
export function HeadTags({ descriptors }: { descriptors: readonly MetaDescriptor[] }) {
  return descriptors.map((descriptor, index) => <HeadTag key={index} descriptor={descriptor} />);
}

function HeadTag({ descriptor }: { descriptor: MetaDescriptor }) {
  // A tag named first: a <link> may have a title of its own (a feed's: lib/rss-feed.ts).
  if ("tagName" in descriptor) {
    const { tagName, ...attributes } = descriptor;
    return tagName === "link" ? <link {...(attributes as Record<string, string>)} /> : <meta {...(attributes as Record<string, string>)} />;
  }
  if ("title" in descriptor) return <title>{String(descriptor.title)}</title>;
  if ("script:ld+json" in descriptor) {
    // "<" escaped so that no text in the data can close the script element.
    const json = JSON.stringify(descriptor["script:ld+json"]).replace(/</g, "\\u003c");
    return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
  }
  return <meta {...(descriptor as Record<string, string>)} />;
}
