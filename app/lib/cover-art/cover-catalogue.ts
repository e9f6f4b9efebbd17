// Relative imports: the end-to-end specs may load content outside Vite.
import { successStories } from "../../content/audience-entrepreneurs";
import { blogPosts } from "../../content/resources-blog";
import { upcomingEvents } from "../../content/resources-events";
import { recordedEvents } from "../../content/resources-events-recorded";
import type { ResourceEvent, WhitepaperTopic } from "../../content/resources-types";
import { whitepapers } from "../../content/resources-whitepapers";
import { caseStories } from "../../content/success-stories";
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

const eventCategory: Record<ResourceEvent["type"], CoverCategory> = { Webinar: "webinar", Workshop: "workshop", Conference: "conference" };

/**
 * Every generated cover the site has, by path: one per blog post, event,
 * whitepaper, case study and gallery story, drawn from its title and
 * category. Content names the path in its image field until a photograph
 * replaces it.
 */
export function coverCatalogue(): ReadonlyMap<string, CoverSubject> {
  const entries: [string, CoverSubject][] = [
    ...blogPosts.map((post): [string, CoverSubject] => [coverArtPath("blog", post.id), { title: post.title, category: post.category }]),
    ...[...upcomingEvents, ...recordedEvents].map((event): [string, CoverSubject] => [coverArtPath("events", event.id), { title: event.title, category: eventCategory[event.type] }]),
    ...whitepapers.map((paper): [string, CoverSubject] => [coverArtPath("whitepapers", paper.id), { title: paper.title, category: topicCategory[paper.topic] }]),
    ...caseStories.map((story): [string, CoverSubject] => [coverArtPath("case-studies", story.slug), { title: story.title, category: ventureCategory(story.industry) }]),
    ...successStories.map((story): [string, CoverSubject] => [coverArtPath("stories", story.id), { title: story.achievement, category: ventureCategory(story.category) }]),
  ];
  return new Map(entries);
}
