import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Section } from "~/components/section";
import {
  associateBodiesCards,
  associateBodiesIntro,
  ecosystemCta,
  industryPartnersOverview,
  mentorshipOverview,
  modelInfoCards,
  participatingCompaniesCards,
  participatingCompaniesIntro,
  stagesOverview,
} from "~/content/ecosystem";
import { StageStrip } from "~/features/content-sections/stage-timeline";

/** The Ecosystem page under its banner (pages/ecosystem/index.astro). */
export default function EcosystemContent() {
  return (
    <>
      <Section id="associate-bodies" title="Associate Bodies and Cells" intro={associateBodiesIntro}>
        <CardGrid items={associateBodiesCards} columns={4} />
      </Section>
      <Section id="participating-companies" title="Participating Companies" intro={participatingCompaniesIntro} tone="muted">
        <CardGrid items={participatingCompaniesCards} columns={4} />
      </Section>
      <Section
        id="incubation-model"
        title="Troup-Based Incubation Model"
        intro="Every venture moves through five stages with a troupe of specialists beside it."
      >
        <StageStrip stages={stagesOverview} />
        <div className="mt-10">
          <CardGrid items={modelInfoCards} columns={4} cardStyle="feature" />
        </div>
      </Section>
      <Section id="mentorship-network" title="Mentorship Network" tone="muted">
        <CardGrid items={mentorshipOverview} columns={2} />
      </Section>
      <Section id="industry-partners" title="Industry Partners">
        <CardGrid items={industryPartnersOverview} columns={2} />
      </Section>
      <CallToAction {...ecosystemCta} />
    </>
  );
}
