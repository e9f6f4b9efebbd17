import { CallToAction } from "~/components/call-to-action";
import { Section } from "~/components/section";
import {
  collaborationCaseStudies,
  corporateCta,
  corporateIntro,
  csrProgrammes,
  rdPackages,
} from "~/content/solutions-corporate-partnerships";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { caseStudyCard, csrProgrammeCard, rdPackageCard } from "~/features/content-sections/solution-cards";

/** The Corporate Partnerships page under its banner (pages/solutions-services/corporate-partnerships.astro). */
export default function CorporatePartnershipsContent() {
  return (
    <>
      <Section id="csr-strategy" title="CSR Strategy Design" intro={corporateIntro}>
        <RecordCardGrid items={csrProgrammes.map(csrProgrammeCard)} />
      </Section>
      <Section id="rd-packages" title="R&D Co-development Packages" tone="muted">
        <RecordCardGrid items={rdPackages.map(rdPackageCard)} />
      </Section>
      <Section id="case-studies" title="Collaboration Case Studies">
        <RecordCardGrid items={collaborationCaseStudies.map(caseStudyCard)} />
      </Section>
      <CallToAction {...corporateCta} />
    </>
  );
}
