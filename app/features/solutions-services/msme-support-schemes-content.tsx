import { CallToAction } from "~/components/call-to-action";
import { Section } from "~/components/section";
import {
  creditFacilitation,
  digitalisationRoadmaps,
  msmeCta,
  msmeIntro,
  processToolkits,
} from "~/content/solutions-msme-support";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { serviceCard } from "~/features/content-sections/solution-cards";

/** The MSME Support Schemes page under its banner (pages/solutions-services/msme-support-schemes.astro). */
export default function MsmeSupportSchemesContent() {
  return (
    <>
      <Section id="digitalisation-roadmaps" title="Digitalisation Roadmaps" intro={msmeIntro}>
        <RecordCardGrid items={digitalisationRoadmaps.map(serviceCard)} />
      </Section>
      <Section id="credit-facilitation" title="Credit Facilitation Services" tone="muted">
        <RecordCardGrid items={creditFacilitation.map(serviceCard)} />
      </Section>
      <Section id="process-toolkits" title="Process Optimisation Toolkits">
        <RecordCardGrid items={processToolkits.map(serviceCard)} />
      </Section>
      <CallToAction {...msmeCta} />
    </>
  );
}
