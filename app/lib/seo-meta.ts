import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "~/config/site-url";
import { site } from "~/config/site";
import { SOCIAL_CARD_SIZE, socialCardPath } from "./social-card-path";

/** The <title> of a page: "Page | Ankur", and "Ankur | tagline" for home. */
export function pageTitle(title: string, path: string): string {
  return path === "/" ? `${site.name} | ${title}` : `${title} | ${site.name}`;
}

export type JsonLd = Record<string, unknown>;

type SeoInput = {
  /** The full <title>. */
  title: string;
  description: string;
  /** The page's path, for the canonical URL. */
  path: string;
  type?: "website" | "article";
  /** Structured data blocks for search engines. */
  jsonLd?: readonly JsonLd[];
};

export const SHARE_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630 } as const;

/**
 * Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for
 * a page. Its picture is the page's own social card (pages/og/[...slug].png.ts).
 */
export function seoMeta({ title, description, path, type = "website", jsonLd = [] }: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl(socialCardPath(path));
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.fullName },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_CARD_SIZE.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD_SIZE.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: title },
    ...jsonLd.map((block) => ({ "script:ld+json": block })),
  ];
}

/** schema.org BreadcrumbList for a trail of named paths. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** schema.org Organization for the home page. */
export function organizationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.fullName,
    legalName: site.company,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    email: site.contactEmail,
    sameAs: site.social.map((s) => s.href),
  };
}
