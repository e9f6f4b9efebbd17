import { CallToAction } from "~/components/call-to-action";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import {
  collaborationCaseStudies,
  corporateCta,
  corporateIntro,
  csrProgrammes,
  rdPackages,
} from "~/content/solutions-corporate-partnerships";
import { DetailCardGrid } from "~/features/content-sections/detail-card";
import { caseStudyCard, csrProgrammeCard, rdPackageCard } from "~/features/content-sections/solution-cards";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/corporate-partnerships";

export const meta = () => pageMeta(PATH);

export default function CorporatePartnershipsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="csr-strategy" title="CSR Strategy Design" intro={corporateIntro}>
        <DetailCardGrid items={csrProgrammes.map(csrProgrammeCard)} />
      </Section>
      <Section id="rd-packages" title="R&D Co-development Packages" tone="muted">
        <DetailCardGrid items={rdPackages.map(rdPackageCard)} />
      </Section>
      <Section id="case-studies" title="Collaboration Case Studies">
        <DetailCardGrid items={collaborationCaseStudies.map(caseStudyCard)} />
      </Section>
      <CallToAction {...corporateCta} />
    </>
  );
}
