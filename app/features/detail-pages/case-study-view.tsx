import { Avatar } from "~/components/avatar";
import { Breadcrumb } from "~/components/breadcrumb";
import { type CtaAction, CallToAction } from "~/components/call-to-action";
import { CoverArt } from "~/components/cover-art";
import { Icon } from "~/components/icon";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { StatGrid } from "~/components/stat-grid";
import { CaseStoryCard } from "~/features/case-stories/case-story-card";
import type { CaseStory } from "~/features/case-stories/case-story-types";
import { StatusBadge } from "~/features/content-sections/status-badge";
import { BackLink } from "./back-link";
import { CheckList } from "./check-list";
import { caseStudyTrail } from "./detail-trails";
import { FactList } from "./fact-list";

const SUCCESS_STORIES_PATH = "/success-stories";

/** The call to action that closes a case study (the one that closes /success-stories). */
type CaseStudyCta = { title: string; text: string; primary: CtaAction; secondary: CtaAction };

/** A case study's page: the challenge, the troupe's solution, the results with their figures, and what to do next. */
export function CaseStudyView({ story, others, cta }: { story: CaseStory; others: readonly CaseStory[]; cta: CaseStudyCta }) {
  return (
    <>
      <PageBanner title={story.title} subtitle={story.summary}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-white/90">
          <p className="flex items-center gap-2 font-semibold text-white">
            <Icon name={story.icon} className="size-5" />
            {story.company}
          </p>
          <p>
            {story.industry} · {story.city}
          </p>
          <StatusBadge label={story.status} />
        </div>
      </PageBanner>
      <Breadcrumb trail={caseStudyTrail(story)} />
      <Section id="key-figures" title="Results at a Glance" intro={`What ${story.company} achieved with its troupe, counted at its stage-gate reviews.`}>
        <div data-testid="case-figures" className="lg:[&>dl]:grid-cols-3">
          <StatGrid stats={story.highlights} />
        </div>
      </Section>
      <Section tone="muted">
        <div className="grid gap-12 lg:grid-cols-3">
          <div className="flex flex-col gap-10 lg:col-span-2">
            <section id="challenge" aria-labelledby="challenge-title" className="scroll-mt-24">
              <h2 id="challenge-title" className="text-2xl font-bold tracking-tight">
                The Challenge
              </h2>
              <p className="mt-4 text-lg text-slate-700">{story.challenge}</p>
            </section>
            <section id="solution" aria-labelledby="solution-title" className="scroll-mt-24">
              <h2 id="solution-title" className="text-2xl font-bold tracking-tight">
                The Solution
              </h2>
              <ol className="mt-4 space-y-4">
                {story.solution.map((step, i) => (
                  <li key={step} className="flex items-start gap-3 text-slate-700">
                    <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                      {i + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </section>
            <CheckList id="results" title="The Results" items={story.results} />
          </div>
          <aside aria-label={`${story.company} at a glance`}>
            <CoverArt image={story.image} className="mb-6 aspect-video rounded-2xl" />
            <FactList
              title="At a Glance"
              facts={[
                { label: "Company", value: story.company },
                { label: story.founders.length > 1 ? "Founders" : "Founder", value: story.founders.join(", ") },
                { label: "Industry", value: story.industry },
                { label: "Based in", value: story.city },
                { label: "Duration", value: story.duration },
                { label: "Status", value: <StatusBadge label={story.status} /> },
              ]}
            />
          </aside>
        </div>
      </Section>
      <Section>
        <figure className="mx-auto max-w-3xl text-center">
          <Icon name="quote" className="mx-auto size-10 text-brand-700" />
          <blockquote className="mt-4 text-2xl font-medium text-balance text-slate-900">“{story.founderQuote.quote}”</blockquote>
          <figcaption className="mt-6 flex items-center justify-center gap-3 text-left">
            <Avatar name={story.founderQuote.author} image={story.founderQuote.image} size={52} />
            <span>
              <span className="block font-semibold text-slate-900">{story.founderQuote.author}</span>
              <span className="block text-sm text-slate-600">{story.founderQuote.position}</span>
            </span>
          </figcaption>
        </figure>
      </Section>
      {others.length > 0 && (
        <Section id="more-stories" title="More Success Stories" tone="muted">
          <ul className="grid gap-6 lg:grid-cols-2">
            {others.map((other, i) => (
              <CaseStoryCard key={other.slug} story={other} index={i} />
            ))}
          </ul>
          <div className="mt-8">
            <BackLink to={SUCCESS_STORIES_PATH} label="Back to all success stories" />
          </div>
        </Section>
      )}
      <CallToAction {...cta} />
    </>
  );
}
