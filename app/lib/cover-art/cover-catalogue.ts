// Relative imports: the end-to-end specs may load content outside Vite.
import type { WhitepaperTopic } from "../../features/whitepaper-search/whitepaper-types";
import type { BlogCategory } from "../../features/blog-filter/blog-post";
import type { EventType } from "../../features/event-tabs/event-types";
import type { CoverCategory } from "./cover-themes";
import { coverArtPath } from "./cover-paths";
import type { CoverSubject } from "./draw-cover";

/** A whitepaper's topic as a cover category: policy papers get the research look, not the blog's policy one. */
const topicCategory: Record<WhitepaperTopic, CoverCategory> = { innovation: "innovation", digital: "digital", sustainability: "sustainability", policy: "research" };

/** A venture's sector as a cover category: its growth drawn in the sector's colour. */
export function ventureCategory(sector: string): CoverCategory {
  if (/health|med/i.test(sector)) return "venture-health";
  if (/agri|clean|climate|water|food/i.test(sector)) return "venture-green";
  if (/fin|saas|pay|bank/i.test(sector)) return "venture-money";
  return "venture";
}

const eventCategory: Record<EventType, CoverCategory> = { Webinar: "webinar", Workshop: "workshop", Conference: "conference" };

/** The items of the collections that have covers, as the build reads them (pages/covers/[...cover].svg.ts). */
export type CoveredItems = {
  blogPosts: readonly { id: string; title: string; category: BlogCategory }[];
  events: readonly { id: string; title: string; type: EventType }[];
  whitepapers: readonly { id: string; title: string; topic: WhitepaperTopic }[];
  caseStudies: readonly { slug: string; title: string; industry: string }[];
  successStories: readonly { id: string; achievement: string; category: string }[];
};

/**
 * Every generated cover the site has, by path: one per blog post, event,
 * whitepaper, case study and gallery story, drawn from its title and
 * category. An item without a cover photo shows the path.
 */
export function coverCatalogue({ blogPosts, events, whitepapers, caseStudies, successStories }: CoveredItems): ReadonlyMap<string, CoverSubject> {
  const entries: [string, CoverSubject][] = [
    ...blogPosts.map((post): [string, CoverSubject] => [coverArtPath("blog", post.id), { title: post.title, category: post.category }]),
    ...events.map((event): [string, CoverSubject] => [coverArtPath("events", event.id), { title: event.title, category: eventCategory[event.type] }]),
    ...whitepapers.map((paper): [string, CoverSubject] => [coverArtPath("whitepapers", paper.id), { title: paper.title, category: topicCategory[paper.topic] }]),
    ...caseStudies.map((story): [string, CoverSubject] => [coverArtPath("case-studies", story.slug), { title: story.title, category: ventureCategory(story.industry) }]),
    ...successStories.map((story): [string, CoverSubject] => [coverArtPath("stories", story.id), { title: story.achievement, category: ventureCategory(story.category) }]),
  ];
  return new Map(entries);
}
