import type { DownloadGroup, MediaAsset } from "./resources-types";

/** Media grouped as visual guides, brand assets and video snippets (spec 2 §2). */
export const mediaGroups: readonly DownloadGroup<MediaAsset>[] = [
  {
    id: "visual-guides",
    title: "Visual Guides",
    description: "Infographics that explain the Ankur model at a glance.",
    items: [
      {
        id: "troup-model-infographic",
        title: "The Troup Model in One Page",
        description: "Five stages, five review gates and who is in a troupe, in a single printable infographic.",
        format: "PDF · 2.8 MB",
        thumbnail: { icon: "target", colour: "brand" },
        views: 9640,
      },
      {
        id: "funding-journey-map",
        title: "The Funding Journey Map",
        description: "From grants and angels to Series A: typical cheque sizes, timelines and what investors check at each step.",
        format: "PDF · 1.9 MB",
        thumbnail: { icon: "trending-up", colour: "emerald" },
        views: 7320,
      },
      {
        id: "ecosystem-at-a-glance",
        title: "Ankur Ecosystem at a Glance",
        description: "₹750 Cr+ raised, 250+ ventures, 12,000+ jobs and an 85% venture success rate, shown sector by sector.",
        format: "PNG · 1.2 MB",
        thumbnail: { icon: "network", colour: "saffron" },
        views: 5480,
      },
    ],
  },
  {
    id: "brand-assets",
    title: "Brand Assets",
    description: "For partners, press and portfolio companies announcing their work with Ankur.",
    items: [
      {
        id: "logo-pack",
        title: "Ankur Logo Pack",
        description: "Primary and reversed logos in SVG and PNG, with clear-space and minimum-size rules.",
        format: "ZIP · 4.4 MB",
        thumbnail: { icon: "sparkles", colour: "brand" },
        views: 3210,
      },
      {
        id: "brand-guidelines",
        title: "Brand Guidelines",
        description: "Colours, type, tone of voice and how to write 'Ankur-incubated' on your own materials.",
        format: "PDF · 6.0 MB",
        thumbnail: { icon: "palette", colour: "violet" },
        views: 2640,
      },
      {
        id: "portfolio-badge",
        title: "Portfolio Company Badge",
        description: "A badge for the websites and pitch decks of Ankur portfolio ventures, in light and dark versions.",
        format: "SVG · 120 KB",
        thumbnail: { icon: "badge-check", colour: "teal" },
        views: 1980,
      },
    ],
  },
  {
    id: "video-snippets",
    title: "Video Snippets",
    description: "Short videos about the ecosystem, its founders and the troup model.",
    items: [
      {
        id: "ankur-overview-video",
        title: "Ankur in Two Minutes",
        description: "The overview video from our home page: what a troupe is, how the stage gates work and who we work with.",
        format: "Overview",
        thumbnail: { icon: "play", colour: "saffron" },
        duration: "2:05",
        views: 18450,
      },
      {
        id: "founder-day-in-the-life",
        title: "A Week with a Troupe",
        description: "Follow the Suryodaya Cold Chain team and their troupe through a week of installs, investor calls and a gate review.",
        format: "Founder story",
        thumbnail: { icon: "video", colour: "rose" },
        duration: "4:40",
        views: 6720,
      },
      {
        id: "gate-review-explained",
        title: "Inside a Gate Review",
        description: "How a review panel decides to continue, pivot or exit, told by the people who sit on it.",
        format: "Explainer",
        thumbnail: { icon: "flag", colour: "emerald" },
        duration: "3:15",
        views: 4190,
      },
    ],
  },
];
