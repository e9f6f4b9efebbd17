import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import { pressReleasePath } from "~/config/detail-item-paths";
import type { PressCategory, PressReleaseSummary } from "./press-release";
import { longDate } from "./long-date";

const tagColours: Record<PressCategory, string> = {
  Announcement: "bg-brand-100 text-brand-900",
  Partnership: "bg-green-100 text-green-900",
  Milestone: "bg-saffron-400/25 text-slate-900",
};

/** A press release in the list: its category tag, date, title, summary and a link to the release. */
export function PressReleaseCard({ release, index }: { release: PressReleaseSummary; index: number }) {
  return (
    <Reveal as="li" index={index} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className={`rounded-full px-3 py-1 font-semibold ${tagColours[release.category]}`} data-testid="press-category">
          {release.category}
        </span>
        <time dateTime={release.date} className="text-slate-600">
          {longDate(release.date)}
        </time>
      </div>
      <h3 className="text-xl font-semibold text-balance">{release.title}</h3>
      <p className="text-slate-600">{release.summary}</p>
      <Link to={pressReleasePath(release.slug)} className="mt-auto inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
        Read the release<span className="sr-only">: {release.title}</span>
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </Reveal>
  );
}
