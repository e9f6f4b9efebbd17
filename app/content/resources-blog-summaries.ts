import type { BlogPostSummary } from "./resources-types";

/** Spec 2 §7: a blog image that fails to load is replaced by this one. */
export const BLOG_IMAGE_PLACEHOLDER = "/images/placeholder.svg";

/**
 * The blog posts without their articles (./resources-blog-bodies.ts): what the
 * blog's list and a post's <head> show. Each post has its own page at /blog/{id}.
 */
export const blogPostSummaries: readonly BlogPostSummary[] = [
  {
    id: "why-troupes-beat-mentors",
    title: "Why a Troupe Beats a Mentor: Lessons from 250 Ventures",
    category: "ecosystem",
    image: "/images/blog/why-troupes-beat-mentors.svg",
    author: { name: "Priya Venkataraman", role: "Head of Incubation, Ankur" },
    date: "2026-11-10",
    readTime: "7 min read",
    tags: ["Incubation", "Troup model", "Venture survival"],
    excerpt: "Mentors give advice; troupes do the work with you. What five years of stage-gate data says about the difference.",
    featured: true,
  },
  {
    id: "dpdp-rules-startup-checklist",
    title: "The DPDP Rules, 2025: A Startup Checklist Before May 2027",
    category: "policy",
    image: "/images/blog/dpdp-rules-startup-checklist.svg",
    author: { name: "Adv. Rohit Bansal", role: "Legal Troupe Lead, Ankur" },
    date: "2026-10-22",
    readTime: "9 min read",
    tags: ["Data Protection", "Compliance", "DPDP Act"],
    excerpt: "Consent notices, breach reporting, erasure and grievance officers: what the Digital Personal Data Protection Rules ask of a small company, in plain language.",
  },
  {
    id: "building-on-ondc",
    title: "Building on ONDC: What We Learnt Integrating Three Sellers",
    category: "tech",
    image: "/images/blog/building-on-ondc.svg",
    author: { name: "Siddharth Rao", role: "Technology Troupe Lead, Ankur" },
    date: "2026-09-30",
    readTime: "8 min read",
    tags: ["ONDC", "Commerce", "APIs"],
    excerpt: "The Open Network for Digital Commerce promises reach without a marketplace's fees. Here is what the integration work actually looks like for a small team.",
  },
  {
    id: "tier-2-startup-map",
    title: "The New Startup Map: Why Tier-2 Cities Are Catching Up",
    category: "ecosystem",
    image: "/images/blog/tier-2-startup-map.svg",
    author: { name: "Ananya Krishnan", role: "Research Lead, Ankur" },
    date: "2026-08-26",
    readTime: "6 min read",
    tags: ["Tier-2 cities", "Jobs", "Research"],
    excerpt: "Indore, Coimbatore, Nashik and Bhubaneswar are producing ventures that raise, hire and survive. What changed, and what still holds them back.",
  },
  {
    id: "gst-e-invoicing-early-stage",
    title: "GST E-Invoicing for Early-Stage Startups: A Practical Guide",
    category: "policy",
    image: "/images/blog/gst-e-invoicing-early-stage.svg",
    author: { name: "CA Neha Agarwal", role: "Finance Troupe Lead, Ankur" },
    date: "2026-07-15",
    readTime: "6 min read",
    tags: ["GST", "Compliance", "Finance"],
    excerpt: "When e-invoicing applies to you, how the 30-day reporting window works, and how to avoid losing your customers' input tax credit.",
  },
  {
    id: "edge-ai-on-a-budget",
    title: "Edge AI on a Budget: Quality Inspection for ₹2 Lakh a Line",
    category: "tech",
    image: "/images/blog/edge-ai-on-a-budget.svg",
    author: { name: "Prof. Aditya Menon", role: "Adviser, Deccan Institute of Technology" },
    date: "2026-06-04",
    readTime: "7 min read",
    tags: ["AI", "Manufacturing", "MSME"],
    excerpt: "Industrial camera kits and small inference boards now make automated visual inspection affordable for small manufacturers. Where it works and where it does not.",
  },
  {
    id: "stage-gates-explained",
    title: "Stage Gates Explained: Continue, Pivot or Exit",
    category: "ecosystem",
    image: "/images/blog/stage-gates-explained.svg",
    author: { name: "Priya Venkataraman", role: "Head of Incubation, Ankur" },
    date: "2026-05-12",
    readTime: "5 min read",
    tags: ["Incubation", "Stage gates", "Founders"],
    excerpt: "Every Ankur venture passes five review gates from ideation to maturity. What each gate checks, and why an honest exit counts as a good outcome.",
  },
];
