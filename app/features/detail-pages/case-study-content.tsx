import { caseStories } from "~/content/success-stories";
import { CaseStudyView } from "./case-study-view";

/**
 * The page of the case study `slug`, all but its <head>
 * (pages/case-studies/[slug].astro).
 */
export default function CaseStudyContent({ slug }: { slug: string }) {
  const story = caseStories.find((candidate) => candidate.slug === slug);
  if (!story) return null;
  return <CaseStudyView story={story} others={caseStories.filter((other) => other !== story)} />;
}
