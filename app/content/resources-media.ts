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

/** A video the media page plays on request (features/overview-video): its YouTube id, and a transcript for those who read rather than watch. */
export type OverviewVideo = {
  title: string;
  description: string;
  /** The video's id on YouTube (11 letters, digits, - or _). */
  youtubeId: string;
  duration: string;
  /** The transcript's paragraphs, in the order they are spoken. */
  transcript: readonly string[];
};

/**
 * The overview video at the top of /resources/media, where the home page's
 * 'Watch Overview Video' leads (spec: /resources/media, #overview-video).
 * The id is the slot for the team's upload of "Ankur in Two Minutes" (the
 * first of the video snippets above): replacing it is the one change needed.
 */
export const overviewVideo: OverviewVideo = {
  title: "Ankur in Two Minutes",
  description: "What a troupe is, how the stage gates work and who we work with, told by our founders and the ventures we back.",
  youtubeId: "ANKUR-2min0",
  duration: "2:05",
  transcript: [
    "Most good ideas in India do not fail for lack of talent. They fail because a founder has to be a strategist, an engineer, an accountant and a marketer at once, usually in the same week.",
    "Ankur answers that with troupes. A troupe is a cross-functional team of four to six specialists in strategy, technology, finance and marketing, formed around one venture and working with its founders from ideation to scale.",
    "Every venture moves through stage gates. At each gate a review panel looks at the evidence with the founders and decides together: continue, pivot or stop. Nobody spends two years on an idea the market has already answered.",
    "Around the troupes sits a network: investors, corporates looking for pilots, government programmes and grants, mentors and academic partners. A venture meets the people it needs when it is ready for them.",
    "So far the ventures we have backed have raised more than 750 crore rupees and created over 12,000 jobs. More than 250 ventures have gone through the model, with an 85 percent venture success rate against an industry average of 20.",
    "If you are building something, apply for incubation. If you want to invest, mentor or partner, get in touch. Either way, we would like to hear from you.",
  ],
};
