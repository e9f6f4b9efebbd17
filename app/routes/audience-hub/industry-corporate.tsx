import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/industry-corporate";

const IndustryCorporateContent = staticContent(() => import("~/features/audience-hub/industry-corporate-content"));
const CorporateInquiryForm = interactiveFormOnFirstUse(() => import("~/features/engagement-forms/corporate-inquiry-form"), "CorporateInquiryForm");

export const meta = () => pageMeta(PATH);

/** The use cases and testimonials are static content; the inquiry form's code loads on first use. */
export default function IndustryCorporatePage() {
  return (
    <>
      <PageIntro path={PATH}>
        <a href="#engage" className="btn btn-light">
          Start a Conversation
        </a>
      </PageIntro>
      <IndustryCorporateContent />
      <Section id="engage" title="Start a Conversation" intro="Tell us about the problem you want to solve. A partnerships lead reads every inquiry and replies within 24 hours with the startups and the troupe we would suggest.">
        <div className="max-w-3xl">
          <CorporateInquiryForm />
        </div>
      </Section>
    </>
  );
}
