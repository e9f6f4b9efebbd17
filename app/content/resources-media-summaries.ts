import type { DownloadGroupSummary, MediaAssetSummary } from "./resources-types";

/** Media grouped as visual guides, brand assets and video snippets (spec 2 §2). Their descriptions: ./resources-media-descriptions.ts. */
export const mediaGroupSummaries: readonly DownloadGroupSummary<MediaAssetSummary>[] = [
  {
    id: "visual-guides",
    title: "Visual Guides",
    items: [
      {
        id: "troup-model-infographic",
        title: "The Troup Model in One Page",
        format: "PDF · 2.8 MB",
        thumbnail: { icon: "target", colour: "brand" },
        views: 9640,
      },
      {
        id: "funding-journey-map",
        title: "The Funding Journey Map",
        format: "PDF · 1.9 MB",
        thumbnail: { icon: "trending-up", colour: "emerald" },
        views: 7320,
      },
      {
        id: "ecosystem-at-a-glance",
        title: "Ankur Ecosystem at a Glance",
        format: "PNG · 1.2 MB",
        thumbnail: { icon: "network", colour: "saffron" },
        views: 5480,
      },
    ],
  },
  {
    id: "brand-assets",
    title: "Brand Assets",
    items: [
      {
        id: "logo-pack",
        title: "Ankur Logo Pack",
        format: "ZIP · 4.4 MB",
        thumbnail: { icon: "sparkles", colour: "brand" },
        views: 3210,
      },
      {
        id: "brand-guidelines",
        title: "Brand Guidelines",
        format: "PDF · 6.0 MB",
        thumbnail: { icon: "palette", colour: "violet" },
        views: 2640,
      },
      {
        id: "portfolio-badge",
        title: "Portfolio Company Badge",
        format: "SVG · 120 KB",
        thumbnail: { icon: "badge-check", colour: "teal" },
        views: 1980,
      },
    ],
  },
  {
    id: "video-snippets",
    title: "Video Snippets",
    items: [
      {
        id: "ankur-overview-video",
        title: "Ankur in Two Minutes",
        format: "Overview",
        thumbnail: { icon: "play", colour: "saffron" },
        duration: "2:05",
        views: 18450,
      },
      {
        id: "founder-day-in-the-life",
        title: "A Week with a Troupe",
        format: "Founder story",
        thumbnail: { icon: "video", colour: "rose" },
        duration: "4:40",
        views: 6720,
      },
      {
        id: "gate-review-explained",
        title: "Inside a Gate Review",
        format: "Explainer",
        thumbnail: { icon: "flag", colour: "emerald" },
        duration: "3:15",
        views: 4190,
      },
    ],
  },
];
