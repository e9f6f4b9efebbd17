import { staticContent } from "~/components/static-content/static-content";
import { caseStorySummaries } from "~/content/case-story-summaries";
import { caseStudyMeta, notFoundMeta } from "~/features/detail-pages/detail-meta";
import { NotFoundContent } from "~/layout/not-found-content";
import type { Route } from "./+types/case-study";

/** The case story's summary (its <head>); its page comes from static content, chosen by its slug. */
const findStory = (slug: string | undefined) => caseStorySummaries.find((story) => story.slug === slug);

const CaseStudyContent = staticContent(() => import("~/features/detail-pages/case-study-content"));

export const meta = ({ params }: Route.MetaArgs) => {
  const story = findStory(params.slug);
  return story ? caseStudyMeta(story) : notFoundMeta();
};

export default function CaseStudyPage({ params }: Route.ComponentProps) {
  const story = findStory(params.slug);
  return story ? <CaseStudyContent slug={story.slug} /> : <NotFoundContent />;
}
