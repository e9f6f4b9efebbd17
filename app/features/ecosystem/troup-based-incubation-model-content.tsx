import stageGatesRoad from "~/assets/illustrations/stage-gates-road.svg?url&no-inline";
import type { ComponentProps } from "react";
import { CallToAction } from "~/components/call-to-action";
import { ImageBand } from "~/components/image-band";
import { Reveal } from "~/components/reveal";
import { Section } from "~/components/section";
import type { Testimonial } from "~/components/testimonial";
import { StatGrid } from "~/components/stat-grid";
import type { Stat } from "~/components/stat-grid";
import { type RecordCardData, RecordCardGrid } from "~/features/content-sections/record-card";
import { type ModelBenefit, modelBenefitCard } from "~/features/content-sections/ecosystem-cards";
import { type GateDecision, type IncubationStage, StageTimeline } from "~/features/content-sections/stage-timeline";

/** The Troup-Based Incubation Model page under its banner (pages/ecosystem/troup-based-incubation-model.astro). */
/** The page's copy (app/content/troup-model-page.yaml). */
export type TroupModelCopy = {
  intro: { paragraphs: readonly string[]; stats: readonly Stat[] };
  coreComponents: readonly RecordCardData[];
  stages: readonly IncubationStage[];
  gateDecisions: readonly GateDecision[];
  band: Omit<ComponentProps<typeof ImageBand>, "id" | "image">;
  benefits: readonly ModelBenefit[];
  caseStudy: { venture: string; sector: string; challenge: string; approach: string; results: readonly Stat[] };
  cta: ComponentProps<typeof CallToAction>;
};

/** `testimonials`: app/content/testimonials/troup-model.yaml, each naming the key benefit it stands beside. */
export default function TroupBasedIncubationModelContent({ copy, testimonials }: { copy: TroupModelCopy; testimonials: readonly (Testimonial & { benefit?: string })[] }) {
  const { intro: modelIntro, coreComponents, stages: incubationStages, gateDecisions, band: modelBand, benefits: modelBenefits, caseStudy, cta: modelCta } = copy;
  return (
    <>
      <Section id="what-is-tbbim" title="What Is the Troup-Based Model?">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {modelIntro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <div className="mt-10">
          <StatGrid stats={modelIntro.stats} />
        </div>
      </Section>
      <Section id="core-components" title="Two Core Components" tone="muted">
        <RecordCardGrid items={coreComponents} columns={2} />
      </Section>
      <Section id="stages" title="Five-Stage Breakdown" intro="Each stage ends at a review gate. Durations are typical; the evidence, not the calendar, decides.">
        <StageTimeline stages={incubationStages} decisions={gateDecisions} />
      </Section>
      <ImageBand id="where-the-gates-lead" image={{ src: stageGatesRoad, width: 1600, height: 640, alt: "" }} {...modelBand} />
      <Section id="benefits" title="Key Benefits" tone="muted">
        <RecordCardGrid items={modelBenefits.map((benefit) => modelBenefitCard(benefit, testimonials))} columns={2} />
      </Section>
      <Section id="case-study" title={`Case Study: ${caseStudy.venture}`} intro={caseStudy.sector}>
        <div className="grid gap-6 md:grid-cols-2">
          <Reveal className="rounded-2xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold">The challenge</h3>
            <p className="mt-2 text-slate-600">{caseStudy.challenge}</p>
          </Reveal>
          <Reveal index={1} className="rounded-2xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold">What the troupe did</h3>
            <p className="mt-2 text-slate-600">{caseStudy.approach}</p>
          </Reveal>
        </div>
        <h3 className="mt-10 mb-4 text-lg font-semibold">Results</h3>
        <StatGrid stats={caseStudy.results} />
      </Section>
      <CallToAction {...modelCta} />
    </>
  );
}
