import { fundingChecklist, successStories } from "~/content/audience-entrepreneurs";
import { FundingChecklist } from "~/features/funding-checklist/funding-checklist";
import { StoryGallery } from "~/features/story-filter/story-gallery";

// The entrepreneurs page's two interactive parts, with their content: code
// loaded on first use (pages/audience-hub/entrepreneurs-startups.astro).

/** The success stories, filtered by sector. */
export function SuccessStoriesGallery() {
  return <StoryGallery stories={successStories} />;
}

/** The funding readiness checklist, scored as the visitor ticks. */
export function ReadinessChecklist() {
  return <FundingChecklist items={fundingChecklist} />;
}
