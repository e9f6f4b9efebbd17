import { CallToAction } from "~/components/call-to-action";
import { Section } from "~/components/section";
import {
  complianceChecklists,
  governmentCta,
  governmentIntro,
  grantSupport,
  policyGuides,
} from "~/content/solutions-government-programs";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { serviceCard } from "~/features/content-sections/solution-cards";

/** The Government Programs & Grants page under its banner (pages/solutions-services/government-programs-grants.astro). */
export default function GovernmentProgramsGrantsContent() {
  return (
    <>
      <Section id="policy-guides" title="Policy Alignment Guides" intro={governmentIntro}>
        <RecordCardGrid items={policyGuides.map(serviceCard)} />
      </Section>
      <Section id="grant-support" title="Grant Application Support" tone="muted">
        <RecordCardGrid items={grantSupport.map(serviceCard)} />
      </Section>
      <Section id="compliance-checklists" title="Compliance Checklists">
        <RecordCardGrid items={complianceChecklists.map(serviceCard)} />
      </Section>
      <CallToAction {...governmentCta} />
    </>
  );
}
