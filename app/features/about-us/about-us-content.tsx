import type { ComponentProps } from "react";
import { Avatar } from "~/components/avatar";
import { CallToAction } from "~/components/call-to-action";
import { type CardItem, CardGrid } from "~/components/card-grid";
import { LogoWall, type LogoWallEntry } from "~/components/logo-wall";
import { NumbersBand } from "~/components/numbers-band";
import { PullQuote } from "~/components/pull-quote";
import { Reveal } from "~/components/reveal";
import { Section } from "~/components/section";
import { Timeline, type TimelineEntry } from "~/components/timeline";
import type { Testimonial } from "~/components/testimonial";
import { type PersonCardData, PersonCards } from "~/features/content-sections/person-card";
import { type StageOverview, StageStrip } from "~/features/content-sections/stage-timeline";
import type { ImpactFigures } from "~/features/success-stories/success-stories-content";

/** About Us's copy (app/content/about-page.yaml): the story, mission and vision, values and the closing call to action. */
export type AboutPageCopy = {
  story: { intro: string; milestones: readonly TimelineEntry[] };
  mission: string;
  vision: string;
  values: readonly CardItem[];
  cta: ComponentProps<typeof CallToAction>;
};

// About Us (pages/about-us.astro), all static: a timeline for the story, the
// figures on a numbers band, the testimonials as quotes (one large, two beside
// it) and the partners as a wall of their marks.

/** Our story as a timeline, the figures it led to, mission and vision with the five stages (the Ecosystem hub's wording), core values and the leadership team. */
export function AboutStory({
  impact,
  leadership,
  copy,
  stages,
}: {
  impact: ImpactFigures;
  leadership: readonly PersonCardData[];
  copy: AboutPageCopy;
  stages: readonly StageOverview[];
}) {
  const { story, mission, vision, values } = copy;
  return (
    <>
      <Section id="our-story" title="Our Story" intro={story.intro}>
        <Timeline entries={story.milestones} label="Our story, from the pilot to today" />
      </Section>
      <NumbersBand id="our-impact" title="Where It Has Led" intro={impact.intro} stats={impact.metrics} />
      <Section id="mission" title="Mission & Vision" tone="muted">
        <div className="grid gap-6 md:grid-cols-2">
          <Reveal className="rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold">Our Mission</h3>
            <p className="mt-2 text-slate-600">{mission}</p>
          </Reveal>
          <Reveal index={1} className="rounded-2xl bg-white p-6 shadow-sm" id="vision">
            <h3 className="text-xl font-semibold">Our Vision</h3>
            <p className="mt-2 text-slate-600">{vision}</p>
          </Reveal>
        </div>
        <h3 className="mt-12 mb-6 text-xl font-semibold">Five stages from idea to scale</h3>
        <StageStrip stages={stages} headingLevel="h4" />
      </Section>
      <Section id="values" title="Our Core Values">
        <CardGrid items={values} columns={4} cardStyle="feature" phoneRow="The four values, card by card" />
      </Section>
      <Section id="leadership" title="Leadership Team" tone="muted">
        <PersonCards people={leadership} />
      </Section>
    </>
  );
}

/** The three testimonials (spec): the first set large, the other two beside each other under it. */
export function AboutTestimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [lead, ...others] = testimonials;
  return (
    <Section id="testimonials" title="What People Say About Us">
      <div className="grid gap-12 lg:gap-16">
        {lead && <PullQuote quote={lead.quote} name={lead.author} position={lead.position} portrait={<Avatar name={lead.author} image={lead.image} size={64} />} />}
        <ul className="grid gap-10 md:grid-cols-2 md:gap-12">
          {others.map((t) => (
            <li key={t.author}>
              <PullQuote size="medium" quote={t.quote} name={t.author} position={t.position} portrait={<Avatar name={t.author} image={t.image} size={48} />} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/** Our partners as a wall of marks, each a tile linking to the associate bodies (spec), and the closing call to action. */
export function AboutPartners({ partners, cta }: { partners: readonly LogoWallEntry[]; cta: AboutPageCopy["cta"] }) {
  return (
    <>
      <Section id="partners" title="Our Partners" intro="Institutions that sit on our associate bodies and work with our ventures every week." tone="muted">
        <LogoWall entries={partners} phoneRow="Our partners" />
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
