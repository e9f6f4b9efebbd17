import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { partnershipFormIntro } from "~/content/contact-partner-apply";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/contact-get-involved/partner-apply";

const PartnershipForm = interactiveFormOnFirstUse(() => import("~/features/lead-forms/partnership-form"), "PartnershipForm");

export const meta = () => pageMeta(PATH);

export default function PartnerApplyPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="partnership-form" title={partnershipFormIntro.title} intro={partnershipFormIntro.text}>
        <div className="max-w-4xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <PartnershipForm />
        </div>
      </Section>
    </>
  );
}
