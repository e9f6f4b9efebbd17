import type { ComponentProps } from "react";
import { CallToAction } from "~/components/call-to-action";
import { type CardItem, CardGrid } from "~/components/card-grid";
import { Section } from "~/components/section";
import { type StageOverview, StageStrip } from "~/features/content-sections/stage-timeline";

/** A section of cards, each leading to the page that tells the whole story. */
type CardSection = { intro?: string; cards: readonly CardItem[] };

/** The Ecosystem hub's copy (app/content/ecosystem-page.yaml). */
export type EcosystemCopy = {
  associateBodies: CardSection;
  participatingCompanies: CardSection;
  incubationModel: { intro: string; stages: readonly StageOverview[]; cards: readonly CardItem[] };
  mentorship: CardSection;
  industryPartners: CardSection;
  cta: ComponentProps<typeof CallToAction>;
};

/** The Ecosystem page under its banner (pages/ecosystem/index.astro). */
export default function EcosystemContent({ copy }: { copy: EcosystemCopy }) {
  const { associateBodies, participatingCompanies, incubationModel, mentorship, industryPartners, cta } = copy;
  return (
    <>
      <Section id="associate-bodies" title="Associate Bodies and Cells" intro={associateBodies.intro}>
        <CardGrid items={associateBodies.cards} columns={4} />
      </Section>
      <Section id="participating-companies" title="Participating Companies" intro={participatingCompanies.intro} tone="muted">
        <CardGrid items={participatingCompanies.cards} columns={4} />
      </Section>
      <Section id="incubation-model" title="Troup-Based Incubation Model" intro={incubationModel.intro}>
        <StageStrip stages={incubationModel.stages} />
        <div className="mt-10">
          <CardGrid items={incubationModel.cards} columns={4} cardStyle="feature" />
        </div>
      </Section>
      <Section id="mentorship-network" title="Mentorship Network" intro={mentorship.intro} tone="muted">
        <CardGrid items={mentorship.cards} columns={2} />
      </Section>
      <Section id="industry-partners" title="Industry Partners" intro={industryPartners.intro}>
        <CardGrid items={industryPartners.cards} columns={2} />
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
