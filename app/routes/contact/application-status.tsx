import { useLocation } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { statusLookupIntro, statusMeaningsTitle } from "~/content/application-status";
import { applicationIdFrom } from "~/features/application-status/application-id-from";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/contact-get-involved/application-status";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/application-status/application-status-content");
const LostApplicationId = staticContent(pageContent, "LostApplicationId");
const StatusMeanings = staticContent(pageContent, "StatusMeanings");
/** Its code loads on first use, or at once for a link's Application ID, which fills in the form. */
const StatusLookupForm = interactiveFormOnFirstUse(() => import("~/features/application-status/status-lookup-form"), "StatusLookupForm", {
  atOnce: ({ search }) => applicationIdFrom(search) !== undefined,
});

export const meta = () => pageMeta(PATH);

export default function ApplicationStatusPage() {
  const { search } = useLocation();
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="status-lookup" title={statusLookupIntro.title} intro={statusLookupIntro.text}>
        <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <StatusLookupForm search={search} />
        </div>
        <LostApplicationId />
      </Section>
      <Section id="status-meanings" title={statusMeaningsTitle} tone="muted">
        <StatusMeanings />
      </Section>
    </>
  );
}
