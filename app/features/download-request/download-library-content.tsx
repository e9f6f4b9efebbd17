import { Badge } from "~/components/badge";
import { CoverArt } from "~/components/cover-art";
import { mediaGroups } from "~/content/resources-media";
import { toolGroups } from "~/content/resources-tools";
import { type DownloadSection, downloadSections, mediaDownloadItem, toolDownloadItem } from "./download-items";

// The download libraries' text and covers (the tools and media pages), placed
// around the download buttons' islands by lead-forms/download-library.astro.

export type DownloadLibraryName = "tools" | "media";

const libraries: Readonly<Record<DownloadLibraryName, readonly DownloadSection[]>> = {
  tools: downloadSections(toolGroups, toolDownloadItem),
  media: downloadSections(mediaGroups, mediaDownloadItem),
};

const sectionOf = (library: DownloadLibraryName, sectionId: string) => libraries[library].find((section) => section.id === sectionId);
const itemOf = (library: DownloadLibraryName, itemId: string) => libraries[library].flatMap((section) => section.items).find((item) => item.id === itemId);

/** Links to the library's sections. */
export function DownloadNav({ library }: { library: DownloadLibraryName }) {
  return (
    <nav aria-label="On this page">
      <ul className="flex flex-wrap gap-2">
        {libraries[library].map((section) => (
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
export function DownloadSectionIntro({ library, sectionId }: { library: DownloadLibraryName; sectionId: string }) {
  const section = sectionOf(library, sectionId);
  if (!section) return null;
  return (
    <>
      <h2 id={`${section.id}-title`} className="text-2xl font-bold">
        {section.title}
      </h2>
      <p className="mt-2 mb-6 text-slate-600">{section.description}</p>
    </>
  );
}

export function DownloadCover({ library, itemId }: { library: DownloadLibraryName; itemId: string }) {
  const item = itemOf(library, itemId);
  return item ? <CoverArt cover={item.thumbnail} className="h-32" /> : null;
}

/** A file's format, title, description and facts, above its download button. */
export function DownloadDetails({ library, itemId }: { library: DownloadLibraryName; itemId: string }) {
  const item = itemOf(library, itemId);
  if (!item) return null;
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
