// The benchmark's routes (bench/run.ts).

/** The representative set: home, about, a solutions sub-page, contact, the checklist, the search, the blog, FAQ, a legal page, a blog post. */
export const BENCH_ROUTES = [
  "/",
  "/about-us",
  "/solutions-services/corporate-partnerships",
  "/contact-get-involved",
  "/audience-hub/entrepreneurs-startups",
  "/audience-hub/consultants-academics",
  "/resources/blog",
  "/faq",
  "/legal/privacy-policy",
  "/blog/why-troupes-beat-mentors",
];
