import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { fundingChecklist, successStories } from "~/content/audience-entrepreneurs";
import { FundingChecklist } from "~/features/funding-checklist/funding-checklist";
import { StoryGallery } from "~/features/story-filter/story-gallery";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/entrepreneurs-startups";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/audience-hub/entrepreneurs-startups-content");
const EntrepreneursHero = staticContent(pageContent, "EntrepreneursHero");
const EntrepreneursCommunity = staticContent(pageContent, "EntrepreneursCommunity");

export const meta = () => pageMeta(PATH);

/** The hero, forums and closing call to action are static content; the story gallery and the checklist hydrate. */
export default function EntrepreneursStartupsPage() {
  return (
    <>
      <EntrepreneursHero />
      <Section id="success-stories" title="Success Stories Gallery" intro="Founders who built with a troupe beside them. Filter by sector to find stories like yours.">
        <StoryGallery stories={successStories} />
      </Section>
      <Section
        id="funding-readiness"
        title="Funding Readiness Checklist"
        tone="muted"
        intro="The eight things investors ask for first. Tick what you already have to see how ready you are; nothing is saved or sent."
      >
        <FundingChecklist items={fundingChecklist} />
      </Section>
      <EntrepreneursCommunity />
    </>
  );
}
