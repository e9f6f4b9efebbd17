import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/partner-portal";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/partner-portal/partner-portal-content");
const PartnerPortalIntro = staticContent(pageContent, "PartnerPortalIntro");
const PartnerPortalSections = staticContent(pageContent, "PartnerPortalSections");
const PartnerLoginForm = interactiveFormOnFirstUse(() => import("~/features/partner-login/partner-login-form"), "PartnerLoginForm");

export const meta = () => pageMeta(PATH);

export default function PartnerPortalPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="partner-login" tone="muted">
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <PartnerPortalIntro />
          <PartnerLoginForm />
        </div>
      </Section>
      <PartnerPortalSections />
    </>
  );
}
