/**
 * The Entrepreneurs & Startups page's hero and community forums (HTML
 * only); the stories its gallery filters and the funding checklist are in
 * audience-entrepreneurs.ts.
 */
import { contactLink } from "~/lib/contact-link";
import type { Forum } from "./audience-types";

/** Spec 2 §9: the entrepreneurs hero is 400 px high. */
export const ENTREPRENEURS_HERO_HEIGHT_PX = 400;

export const entrepreneursHero = {
  primary: { label: "Apply for Incubation", to: "/contact-get-involved" },
  secondary: { label: "Check Your Funding Readiness", href: "#funding-readiness" },
} as const;

/** Community Forum Links: three forums with member counts and topics (spec 2 §2). */
export const communityForums: readonly Forum[] = [
  {
    id: "fundraising-circle",
    title: "Founders' Fundraising Circle",
    description: "Founders compare notes on raising: which funds are writing cheques, term-sheet clauses to push back on and how to run a tight process.",
    members: "2,400+ members",
    topics: ["Term sheets", "SAFE vs. CCDs", "Valuation", "Bridge rounds"],
    link: contactLink("Join forum: Founders' Fundraising Circle"),
  },
  {
    id: "product-tech-guild",
    title: "Product & Tech Guild",
    description: "CTOs and product leads on architecture, hiring engineers outside the metros, cloud costs and building on India Stack.",
    members: "1,800+ members",
    topics: ["UPI & ONDC integrations", "Cloud costs", "Hiring", "AI in production"],
    link: contactLink("Join forum: Product & Tech Guild"),
  },
  {
    id: "women-founders-network",
    title: "Women Founders Network",
    description: "A closed group for women founders and co-founders: peer mentoring, investor introductions and the Wanapreneur programme cohorts.",
    members: "950+ members",
    topics: ["Peer mentoring", "Investor introductions", "Balancing growth and family", "Government schemes"],
    link: contactLink("Join forum: Women Founders Network"),
  },
];
