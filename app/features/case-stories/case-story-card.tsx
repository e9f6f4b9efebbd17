import { CoverArt } from "~/components/cover-art";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import { caseStudyPath } from "~/config/detail-item-paths";
import type { CaseStory } from "./case-story-types";

/** A featured case story: who, what, the key figures and a link to the full case study. */
export function CaseStoryCard({ story, index }: { story: CaseStory; index: number }) {
  return (
    <Reveal as="li" index={index} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <CoverArt image={story.image} className="h-36" />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={story.icon} />
          </span>
          <div>
            <h3 className="text-xl font-semibold">{story.company}</h3>
            <p className="text-sm text-slate-600">
              {story.industry} · {story.city}
            </p>
          </div>
        </div>
        <p className="font-medium text-slate-900">{story.title}</p>
        <p className="text-slate-600">{story.summary}</p>
        <dl className="grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center">
          {story.highlights.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="text-xs text-slate-600">{figure.label}</dt>
              <dd className="text-lg font-bold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <Link to={caseStudyPath(story.slug)} className="mt-auto inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          Read the case study<span className="sr-only">: {story.company}</span>
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </Reveal>
  );
}
