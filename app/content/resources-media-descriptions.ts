// The descriptions of the media page's groups and files, by id: only the page's
// static content shows them, so its download buttons load without them
// (./resources-media-summaries.ts).

export const mediaDescriptions: Readonly<Record<string, string>> = {
  "visual-guides": "Infographics that explain the Ankur model at a glance.",
  "troup-model-infographic": "Five stages, five review gates and who is in a troupe, in a single printable infographic.",
  "funding-journey-map": "From grants and angels to Series A: typical cheque sizes, timelines and what investors check at each step.",
  "ecosystem-at-a-glance": "₹750 Cr+ raised, 250+ ventures, 12,000+ jobs and an 85% venture success rate, shown sector by sector.",
  "brand-assets": "For partners, press and portfolio companies announcing their work with Ankur.",
  "logo-pack": "Primary and reversed logos in SVG and PNG, with clear-space and minimum-size rules.",
  "brand-guidelines": "Colours, type, tone of voice and how to write 'Ankur-incubated' on your own materials.",
  "portfolio-badge": "A badge for the websites and pitch decks of Ankur portfolio ventures, in light and dark versions.",
  "video-snippets": "Short videos about the ecosystem, its founders and the troup model.",
  "ankur-overview-video": "The overview video from our home page: what a troupe is, how the stage gates work and who we work with.",
  "founder-day-in-the-life": "Follow the Suryodaya Cold Chain team and their troupe through a week of installs, investor calls and a gate review.",
  "gate-review-explained": "How a review panel decides to continue, pivot or exit, told by the people who sit on it.",
};
