import { Section } from "~/components/section";
import { BackLink } from "~/features/detail-pages/back-link";
import type { PressReleaseSummary } from "~/features/press-room/press-release";
import { PressReleaseCard } from "~/features/press-room/press-release-card";
import { groupByYear } from "./releases-by-year";

/** The press release archive under its banner (pages/press/archive.astro): every release, by year. */
export default function PressArchiveContent({ releases }: { releases: readonly PressReleaseSummary[] }) {
  const years = groupByYear(releases);
  return (
    <Section>
      <p className="mb-10 text-lg text-slate-600" data-testid="archive-count">
        {releases.length} press releases, newest first.
      </p>
      <div className="flex flex-col gap-12">
        {years.map((group) => (
          <section key={group.year} aria-labelledby={`year-${group.year}`}>
            <h2 id={`year-${group.year}`} className="mb-6 text-2xl font-bold">
              {group.year}
            </h2>
            <ul className="grid gap-6 lg:grid-cols-3">
              {group.items.map((release, i) => (
                <PressReleaseCard key={release.slug} release={release} index={i} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-12">
        <BackLink to="/press" label="Back to the Press Room" />
      </div>
    </Section>
  );
}
