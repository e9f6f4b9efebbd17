import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/investors-vcs";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/audience-hub/investors-vcs-content");
const InvestorsOverview = staticContent(pageContent, "InvestorsOverview");
const InvestorsReports = staticContent(pageContent, "InvestorsReports");
const InvestorAccessForm = interactiveFormOnFirstUse(() => import("~/features/engagement-forms/investor-access-form"), "InvestorAccessForm");

export const meta = () => pageMeta(PATH);

/** Static content around the pitch deck access form, whose code loads on first use. */
export default function InvestorsVcsPage() {
  return (
    <>
      <PageIntro path={PATH} background="dark">
        <a href="#pitch-deck-access" className="btn btn-light">
          Request Pitch Deck Access
        </a>
      </PageIntro>
      <InvestorsOverview />
      <Section
        id="pitch-deck-access"
        title="Pitch Deck Access"
        tone="muted"
        intro="Decks, financials and gate reviews of ventures raising now sit in our data room. Tell us about your fund; access follows once you accept the non-disclosure agreement."
      >
        <div className="max-w-3xl">
          <InvestorAccessForm />
        </div>
      </Section>
      <InvestorsReports />
    </>
  );
}
