import { type CtaAction, CallToAction } from "~/components/call-to-action";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import { Link } from "~/components/link";
import { NumbersBand } from "~/components/numbers-band";
import { Reveal } from "~/components/reveal";
import { Section } from "~/components/section";
import type { Stat } from "~/components/stat-grid";
import { CaseStoryCard } from "~/features/case-stories/case-story-card";
import type { CaseStory } from "~/features/case-stories/case-story-types";

/** The figures of "Our Impact in Numbers", counted at the stage-gate reviews. */
export type ImpactFigures = { intro: string; metrics: readonly Stat[] };

/** An award or ranking the ecosystem or its ventures received. */
export type Recognition = { title: string; awardedBy: string; year: string; description: string; icon: IconName };

/** The venture spotlight: one company told in a few figures. */
export type VentureSpotlight = { company: string; sector: string; founder: string; story: readonly string[]; figures: readonly Stat[]; link: CtaAction };

/** The page's words around its case stories (app/content/success-stories-page.yaml). */
export type SuccessStoriesPage = {
  /** Under "Featured Case Stories": it counts the stories, so it changes when one is added. */
  featuredIntro: string;
  impact: ImpactFigures;
  recognitions: readonly Recognition[];
  spotlight: VentureSpotlight;
  cta: { title: string; text: string; primary: CtaAction; secondary: CtaAction };
};

/** The success stories page under its banner (pages/success-stories.astro). */
export default function SuccessStoriesContent({ caseStories, page }: { caseStories: readonly CaseStory[]; page: SuccessStoriesPage }) {
  const { spotlight, recognitions } = page;
  return (
    <>
      <Section id="featured-stories" title="Featured Case Stories" intro={page.featuredIntro}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {caseStories.map((story, i) => (
            <CaseStoryCard key={story.slug} story={story} index={i} />
          ))}
        </ul>
      </Section>
      <NumbersBand id="impact" title="Our Impact in Numbers" intro={page.impact.intro} stats={page.impact.metrics} />
      <Section id="recognition" title="Industry Recognition">
        <ul className="grid gap-6 md:grid-cols-2">
          {recognitions.map((award, i) => (
            <Reveal as="li" index={i} key={award.title} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-saffron-400/20 text-saffron-600">
                <Icon name={award.icon} />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{award.title}</h3>
                <p className="text-sm font-medium text-slate-700">
                  {award.awardedBy}, {award.year}
                </p>
                <p className="mt-2 text-slate-600">{award.description}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="venture-spotlight" title="Venture Spotlight" tone="muted">
        <Reveal className="grid gap-8 rounded-3xl bg-white p-5 shadow-md sm:p-8 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h3 className="text-2xl font-bold">{spotlight.company}</h3>
            <p className="text-slate-600">
              {spotlight.sector} · Founded by {spotlight.founder}
            </p>
            {spotlight.story.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-slate-700">
                {paragraph}
              </p>
            ))}
            <Link to={spotlight.link.to} className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              {spotlight.link.label}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </div>
          <dl className="grid content-center gap-4 lg:col-span-2">
            {spotlight.figures.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-4 text-center">
                <dt className="text-slate-700">{figure.label}</dt>
                <dd className="text-[clamp(1.5rem,7vw,1.875rem)] font-bold tabular-nums break-words text-brand-700">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </Section>
      <CallToAction {...page.cta} />
    </>
  );
}
