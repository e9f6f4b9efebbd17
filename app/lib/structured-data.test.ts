import { describe, expect, it } from "vitest";
import { articleJsonLd, jobPostingJsonLd, locationCity, schemaEmploymentType } from "./structured-data";

const roundTrip = (block: unknown) => JSON.parse(JSON.stringify(block));

describe("articleJsonLd", () => {
  const input = {
    headline: "Stage Gates Explained",
    description: "What each gate checks.",
    datePublished: "2026-05-12",
    path: "/blog/stage-gates-explained",
    image: "/images/blog/stage-gates-explained.svg",
    section: "Ecosystem",
    keywords: ["Incubation", "Stage gates"],
  };

  it("carries the required Article properties with absolute URLs and survives a JSON round trip", () => {
    const block = roundTrip(articleJsonLd({ ...input, author: { kind: "person", name: "Priya Venkataraman", jobTitle: "Head of Incubation" } }));
    expect(block).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Stage Gates Explained",
      datePublished: "2026-05-12",
      author: { "@type": "Person", name: "Priya Venkataraman", jobTitle: "Head of Incubation" },
      publisher: { "@type": "Organization", name: "Ankur Entrepreneurship Ecosystem", logo: { "@type": "ImageObject", url: "https://ankur.example.in/favicon.svg" } },
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://ankur.example.in/blog/stage-gates-explained" },
      articleSection: "Ecosystem",
      keywords: "Incubation, Stage gates",
    });
    expect(block.image).toEqual(["https://ankur.example.in/images/blog/stage-gates-explained.svg", "https://ankur.example.in/og-image.jpg"]);
    expect(new Date(block.datePublished).toISOString().slice(0, 10)).toBe("2026-05-12");
  });

  it("credits the organisation when there is no named author, and uses the share image", () => {
    const block = roundTrip(articleJsonLd({ ...input, image: undefined, author: { kind: "organization" } }));
    expect(block.author).toMatchObject({ "@type": "Organization", name: "Ankur Entrepreneurship Ecosystem" });
    expect(block.image).toEqual(["https://ankur.example.in/og-image.jpg"]);
  });
});

describe("schemaEmploymentType", () => {
  it("maps the page's wording to schema.org's", () => {
    expect(schemaEmploymentType("Full-time")).toBe("FULL_TIME");
    expect(schemaEmploymentType("Part time")).toBe("PART_TIME");
    expect(schemaEmploymentType("Contract")).toBe("CONTRACTOR");
    expect(schemaEmploymentType("Internship")).toBe("INTERN");
    expect(schemaEmploymentType("Fellowship")).toBe("OTHER");
  });
});

describe("locationCity", () => {
  it("drops the work arrangement", () => {
    expect(locationCity("Pune (hybrid)")).toBe("Pune");
    expect(locationCity("Bengaluru, Karnataka")).toBe("Bengaluru");
    expect(locationCity("Pune")).toBe("Pune");
  });
});

describe("jobPostingJsonLd", () => {
  it("carries Google's required JobPosting properties and survives a JSON round trip", () => {
    const block = roundTrip(
      jobPostingJsonLd({
        title: "Troup Lead - Technology",
        description: "Lead the technology seat.",
        datePosted: "2026-11-02",
        validThrough: "2027-01-31",
        employmentType: "Full-time",
        location: "Bengaluru (hybrid)",
        region: "Karnataka",
        path: "/job/troup-lead-technology",
      }),
    );
    expect(block).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Troup Lead - Technology",
      description: "Lead the technology seat.",
      datePosted: "2026-11-02",
      validThrough: "2027-01-31T23:59:59+05:30",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Ankur Entrepreneurship Ecosystem", url: "https://ankur.example.in/" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Bengaluru", addressRegion: "Karnataka", addressCountry: "IN" },
      },
      url: "https://ankur.example.in/job/troup-lead-technology",
    });
    expect(Date.parse(block.validThrough)).toBeGreaterThan(Date.parse(block.datePosted));
  });

  it("leaves the region out when it is not known", () => {
    const block = jobPostingJsonLd({
      title: "T",
      description: "D",
      datePosted: "2026-11-02",
      validThrough: "2027-01-31",
      employmentType: "Full-time",
      location: "Nagpur",
      path: "/job/t",
    }) as { jobLocation: { address: Record<string, unknown> } };
    expect(block.jobLocation.address).toEqual({ "@type": "PostalAddress", addressLocality: "Nagpur", addressCountry: "IN" });
  });
});
