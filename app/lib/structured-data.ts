import { SHARE_IMAGE, type JsonLd } from "./seo-meta";
import { absoluteUrl } from "~/config/site-url";
import { site } from "~/config/site";

// schema.org blocks for the detail pages (blog posts, press releases, jobs).
// Plain data in, plain data out: features/detail-pages/detail-meta.ts hands
// them to seoMeta.

/** Who wrote an article: a named person, or the organisation itself (press releases). */
type ArticleAuthor = { kind: "person"; name: string; jobTitle?: string } | { kind: "organization" };

export type ArticleInput = {
  headline: string;
  description: string;
  /** ISO date (YYYY-MM-DD). */
  datePublished: string;
  /** The article's path on this site. */
  path: string;
  author: ArticleAuthor;
  /** A site path to the article's own image; the share image is always added. */
  image?: string;
  section?: string;
  keywords?: readonly string[];
};

/** The organisation behind the site, as a publisher or employer. */
function organizationRef(): JsonLd {
  return {
    "@type": "Organization",
    name: site.fullName,
    legalName: site.company,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
  };
}

/** schema.org Article for a blog post or a press release. */
export function articleJsonLd({ headline, description, datePublished, path, author, image, section, keywords }: ArticleInput): JsonLd {
  const url = absoluteUrl(path);
  const images = [...(image ? [absoluteUrl(image)] : []), absoluteUrl(SHARE_IMAGE.path)];
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline,
    description,
    datePublished,
    dateModified: datePublished,
    author:
      author.kind === "person"
        ? { "@type": "Person", name: author.name, ...(author.jobTitle ? { jobTitle: author.jobTitle } : {}) }
        : organizationRef(),
    publisher: organizationRef(),
    image: images,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: "en-IN",
    ...(section ? { articleSection: section } : {}),
    ...(keywords && keywords.length > 0 ? { keywords: keywords.join(", ") } : {}),
  };
}

const employmentTypes = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
} as const;

export type SchemaEmploymentType = (typeof employmentTypes)[keyof typeof employmentTypes] | "OTHER";

/** A role's type as written on the page ("Full-time") in schema.org's terms ("FULL_TIME"). */
export function schemaEmploymentType(type: string): SchemaEmploymentType {
  const key = type.trim().toLowerCase().replace(/\s+/g, "-");
  return (employmentTypes as Record<string, SchemaEmploymentType>)[key] ?? "OTHER";
}

/** "Pune (hybrid)" → "Pune": the city of a location line. */
export function locationCity(location: string): string {
  return location.replace(/\(.*?\)/g, "").split(",")[0]?.trim() ?? location;
}

export type JobPostingInput = {
  title: string;
  /** The full description: summary, responsibilities, requirements. */
  description: string;
  /** ISO date (YYYY-MM-DD). */
  datePosted: string;
  /** ISO date (YYYY-MM-DD) of the last day to apply, when the role has one. */
  validThrough?: string | undefined;
  /** As written on the page ("Full-time"). */
  employmentType: string;
  /** As written on the page ("Bengaluru (hybrid)"). */
  location: string;
  /** The state of the city, when known. */
  region?: string | undefined;
  path: string;
};

/** schema.org JobPosting for one open role, hired in India. */
export function jobPostingJsonLd(job: JobPostingInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    // The end of the last day to apply, India Standard Time.
    ...(job.validThrough ? { validThrough: `${job.validThrough}T23:59:59+05:30` } : {}),
    employmentType: schemaEmploymentType(job.employmentType),
    hiringOrganization: { ...organizationRef(), sameAs: site.social.map((s) => s.href) },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: locationCity(job.location),
        ...(job.region ? { addressRegion: job.region } : {}),
        addressCountry: "IN",
      },
    },
    url: absoluteUrl(job.path),
    directApply: false,
  };
}
