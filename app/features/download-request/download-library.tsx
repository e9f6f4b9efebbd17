import { useState } from "react";
import { Icon } from "~/components/icon";
import { Reveal } from "~/components/reveal";
import { DownloadCover, DownloadDetails, type DownloadLibraryName, DownloadNav, DownloadSectionIntro } from "./download-library-content";
import type { DownloadButtonSection, DownloadRequestItem } from "./download-items";
import { DownloadRequestModal } from "./download-request-modal";

type DownloadLibraryProps = { library: DownloadLibraryName; sections: readonly DownloadButtonSection[] };

/**
 * Downloads in their groups, each group a section with its own anchor; every
 * download asks for an e-mail. Its page loads its code on first use
 * (./tool-library.tsx, ./media-library.tsx).
 */
export function DownloadLibrary({ library, sections }: DownloadLibraryProps) {
  const [requested, setRequested] = useState<DownloadRequestItem | null>(null);
  return (
    <div className="flex flex-col gap-16">
      <DownloadNav library={library} />
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
          <DownloadSectionIntro library={library} sectionId={section.id} />
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item, i) => (
              <Reveal as="li" index={i} key={item.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <DownloadCover library={library} itemId={item.id} />
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <DownloadDetails library={library} itemId={item.id} />
                  <button type="button" className="btn btn-primary mt-auto self-start" onClick={() => setRequested(item)}>
                    <Icon name="download" className="size-4" />
                    {item.actionLabel}
                    <span className="sr-only">: {item.title}</span>
                  </button>
                </div>
              </Reveal>
            ))}
          </ul>
        </section>
      ))}
      <DownloadRequestModal item={requested} onClose={() => setRequested(null)} />
    </div>
  );
}
