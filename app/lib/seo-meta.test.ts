import { describe, expect, it } from "vitest";
import { pageHead } from "./page-heads";

const find = (meta: ReturnType<typeof pageHead>, key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

describe("pageHead", () => {
  it("gives title, description, canonical and social tags from the registry", () => {
    const meta = pageHead("/about-us");
    expect(meta).toContainEqual({ title: "About Us | Ankur" });
    expect(find(meta, "rel", "canonical")?.href).toBe("https://ankur.example.in/about-us");
    expect(find(meta, "property", "og:url")?.content).toBe("https://ankur.example.in/about-us");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("shows the page's own social card, 1200×630 with its title as alt text, to Open Graph and Twitter", () => {
    const meta = pageHead("/about-us");
    expect(find(meta, "property", "og:image")?.content).toBe("https://ankur.example.in/og/about-us.png");
    expect(find(meta, "name", "twitter:image")?.content).toBe("https://ankur.example.in/og/about-us.png");
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "property", "og:image:alt")?.content).toBe("About Us | Ankur");
    expect(find(meta, "name", "twitter:image:alt")?.content).toBe("About Us | Ankur");
    expect(find(pageHead("/"), "property", "og:image")?.content).toBe("https://ankur.example.in/og/index.png");
    expect(find(pageHead("/contact"), "property", "og:image")?.content).toBe("https://ankur.example.in/og/contact-get-involved.png");
  });

  it("points a duplicate page's canonical at the original", () => {
    expect(find(pageHead("/contact"), "rel", "canonical")?.href).toBe("https://ankur.example.in/contact-get-involved");
  });

  it("puts an Organization on home and a BreadcrumbList elsewhere", () => {
    const home = pageHead("/").flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"]] : []));
    expect(home).toMatchObject([{ "@type": "Organization", url: "https://ankur.example.in/" }]);
    const faq = pageHead("/ecosystem/associate-bodies").flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"]] : []));
    expect(faq).toMatchObject([
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { position: 1, name: "Home", item: "https://ankur.example.in/" },
          { position: 2, name: "Ecosystem" },
          { position: 3, name: "Associate Bodies", item: "https://ankur.example.in/ecosystem/associate-bodies" },
        ],
      },
    ]);
  });
});
