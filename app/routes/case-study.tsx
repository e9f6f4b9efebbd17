import { caseStories } from "~/content/success-stories";
import { CaseStudyView } from "~/features/detail-pages/case-study-view";
import { caseStudyMeta, notFoundMeta } from "~/features/detail-pages/detail-meta";
import { NotFoundContent } from "~/layout/not-found-content";
import type { Route } from "./+types/case-study";

const findStory = (slug: string | undefined) => caseStories.find((story) => story.slug === slug);

export const meta = ({ params }: Route.MetaArgs) => {
  const story = findStory(params.slug);
  return story ? caseStudyMeta(story) : notFoundMeta();
};

export default function CaseStudyPage({ params }: Route.ComponentProps) {
  const story = findStory(params.slug);
  return story ? <CaseStudyView story={story} others={caseStories.filter((other) => other !== story)} /> : <NotFoundContent />;
}
