import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { statusLookupIntro, statusMeaningsTitle } from "~/content/application-status";
import { StatusLookupForm } from "~/features/application-status/status-lookup-form";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/contact-get-involved/application-status";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/application-status/application-status-content");
const LostApplicationId = staticContent(pageContent, "LostApplicationId");
const StatusMeanings = staticContent(pageContent, "StatusMeanings");

export const meta = () => pageMeta(PATH);

export default function ApplicationStatusPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="status-lookup" title={statusLookupIntro.title} intro={statusLookupIntro.text}>
        <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <StatusLookupForm />
        </div>
        <LostApplicationId />
      </Section>
      <Section id="status-meanings" title={statusMeaningsTitle} tone="muted">
        <StatusMeanings />
      </Section>
    </>
  );
}
