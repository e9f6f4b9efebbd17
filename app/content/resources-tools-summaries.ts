import type { DownloadGroupSummary, ToolSummary } from "./resources-types";

/** Templates grouped as business plans, financial models and pitch decks (spec 2 §2). Their descriptions: ./resources-tools-descriptions.ts. */
export const toolGroupSummaries: readonly DownloadGroupSummary<ToolSummary>[] = [
  {
    id: "business-plans",
    title: "Business Plans",
    items: [
      {
        id: "seed-stage-business-plan",
        title: "Seed-Stage Business Plan",
        format: "DOCX",
        downloads: 12480,
        thumbnail: { icon: "file-text", colour: "brand" },
        fileSize: "180 KB",
      },
      {
        id: "grant-application-plan",
        title: "Government Grant Business Plan",
        format: "DOCX",
        downloads: 6310,
        thumbnail: { icon: "landmark", colour: "teal" },
        fileSize: "210 KB",
      },
      {
        id: "one-page-lean-canvas",
        title: "One-Page Lean Canvas",
        format: "DOCX",
        downloads: 9870,
        thumbnail: { icon: "layers", colour: "saffron" },
        fileSize: "64 KB",
      },
    ],
  },
  {
    id: "financial-models",
    title: "Financial Models",
    items: [
      {
        id: "three-year-saas-model",
        title: "Three-Year SaaS Financial Model",
        format: "XLSX",
        downloads: 8420,
        thumbnail: { icon: "line-chart", colour: "emerald" },
        fileSize: "420 KB",
      },
      {
        id: "d2c-unit-economics",
        title: "D2C Unit Economics Calculator",
        format: "XLSX",
        downloads: 5760,
        thumbnail: { icon: "wallet", colour: "rose" },
        fileSize: "150 KB",
      },
      {
        id: "cap-table-esop",
        title: "Cap Table & ESOP Planner",
        format: "XLSX",
        downloads: 4930,
        thumbnail: { icon: "chart-column", colour: "violet" },
        fileSize: "95 KB",
      },
    ],
  },
  {
    id: "pitch-decks",
    title: "Pitch Decks",
    items: [
      {
        id: "seed-pitch-deck",
        title: "Seed Pitch Deck (12 slides)",
        format: "PPTX",
        downloads: 15230,
        thumbnail: { icon: "presentation", colour: "brand" },
        fileSize: "2.1 MB",
      },
      {
        id: "demo-day-deck",
        title: "Demo Day Deck (5 minutes)",
        format: "PPTX",
        downloads: 7140,
        thumbnail: { icon: "mic", colour: "saffron" },
        fileSize: "1.6 MB",
      },
      {
        id: "corporate-pilot-proposal",
        title: "Corporate Pilot Proposal Deck",
        format: "PPTX",
        downloads: 3880,
        thumbnail: { icon: "building-2", colour: "teal" },
        fileSize: "1.9 MB",
      },
    ],
  },
];
