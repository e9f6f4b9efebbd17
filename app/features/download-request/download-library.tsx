import { useState } from "react";
import { Badge } from "~/components/badge";
import { CoverArt } from "~/components/cover-art";
import { Icon } from "~/components/icon";
import { Reveal } from "~/components/reveal";
import type { DownloadItem } from "./download-items";
import { DownloadRequestModal } from "./download-request-modal";

export type DownloadSection = { id: string; title: string; description: string; items: readonly DownloadItem[] };

/** Downloads in their groups, each group a section with its own anchor; every download asks for an e-mail. */
export function DownloadLibrary({ sections }: { sections: readonly DownloadSection[] }) {
  const [requested, setRequested] = useState<DownloadItem | null>(null);
  return (
    <div className="flex flex-col gap-16">
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
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
          <h2 id={`${section.id}-title`} className="text-2xl font-bold">
            {section.title}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{section.description}</p>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item, i) => (
              <Reveal as="li" index={i} key={item.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <CoverArt cover={item.thumbnail} className="h-32" />
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <div>
                    <Badge tone="blue">{item.format}</Badge>
                  </div>
                  <h3 className="text-lg font-semibold">{item.title}</h3>
                  <p className="text-slate-600">{item.description}</p>
                  <p className="text-sm text-slate-600">{item.facts.join(" · ")}</p>
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
