import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Reveal } from "~/components/reveal";
import { Section } from "~/components/section";
import { aboutPartners, coreValues, getInvolvedCta, leadership, mission, story } from "~/content/about";
import { stagesOverview } from "~/content/ecosystem";
import { PersonCards } from "~/features/content-sections/person-card";
import { StageStrip } from "~/features/content-sections/stage-timeline";

// About Us (pages/about-us.astro): everything but the testimonial carousel,
// an island.

/** Our story, mission and vision with the five stages, core values and the leadership team. */
export function AboutStory() {
  return (
    <>
      <Section id="our-story" title="Our Story" intro={story.intro}>
        <ol className="grid gap-6 md:grid-cols-3">
          {story.milestones.map((milestone, i) => (
            <Reveal as="li" index={i} key={milestone.when} className="rounded-2xl border-t-4 border-saffron-500 bg-white p-6 shadow-md">
              <p className="text-sm font-bold tracking-wide text-saffron-600 uppercase">{milestone.when}</p>
              <h3 className="mt-2 text-lg font-semibold">{milestone.title}</h3>
              <p className="mt-2 text-slate-600">{milestone.text}</p>
            </Reveal>
          ))}
        </ol>
      </Section>
      <Section id="mission" title="Mission & Vision" tone="muted">
        <div className="grid gap-6 md:grid-cols-2">
          <Reveal className="rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold">Our Mission</h3>
            <p className="mt-2 text-slate-600">{mission.mission}</p>
          </Reveal>
          <Reveal index={1} className="rounded-2xl bg-white p-6 shadow-sm" id="vision">
            <h3 className="text-xl font-semibold">Our Vision</h3>
            <p className="mt-2 text-slate-600">{mission.vision}</p>
          </Reveal>
        </div>
        <h3 className="mt-12 mb-6 text-xl font-semibold">Five stages from idea to scale</h3>
        <StageStrip stages={stagesOverview} headingLevel="h4" />
      </Section>
      <Section id="values" title="Our Core Values">
        <CardGrid items={coreValues} columns={4} cardStyle="feature" />
      </Section>
      <Section id="leadership" title="Leadership Team" tone="muted">
        <PersonCards people={leadership} />
      </Section>
    </>
  );
}

/** Our partners and the closing call to action. */
export function AboutPartners() {
  return (
    <>
      <Section id="partners" title="Our Partners" intro="Institutions that sit on our associate bodies and work with our ventures every week." tone="muted">
        <CardGrid items={aboutPartners} columns={3} />
      </Section>
      <CallToAction {...getInvolvedCta} />
    </>
  );
}
