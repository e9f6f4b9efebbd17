import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/entrepreneurs-startups";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/audience-hub/entrepreneurs-startups-content");
const EntrepreneursHero = staticContent(pageContent, "EntrepreneursHero");
const EntrepreneursCommunity = staticContent(pageContent, "EntrepreneursCommunity");
/** The interactive parts' module: one import() for both, on the first use of either. */
const tools = () => import("~/features/audience-hub/entrepreneurs-tools");
const SuccessStoriesGallery = interactiveFormOnFirstUse(tools, "SuccessStoriesGallery");
const ReadinessChecklist = interactiveFormOnFirstUse(tools, "ReadinessChecklist");

export const meta = () => pageMeta(PATH);

/** The hero, forums and closing call to action are static content; the story gallery's and the checklist's code loads on first use. */
export default function EntrepreneursStartupsPage() {
  return (
    <>
      <EntrepreneursHero />
      <Section id="success-stories" title="Success Stories Gallery" intro="Founders who built with a troupe beside them. Filter by sector to find stories like yours.">
        <SuccessStoriesGallery />
      </Section>
      <Section
        id="funding-readiness"
        title="Funding Readiness Checklist"
        tone="muted"
        intro="The eight things investors ask for first. Tick what you already have to see how ready you are; nothing is saved or sent."
      >
        <ReadinessChecklist />
      </Section>
      <EntrepreneursCommunity />
    </>
  );
}
