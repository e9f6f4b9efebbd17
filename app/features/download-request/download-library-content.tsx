import { Badge } from "~/components/badge";
import { CoverArt } from "~/components/cover-art";
import type { DownloadItem, DownloadSection } from "./download-items";

// The download libraries' text and covers (the tools and media pages), placed
// around the download buttons' islands by lead-forms/download-library.astro.

/** Links to the library's sections. */
export function DownloadNav({ sections }: { sections: readonly DownloadSection[] }) {
  return (
    <nav aria-label="On this page">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="inline-flex rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700">
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section's title and description. */
export function DownloadSectionIntro({ section }: { section: DownloadSection }) {
  return (
    <>
      <h2 id={`${section.id}-title`} className="text-2xl font-bold">
        {section.title}
      </h2>
      <p className="mt-2 mb-6 text-slate-600">{section.description}</p>
    </>
  );
}

export function DownloadCover({ item }: { item: DownloadItem }) {
  return <CoverArt cover={item.thumbnail} className="h-32" />;
}

/** A file's format, title, description and facts, above its download button. */
export function DownloadDetails({ item }: { item: DownloadItem }) {
  return (
    <>
      <div>
        <Badge tone="blue">{item.format}</Badge>
      </div>
      <h3 className="text-lg font-semibold">{item.title}</h3>
      <p className="text-slate-600">{item.description}</p>
      <p className="text-sm text-slate-600">{item.facts.join(" · ")}</p>
    </>
  );
}
